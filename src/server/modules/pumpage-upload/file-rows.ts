import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FileRow } from './csv-rows';

type CellValue = ExcelJS.CellValue;

/** The text a person sees in a cell; dates become YYYY-MM-DD. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as CellValue);
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('text' in value) return String(value.text).trim();
    return '';
  }
  return String(value).trim();
}

/** Rows handed on at a time (see readCsvRows). */
const BATCH_ROWS = 1000;

/** The rows of the first worksheet of an XLSX file in batches, read with ExcelJS's streaming reader. */
export async function* readXlsxRows(stream: Readable): AsyncGenerator<FileRow[]> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let first = true;
  // Later worksheets are read past, not parsed, so the whole upload is consumed and size-checked.
  for await (const worksheet of workbook) {
    if (!first) continue;
    first = false;
    let batch: FileRow[] = [];
    for await (const row of worksheet) {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      batch.push({ line: row.number, cells: Array.from(values, (value) => cellText(value as CellValue)) });
      if (batch.length >= BATCH_ROWS) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }
}

export function isXlsxFileName(fileName: string): boolean {
  return fileName.toLowerCase().endsWith('.xlsx');
}
