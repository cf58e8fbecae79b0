import { importOnDemand } from './import-on-demand';

export type CsvCell = string | number | null | undefined;

/**
 * A CSV file of a header row and records; the byte-order mark makes spreadsheets read it as UTF-8.
 * Text a spreadsheet could read as a formula is written behind an apostrophe (the writer applies
 * `rules/spreadsheet-cells.ts` to every cell); numbers stay numbers, nothing is an empty cell.
 * Asynchronous: the CSV writer is fetched the first time a user downloads a CSV, not with the page.
 */
export async function toCsv(
  header: readonly string[],
  records: readonly (readonly CsvCell[])[],
): Promise<string> {
  const { writeCsv } = await importOnDemand(() => import('./csv-writer'));
  return writeCsv([header, ...records]);
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
