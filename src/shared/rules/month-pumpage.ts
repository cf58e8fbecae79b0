/*
 * Setting one well's month of pumpage to a total typed by staff (the pumpage update form). Amounts
 * are integer gallons (thousandths of the stored kgal, which keeps three decimals), so shares add
 * up exactly; products and sums are taken in BigInt, as a month of hours at the column's limit is
 * past JavaScript's exact integers.
 *
 * - Rows with pumpage are scaled in proportion. A day with hourly readings counts through its hours
 *   (its daily row is their sum); a day without them through its daily row.
 * - A month without pumpage (no rows, or only zeros) gets the total spread evenly over its days; a
 *   metered day's share is spread over its 24 hours.
 * - Each share is rounded down and what rounding left over goes on the month's last row, so the
 *   month adds up to exactly the total and no row goes below zero.
 * - A total of 0 sets every row to 0 and adds none.
 */

export interface DayGallons {
  date: string;
  gallons: number;
}

export interface HourGallons {
  date: string;
  hour: number;
  gallons: number;
}

export interface MonthPumpage {
  daily: DayGallons[];
  hourly: HourGallons[];
}

export const HOURS_OF_DAY = 24;

/** Each value scaled so that they sum to `total`: rounded down, the remainder on the last. */
export function scaleGallons(values: readonly number[], total: number): number[] {
  const sum = values.reduce((accumulated, value) => accumulated + BigInt(value), 0n);
  if (sum === 0n) throw new RangeError('Nothing to scale');
  const target = BigInt(total);
  const scaled = values.map((value) => (BigInt(value) * target) / sum);
  const remainder = target - scaled.reduce((accumulated, value) => accumulated + value, 0n);
  scaled[scaled.length - 1] = (scaled.at(-1) ?? 0n) + remainder;
  return scaled.map(Number);
}

/** `total` split into `count` equal shares, rounded down, the remainder on the last. */
export function spreadGallons(total: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`Cannot spread over ${count}`);
  const share = Math.floor(total / count);
  return Array.from({ length: count }, (_, index) =>
    index === count - 1 ? total - share * (count - 1) : share,
  );
}

/** Date order, and within a day the hours in order (a day's own row, hour null, first). */
function byDateAndHour(
  a: { date: string; hour?: number | null },
  b: { date: string; hour?: number | null },
): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return (a.hour ?? -1) - (b.hour ?? -1);
}

/** One thing a month's total is shared among: a metered day's hour, or an unmetered day. */
type Unit = { date: string; hour: number | null; gallons: number };

function unitsOf(current: MonthPumpage): Unit[] {
  const meteredDays = new Set(current.hourly.map((hour) => hour.date));
  const units: Unit[] = [
    ...current.hourly.map(({ date, hour, gallons }) => ({ date, hour, gallons })),
    ...current.daily
      .filter((day) => !meteredDays.has(day.date))
      .map(({ date, gallons }) => ({ date, hour: null, gallons })),
  ];
  return units.sort(byDateAndHour);
}

/** The daily rows as the sums of their units, in date order. */
function monthOf(units: readonly Unit[]): MonthPumpage {
  const days = new Map<string, number>();
  const hourly: HourGallons[] = [];
  for (const unit of units) {
    days.set(unit.date, (days.get(unit.date) ?? 0) + unit.gallons);
    if (unit.hour !== null) hourly.push({ date: unit.date, hour: unit.hour, gallons: unit.gallons });
  }
  const daily = [...days].map(([date, gallons]) => ({ date, gallons })).sort(byDateAndHour);
  return { daily, hourly: hourly.sort(byDateAndHour) };
}

/**
 * The month's rows after setting its total to `total` gallons: every row it had (changed or not)
 * and any it needs; `days` are the days an empty month's total may be spread over, in order.
 * Throws a RangeError when an empty month gets a total but has no day to put it on.
 */
export function setMonthTotal(current: MonthPumpage, total: number, days: readonly string[]): MonthPumpage {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`No total of ${total} gallons`);
  const units = unitsOf(current);
  const sum = units.reduce((accumulated, unit) => accumulated + BigInt(unit.gallons), 0n);
  if (total === 0) return monthOf(units.map((unit) => ({ ...unit, gallons: 0 })));
  if (sum > 0n) {
    const scaled = scaleGallons(
      units.map((unit) => unit.gallons),
      total,
    );
    return monthOf(units.map((unit, index) => ({ ...unit, gallons: scaled[index] ?? 0 })));
  }
  if (days.length === 0) throw new RangeError('No day to spread the total over');
  // An empty month: every existing row to zero, then an even share on each day.
  const meteredDays = new Set(current.hourly.map((hour) => hour.date));
  const even = spreadGallons(total, days.length);
  const shares = new Map(days.map((date, index) => [date, even[index] ?? 0]));
  const spread: Unit[] = units
    .filter((unit) => !shares.has(unit.date))
    .map((unit) => ({ ...unit, gallons: 0 }));
  for (const [date, share] of shares) {
    if (meteredDays.has(date)) {
      const hours = spreadGallons(share, HOURS_OF_DAY);
      hours.forEach((gallons, hour) => spread.push({ date, hour, gallons }));
    } else {
      spread.push({ date, hour: null, gallons: share });
    }
  }
  return monthOf(spread);
}

/** Every day of a month (1 to 12) as YYYY-MM-DD. */
export function daysOfMonth(year: number, month: number): string[] {
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
  return Array.from({ length: count }, (_, index) => `${prefix}-${String(index + 1).padStart(2, '0')}`);
}

/** Gallons as kgal text with three decimals, exactly: 1234567 is '1234.567'. */
export function gallonsToKgalText(gallons: number): string {
  if (!Number.isSafeInteger(gallons) || gallons < 0) throw new RangeError(`No ${gallons} gallons`);
  return `${Math.floor(gallons / 1000)}.${String(gallons % 1000).padStart(3, '0')}`;
}

/** Kgal (a number with at most three decimals) as integer gallons. */
export function kgalToGallons(kgal: number): number {
  return Math.round(kgal * 1000);
}

const MONTH_AND_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A month (1 to 12) as people name it: 'July 2026'. */
export function monthLabel(year: number, month: number): string {
  return MONTH_AND_YEAR.format(new Date(Date.UTC(year, month - 1, 1)));
}
