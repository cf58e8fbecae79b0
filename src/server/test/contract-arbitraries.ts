import fc from 'fast-check';
import { z } from 'zod';

/**
 * Requests generated from a route's zod contract (through its JSON Schema, the shape the API
 * documentation shows): well-typed values within the declared bounds, and hostile ones that a
 * careless or malicious client sends. Used by the hostile-input walk of every route.
 */

/** The subset of JSON Schema that z.toJSONSchema produces for request contracts. */
export interface JsonSchemaNode {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** The input side of a request contract as JSON Schema; undefined when the route declares none. */
export function requestJsonSchema(schema: unknown): JsonSchemaNode | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;
}

/** Longer than the 65,535 parameters one PostgreSQL statement may bind. */
export const LONG_LIST_LENGTH = 65_536;

const HOSTILE_STRINGS: readonly string[] = [
  'nul\u0000inside',
  '\u0000',
  'lone \uD800 high surrogate',
  'lone \uDC00 low surrogate',
  '\uDFFF\uD800',
  '2024-02-30',
  '2023-02-29',
  '2024-13-01',
  '0000-01-01',
  '10000-01-01',
  '2024-02-30T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '2024-01-01T00:00:00+23:59',
  '2024-01-01T00:00:00.123456789Z',
  '-1',
  '1e400',
  '2147483648',
  'NaN',
  '',
  '   ',
  "'; drop table wells; --",
  '%_\\',
  '\u{1D306} \u202E',
  `${'x'.repeat(300)}@example.com`,
  'x'.repeat(5_000),
];

const HOSTILE_NUMBERS: readonly number[] = [
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  0.5,
  1.5,
  -0,
  0,
  -1,
  9_999_999.95,
  10_000_000,
  99_999_999_999.9995,
  123_456_789_012_345.67,
  // Just over what a well can pump in an hour, a day and a month (rules/pumpage-bounds.ts).
  2_000.001,
  48_000.001,
  1_488_000.001,
  // A month the old numeric(16, 3) bound let through, whose fee then overflowed the exact integers.
  9_999_999_999_999.998,
];

const WRONG_TYPES: readonly unknown[] = [null, true, 'x', '1', [], {}, { nested: 1 }];

function types(node: JsonSchemaNode): string[] {
  if (node.type === undefined) return [];
  return [node.type].flat();
}

function bigIntBetween(min: number, max: number): fc.Arbitrary<number> {
  return fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
}

function integerArbitrary(node: JsonSchemaNode): fc.Arbitrary<number> {
  const low = Math.max(
    node.minimum ?? Number.MIN_SAFE_INTEGER,
    node.exclusiveMinimum === undefined ? Number.MIN_SAFE_INTEGER : Math.floor(node.exclusiveMinimum) + 1,
  );
  const high = Math.min(
    node.maximum ?? Number.MAX_SAFE_INTEGER,
    node.exclusiveMaximum === undefined ? Number.MAX_SAFE_INTEGER : Math.ceil(node.exclusiveMaximum) - 1,
  );
  if (low > high) return fc.constant(low);
  // Small values name records that exist; the rest of the range finds the edges.
  const plausible = bigIntBetween(Math.max(low, Math.min(high, 0)), Math.min(high, Math.max(low, 0) + 40));
  return fc.oneof(
    { weight: 3, arbitrary: plausible },
    { weight: 1, arbitrary: bigIntBetween(low, high) },
    { weight: 1, arbitrary: fc.constantFrom(low, high) },
  );
}

function numberArbitrary(node: JsonSchemaNode): fc.Arbitrary<number> {
  const min = node.exclusiveMinimum ?? node.minimum;
  const max = node.exclusiveMaximum ?? node.maximum;
  const bounded = fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    ...(min === undefined ? {} : { min, minExcluded: node.exclusiveMinimum !== undefined }),
    ...(max === undefined ? {} : { max, maxExcluded: node.exclusiveMaximum !== undefined }),
  });
  const everyday = fc
    .integer({ min: 0, max: 100_000 })
    .map((value) => value / 10)
    .filter(
      (value) =>
        (min === undefined || value > min || (value === min && node.exclusiveMinimum === undefined)) &&
        (max === undefined || value < max || (value === max && node.exclusiveMaximum === undefined)),
    );
  return fc.oneof({ weight: 2, arbitrary: everyday }, { weight: 1, arbitrary: bounded });
}

function calendarDateArbitrary(): fc.Arbitrary<string> {
  return fc
    .date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2100-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
}

function stringArbitrary(node: JsonSchemaNode): fc.Arbitrary<string> {
  const minLength = node.minLength ?? 0;
  const maxLength = node.maxLength ?? 60;
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  if (node.format === 'date') return calendarDateArbitrary();
  if (node.format === 'date-time') {
    return fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2100-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString());
  }
  if (node.format === 'email') return fc.emailAddress().filter(fits);
  if (node.pattern) return fc.stringMatching(new RegExp(node.pattern)).filter(fits);
  return fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 60) }).filter(fits);
}

/** A value the contract's JSON Schema allows (refinements aside, which the schema cannot show). */
export function wellTypedArbitrary(node: JsonSchemaNode): fc.Arbitrary<unknown> {
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(wellTypedArbitrary));
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum?.length) return fc.constantFrom(...node.enum);
  const [type] = types(node);
  switch (type) {
    case 'object': {
      const properties = node.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, child]) => [key, wellTypedArbitrary(child)]),
      );
      return fc.record(model, { requiredKeys: (node.required ?? []).filter((key) => key in properties) });
    }
    case 'array':
      return fc.array(node.items ? wellTypedArbitrary(node.items) : fc.anything(), {
        minLength: node.minItems ?? 0,
        maxLength: Math.min(node.maxItems ?? 8, 8),
      });
    case 'string':
      return stringArbitrary(node);
    case 'integer':
      return integerArbitrary(node);
    case 'number':
      return numberArbitrary(node);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 }));
  }
}

function longList(node: JsonSchemaNode): fc.Arbitrary<unknown[]> {
  return fc
    .constantFrom(LONG_LIST_LENGTH, (node.maxItems ?? 0) + 1)
    .chain((length) =>
      (node.items ? wellTypedArbitrary(node.items) : fc.constant(1)).map((item) =>
        Array.from({ length }, () => item),
      ),
    );
}

/** A value a hostile client sends where this node is declared: edge values, bad text, wrong types. */
export function hostileArbitrary(node: JsonSchemaNode): fc.Arbitrary<unknown> {
  const alternatives = node.anyOf ?? node.oneOf;
  const nodeTypes = alternatives ? alternatives.flatMap(types) : types(node);
  const candidates: fc.Arbitrary<unknown>[] = [fc.constantFrom(...WRONG_TYPES)];
  if (nodeTypes.includes('string') || nodeTypes.length === 0) {
    candidates.push(
      fc.constantFrom(...HOSTILE_STRINGS),
      fc.string({ unit: 'binary', maxLength: 40 }),
      stringArbitrary({ ...node, pattern: undefined }).map((text) => `${text}\u0000`),
    );
  }
  if (nodeTypes.includes('integer') || nodeTypes.includes('number')) {
    candidates.push(fc.constantFrom(...HOSTILE_NUMBERS), fc.double({ noNaN: true, noDefaultInfinity: true }));
  }
  if (nodeTypes.includes('array')) {
    candidates.push(
      longList(alternatives?.find((alternative) => types(alternative).includes('array')) ?? node),
      fc.array(node.items ? hostileArbitrary(node.items) : fc.anything(), { minLength: 1, maxLength: 5 }),
    );
  }
  if (nodeTypes.includes('object') && node.properties) {
    candidates.push(mixedArbitrary(node));
  }
  return fc.oneof(...candidates);
}

/** Mostly well-typed values with hostile ones mixed in at any depth. */
export function mixedArbitrary(node: JsonSchemaNode): fc.Arbitrary<unknown> {
  const [type] = types(node);
  if (type === 'object' && node.properties) {
    const model = Object.fromEntries(
      Object.entries(node.properties).map(([key, child]) => [
        key,
        fc.oneof(
          { weight: 3, arbitrary: wellTypedArbitrary(child) },
          { weight: 1, arbitrary: hostileArbitrary(child) },
        ),
      ]),
    );
    return fc.record(model, { requiredKeys: (node.required ?? []).filter((key) => key in model) });
  }
  return fc.oneof(
    { weight: 2, arbitrary: wellTypedArbitrary(node) },
    { weight: 1, arbitrary: hostileArbitrary(node) },
  );
}

/** A request part: a third well-typed throughout, the rest with hostile values mixed in. */
export function requestPartArbitrary(node: JsonSchemaNode | undefined): fc.Arbitrary<unknown> {
  if (!node) return fc.constant(undefined);
  return fc.oneof(
    { weight: 1, arbitrary: wellTypedArbitrary(node) },
    { weight: 2, arbitrary: mixedArbitrary(node) },
  );
}

/** Percent-encodes like encodeURIComponent, writing a lone surrogate as its (invalid) UTF-8 bytes. */
function encodeQueryText(text: string): string {
  let encoded = '';
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (character.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}

function queryText(value: unknown): string {
  // JSON.stringify answers undefined for undefined and functions: send them as empty text.
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** A generated query object as the query string a browser would send; lists repeat their key. */
export function queryString(query: unknown): string {
  if (query === undefined || query === null || typeof query !== 'object' || Array.isArray(query)) {
    return query === undefined ? '' : `?${encodeQueryText(queryText(query))}`;
  }
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value.slice(0, 200) : [value]) {
      pairs.push(`${encodeURIComponent(key)}=${encodeQueryText(queryText(item))}`);
    }
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}
