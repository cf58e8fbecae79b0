/**
 * Quarterly billing: "Billed amount = rounded non-exempt quarter total in kgal
 * divided by 1000, times 65, rounded up to the cent". Money is integer cents; pumpage is thousands of
 * gallons (kgal). Both steps are integer arithmetic so no float ever touches money.
 */

/** $65.00 per million gallons, i.e. $0.065 per 1000 gal. */
export const BILLING_RATE_CENTS_PER_MILLION_GALLONS = 6500;

/** A million gallons in the unit pumpage is stored in. */
const KGAL_PER_MILLION_GALLONS = 1000;

/** Pumpage has three decimals (numeric(14,3)); counting in thousandths keeps sums and rounding exact. */
const THOUSANDTHS_PER_KGAL = 1000;

/** Well flag 'E' marks an exempt well: its pumpage is reported but never billed. */
export const EXEMPT_FLAG = 'E';

export function isExemptFlag(flag: string | null | undefined): boolean {
  return flag === EXEMPT_FLAG;
}

/**
 * A quarter's total to whole kgal, halves up (2.5 -> 3, 2.499 -> 2). The value is first snapped to
 * the thousandth it was stored with, so float noise from adding decimals cannot move a half.
 */
export function roundQuarterKgal(kgal: number): number {
  if (!Number.isFinite(kgal)) throw new RangeError(`Cannot round ${kgal} kgal`);
  const thousandths = Math.round(kgal * THOUSANDTHS_PER_KGAL);
  return Math.floor((thousandths + THOUSANDTHS_PER_KGAL / 2) / THOUSANDTHS_PER_KGAL);
}

/**
 * The charge for whole kgal at a rate in cents per million gallons, rounded up to the cent:
 * ceil(kgal * rate / 1000). 1 kgal at 6500 is 6.5 cents, billed 7.
 */
export function billedAmountCents(
  roundedKgal: number,
  rateCentsPerMillionGallons: number = BILLING_RATE_CENTS_PER_MILLION_GALLONS,
): number {
  if (!Number.isSafeInteger(roundedKgal) || roundedKgal < 0)
    throw new RangeError(`Billing needs whole, non-negative kgal, not ${roundedKgal}`);
  if (!Number.isSafeInteger(rateCentsPerMillionGallons) || rateCentsPerMillionGallons < 0)
    throw new RangeError(`A rate is whole cents, not ${rateCentsPerMillionGallons}`);
  const scaled = roundedKgal * rateCentsPerMillionGallons;
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`${roundedKgal} kgal is too much to bill exactly`);
  const remainder = scaled % KGAL_PER_MILLION_GALLONS;
  const wholeCents = (scaled - remainder) / KGAL_PER_MILLION_GALLONS;
  return remainder === 0 ? wholeCents : wholeCents + 1;
}

export interface QuarterBill {
  /** The quarter total rounded to whole kgal (also for an exempt well, which reports it). */
  roundedKgal: number;
  /** What the quarter bills, in cents; 0 for an exempt well. */
  billedCents: number;
}

/** Both billing steps for one quarter total; a quarter without data bills nothing. */
export function billQuarter(totalKgal: number | null, isExempt: boolean): QuarterBill {
  const roundedKgal = totalKgal === null ? 0 : roundQuarterKgal(totalKgal);
  return { roundedKgal, billedCents: isExempt ? 0 : billedAmountCents(roundedKgal) };
}

/**
 * Adds kgal figures exactly (in thousandths), e.g. the quarter totals of several wells; null when
 * every value is null (no data at all), which is not the same as a total of 0.
 */
export function sumKgal(values: readonly (number | null)[]): number | null {
  let thousandths = 0;
  let hasValue = false;
  for (const value of values) {
    if (value === null) continue;
    hasValue = true;
    thousandths += Math.round(value * THOUSANDTHS_PER_KGAL);
  }
  return hasValue ? thousandths / THOUSANDTHS_PER_KGAL : null;
}

/** Cents as the API's dollars (two decimals): the one place money leaves integer cents. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/**
 * Dollars another system reports (the accounting service's amounts) to the nearest cent: the float
 * error of `123.45 * 100` is absorbed here, and a -0 comes out as 0.
 */
export function nearestCents(dollars: number): number {
  return Math.round(dollars * 100) + 0;
}

/** Cents as exact decimal dollars for a spreadsheet, sign kept: -50 is "-0.50", 2022 is "20.22". */
export function centsAsDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/**
 * Dollars as the API receives them (an adjustment) into integer cents: the one place money enters.
 * Only amounts with at most two decimals are exact; anything finer answers null and is refused,
 * never rounded silently.
 */
export function dollarsToCents(dollars: number): number | null {
  if (!Number.isFinite(dollars)) return null;
  const cents = nearestCents(dollars);
  if (!Number.isSafeInteger(cents) || Number(dollars.toFixed(2)) !== dollars) return null;
  return cents;
}
