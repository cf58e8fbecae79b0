import { PERMIT_USE_STATUS_LABELS, type PermitUseRow } from '../../../shared/contracts/permits';
import { safeSpreadsheetValue } from '../../../shared/rules/spreadsheet-cells';
import { csvFileBytes } from '../../csv-file';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../auth/caller';
import { buildXlsx, XLSX_CONTENT_TYPE, type XlsxCell } from '../reports';
import { findPermitUse, type PermitUseFilter } from './permit-use-list';

const HEADER = [
  'Well',
  'Client',
  'Permit number',
  'Permitted (MG)',
  'Permitted without cuts (MG)',
  'Used (MG)',
  'Percent used',
  'Data through',
  'Pace (gal/day)',
  'Projected (MG)',
  'Projected crossing',
  'Max daily rate (gal/day)',
  'Days above max',
  'Status',
];
const WIDTHS = [14, 34, 14, 14, 14, 14, 10, 12, 14, 14, 14, 16, 10, 14];
const MG_FORMAT = '#,##0.000';

/** Gallons in million gallons, to the gallon. */
function millionGallons(gallons: number): number {
  return gallons / 1_000_000;
}

function record(row: PermitUseRow): (string | number | null)[] {
  return [
    row.wellNumber,
    row.clientName,
    row.permitNumber,
    millionGallons(row.permittedGallons),
    millionGallons(row.uncutGallons),
    millionGallons(row.usedGallons),
    row.percentUsed,
    row.dataThrough,
    row.paceGallonsPerDay,
    millionGallons(row.projectedGallons),
    row.projectedCrossingOn,
    row.maxDailyGallons,
    row.daysAboveMax,
    PERMIT_USE_STATUS_LABELS[row.status],
  ];
}

/** GET Permit/DownloadPermitUse: every row the filters match, as CSV or a one-sheet workbook. */
export async function permitUseFile(
  db: DbOrTx,
  caller: Caller,
  filter: PermitUseFilter & { format: 'csv' | 'xlsx' },
  today: string,
): Promise<{ contentType: string; fileName: string; body: Buffer }> {
  const { rows, standings } = await findPermitUse(db, caller, filter, today);
  const baseName = `permits-${standings.year.start.slice(0, 4)}-as-of-${standings.on}`;
  if (filter.format === 'csv') {
    return {
      contentType: 'text/csv; charset=utf-8',
      fileName: `${baseName}.csv`,
      body: csvFileBytes([HEADER, ...rows.map(record)]),
    };
  }
  const MG_COLUMNS = new Set([3, 4, 5, 9]);
  const sheetRows: XlsxCell[][] = [
    HEADER.map((value) => ({ value, style: 0 })),
    ...rows.map((row) =>
      record(row).map((value, column) => ({
        value: typeof value === 'string' ? safeSpreadsheetValue(value) : value,
        ...(MG_COLUMNS.has(column) ? { style: 1 } : {}),
      })),
    ),
  ];
  return {
    contentType: XLSX_CONTENT_TYPE,
    fileName: `${baseName}.xlsx`,
    body: buildXlsx({
      name: 'Permits',
      created: new Date(),
      widths: WIDTHS,
      frozen: { columns: 1, rows: 1 },
      filterHeader: true,
      styles: [{ bold: true }, { numFmt: MG_FORMAT }],
      rows: sheetRows,
    }),
  };
}
