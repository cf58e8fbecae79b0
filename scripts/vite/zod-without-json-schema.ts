import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const TO_JSON_SCHEMA = /[\\/]zod[\\/]v4[\\/]core[\\/]to-json-schema\.js$/;
const CLASSIC_SCHEMAS = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
/** Each classic schema type hands its JSON Schema converter to the generator, one line each. */
const PROCESSOR_LINE =
  /^[ \t]*inst\._zod\.processJSONSchema = \(ctx, json, params\) => processors\.\w+\(inst, ctx, json, params\);\n/gm;

/** The names a module exports (`export function x`, `export const x, y`, `export { a as b }`). */
export function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const [, name] of source.matchAll(/^export (?:async )?(?:function\*?|class) (\w+)/gm)) {
    names.add(name as string);
  }
  for (const [, list] of source.matchAll(/^export (?:const|let|var) ([^=;]+?)\s*=/gm)) {
    names.add((list as string).trim());
  }
  for (const [, list] of source.matchAll(/^export \{([^}]*)\}(?! from)/gm)) {
    for (const item of (list as string).split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return [...names];
}

/**
 * A module with the same exports, each throwing when called; the method factories
 * (`createToJSONSchemaMethod` and the like) return such a method, since schemas create theirs early.
 */
export function jsonSchemaStub(source: string): string {
  return [
    "const unavailable = () => { throw new Error('zod builds no JSON Schema in the browser'); };",
    ...exportedNames(source).map((name) =>
      /^create\w*Method$/.test(name)
        ? `export const ${name} = () => unavailable;`
        : `export const ${name} = unavailable;`,
    ),
  ].join('\n');
}

/** classic/schemas.js without the lines that hand each schema type its JSON Schema converter. */
export function withoutJsonSchemaProcessors(source: string): { code: string; removed: number } {
  let removed = 0;
  const code = source.replace(PROCESSOR_LINE, () => {
    removed += 1;
    return '';
  });
  return { code, removed };
}

/**
 * zod's JSON Schema generator (`schema.toJSONSchema()`, `z.toJSONSchema`, `~standard.jsonSchema`) is
 * the server's, for the OpenAPI document; every classic schema type carries its converter, so the
 * browser would download it with the first schema (about 5 kB gzip on every page). In the web build
 * the generator becomes a stub that throws and the converters are left out. Parsing is untouched:
 * the same schemas accept and reject the same values, with the same messages.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!TO_JSON_SCHEMA.test(id)) return null;
      return jsonSchemaStub(readFileSync(id, 'utf8'));
    },
    transform(code, id) {
      if (!CLASSIC_SCHEMAS.test(id)) return null;
      const result = withoutJsonSchemaProcessors(code);
      if (result.removed === 0) {
        this.warn(
          'zod/v4/classic/schemas.js no longer assigns processJSONSchema as expected: nothing left out.',
        );
        return null;
      }
      return { code: result.code, map: null };
    },
  };
}
