import { describe, expect, it } from 'vitest';
import { billQuarter } from './billing';
import {
  HOURS_PER_DAY,
  isPumpableIn,
  LONGEST_MONTH_DAYS,
  MAX_KGAL_PER_DAY,
  MAX_KGAL_PER_HOUR,
  MAX_KGAL_PER_MONTH,
  maxKgalIn,
  tooMuchPumpageReason,
  type PumpagePeriod,
} from './pumpage-bounds';

describe('pumpage bounds', () => {
  it.each([
    ['hour', 2_000],
    ['day', 48_000],
    ['month', 1_488_000],
  ] as const)('a well pumps at most %s kgal in %s', (period, kgal) => {
    expect(maxKgalIn(period)).toBe(kgal);
  });

  it('is a day over its hours and a longest month of days, so the bounds add up', () => {
    expect(MAX_KGAL_PER_HOUR * HOURS_PER_DAY).toBe(MAX_KGAL_PER_DAY);
    expect(MAX_KGAL_PER_DAY * LONGEST_MONTH_DAYS).toBe(MAX_KGAL_PER_MONTH);
  });

  it('leaves more than three times the largest wells’ 10,000 gallons a minute as headroom', () => {
    const largestWellKgalPerDay = (10_000 * 60 * 24) / 1000;
    expect(MAX_KGAL_PER_DAY / largestWellKgalPerDay).toBeGreaterThan(3);
  });

  it.each<[PumpagePeriod, number, boolean]>([
    ['hour', 0, true],
    ['hour', 1999.999, true],
    ['hour', 2000, true],
    ['hour', 2000.001, false],
    ['day', 48_000, true],
    ['day', 48_000.001, false],
    ['day', 60_000, false],
    ['month', 1_488_000, true],
    ['month', 1_488_000.001, false],
    ['month', 9_999_999_999_999.998, false],
    ['day', -0.001, false],
    ['day', Number.NaN, false],
    ['month', Number.POSITIVE_INFINITY, false],
  ])('in %s, %s kgal is pumpable: %s', (period, kgal, pumpable) => {
    expect(isPumpableIn(period, kgal)).toBe(pumpable);
  });

  it.each<[PumpagePeriod, string]>([
    ['hour', 'is more than a well can pump in an hour (at most 2,000 thousand gallons)'],
    ['day', 'is more than a well can pump in a day (at most 48,000 thousand gallons)'],
    ['month', 'is more than a well can pump in a month (at most 1,488,000 thousand gallons)'],
  ])('says why too much in %s is refused', (period, reason) => {
    expect(tooMuchPumpageReason(period)).toBe(reason);
  });

  it.each([
    // Three months at the bound: 4,464,000 kgal at $65 per million gallons.
    [3 * MAX_KGAL_PER_MONTH, 29_016_000],
    [3 * MAX_KGAL_PER_MONTH - 0.5, 29_016_000],
    [3 * MAX_KGAL_PER_MONTH - 0.501, 29_015_994],
  ])('bills a well’s quarter of %s kgal exactly, as %i cents', (kgal, cents) => {
    expect(billQuarter(kgal, false)).toEqual({ roundedKgal: Math.round(kgal), billedCents: cents });
  });
});
