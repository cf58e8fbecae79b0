/** Billing quarters: quarter 1 is January to March, and so on. */
export const QUARTERS = [1, 2, 3, 4] as const;
export type Quarter = (typeof QUARTERS)[number];

/** Each quarter of a list once, in calendar order; numbers that are no quarter are dropped. */
export function distinctQuarters(quarters: readonly number[]): Quarter[] {
  return QUARTERS.filter((quarter) => quarters.includes(quarter));
}

/** The quarter of a month numbered 1 to 12. */
export function quarterOfMonth(month: number): Quarter {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`No month ${month}`);
  return Math.ceil(month / 3) as Quarter;
}

/** The three months (1 to 12) of a quarter. */
export function monthsOfQuarter(quarter: Quarter): [number, number, number] {
  const first = (quarter - 1) * 3 + 1;
  return [first, first + 1, first + 2];
}

/** The calendar days of a quarter as a half-open range of ISO dates: start <= day < end. */
export function quarterDateRange(year: number, quarter: Quarter): { start: string; end: string } {
  const startMonth = (quarter - 1) * 3 + 1;
  const pad = (month: number) => String(month).padStart(2, '0');
  const end = quarter === 4 ? `${year + 1}-01-01` : `${year}-${pad(startMonth + 3)}-01`;
  return { start: `${year}-${pad(startMonth)}-01`, end };
}

/**
 * The last quarter that had ended by `day` (YYYY-MM-DD): the one before the quarter `day` is in.
 * The scheduled generation bills the quarter that ended a delay ago, so late meter readings arrive.
 */
export function lastQuarterEndedBy(day: string): { year: number; quarter: Quarter } {
  return quarterBefore({ year: Number(day.slice(0, 4)), quarter: quarterOfMonth(Number(day.slice(5, 7))) });
}

/** The quarter before this one. */
export function quarterBefore({ year, quarter }: { year: number; quarter: Quarter }): {
  year: number;
  quarter: Quarter;
} {
  return quarter === 1 ? { year: year - 1, quarter: 4 } : { year, quarter: (quarter - 1) as Quarter };
}
