import {
  complianceCellOf,
  complianceColumns,
  isQuarterOver,
  type ComplianceCell,
  type ComplianceReport,
} from '../../../shared/contracts/compliance-report';
import { neutraliseFormula } from '../../../shared/rules/spreadsheet-cells';
import { buildXlsx, type XlsxCell, type XlsxStyle } from './xlsx-sheet';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const KGAL_FORMAT = '#,##0.000';
export const MISSING_TEXT = 'Missing';
export const NOT_DUE_TEXT = 'Not due';
/** Excel's own "Bad" style: light red fill, dark red text. */
export const MISSING_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } } as const;
const LEADING_HEADERS = ['Well Number', 'Client', 'Aquifer'];
const LEADING_WIDTHS = [16, 34, 22];
const QUARTER_WIDTH = 14;

/** The sheet's styles, by the index its cells name. */
const STYLES: XlsxStyle[] = [
  { bold: true },
  { numFmt: KGAL_FORMAT },
  { numFmt: KGAL_FORMAT, fill: MISSING_FILL.fgColor.argb, color: 'FF9C0006' },
  { numFmt: KGAL_FORMAT, italic: true, color: 'FF808080' },
  { bold: true, topBorder: true },
  { numFmt: KGAL_FORMAT, bold: true, topBorder: true },
];
const [HEADER, REPORTED, MISSING, NOT_DUE, TOTAL_TEXT, TOTAL_NUMBER] = STYLES.map((_, index) => index);

function quarterCell(content: ComplianceCell): XlsxCell {
  if (content.status === 'missing') return { value: MISSING_TEXT, style: MISSING };
  // Pumpage reported so far in a quarter that is not over yet; greyed so nobody reads it as final.
  if (content.status === 'notDue') return { value: content.pumpage ?? NOT_DUE_TEXT, style: NOT_DUE };
  return { value: content.pumpage, style: REPORTED };
}

/** Sums of numeric(14,3) values in floating point: round back to the stored precision. */
function roundKgal(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * GET DownloadComplianceReport: the rows of GetComplianceReport as an .xlsx sheet with a bold,
 * frozen, filterable header row, kgal number formats, 'Missing' cells filled red (never a zero),
 * and a totals row: per quarter column the sum of the numbers above it.
 */
export function buildComplianceWorkbook(report: ComplianceReport): Buffer {
  const columns = complianceColumns(report).map((column) => ({
    ...column,
    over: isQuarterOver(column.year, column.quarter, report.asOf),
  }));
  const totals = columns.map(() => 0);
  const header = [...LEADING_HEADERS, ...columns.map((column) => column.label)].map((label): XlsxCell => ({
    value: label,
    style: HEADER,
  }));
  const rows = report.data.map((row): XlsxCell[] => [
    // Text people typed (a client's name, which its owner may change, a well's number, an aquifer's
    // name) is written by the exports' one rule, so that no spreadsheet reads it as a formula.
    ...[row.wellNumber, row.client ?? '', row.aquifer ?? ''].map((text) => ({
      value: neutraliseFormula(text),
    })),
    ...columns.map((column, index) => {
      const content = complianceCellOf(row.pumpage[column.yearIndex], column.quarter, column.over);
      if (content.status !== 'missing' && content.pumpage !== null)
        totals[index] = (totals[index] ?? 0) + content.pumpage;
      return quarterCell(content);
    }),
  ]);
  // Values, not SUM formulas: a viewer that does not recalculate would show an empty total.
  const totalRow: XlsxCell[] = [
    { value: 'Total', style: TOTAL_TEXT },
    ...LEADING_HEADERS.slice(1).map(() => ({ value: null, style: TOTAL_TEXT })),
    ...totals.map((total) => ({ value: roundKgal(total), style: TOTAL_NUMBER })),
  ];
  return buildXlsx({
    name: 'Compliance',
    created: new Date(`${report.asOf}T00:00:00Z`),
    widths: [...LEADING_WIDTHS, ...columns.map(() => QUARTER_WIDTH)],
    frozen: { columns: 1, rows: 1 },
    filterHeader: true,
    styles: STYLES,
    rows: [header, ...rows, totalRow],
  });
}
