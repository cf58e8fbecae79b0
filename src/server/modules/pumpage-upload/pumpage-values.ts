/** Parsing of one cell of an upload row: a result, or the message that goes after "Line N: ". */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const EARLIEST_YEAR = 1900;
/** numeric(14, 3) holds up to 11 digits before the point. */
const MAX_PUMPAGE = 99_999_999_999.999;

/** A calendar date as days since 1970-01-01, the compact form validated rows are kept in. */
export function dayNumberOf(year: number, month: number, day: number): number | undefined {
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return time / DAY_MS;
}

export function isoDateOf(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD, or MM/DD/YYYY as US spreadsheets write it; not before 1900 nor after today. */
export function parseUploadDate(text: string, today: string): Parsed<number> {
  const iso = ISO_DATE.exec(text);
  const us = iso ? null : US_DATE.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : undefined;
  const shown = text === '' ? 'date is missing' : `invalid date "${text}" (use YYYY-MM-DD or MM/DD/YYYY)`;
  if (!parts) return { ok: false, message: shown };
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const dayNumber = dayNumberOf(year, month, day);
  if (dayNumber === undefined || year < EARLIEST_YEAR) return { ok: false, message: shown };
  if (isoDateOf(dayNumber) > today)
    return { ok: false, message: `date ${isoDateOf(dayNumber)} is in the future` };
  return { ok: true, value: dayNumber };
}

export function parseUploadHour(text: string): Parsed<number> {
  if (!/^\d{1,2}$/.test(text) || Number(text) > 23) {
    return { ok: false, message: text === '' ? 'hour is missing' : `invalid hour "${text}" (use 0 to 23)` };
  }
  return { ok: true, value: Number(text) };
}

/** Thousands of gallons: a plain non-negative decimal number (a thousands comma is accepted). */
export function parseUploadPumpage(text: string): Parsed<number> {
  if (text === '') return { ok: false, message: 'pumpage is missing' };
  const plain = text.replaceAll(',', '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(plain)) {
    return { ok: false, message: `pumpage "${text}" is not a number` };
  }
  const value = Number(plain);
  if (value < 0) return { ok: false, message: `pumpage ${text} is negative` };
  if (value > MAX_PUMPAGE) return { ok: false, message: `pumpage ${text} is too large` };
  return { ok: true, value };
}
