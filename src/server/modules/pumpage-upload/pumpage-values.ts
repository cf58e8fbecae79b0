import { isPumpableIn, tooMuchPumpageReason } from '../../../shared/rules/pumpage-bounds';

/** Parsing of one cell of an upload row: a result, or the message that goes after "Line N: ". */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const EARLIEST_YEAR = 1900;

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

const DIGIT_0 = 48;
const DIGIT_9 = 57;
const HYPHEN = 45;

/** The value of two or four ASCII digits at `start`, or NaN. */
function digitsAt(text: string, start: number, count: number): number {
  let value = 0;
  for (let index = start; index < start + count; index += 1) {
    const code = text.charCodeAt(index);
    if (code < DIGIT_0 || code > DIGIT_9) return Number.NaN;
    value = value * 10 + code - DIGIT_0;
  }
  return value;
}

/**
 * The usual cell, already written YYYY-MM-DD, read without a regular expression and answered as
 * its own text: most of an upload's time per row went into its date.
 */
function canonicalDate(text: string, today: string): Parsed<string> | undefined {
  if (text.length !== 10 || text.charCodeAt(4) !== HYPHEN || text.charCodeAt(7) !== HYPHEN) return undefined;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  if (Number.isNaN(year + month + day) || year < EARLIEST_YEAR || !isCalendarDate(year, month, day)) {
    return undefined;
  }
  if (text > today) return { ok: false, message: `date ${text} is in the future` };
  return { ok: true, value: text };
}

/** YYYY-MM-DD, or MM/DD/YYYY as US spreadsheets write it; not before 1900 nor after today. Answers YYYY-MM-DD. */
export function parseUploadDate(text: string, today: string): Parsed<string> {
  const canonical = canonicalDate(text, today);
  if (canonical) return canonical;
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

/**
 * Thousands of gallons: a plain non-negative decimal number (a thousands comma is accepted), at most
 * what a well can pump in the row's period (a daily file's day, an hourly file's hour).
 */
export function parseUploadPumpage(text: string, period: 'day' | 'hour'): Parsed<number> {
  if (text === '') return { ok: false, message: 'pumpage is missing' };
  const plain = text.includes(',') ? text.replaceAll(',', '') : text;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(plain)) {
    return { ok: false, message: `pumpage "${text}" is not a number` };
  }
  const value = Number(plain);
  if (value < 0) return { ok: false, message: `pumpage ${text} is negative` };
  if (!isPumpableIn(period, value)) {
    return { ok: false, message: `pumpage ${text} ${tooMuchPumpageReason(period)}` };
  }
  return { ok: true, value };
}
