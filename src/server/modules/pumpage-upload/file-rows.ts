import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { ValidationError } from '../../errors';
import type { FileRow } from './csv-rows';
import { sharedStringsCounter, worksheetCounter, XLSX_LIMITS, type XlsxLimits } from './xlsx-limits';
import { UNREADABLE_WORKBOOK, ZipFile } from './xlsx-zip';

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

type WorksheetRows = AsyncIterable<ExcelJS.Row>;

/**
 * ExcelJS 4.4's streaming WorkbookReader unzips its input with no bound on what it inflates, so
 * its parts are handed to it here, each through a guard, by the methods its own unzip loop calls.
 */
interface WorkbookPartsReader {
  model?: { sheets?: { rId?: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(entry: Readable, sheetNo: string): Iterable<{ eventType: string; value: WorksheetRows }>;
}

function workbookPartsReader(): WorkbookPartsReader {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  // The parts methods are ExcelJS's own, not in its typings (see WorkbookPartsReader).
  return reader as unknown as WorkbookPartsReader;
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const STYLES = 'xl/styles.xml';

/** The zip path of the workbook's first worksheet, by its relationship. */
function firstSheetPath(reader: WorkbookPartsReader): string | undefined {
  const rId = reader.model?.sheets?.[0]?.rId;
  const target = reader.workbookRels?.find((rel) => rel.Id === rId)?.Target;
  if (!target) return undefined;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** Reads the workbook's parts into the reader, bounded; answers the first worksheet's rows. */
async function firstWorksheet(zip: ZipFile, limits: XlsxLimits): Promise<WorksheetRows> {
  const reader = workbookPartsReader();
  const small = limits.maxSmallPartBytes;
  if (zip.has(WORKBOOK_RELS)) await reader._parseRels(await zip.read(WORKBOOK_RELS, small, limits));
  await reader._parseWorkbook(await zip.read(WORKBOOK, small, limits));
  if (zip.has(SHARED_STRINGS)) {
    const strings = await zip.read(
      SHARED_STRINGS,
      limits.maxSharedStringsBytes,
      limits,
      sharedStringsCounter(limits),
    );
    // In 'cache' mode the generator keeps the strings and yields nothing: it only has to run.
    for await (const _ of reader._parseSharedStrings(strings));
  }
  if (zip.has(STYLES)) await reader._parseStyles(await zip.read(STYLES, small, limits));
  const sheetPath = firstSheetPath(reader);
  if (!sheetPath || !zip.has(sheetPath)) throw new ValidationError(UNREADABLE_WORKBOOK);
  const sheet = await zip.read(sheetPath, limits.maxSheetBytes, limits, worksheetCounter(limits));
  const sheetNo = /(\d+)\.xml$/.exec(sheetPath)?.[1] ?? '1';
  for (const { value } of reader._parseWorksheet(sheet, sheetNo)) return value;
  throw new ValidationError(UNREADABLE_WORKBOOK);
}

/** A row's cell texts; refused by line when it reaches past the columns any upload could use. */
function rowCells(row: ExcelJS.Row, limits: XlsxLimits): string[] {
  // cellCount is the row's last column: values would be an array that long.
  if (row.cellCount > limits.maxCellsPerRow) {
    throw new ValidationError(`Line ${row.number}: the row has more than ${limits.maxCellsPerRow} columns.`);
  }
  const values = Array.isArray(row.values) ? row.values.slice(1) : [];
  return Array.from(values, (value) => cellText(value as CellValue));
}

/**
 * The rows of the first worksheet of an XLSX file in batches. The upload is first written to a
 * scratch file (it is bounded by the upload limit) so that the zip's directory can be read; then
 * only the parts needed are unzipped, each bounded (XLSX_LIMITS) before memory grows with it.
 */
export async function* readXlsxRows(
  stream: Readable,
  limits: XlsxLimits = XLSX_LIMITS,
): AsyncGenerator<FileRow[]> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'gdp-xlsx-'));
  try {
    const file = path.join(directory, 'upload.xlsx');
    await pipeline(stream, createWriteStream(file));
    const zip = await ZipFile.open(file, (await stat(file)).size, limits);
    let batch: FileRow[] = [];
    for await (const row of await firstWorksheet(zip, limits)) {
      batch.push({ line: row.number, cells: rowCells(row, limits) });
      if (batch.length >= BATCH_ROWS) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

export function isXlsxFileName(fileName: string): boolean {
  return fileName.toLowerCase().endsWith('.xlsx');
}
