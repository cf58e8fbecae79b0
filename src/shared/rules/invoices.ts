import { shareOfCents } from './percent';
import { billedAmountCents, isExemptFlag, roundQuarterKgal, sumKgal } from './billing';
import { addDays, addMonths, daysBetween } from './calendar';
import type { LateFeePeriod } from '../states';
import { formatDollars, formatKgalValue, MONTH_NAMES } from '../format';

/*
 * The rules of an invoice: its dates, its fee from the items' pumpage, its late fee on a given day and
 * its totals. Money is integer cents and percentages are integer thousandths of a percent, so no float
 * ever touches money; every rounding is named where it happens.
 */

/** An unpaid invoice has this many days after its due date before a late fee is charged. */
export const GRACE_DAYS = 30;

/**
 * The terms an invoice is built with. They are stored on the invoice: when the board changes the rate
 * or the late-fee terms, invoices already issued keep theirs.
 */
export interface InvoiceTerms {
  rateCentsPerMillionGallons: number;
  dueDays: number;
  /** Late fee per period, in thousandths of a percent of the total due (1.5% = 1500). */
  lateFeeMilliPercent: number;
  lateFeePeriod: LateFeePeriod;
  /** The late fee is at most this share of the total due, in thousandths of a percent; null: no cap. */
  lateFeeCapMilliPercent: number | null;
}

/** The spec's terms: $65.00 per million gallons, due in 30 days, 1.5% a day late, no cap. */
export const DEFAULT_INVOICE_TERMS: InvoiceTerms = {
  rateCentsPerMillionGallons: 6500,
  dueDays: 30,
  lateFeeMilliPercent: 1500,
  lateFeePeriod: 'day',
  lateFeeCapMilliPercent: null,
};

export { parsePercent } from './percent';

export interface InvoiceDates {
  /** The day the invoice was generated. */
  billingDate: string;
  dueDate: string;
  /** The last day before a late fee is charged. */
  extendedDeadline: string;
}

/** The last day an unpaid invoice is charged no late fee. */
export function extendedDeadlineOf(dueDate: string): string {
  return addDays(dueDate, GRACE_DAYS);
}

export function invoiceDates(billingDate: string, dueDays: number): InvoiceDates {
  const dueDate = addDays(billingDate, dueDays);
  return { billingDate, dueDate, extendedDeadline: extendedDeadlineOf(dueDate) };
}

/** A well's line on an invoice: its three months of pumpage in kgal (null: no data) and its flag. */
export interface BillableItem {
  month1: number | null;
  month2: number | null;
  month3: number | null;
  flag: string | null;
}

export interface InvoiceFee {
  /** The non-exempt quarter total rounded to whole kgal: what is billed. */
  billedKgal: number;
  feeCents: number;
}

/**
 * The fee of a client's quarter: the non-exempt wells' months added exactly, rounded once to whole
 * kgal (halves up) and billed once at the rate, rounded up to the cent. Rounding the client's total
 * once, not each well, is what "the rounded non-exempt quarter total" of one invoice means.
 */
export function invoiceFee(items: readonly BillableItem[], rateCentsPerMillionGallons: number): InvoiceFee {
  const billed = items
    .filter((item) => !isExemptFlag(item.flag))
    .flatMap((item) => [item.month1, item.month2, item.month3]);
  const billedKgal = roundQuarterKgal(sumKgal(billed) ?? 0);
  return { billedKgal, feeCents: billedAmountCents(billedKgal, rateCentsPerMillionGallons) };
}

/**
 * The periods an invoice is late on `day`: whole days after the due date, or for a monthly fee every
 * month begun since it (the day after the due date starts the first). 0 up to the due date.
 */
export function periodsLate(dueDate: string, day: string, period: InvoiceTerms['lateFeePeriod']): number {
  const days = daysBetween(dueDate, day);
  if (days <= 0) return 0;
  if (period === 'day') return days;
  let months = 1;
  while (addMonths(dueDate, months) < day) months += 1;
  return months;
}

/**
 * The late fee of `totalDueCents` after `periods` late periods: the rate times the periods of the total
 * due, rounded half up to the cent, at most the cap. Nothing is charged on a total due of 0 or less.
 */
export function lateFeeCents(totalDueCents: number, periods: number, terms: InvoiceTerms): number {
  if (totalDueCents <= 0 || periods <= 0) return 0;
  const fee = shareOfCents(totalDueCents, BigInt(terms.lateFeeMilliPercent) * BigInt(periods));
  if (terms.lateFeeCapMilliPercent === null) return fee;
  return Math.min(fee, shareOfCents(totalDueCents, BigInt(terms.lateFeeCapMilliPercent)));
}

/** Where an invoice stands on a day, and the late fee it carries then. */
export type LateFeeState =
  /** Paid: the late fee it was paid with, kept as it was. */
  | { kind: 'paid'; lateFeeCents: number }
  /** Not yet due. */
  | { kind: 'current'; lateFeeCents: 0 }
  /** Past due, inside the grace period: no fee yet, `projectedCents` on the first day after it. */
  | { kind: 'grace'; lateFeeCents: 0; daysLate: number; daysLeft: number; projectedCents: number }
  /** Past the extended deadline and unpaid. */
  | { kind: 'overdue'; lateFeeCents: number; daysLate: number }
  /** Past due, but staff have waived the late fee. */
  | { kind: 'waived'; lateFeeCents: 0; daysLate: number };

export interface LateFeeInput {
  /** Fee plus adjustments. */
  totalDueCents: number;
  dueDate: string;
  extendedDeadline: string;
  /** The district's calendar date. */
  today: string;
  terms: InvoiceTerms;
  hasPaid: boolean;
  /** The late fee stored when the invoice was paid. */
  paidLateFeeCents: number;
  hideLateFees: boolean;
}

export function lateFeeStateOf(input: LateFeeInput): LateFeeState {
  const { today, dueDate, extendedDeadline, terms } = input;
  if (input.hasPaid) return { kind: 'paid', lateFeeCents: input.hideLateFees ? 0 : input.paidLateFeeCents };
  const daysLate = Math.max(0, daysBetween(dueDate, today));
  if (daysLate === 0) return { kind: 'current', lateFeeCents: 0 };
  if (input.hideLateFees) return { kind: 'waived', lateFeeCents: 0, daysLate };
  if (today <= extendedDeadline) {
    const firstCharged = addDays(extendedDeadline, 1);
    return {
      kind: 'grace',
      lateFeeCents: 0,
      daysLate,
      daysLeft: daysBetween(today, extendedDeadline),
      projectedCents: lateFeeCents(
        input.totalDueCents,
        periodsLate(dueDate, firstCharged, terms.lateFeePeriod),
        terms,
      ),
    };
  }
  const fee = lateFeeCents(input.totalDueCents, periodsLate(dueDate, today, terms.lateFeePeriod), terms);
  return { kind: 'overdue', lateFeeCents: fee, daysLate };
}

export interface InvoiceTotals {
  adjustmentsCents: number;
  /** Fee plus adjustments: what the late fee is a share of. */
  totalDueCents: number;
  /** Fee plus adjustments plus late fee. */
  totalCents: number;
}

export function invoiceTotals(
  feeCents: number,
  adjustmentCents: readonly number[],
  lateFee: number,
): InvoiceTotals {
  const adjustmentsCents = adjustmentCents.reduce((sum, value) => sum + value, 0);
  const totalDueCents = feeCents + adjustmentsCents;
  return { adjustmentsCents, totalDueCents, totalCents: totalDueCents + lateFee };
}

/** One day as an invoice's rate line names it: "Jul 1", and its year apart. */
function lineDay(isoDate: string): { year: string; text: string } {
  const [year = '', month = '', day = ''] = isoDate.slice(0, 10).split('-');
  return { year, text: `${MONTH_NAMES[Number(month) - 1] ?? month} ${Number(day)}` };
}

/** The days of an invoice's rate line as people read them: "Jul 1 – Jul 31, 2026" (one day: "Sep 30, 2026"). */
export function rateLineDays(fromOn: string, toOn: string): string {
  const from = lineDay(fromOn);
  const to = lineDay(toOn);
  if (fromOn === toOn) return `${to.text}, ${to.year}`;
  if (from.year === to.year) return `${from.text} – ${to.text}, ${to.year}`;
  return `${from.text}, ${from.year} – ${to.text}, ${to.year}`;
}

/** An invoice's rate line as the invoice and its PDF show it, amounts in dollars. */
export interface RateLineAmounts {
  fromOn: string;
  toOn: string;
  ratePerMillionGallons: number;
  billedKgal: number;
  feeAmount: number;
}

/** "Jul 1 – Jul 31, 2026: 10,000 kgal at $20.00 per million gallons = $200.00". */
export function rateLineText(line: RateLineAmounts): string {
  return (
    `${rateLineDays(line.fromOn, line.toOn)}: ${formatKgalValue(line.billedKgal)} kgal at ` +
    `${formatDollars(line.ratePerMillionGallons)} per million gallons = ${formatDollars(line.feeAmount)}`
  );
}
