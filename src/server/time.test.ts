import { describe, expect, it } from 'vitest';
import { todayIn } from './time';

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
