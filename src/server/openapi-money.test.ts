import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

/** A property of the OpenAPI document that holds money, judged by its name. */
const MONEY_NAME = /amount|cents|fee$|^fee|^value$|invoiceTotal/i;

interface JsonSchema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

function isNumber(schema: JsonSchema): boolean {
  const types = [schema.type, ...(schema.anyOf ?? []).map((part) => part.type)].flat();
  return types.includes('number') || types.includes('integer');
}

/** Every numeric money property under `schema`, with its description (or that of its number part). */
function moneyFields(schema: unknown, where: string, found: Map<string, string | undefined>) {
  if (!schema || typeof schema !== 'object') return;
  const node = schema as JsonSchema;
  for (const [name, property] of Object.entries(node.properties ?? {})) {
    if (MONEY_NAME.test(name) && isNumber(property)) {
      const description =
        property.description ?? property.anyOf?.find((part) => part.description)?.description;
      found.set(`${where}.${name}`, description);
    }
  }
  for (const child of Object.values(node as Record<string, unknown>)) moneyFields(child, where, found);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('says the unit of every money field: dollars or cents', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json<{ paths: Record<string, unknown> }>().paths;
    const found = new Map<string, string | undefined>();
    for (const [path, operation] of Object.entries(paths)) moneyFields(operation, path, found);

    expect(found.size).toBeGreaterThan(20);
    // A measured value (a monitoring well's level or chloride) says its own unit instead.
    const withoutUnit = [...found].filter(
      ([, description]) => !/dollars|cents|feet, mg\/L or µS\/cm/.test(description ?? ''),
    );
    expect(withoutUnit.map(([field]) => field)).toEqual([]);
  });
});
