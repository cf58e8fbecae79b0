/** Parsing of one cell of an upload row: a result, or the message that goes after "Line N: ". */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const EARLIEST_YEAR = 1900;
/** numeric(14, 3) holds up to 11 digits before the point. */
const MAX_PUMPAGE = 99_999_999_999.999;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether the day exists: arithmetic rather than a Date per row, as uploads run 100,000s of rows. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= days;
}

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/** YYYY-MM-DD, or MM/DD/YYYY as US spreadsheets write it; not before 1900 nor after today. Answers YYYY-MM-DD. */
export function parseUploadDate(text: string, today: string): Parsed<string> {
  const iso = ISO_DATE.exec(text);
  const us = iso ? null : US_DATE.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : undefined;
  const shown = text === '' ? 'date is missing' : `invalid date "${text}" (use YYYY-MM-DD or MM/DD/YYYY)`;
  if (!parts) return { ok: false, message: shown };
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (year < EARLIEST_YEAR || !isCalendarDate(year, month, day)) return { ok: false, message: shown };
  const date = `${year}-${twoDigits(month)}-${twoDigits(day)}`;
  if (date > today) return { ok: false, message: `date ${date} is in the future` };
  return { ok: true, value: date };
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
  const plain = text.includes(',') ? text.replaceAll(',', '') : text;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(plain)) {
    return { ok: false, message: `pumpage "${text}" is not a number` };
  }
  const value = Number(plain);
  if (value < 0) return { ok: false, message: `pumpage ${text} is negative` };
  if (value > MAX_PUMPAGE) return { ok: false, message: `pumpage ${text} is too large` };
  return { ok: true, value };
}
