import { describe, expect, it } from 'vitest';
import {
  daysOfMonth,
  gallonsToKgalText,
  kgalToGallons,
  monthLabel,
  scaleGallons,
  setMonthTotal,
  spreadGallons,
  type MonthPumpage,
} from './month-pumpage';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('scaleGallons', () => {
  it.each<[number[], number, number[]]>([
    [[1000, 3000], 8000, [2000, 6000]],
    [[1, 1, 1], 1000, [333, 333, 334]],
    [[1, 1, 1], 2, [0, 0, 2]],
    [[500, 0, 500], 999, [499, 0, 500]],
    [[7], 123_456, [123_456]],
    [[2, 2], 0, [0, 0]],
    // A month of hours at the column's limit: the products are past 2^53, the shares still exact.
    [
      Array.from({ length: 744 }, () => 99_999_999_999_999),
      1_488_000_000,
      Array.from({ length: 744 }, () => 2_000_000),
    ],
  ])('scales %j to %i gallons as %j', (values, total, expected) => {
    const scaled = scaleGallons(values, total);
    expect(scaled).toEqual(expected);
    expect(sum(scaled)).toBe(total);
  });

  it('refuses values that add up to nothing', () => {
    expect(() => scaleGallons([0, 0], 5)).toThrow(RangeError);
  });
});

describe('spreadGallons', () => {
  it.each<[number, number, number[]]>([
    [3000, 3, [1000, 1000, 1000]],
    [1000, 3, [333, 333, 334]],
    [2, 3, [0, 0, 2]],
    [0, 2, [0, 0]],
  ])('spreads %i gallons over %i as %j', (total, count, expected) => {
    expect(spreadGallons(total, count)).toEqual(expected);
  });
});

const day = (date: string, gallons: number) => ({ date, gallons });
const hour = (date: string, at: number, gallons: number) => ({ date, hour: at, gallons });

describe('setMonthTotal', () => {
  it.each<[string, MonthPumpage, number, string[], MonthPumpage]>([
    [
      'scales daily rows in proportion, the remainder on the last row',
      { daily: [day('2026-07-01', 1000), day('2026-07-02', 2000)], hourly: [] },
      10_000,
      [],
      { daily: [day('2026-07-01', 3333), day('2026-07-02', 6667)], hourly: [] },
    ],
    [
      'scales a metered day through its hours; its daily row is their sum',
      {
        daily: [day('2026-07-01', 3000), day('2026-07-02', 1000)],
        hourly: [hour('2026-07-01', 0, 1000), hour('2026-07-01', 5, 2000)],
      },
      8000,
      [],
      {
        daily: [day('2026-07-01', 6000), day('2026-07-02', 2000)],
        hourly: [hour('2026-07-01', 0, 2000), hour('2026-07-01', 5, 4000)],
      },
    ],
    [
      'puts the remainder on the last hour when the last day is metered',
      {
        daily: [day('2026-07-01', 1000), day('2026-07-02', 2000)],
        hourly: [hour('2026-07-02', 1, 1000), hour('2026-07-02', 2, 1000)],
      },
      1000,
      [],
      {
        daily: [day('2026-07-01', 333), day('2026-07-02', 667)],
        hourly: [hour('2026-07-02', 1, 333), hour('2026-07-02', 2, 334)],
      },
    ],
    [
      'spreads over the days of an empty month',
      { daily: [], hourly: [] },
      1000,
      ['2026-02-01', '2026-02-02', '2026-02-03'],
      { daily: [day('2026-02-01', 333), day('2026-02-02', 333), day('2026-02-03', 334)], hourly: [] },
    ],
    [
      'spreads over the days of a month of zeros, a metered day over its 24 hours',
      { daily: [day('2026-02-02', 0)], hourly: [hour('2026-02-02', 3, 0)] },
      48_000,
      ['2026-02-01', '2026-02-02'],
      {
        daily: [day('2026-02-01', 24_000), day('2026-02-02', 24_000)],
        hourly: Array.from({ length: 24 }, (_, at) => hour('2026-02-02', at, 1000)),
      },
    ],
    [
      'sets every row to zero for a total of 0 and adds none',
      { daily: [day('2026-07-01', 1000)], hourly: [hour('2026-07-01', 4, 1000)] },
      0,
      ['2026-07-01', '2026-07-02'],
      { daily: [day('2026-07-01', 0)], hourly: [hour('2026-07-01', 4, 0)] },
    ],
    [
      'adds nothing to an empty month for a total of 0',
      { daily: [], hourly: [] },
      0,
      ['2026-07-01'],
      { daily: [], hourly: [] },
    ],
  ])('%s', (_, current, total, days, expected) => {
    const after = setMonthTotal(current, total, days);
    expect(after).toEqual(expected);
    expect(sum(after.daily.map((row) => row.gallons))).toBe(total);
  });

  it('refuses a total for an empty month with no day to put it on', () => {
    expect(() => setMonthTotal({ daily: [], hourly: [] }, 5, [])).toThrow(RangeError);
  });
});

describe('months and units', () => {
  it.each<[number, number, number, string]>([
    [2024, 2, 29, '2024-02-29'],
    [2026, 2, 28, '2026-02-28'],
    [2026, 9, 30, '2026-09-30'],
    [2026, 12, 31, '2026-12-31'],
  ])('%i-%i has %i days, the last %s', (year, month, count, last) => {
    const days = daysOfMonth(year, month);
    expect(days).toHaveLength(count);
    expect(days.at(-1)).toBe(last);
    expect(days[0]).toBe(`${last.slice(0, 8)}01`);
  });

  it.each<[number, string]>([
    [0, '0.000'],
    [5, '0.005'],
    [1_234_567, '1234.567'],
    [1_488_000_000, '1488000.000'],
  ])('%i gallons are %s kgal', (gallons, text) => {
    expect(gallonsToKgalText(gallons)).toBe(text);
    expect(kgalToGallons(Number(text))).toBe(gallons);
  });

  it('names a month with its year', () => {
    expect(monthLabel(2026, 7)).toBe('July 2026');
    expect(monthLabel(1970, 1)).toBe('January 1970');
  });
});
