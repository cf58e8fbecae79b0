import type { WellListRow } from '../../../shared/contracts/wells';
import { timestampedCsvName, toCsv } from '../../lib/csv';
import { WELL_CSV_COLUMNS } from './well-columns';

export function wellsCsv(rows: readonly WellListRow[]): Promise<string> {
  return toCsv(
    WELL_CSV_COLUMNS.map((column) => column.header),
    rows.map((row) => WELL_CSV_COLUMNS.map((column) => column.value(row))),
  );
}

/** Wells_20250314_154501.csv: local time, sortable. */
export function wellsCsvFileName(now: Date): string {
  return timestampedCsvName('Wells', now);
}
