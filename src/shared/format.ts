import { centsToDollars } from './rules/billing';
import { monthsOfQuarter, type Quarter } from './rules/quarters';

export const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const KGAL = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** Dollars as the API answers them (computed from integer cents), for display. */
export function formatDollars(dollars: number): string {
  return DOLLARS.format(dollars);
}

/** Integer cents for display; the amount itself stays cents. */
export function formatCents(cents: number): string {
  return DOLLARS.format(centsToDollars(cents));
}

/** Thousands of gallons, up to three decimals. */
export function formatKgalValue(kgal: number): string {
  return KGAL.format(kgal);
}

/** YYYY-MM-DD as MM/DD/YYYY, without time zones shifting the day. */
export function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}

/** The three months of a quarter, short names: the invoice's pumpage columns. */
export function quarterMonthNames(quarter: number): [string, string, string] {
  const [first, second, third] = monthsOfQuarter(quarter as Quarter).map(
    (month) => MONTH_NAMES[month - 1] ?? '',
  );
  return [first ?? '', second ?? '', third ?? ''];
}
