/*
 * The USGS RDB format of its legacy water services: tab-separated text, `#` comment lines, a line
 * of column names, a line of column definitions (a width and a type each: `5s` text, `15s`,
 * `10d` a date, `12n` a number), then one line per row. Reading it is all-or-nothing: the first
 * line that breaks the format is reported with its number, and no row is taken.
 */

export interface RdbTable {
  columns: string[];
  /** Each row's values by column name, as text (empty for a blank cell), with its line number. */
  rows: { line: number; values: Record<string, string> }[];
}

export type RdbResult = { ok: true; table: RdbTable } | { ok: false; line: number; message: string };

const COLUMN_DEFINITION = /^\d+[sdn]$/;

function fail(line: number, message: string): RdbResult {
  return { ok: false, line, message };
}

/** Reads an RDB file's text; columns are found by name, so their order does not matter. */
export function readRdb(text: string): RdbResult {
  const lines = text.split(/\r?\n/);
  let columns: string[] | undefined;
  let definitionsRead = false;
  const rows: RdbTable['rows'] = [];
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    if (raw.startsWith('#') || raw.trim() === '') continue;
    const cells = raw.split('\t');
    if (!columns) {
      const names = cells.map((cell) => cell.trim());
      if (names.some((name) => !/^[a-z][a-z0-9_]*$/i.test(name))) {
        return fail(line, 'The first line after the comments must name the columns, separated by tabs');
      }
      const repeated = names.find((name, at) => names.indexOf(name) !== at);
      if (repeated) return fail(line, `Column ${repeated} is named twice`);
      columns = names;
      continue;
    }
    if (!definitionsRead) {
      if (cells.length !== columns.length || cells.some((cell) => !COLUMN_DEFINITION.test(cell.trim()))) {
        return fail(line, 'The line after the column names must define each column, such as 5s, 15s or 10d');
      }
      definitionsRead = true;
      continue;
    }
    if (cells.length !== columns.length) {
      return fail(line, `Expected ${columns.length} tab-separated values, found ${cells.length}`);
    }
    const values: Record<string, string> = {};
    columns.forEach((name, at) => {
      values[name] = (cells[at] ?? '').trim();
    });
    rows.push({ line, values });
  }
  if (!columns) return fail(lines.length, 'The file has no column names: it is not in the RDB format');
  if (!definitionsRead)
    return fail(lines.length, 'The file has no column definitions after its column names');
  return { ok: true, table: { columns, rows } };
}
