import { stringify } from 'csv-stringify/browser/esm/sync';

/**
 * csv-stringify (about 10 kB gzip) behind `toCsv`: loaded only when the user asks for a CSV, never
 * with a page (lib/csv.ts imports it on demand).
 */
export function writeCsv(records: readonly (readonly (string | number)[])[]): string {
  return stringify(
    records.map((record) => [...record]),
    { bom: true },
  );
}
