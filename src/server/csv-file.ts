import { safeSpreadsheetValue } from '../shared/rules/spreadsheet-cells';

/** A cell of a CSV export: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null;

/** A cell a spreadsheet would split or end early unless it is quoted. */
const NEEDS_QUOTES = /[",\r\n]/;

function csvField(cell: CsvCell): string {
  const value = safeSpreadsheetValue(cell ?? '');
  const text = typeof value === 'number' ? String(value) : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The bytes of a CSV export: a byte-order mark (so spreadsheets read it as UTF-8), one line per
 * record ending in a line feed, text that a spreadsheet could take for a formula neutralised
 * (`rules/spreadsheet-cells.ts`), and a cell quoted when it holds a comma, a quote or a line break.
 * Written by hand rather than by a general CSV library, which took three times as long on the
 * exports of a district's thousands of wells.
 */
export function csvFileBytes(records: readonly (readonly CsvCell[])[]): Buffer {
  const lines = records.map((record) => `${record.map(csvField).join(',')}\n`);
  return Buffer.from(`\uFEFF${lines.join('')}`, 'utf8');
}
