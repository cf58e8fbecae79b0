import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from './time';

describe('todayIn', () => {
  it.each([
    ['America/Chicago', '2024-03-01T05:59:00Z', '2024-02-29'],
    ['America/Chicago', '2024-03-01T06:00:00Z', '2024-03-01'],
    ['UTC', '2024-03-01T05:59:00Z', '2024-03-01'],
    ['America/Chicago', '2024-12-31T23:00:00Z', '2024-12-31'],
  ])('in %s at %s it is %s', (timeZone, instant, date) => {
    expect(todayIn(timeZone, new Date(instant))).toBe(date);
    // A second call is served by the kept formatter and must agree.
    expect(todayIn(timeZone, new Date(instant))).toBe(date);
  });
});

describe('addDays', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2023-12-31', 1, '2024-01-01'],
    ['2024-01-01', -7, '2023-12-25'],
    ['2024-03-10', 0, '2024-03-10'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});
