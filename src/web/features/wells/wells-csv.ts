import { stringify } from 'csv-stringify/browser/esm/sync';
import type { WellListRow } from '../../../shared/contracts/wells';
import { WELL_CSV_COLUMNS } from './well-columns';

/**
 * Text that a spreadsheet would run as a formula (=, +, -, @) is prefixed with an apostrophe, so
 * an owner well name cannot become a formula in the district's spreadsheet. Numbers stay numbers.
 */
function safeCell(value: string | number | null): string | number {
  if (value === null) return '';
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(value)) return `'${value}`;
  return value;
}

export function wellsCsv(rows: readonly WellListRow[]): string {
  const header = WELL_CSV_COLUMNS.map((column) => column.header);
  const records = rows.map((row) => WELL_CSV_COLUMNS.map((column) => safeCell(column.value(row))));
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  return stringify([header, ...records], { bom: true });
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** Wells_20250314_154501.csv: local time, sortable. */
export function wellsCsvFileName(now: Date): string {
  const date = `${now.getFullYear()}${twoDigits(now.getMonth() + 1)}${twoDigits(now.getDate())}`;
  const time = `${twoDigits(now.getHours())}${twoDigits(now.getMinutes())}${twoDigits(now.getSeconds())}`;
  return `Wells_${date}_${time}.csv`;
}
