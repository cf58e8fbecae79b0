/*
 * Calendar-day arithmetic on 'YYYY-MM-DD' strings, in UTC so the host's time zone never matters.
 * Which day it is "today" is the server's to say (the district's time zone); these only count.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/**
 * Milliseconds of midnight UTC of the date; throws on anything that is not a real calendar date.
 * Lists compute late fees for each row, so this checks the parts instead of formatting the date back.
 */
function utcMillisOf(value: string): number {
  const match = ISO_DATE.exec(value);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const millis = Date.UTC(year, month - 1, day);
    // Date.UTC rolls 2025-02-30 over into March and maps years 0 to 99 onto 1900 to 1999.
    const date = new Date(millis);
    if (year >= 100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day) return millis;
  }
  throw new Error(`Not a calendar date: ${value}`);
}

/** Whether the text is a real calendar date as 'YYYY-MM-DD'. */
export function isCalendarDate(value: string): boolean {
  try {
    utcMillisOf(value);
    return true;
  } catch {
    return false;
  }
}

/** The date as midnight UTC; throws on anything that is not a real calendar date. */
export function parseIsoDate(value: string): Date {
  return new Date(utcMillisOf(value));
}

export function formatIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The calendar date `days` after (or before, when negative) a date. */
export function addDays(isoDate: string, days: number): string {
  const date = parseIsoDate(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return formatIsoDate(date);
}

/** Like PostgreSQL's date + interval 'n months': 31 January + 1 month is 28 (or 29) February. */
export function addMonths(isoDate: string, months: number): string {
  const date = parseIsoDate(isoDate);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return formatIsoDate(target);
}

export function addYears(isoDate: string, years: number): string {
  return addMonths(isoDate, years * 12);
}

/** Days from `from` to `to`: positive when `to` is later, 0 on the same day. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMillisOf(to) - utcMillisOf(from)) / MS_PER_DAY);
}
