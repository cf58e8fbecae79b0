import { describe, expect, it } from 'vitest';
import { addDays, addMonths, addYears, daysBetween, parseIsoDate } from './calendar';

describe('calendar days', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-11-08', 0, '2026-11-08'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-01-01', -7, '2023-12-25'],
  ])('%s + %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-11-15', 2, '2027-01-15'],
  ])('%s + %i months is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('moves 29 February to 28 February a year on, as PostgreSQL does', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', -4)).toBe('2020-02-29');
  });

  it.each([
    ['2026-01-01', '2026-01-31', 30],
    ['2026-01-31', '2026-01-01', -30],
    ['2026-03-07', '2026-03-09', 2],
    ['2025-12-31', '2026-12-31', 365],
  ])('from %s to %s is %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each([
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2025-02-29',
    '0050-01-01',
    '26-01-01',
    '',
  ])('refuses %j', (value) => {
    expect(() => parseIsoDate(value)).toThrow('Not a calendar date');
  });
});
