import { isoDateOf } from './pumpage-values';
import type { ValidatedRows } from './validated-rows';

/** Rows per statement: large enough to amortise round trips, small enough for modest statements. */
export const ROWS_PER_STATEMENT = 5_000;

/** A PostgreSQL array literal sent as ONE parameter, e.g. '{1,2,3}', and unnested server-side. */
function arrayLiteral(count: number, valueAt: (index: number) => string | number): string {
  const parts = new Array<string | number>(count);
  for (let index = 0; index < count; index += 1) parts[index] = valueAt(index);
  return `{${parts.join(',')}}`;
}

export interface RowChunk {
  wellIds: string;
  dates: string;
  hours: string;
  pumpages: string;
  lines: string;
}

/** Rows start..end-1 as one array literal per column. */
export function chunkArrays(rows: ValidatedRows, start: number, end: number): RowChunk {
  const count = end - start;
  return {
    wellIds: arrayLiteral(count, (index) => rows.wellIds[start + index] ?? 0),
    dates: arrayLiteral(count, (index) => isoDateOf(rows.dayNumbers[start + index] ?? 0)),
    hours: arrayLiteral(count, (index) => rows.hours[start + index] ?? 0),
    pumpages: arrayLiteral(count, (index) => rows.pumpages[start + index] ?? 0),
    lines: arrayLiteral(count, (index) => rows.lines[start + index] ?? 0),
  };
}
