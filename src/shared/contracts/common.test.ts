import { describe, expect, it } from 'vitest';
import {
  MAX_FILTER_IDS,
  PG_INTEGER_MAX,
  calendarDate,
  idListFilter,
  idParam,
  instant,
  isStorableText,
  numericColumnNumber,
  optionalText,
  recordId,
  requiredText,
} from './common';
import { saveWellSchema } from './wells';

describe('ids within PostgreSQL integer', () => {
  it.each([
    [1, true],
    [PG_INTEGER_MAX, true],
    [PG_INTEGER_MAX + 1, false],
    [2 ** 53, false],
    [0, false],
    [1.5, false],
  ])('recordId %s -> %s', (value, accepted) => {
    expect(recordId().safeParse(value).success).toBe(accepted);
    expect(idParam.safeParse(String(value)).success).toBe(accepted);
  });

  it('bounds id-list filters', () => {
    expect(idListFilter().safeParse(Array(MAX_FILTER_IDS).fill(1)).success).toBe(true);
    expect(idListFilter().safeParse(Array(MAX_FILTER_IDS + 1).fill(1)).success).toBe(false);
    expect(idListFilter().parse(undefined)).toEqual([]);
  });
});

describe('text PostgreSQL can store', () => {
  it.each([
    ['plain', true],
    ['emoji \u{1D306} pair', true],
    ['nul\u0000', false],
    ['lone \uD800', false],
    ['lone \uDC00', false],
    ['reversed \uDC00\uD800', false],
  ])('%j -> %s', (text, storable) => {
    expect(isStorableText(text)).toBe(storable);
    expect(requiredText('Name', 50).safeParse(text).success).toBe(storable);
    expect(optionalText('Name', 50).safeParse(text).success).toBe(storable);
  });

  it('names the field in the refusal', () => {
    const result = requiredText('Name', 50).safeParse('a\u0000b');
    expect(result.error?.issues[0]?.message).toBe('Name contains characters that cannot be saved');
  });
});

describe('numbers a numeric column holds', () => {
  const depth = numericColumnNumber('Well depth', { precision: 8, scale: 1 });

  it.each([
    [9_999_999.9, true],
    // PostgreSQL rounds to one place first: this is stored as 9999999.9.
    [9_999_999.94, true],
    // ...and this would round to 10000000.0, which numeric(8,1) cannot hold.
    [9_999_999.95, false],
    [10_000_000, false],
    [1e308, false],
    [-9_999_999.94, true],
    [-9_999_999.95, false],
  ])('numeric(8,1) %s -> %s', (value, accepted) => {
    expect(depth.safeParse(value).success).toBe(accepted);
  });

  it('refuses a well depth past its column with a message naming the field', () => {
    const result = saveWellSchema.safeParse({
      clientId: 1,
      identificationNumber: 'USGS-1',
      wellNumber: 'W-1',
      wellDepth: 123_456_789,
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['wellDepth', 'Well depth must be less than 10000000'],
    ]);
  });

  it('keeps scale 0 columns exact at the half', () => {
    const whole = numericColumnNumber('Count', { precision: 3, scale: 0 });
    expect(whole.safeParse(999.4).success).toBe(true);
    expect(whole.safeParse(999.5).success).toBe(false);
  });
});

describe('dates and instants PostgreSQL accepts', () => {
  it.each([
    ['2024-02-29', true],
    ['2024-02-30', false],
    ['2023-02-29', false],
    ['0000-01-01', false],
    ['0001-01-01', true],
    ['2024-1-01', false],
  ])('calendarDate %s -> %s', (text, accepted) => {
    expect(calendarDate().safeParse(text).success).toBe(accepted);
  });

  it.each([
    ['2024-03-31T14:00:00Z', true],
    ['2024-03-31T14:00:00-05:00', true],
    ['2024-03-31T14:00:00+15:59', true],
    ['2024-03-31T14:00:00+23:59', false],
    ['2024-02-30T14:00:00Z', false],
    ['0000-01-01T00:00:00Z', false],
  ])('instant %s -> %s', (text, accepted) => {
    expect(instant().safeParse(text).success).toBe(accepted);
  });
});
