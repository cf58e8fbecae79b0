import { stringify } from 'csv-stringify/browser/esm/sync';
import { safeSpreadsheetValue } from '../../shared/rules/spreadsheet-cells';
import type { CsvCell } from './csv';

/** A cell as the CSV holds it: nothing as an empty cell, text through the exports' one rule. */
function csvValue(value: CsvCell): string | number {
  return value === null || value === undefined ? '' : safeSpreadsheetValue(value);
}

/**
 * csv-stringify (about 10 kB gzip) behind `toCsv`: loaded only when the user asks for a CSV, never
 * with a page (lib/csv.ts imports it on demand). Every cell, the header's too, goes through
 * `rules/spreadsheet-cells.ts`: text a spreadsheet could read as a formula is written behind an
 * apostrophe, numbers stay numbers.
 */
export function writeCsv(records: readonly (readonly CsvCell[])[]): string {
  return stringify(
    records.map((record) => record.map(csvValue)),
    { bom: true },
  );
}
