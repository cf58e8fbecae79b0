import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { splitContract } from './browser-endpoints';
import { withoutDescriptions } from './strip-endpoint-descriptions';

const CONTRACTS = path.resolve(import.meta.dirname, '../../src/shared/contracts');
const contractFiles = readdirSync(CONTRACTS).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'endpoint.ts',
);

/** The descriptor module's exports, its imports taken from the modules the contract names. */
async function evaluate(descriptors: string): Promise<Record<string, unknown>> {
  const loaded: Record<string, unknown> = {};
  for (const [, specifier] of descriptors.matchAll(/from "([^"]+)";/g)) {
    loaded[specifier as string] = await import(path.resolve(CONTRACTS, specifier as string));
  }
  const { outputText } = ts.transpileModule(descriptors, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const exports: Record<string, unknown> = {};
  new Function('require', 'exports', outputText)((specifier: string) => loaded[specifier], exports);
  return exports;
}

const isEndpoint = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

describe('splitContract', () => {
  it('moves descriptors without their schemas, and plain data, with what they read', () => {
    const source = [
      "import { z } from 'zod';",
      "import { ACCESS } from '../rules/access';",
      "import { defineEndpoint } from './endpoint';",
      "const tag = 'Things';",
      'const staff = { minLevel: ACCESS.staff };',
      "export const THING_SAVED = 'Saved';",
      'export const PAGE_SIZES = [10, 20] as const;',
      'export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];',
      'export const thingSchema = z.object({ name: z.string().max(PAGE_SIZES[1]) });',
      "export const saveThingEndpoint = defineEndpoint({ method: 'POST', path: '/api/Thing', tag, access: staff, body: thingSchema, response: thingSchema });",
      'function helper() { return 1; }',
      'export const computed = helper();',
    ].join('\n');
    const split = splitContract(source, path.join(CONTRACTS, 'things.ts'), 'virtual:things');
    expect(split?.moved.sort()).toEqual([
      'DEFAULT_PAGE_SIZE',
      'PAGE_SIZES',
      'THING_SAVED',
      'saveThingEndpoint',
    ]);
    expect(split?.descriptors).not.toMatch(/zod|thingSchema|body|response/);
    expect(split?.descriptors).toContain("const tag = 'Things';");
    expect(split?.descriptors).toContain('import { ACCESS } from "../rules/access";');
    // The contract keeps its schema, reads the moved constant from the descriptor module and re-exports.
    expect(split?.contract).toContain('export const thingSchema');
    expect(split?.contract).toContain('export const computed = helper();');
    expect(split?.contract).toContain('import { PAGE_SIZES } from "virtual:things";');
    expect(split?.contract).toMatch(/export \{ [^}]*saveThingEndpoint[^}]* \} from "virtual:things";/);
  });

  it('leaves a contract with nothing to move as it is', () => {
    expect(splitContract("import { z } from 'zod';\nexport const s = z.string();", 'x.ts', 'v')).toBeNull();
  });

  it.each(contractFiles)(
    '%s: gives the browser each endpoint as the server has it, minus its schemas',
    async (file) => {
      const id = path.join(CONTRACTS, file);
      const source = withoutDescriptions(readFileSync(id, 'utf8'));
      const real = (await import(id)) as Record<string, unknown>;
      const endpoints = Object.keys(real).filter((name) => isEndpoint(real[name]));
      const split = splitContract(source, id, 'virtual');
      // Every descriptor moves: a page calling an endpoint never needs the contract's schemas.
      expect(split?.moved ?? []).toEqual(expect.arrayContaining(endpoints));
      if (!split) return;
      expect(split.descriptors).not.toMatch(/from "zod"|\bz\./);
      const browser = await evaluate(split.descriptors);
      for (const name of split.moved) {
        const value = real[name];
        if (isEndpoint(value)) {
          const {
            query: _query,
            body: _body,
            response: _response,
            description: _description,
            ...rest
          } = value;
          expect(browser[name], name).toEqual(rest);
        } else {
          expect(browser[name], name).toEqual(value);
        }
      }
    },
  );
});
