import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  complianceCell,
  complianceColumns,
  type ComplianceCell,
  type ComplianceReport,
} from '../../../shared/contracts/compliance-report';
import { neutraliseFormula } from '../../../shared/rules/spreadsheet-cells';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const KGAL_FORMAT = '#,##0.000';
export const MISSING_TEXT = 'Missing';
export const NOT_DUE_TEXT = 'Not due';
/** Excel's own "Bad" style: light red fill, dark red text. */
export const MISSING_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFFFC7CE' },
};
const MISSING_FONT: Partial<ExcelJS.Font> = { color: { argb: 'FF9C0006' } };
const NOT_DUE_FONT: Partial<ExcelJS.Font> = { italic: true, color: { argb: 'FF808080' } };
const LEADING_HEADERS = ['Well Number', 'Client', 'Aquifer'];

/*
 * One style object per kind of cell, shared by every cell of that kind: ExcelJS recognises a style
 * object it has seen, while a style built per cell is analysed again for each of thousands of cells.
 */
const REPORTED_STYLE: Partial<ExcelJS.Style> = { numFmt: KGAL_FORMAT };
const MISSING_STYLE: Partial<ExcelJS.Style> = { numFmt: KGAL_FORMAT, fill: MISSING_FILL, font: MISSING_FONT };
const NOT_DUE_STYLE: Partial<ExcelJS.Style> = { numFmt: KGAL_FORMAT, font: NOT_DUE_FONT };

function writeCell(cell: ExcelJS.Cell, content: ComplianceCell): void {
  if (content.status === 'missing') {
    cell.value = MISSING_TEXT;
    cell.style = MISSING_STYLE;
    return;
  }
  if (content.status === 'notDue') {
    // Pumpage reported so far in a quarter that is not over yet; greyed so nobody reads it as final.
    cell.value = content.pumpage ?? NOT_DUE_TEXT;
    cell.style = NOT_DUE_STYLE;
    return;
  }
  cell.value = content.pumpage;
  cell.style = REPORTED_STYLE;
}

/** Sums of numeric(14,3) values in floating point: round back to the stored precision. */
function roundKgal(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function columnLetter(index: number): string {
  let letters = '';
  for (let rest = index; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/**
 * GET DownloadComplianceReport: the rows of GetComplianceReport as an .xlsx sheet with a bold,
 * frozen, filterable header row, kgal number formats, 'Missing' cells filled red (never a zero),
 * and a totals row: per quarter column the sum of the numbers above it.
 */
export async function buildComplianceWorkbook(report: ComplianceReport): Promise<Buffer> {
  const columns = complianceColumns(report);
  // The streaming writer builds a district's sheet about a third faster than the in-memory one.
  const chunks: Buffer[] = [];
  const output = new PassThrough();
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => output.on('end', resolve).on('error', reject));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  workbook.created = new Date(`${report.asOf}T00:00:00Z`);
  const sheet = workbook.addWorksheet('Compliance', {
    views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }],
  });
  sheet.columns = [
    { header: LEADING_HEADERS[0], width: 16 },
    { header: LEADING_HEADERS[1], width: 34 },
    { header: LEADING_HEADERS[2], width: 22 },
    ...columns.map((column) => ({ header: column.label, width: 14 })),
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: 'A1', to: `${columnLetter(LEADING_HEADERS.length + columns.length)}1` };

  const totals = columns.map(() => 0);
  for (const row of report.data) {
    // Text people typed (a client's name, which its owner may change, a well's number, an aquifer's
    // name) is written by the exports' one rule, so that no spreadsheet reads it as a formula.
    const line = sheet.addRow(
      [row.wellNumber, row.client ?? '', row.aquifer ?? ''].map((text) => neutraliseFormula(text)),
    );
    columns.forEach((column, index) => {
      const content = complianceCell(row.pumpage[column.yearIndex], column.quarter, report.asOf);
      if (content.status !== 'missing' && content.pumpage !== null)
        totals[index] = (totals[index] ?? 0) + content.pumpage;
      writeCell(line.getCell(LEADING_HEADERS.length + 1 + index), content);
    });
    line.commit();
  }

  // Values, not SUM formulas: ExcelJS drops a formula's cached result of 0, and a viewer that does
  // not recalculate would then show an empty total.
  const totalRow = sheet.addRow([
    'Total',
    ...LEADING_HEADERS.slice(1).map(() => ''),
    ...totals.map(roundKgal),
  ]);
  totalRow.font = { bold: true };
  columns.forEach((_, index) => {
    totalRow.getCell(LEADING_HEADERS.length + 1 + index).numFmt = KGAL_FORMAT;
  });
  totalRow.eachCell((cell) => {
    cell.border = { top: { style: 'thin' } };
  });
  totalRow.commit();
  sheet.commit();
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}
