/*
 * What one well can physically pump, in thousands of gallons (kgal). Every pumpage value a request
 * brings (an upload's day or hour, a hand-edited month of an invoice item) is checked against these,
 * so a typo of a few extra digits is refused with a message instead of being billed, and no accepted
 * value is anywhere near what the columns or the fee in integer cents can hold.
 *
 * The largest production wells pump about 10,000 gallons a minute: 14,400 kgal a day. A day of
 * 48,000 kgal (48 million gallons, 33,000 gallons a minute) leaves more than three times that as
 * headroom, so no real reading is refused. It is 24 times an hour of 2,000 kgal, so the hours of a
 * metered day, which its daily row is the sum of, can never add up to more than a day allows.
 */

/** The most one well can pump in a day. */
export const MAX_KGAL_PER_DAY = 48_000;

export const HOURS_PER_DAY = 24;

/** The most one well can pump in an hour: a day's bound spread evenly over its hours, 2,000 kgal. */
export const MAX_KGAL_PER_HOUR = MAX_KGAL_PER_DAY / HOURS_PER_DAY;

/** The longest month: a month's bound holds whichever month of the quarter it is. */
export const LONGEST_MONTH_DAYS = 31;

/** The most one well can pump in a month, 1,488,000 kgal. */
export const MAX_KGAL_PER_MONTH = MAX_KGAL_PER_DAY * LONGEST_MONTH_DAYS;

export type PumpagePeriod = 'hour' | 'day' | 'month';

const MAX_KGAL: Readonly<Record<PumpagePeriod, number>> = {
  hour: MAX_KGAL_PER_HOUR,
  day: MAX_KGAL_PER_DAY,
  month: MAX_KGAL_PER_MONTH,
};

/** The most one well can pump in the period, in kgal. */
export function maxKgalIn(period: PumpagePeriod): number {
  return MAX_KGAL[period];
}

/** Whether a well can have pumped `kgal` in one period: not negative and not above the bound. */
export function isPumpableIn(period: PumpagePeriod, kgal: number): boolean {
  return Number.isFinite(kgal) && kgal >= 0 && kgal <= MAX_KGAL[period];
}

const PERIOD_WORDS: Readonly<Record<PumpagePeriod, string>> = {
  hour: 'an hour',
  day: 'a day',
  month: 'a month',
};

/**
 * Why a value is refused, after the value itself: "is more than a well can pump in a day (at most
 * 48,000 thousand gallons)". The upload and the invoice item form say it alike.
 */
export function tooMuchPumpageReason(period: PumpagePeriod): string {
  const limit = MAX_KGAL[period].toLocaleString('en-US');
  return `is more than a well can pump in ${PERIOD_WORDS[period]} (at most ${limit} thousand gallons)`;
}
