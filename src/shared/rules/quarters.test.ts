import { describe, expect, it } from 'vitest';
import {
  distinctQuarters,
  lastQuarterEndedBy,
  monthsOfQuarter,
  quarterDateRange,
  quarterOfMonth,
} from './quarters';

describe('quarters', () => {
  it.each([
    [1, 1],
    [3, 1],
    [4, 2],
    [6, 2],
    [7, 3],
    [9, 3],
    [10, 4],
    [12, 4],
  ])('month %i is in quarter %i', (month, quarter) => {
    expect(quarterOfMonth(month)).toBe(quarter);
  });

  it.each([0, 13, 1.5])('refuses month %s', (month) => {
    expect(() => quarterOfMonth(month)).toThrow(RangeError);
  });

  it.each([
    [1, [1, 2, 3]],
    [2, [4, 5, 6]],
    [3, [7, 8, 9]],
    [4, [10, 11, 12]],
  ] as const)('quarter %i holds months %j', (quarter, months) => {
    expect(monthsOfQuarter(quarter)).toEqual(months);
  });

  it.each([
    [2024, 1, '2024-01-01', '2024-04-01'],
    [2024, 2, '2024-04-01', '2024-07-01'],
    [2024, 3, '2024-07-01', '2024-10-01'],
    [2024, 4, '2024-10-01', '2025-01-01'],
  ] as const)('%i Q%i runs from %s up to %s', (year, quarter, start, end) => {
    expect(quarterDateRange(year, quarter)).toEqual({ start, end });
  });

  it.each([
    [[], []],
    [
      [3, 1],
      [1, 3],
    ],
    [
      [4, 4, 2, 4],
      [2, 4],
    ],
    [[0, 2, 5, 1.5], [2]],
  ])('%j holds the quarters %j', (quarters, distinct) => {
    expect(distinctQuarters(quarters)).toEqual(distinct);
  });
});

describe('lastQuarterEndedBy', () => {
  it.each([
    ['2026-04-01', 2026, 1],
    ['2026-03-31', 2025, 4],
    ['2026-01-01', 2025, 4],
    ['2026-06-30', 2026, 1],
    ['2026-07-01', 2026, 2],
    ['2026-12-31', 2026, 3],
  ])('on %s it is %i Q%i', (day, year, quarter) => {
    expect(lastQuarterEndedBy(day)).toEqual({ year, quarter });
  });

  it('names a quarter whose end is on or before the day', () => {
    for (const day of ['2024-02-29', '2025-10-01', '2025-09-30', '2030-05-15']) {
      const { year, quarter } = lastQuarterEndedBy(day);
      expect(quarterDateRange(year, quarter).end <= day).toBe(true);
    }
  });
});
