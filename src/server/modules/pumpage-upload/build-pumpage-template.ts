import ExcelJS from 'exceljs';
import {
  PUMPAGE_FILE_HEADERS,
  templateFileName,
  type PumpageTemplateQuery,
} from '../../../shared/contracts/pumpage-upload';
import { safeSpreadsheetValue } from '../../../shared/rules/spreadsheet-cells';

const EXAMPLE_ROWS: Record<PumpageTemplateQuery['kind'], (string | number)[][]> = {
  daily: [
    ['EB-1001', '2025-01-15', 125.5],
    ['EB-1001', '2025-01-16', 98.25],
  ],
  hourly: [
    ['EB-1001', '2025-01-15', 0, 5.25],
    ['EB-1001', '2025-01-15', 1, 4.75],
  ],
};

export interface TemplateFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** GET PumpageUploadTemplate: the header of the layout and two example rows, as CSV or XLSX. */
export async function buildPumpageTemplate(query: PumpageTemplateQuery): Promise<TemplateFile> {
  // Every export's cells go through the one rule, even this file of fixed texts.
  const rows = [[...PUMPAGE_FILE_HEADERS[query.kind]], ...EXAMPLE_ROWS[query.kind]].map((row) =>
    row.map(safeSpreadsheetValue),
  );
  const fileName = templateFileName(query);
  if (query.format === 'csv') {
    const text = rows.map((row) => row.join(',')).join('\r\n') + '\r\n';
    return { fileName, contentType: 'text/csv; charset=utf-8', body: Buffer.from(text, 'utf8') };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(query.kind === 'daily' ? 'Daily pumpage' : 'Hourly pumpage');
  sheet.addRows(rows);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 14;
  });
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    fileName,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body,
  };
}
