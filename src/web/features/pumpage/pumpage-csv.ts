import type { WellPumpageRow } from '../../../shared/contracts/pumpage';
import { timestampedCsvName, toCsv } from '../../lib/csv';

const COLUMNS = ['wellNumber', 'client', 'parish', 'aquifer', 'date', 'pumpage'] as const;

export function pumpageCsv(rows: readonly WellPumpageRow[]): Promise<string> {
  return toCsv(
    COLUMNS,
    rows.map((row) => COLUMNS.map((column) => row[column])),
  );
}

/** WellPumpages_20250314_154501.csv. */
export function pumpageCsvFileName(now: Date): string {
  return timestampedCsvName('WellPumpages', now);
}
