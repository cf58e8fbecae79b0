import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  MAX_PAGE_NUMBER,
  pageOffset,
  pageQuerySchema,
  pageResponseSchema,
  pageSizeChoicesMessage,
} from './common';

/** A query with a table's size choices, under the names GetAllWellPumpages uses. */
const choicesQuery = pageQuerySchema({
  names: { page: 'page', size: 'rowsPerPage' },
  size: { choices: [25, 50, 100] },
});

/** A body with a range of sizes and texts of its own. */
const rangeBody = pageQuerySchema({
  names: { page: 'pageNumber', size: 'pageSize' },
  in: 'body',
  page: { check: 'positive', message: 'Page first' },
  size: { min: 2, max: 10, default: 4, minMessage: 'At least 2', maxMessage: 'At most 10' },
});

/** The first message of a refused value, or the parsed value. */
function outcome(schema: z.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input);
  return result.success ? result.data : result.error.issues[0]?.message;
}

describe('pageQuerySchema', () => {
  it.each([
    ['nothing sent: page 1, the first choice', {}, { page: 1, rowsPerPage: 25 }],
    ['query text is coerced', { page: '3', rowsPerPage: '50' }, { page: 3, rowsPerPage: 50 }],
    ['the last page allowed', { page: String(MAX_PAGE_NUMBER) }, { page: MAX_PAGE_NUMBER, rowsPerPage: 25 }],
    ['page 0', { page: '0' }, 'Too small: expected number to be >=1'],
    [
      'a page past the limit',
      { page: String(MAX_PAGE_NUMBER + 1) },
      'Too big: expected number to be <=100000',
    ],
    ['half a page', { page: '1.5' }, 'Invalid input: expected int, received number'],
    ['a size not offered', { rowsPerPage: '30' }, 'Rows per page must be 25, 50 or 100'],
  ])('query with choices: %s', (_case, input, expected) => {
    expect(outcome(choicesQuery, input)).toEqual(expected);
  });

  it.each([
    ['nothing sent', {}, { pageNumber: 1, pageSize: 4 }],
    ['null means the default', { pageNumber: null, pageSize: null }, { pageNumber: 1, pageSize: 4 }],
    ['numbers as sent', { pageNumber: 2, pageSize: 10 }, { pageNumber: 2, pageSize: 10 }],
    ['bodies do not coerce text', { pageNumber: '2' }, 'Invalid input: expected number, received string'],
    ['page 0', { pageNumber: 0 }, 'Page first'],
    ['a size under the range', { pageSize: 1 }, 'At least 2'],
    ['a size past the range', { pageSize: 11 }, 'At most 10'],
  ])('body with a range: %s', (_case, input, expected) => {
    expect(outcome(rangeBody, input)).toEqual(expected);
  });

  it('names page and pageSize in the query unless told otherwise', () => {
    const schema = pageQuerySchema({ size: { choices: [100, 150, 200] } });
    expect(schema.parse({ page: '2' })).toEqual({ page: 2, pageSize: 100 });
    expect(outcome(schema, { pageSize: '25' })).toBe('Rows per page must be 100, 150 or 200');
  });

  it('checks the page as positive() when asked: the same numbers, zod’s own text', () => {
    const positive = pageQuerySchema({
      page: { check: 'positive' },
      size: { min: 1, max: 500, default: 25 },
    });
    expect(outcome(positive, { page: '0' })).toBe('Too small: expected number to be >0');
    expect(outcome(positive, { page: String(MAX_PAGE_NUMBER + 1) })).toEqual({ page: 100_001, pageSize: 25 });
  });

  it('spreads into a query of more fields', () => {
    const schema = z.object({ invoiceId: z.coerce.number(), ...choicesQuery.shape });
    expect(schema.parse({ invoiceId: '7', page: '2' })).toEqual({ invoiceId: 7, page: 2, rowsPerPage: 25 });
  });
});

describe('pageSizeChoicesMessage', () => {
  it.each<[number[], string]>([
    [[25, 50, 100], 'Rows per page must be 25, 50 or 100'],
    [[100, 150, 200], 'Rows per page must be 100, 150 or 200'],
    [[10, 20], 'Rows per page must be 10 or 20'],
    [[10], 'Rows per page must be 10'],
  ])('%j -> %s', (choices, message) => {
    expect(pageSizeChoicesMessage(choices)).toBe(message);
  });
});

describe('pageOffset', () => {
  const cases: [page: number, size: number, offset: number][] = [
    [1, 25, 0],
    [2, 25, 25],
    [3, 100, 200],
    [4, 3, 9],
  ];
  it.each(cases)('page %i of %i skips %i rows', (page, size, offset) => {
    expect(pageOffset(page, size)).toBe(offset);
  });
});

describe('pageResponseSchema', () => {
  const row = z.object({ id: z.number() });

  it.each([
    ['totalCount', pageResponseSchema(row), { message: 'OK', data: [{ id: 1 }], totalCount: 9 }],
    [
      'a count named by the spec',
      pageResponseSchema(row, { total: 'totalRecords' }),
      { message: 'OK', data: [{ id: 1 }], totalRecords: 9 },
    ],
  ])('%s', (_case, schema, body) => {
    expect(schema.parse(body)).toEqual(body);
    expect(Object.keys(schema.shape)).toEqual(Object.keys(body));
    expect(schema.safeParse({ ...body, data: [{ id: 'x' }] }).success).toBe(false);
  });

  it('refuses a count that is not whole', () => {
    expect(pageResponseSchema(row).safeParse({ message: 'OK', data: [], totalCount: 1.5 }).success).toBe(
      false,
    );
  });
});
