import { toCsv, type CsvCell } from '../../lib/csv';

/**
 * export_tab_{n}.csv, n the tab's position counted from 1: Monthly 1, Daily 2,
 * Hourly 3. Hourly is last, so the numbers do not move when it is hidden.
 */
export function exportFileName(tabNumber: number): string {
  return `export_tab_${tabNumber}.csv`;
}

/** The rows of a tab as CSV: the contract's field names as the header, numbers unformatted, null empty. */
export function tabCsv<Row extends object>(
  fields: readonly (keyof Row & string)[],
  rows: readonly Row[],
): Promise<string> {
  return toCsv(
    fields,
    rows.map((row) => fields.map((field) => row[field] as CsvCell)),
  );
}
