import { importOnDemand } from './import-on-demand';

export type CsvCell = string | number | null | undefined;

/**
 * Text that a spreadsheet would run as a formula (=, +, -, @) is prefixed with an apostrophe, so a
 * name typed by an owner cannot become a formula in the district's spreadsheet. Numbers stay numbers.
 */
export function safeCsvCell(value: CsvCell): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(value)) return `'${value}`;
  return value;
}

/**
 * A CSV file of a header row and records; the byte-order mark makes spreadsheets read it as UTF-8.
 * Asynchronous: the CSV writer is fetched the first time a user downloads a CSV, not with the page.
 */
export async function toCsv(
  header: readonly string[],
  records: readonly (readonly CsvCell[])[],
): Promise<string> {
  const { writeCsv } = await importOnDemand(() => import('./csv-writer'));
  return writeCsv([header, ...records.map((record) => record.map(safeCsvCell))]);
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** `{prefix}_20250314_154501.csv`: local time, sortable. */
export function timestampedCsvName(prefix: string, now: Date): string {
  const date = `${now.getFullYear()}${twoDigits(now.getMonth() + 1)}${twoDigits(now.getDate())}`;
  const time = `${twoDigits(now.getHours())}${twoDigits(now.getMinutes())}${twoDigits(now.getSeconds())}`;
  return `${prefix}_${date}_${time}.csv`;
}
