import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedNames, jsonSchemaStub, withoutJsonSchemaProcessors } from './zod-without-json-schema';

const zodFolder = path.dirname(createRequire(import.meta.url).resolve('zod/package.json'));
const zodFile = (file: string) => readFileSync(path.join(zodFolder, 'v4', file), 'utf8');

describe('zod without its JSON Schema generator', () => {
  it('stubs every export of to-json-schema.js, so the modules importing them still link', () => {
    const source = zodFile('core/to-json-schema.js');
    const names = exportedNames(source);
    expect(names).toEqual(
      expect.arrayContaining(['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod']),
    );
    const stub = jsonSchemaStub(source);
    for (const name of names) expect(stub).toContain(`export const ${name} =`);
  });

  it('has factories that give a method throwing when called', async () => {
    const url = `data:text/javascript,${encodeURIComponent(jsonSchemaStub(zodFile('core/to-json-schema.js')))}`;
    const stub = (await import(url)) as Record<string, (...args: unknown[]) => unknown>;
    const method = stub.createToJSONSchemaMethod?.({}) as () => unknown;
    expect(() => method()).toThrow('zod builds no JSON Schema in the browser');
    expect(() => stub.processSchema?.()).toThrow();
  });

  it("removes each classic schema type's converter, and nothing else", () => {
    const source = zodFile('classic/schemas.js');
    const { code, removed } = withoutJsonSchemaProcessors(source);
    expect(removed).toBeGreaterThan(20);
    expect(code).not.toContain('inst._zod.processJSONSchema =');
    // The checks' readers (minLength and the like) stay.
    expect(code).toContain('processors.aggregateChecks(inst)');
    expect(source.split('\n').length - code.split('\n').length).toBe(removed);
  });
});
