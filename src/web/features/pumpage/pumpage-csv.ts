import { stringify } from 'csv-stringify/browser/esm/sync';
import type { WellPumpageRow } from '../../../shared/contracts/pumpage';

const COLUMNS = ['wellNumber', 'client', 'parish', 'aquifer', 'date', 'pumpage'] as const;

/** Text a spreadsheet would run as a formula gets an apostrophe; numbers stay numbers. */
function safeCell(value: string | number | null): string | number {
  if (value === null) return '';
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(value)) return `'${value}`;
  return value;
}

export function pumpageCsv(rows: readonly WellPumpageRow[]): string {
  const records = rows.map((row) => COLUMNS.map((column) => safeCell(row[column])));
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  return stringify([[...COLUMNS], ...records], { bom: true });
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** WellPumpages_20250314_154501.csv (spec section 9): local time, sortable. */
export function pumpageCsvFileName(now: Date): string {
  const date = `${now.getFullYear()}${twoDigits(now.getMonth() + 1)}${twoDigits(now.getDate())}`;
  const time = `${twoDigits(now.getHours())}${twoDigits(now.getMinutes())}${twoDigits(now.getSeconds())}`;
  return `WellPumpages_${date}_${time}.csv`;
}
