import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { isStorableText } from '../../../shared/contracts/common';
import { READINGS_FILE_HEADERS, type UploadReadingsResponse } from '../../../shared/contracts/meter-readings';
import {
  LISTED_ROW_ERRORS,
  rowErrorsMessage,
  tooLargeMessage,
  type UploadRowError,
} from '../../../shared/contracts/pumpage-upload';
import { MAX_REGISTER_DIGITS } from '../../../shared/rules/meter-volume';
import { recordAudits } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { meterInstallations, meters, wells } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { AppError, ValidationError } from '../../errors';
import type { Caller } from '../auth/caller';
import {
  CsvSyntaxError,
  isXlsxFileName,
  parseUploadDate,
  readCsvRows,
  readXlsxRows,
  UNREADABLE_WORKBOOK,
  type FileRow,
} from '../pumpage-upload';
import { recordReading } from './record-reading';

/** Readings one file may hold: a district's meters read a few times over, in one transaction. */
export const MAX_READINGS_PER_FILE = 10_000;

export const EMPTY_READINGS_FILE_MESSAGE = 'The file contains no readings.';
export const TOO_MANY_READINGS_MESSAGE =
  `The file has more than ${MAX_READINGS_PER_FILE.toLocaleString('en-US')} readings; ` +
  `load at most ${MAX_READINGS_PER_FILE.toLocaleString('en-US')} rows at a time.`;

export function readingsLoadedMessage(counts: { rows: number; accepted: number; pending: number }): string {
  return `Loaded ${counts.rows} readings: ${counts.accepted} accepted, ${counts.pending} held for review.`;
}

export interface ReadingsUpload {
  fileName: string;
  stream: Readable;
  /** True once the stream was cut at the size limit. */
  truncated(): boolean;
  maxBytes: number;
}

type Column = 'serialNumber' | 'wellNumber' | 'date' | 'reading' | 'rollover' | 'comment';
type ColumnIndexes = Partial<Record<Column, number>>;

/** Header names as they are matched: case, spaces and underscores ignored. */
const normalise = (cell: string) => cell.replaceAll(/[\s_]/g, '').toLowerCase();

/** The columns a readings file may have: READINGS_FILE_HEADERS, and optionally Rollover and Comment. */
const COLUMNS = new Map<string, Column>([
  ['serialnumber', 'serialNumber'],
  ['wellnumber', 'wellNumber'],
  ['date', 'date'],
  ['reading', 'reading'],
  ['rollover', 'rollover'],
  ['comment', 'comment'],
]);
const REQUIRED_COLUMNS = READINGS_FILE_HEADERS.map((name) => COLUMNS.get(normalise(name)));

const HEADER_MESSAGE =
  `the header must name the columns ${READINGS_FILE_HEADERS.join(',')}, ` +
  'and may add Rollover and Comment';

const MAX_COMMENT_CHARS = 1000;
/** The longest serial number and well number any meter or well has (their columns' lengths). */
const MAX_SERIAL_CHARS = 50;
const MAX_WELL_NUMBER_CHARS = 30;

function withoutTrailingBlanks(cells: string[]): string[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === '') end -= 1;
  return end === cells.length ? cells : cells.slice(0, end);
}

/** Where each column is, by the header's names in any order; undefined for a header that is not one. */
function headerColumns(cells: string[]): ColumnIndexes | undefined {
  const indexes: ColumnIndexes = {};
  for (const [index, cell] of cells.entries()) {
    const column = COLUMNS.get(normalise(cell));
    if (!column || indexes[column] !== undefined) return undefined;
    indexes[column] = index;
  }
  return REQUIRED_COLUMNS.every((column) => column && indexes[column] !== undefined) ? indexes : undefined;
}

/** One row of the file as read: its meter (serial number) or well (number) or both, and the reading. */
interface FileReading {
  line: number;
  serialNumber: string | null;
  wellNumber: string | null;
  readOn: string;
  reading: number;
  isRollover: boolean;
  comment: string | null;
}

const ROLLOVER_VALUES = new Map([
  ['', false],
  ['no', false],
  ['false', false],
  ['0', false],
  ['yes', true],
  ['true', true],
  ['1', true],
]);

/** A cell as a message quotes it: a hostile file's long cell is not repeated whole. */
const shown = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}...` : text);

const WHOLE_NUMBER = /^(\d+|\d{1,3}(,\d{3})+)$/;

function parseReading(text: string): number | string {
  if (text === '') return 'reading is missing';
  if (!WHOLE_NUMBER.test(text))
    return `invalid reading "${shown(text)}" (a whole number shown on the register)`;
  const digits = text.replaceAll(',', '').replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_REGISTER_DIGITS) {
    return `reading ${text} has more digits than any register (${MAX_REGISTER_DIGITS})`;
  }
  return Number(digits);
}

/** A code naming a meter or well: empty is none; longer than any is unknown without a look. */
function parseCode(text: string, label: string, maxChars: number): string | null | { error: string } {
  if (text === '') return null;
  if (!isStorableText(text)) return { error: `${label} contains characters that cannot be saved` };
  if (text.length > maxChars) return { error: `unknown ${label} ${shown(text)}` };
  return text;
}

/** One data row's values, or the message saying what is wrong with it. */
function readRow(row: FileRow, cells: string[], columns: ColumnIndexes, width: number, today: string) {
  if (cells.length > width) return `expected at most ${width} values but found ${cells.length}`;
  const cell = (column: Column) => {
    const index = columns[column];
    return index === undefined ? '' : (cells[index] ?? '');
  };
  const serialNumber = parseCode(cell('serialNumber'), 'serial number', MAX_SERIAL_CHARS);
  if (typeof serialNumber === 'object' && serialNumber !== null) return serialNumber.error;
  const wellNumber = parseCode(cell('wellNumber'), 'well number', MAX_WELL_NUMBER_CHARS);
  if (typeof wellNumber === 'object' && wellNumber !== null) return wellNumber.error;
  if (serialNumber === null && wellNumber === null) return 'serial number or well number is missing';
  const date = parseUploadDate(cell('date'), today);
  if (!date.ok) return date.message;
  const reading = parseReading(cell('reading'));
  if (typeof reading === 'string') return reading;
  const isRollover = ROLLOVER_VALUES.get(cell('rollover').toLowerCase());
  if (isRollover === undefined) return `invalid rollover "${shown(cell('rollover'))}" (use yes or no)`;
  const comment = cell('comment');
  if (comment.length > MAX_COMMENT_CHARS) return `comment is longer than ${MAX_COMMENT_CHARS} characters`;
  if (!isStorableText(comment)) return 'comment contains characters that cannot be saved';
  return {
    line: row.line,
    serialNumber,
    wellNumber,
    readOn: date.value,
    reading,
    isRollover,
    comment: comment === '' ? null : comment,
  } satisfies FileReading;
}

/** Collects row errors: all are counted, the first few kept for the message. */
class RowErrors {
  total = 0;
  readonly first: UploadRowError[] = [];

  add(line: number, message: string): void {
    this.total += 1;
    if (this.first.length < LISTED_ROW_ERRORS) this.first.push({ line, message });
  }

  refuseIfAny(): void {
    if (this.total > 0) throw new ValidationError(rowErrorsMessage(this.first, this.total));
  }
}

/**
 * The rows of an uploaded CSV or XLSX file, read by the pumpage upload's bounded readers. A parser's
 * failure is the file's fault (400); a file cut at the size limit is refused as too large (413),
 * whatever it failed on.
 */
async function* uploadRows(upload: ReadingsUpload): AsyncGenerator<FileRow[]> {
  const xlsx = isXlsxFileName(upload.fileName);
  try {
    yield* xlsx ? readXlsxRows(upload.stream) : readCsvRows(upload.stream);
  } catch (error) {
    if (upload.truncated()) throw new AppError(413, tooLargeMessage(upload.maxBytes));
    if (error instanceof AppError) throw error;
    if (error instanceof CsvSyntaxError) throw new ValidationError(error.message);
    if (xlsx) throw new ValidationError(UNREADABLE_WORKBOOK);
    throw error;
  }
  if (upload.truncated()) throw new AppError(413, tooLargeMessage(upload.maxBytes));
}

/** Reads and checks every row: the header first, then each row's values; any error refuses the file. */
async function readFile(upload: ReadingsUpload, today: string): Promise<FileReading[]> {
  let columns: ColumnIndexes | undefined;
  let width = 0;
  const readings: FileReading[] = [];
  const errors = new RowErrors();
  for await (const batch of uploadRows(upload)) {
    for (const row of batch) {
      const cells = withoutTrailingBlanks(row.cells);
      if (cells.length === 0) continue;
      if (!columns) {
        columns = headerColumns(cells);
        if (!columns)
          throw new ValidationError(rowErrorsMessage([{ line: row.line, message: HEADER_MESSAGE }], 1));
        width = cells.length;
        continue;
      }
      if (readings.length + errors.total >= MAX_READINGS_PER_FILE)
        throw new ValidationError(TOO_MANY_READINGS_MESSAGE);
      const read = readRow(row, cells, columns, width, today);
      if (typeof read === 'string') errors.add(row.line, read);
      else readings.push(read);
    }
  }
  errors.refuseIfAny();
  if (readings.length === 0) throw new ValidationError(EMPTY_READINGS_FILE_MESSAGE);
  return readings;
}

interface MeterOnWell {
  wellId: number;
  wellNumber: string;
  installedOn: string;
  removedOn: string | null;
}

/** The meters and wells a file names, found in one statement. */
interface Named {
  /** By lower-case serial number: the meter's installations (none if it was never installed). */
  meters: Map<string, MeterOnWell[]>;
  /** By well number as written, and by upper case. */
  wellsExact: Map<string, { id: number; wellNumber: string }>;
  wellsAnyCase: Map<string, { id: number; wellNumber: string }>;
}

interface NamedRow {
  kind: 'meter' | 'well';
  well_id: number | null;
  well_number: string | null;
  serial_key: string | null;
  installed_on: string | null;
  removed_on: string | null;
}

async function findNamed(db: DbOrTx, readings: readonly FileReading[]): Promise<Named> {
  const serials = new Set<string>();
  const wellNumbers = new Set<string>();
  for (const reading of readings) {
    if (reading.serialNumber !== null) serials.add(reading.serialNumber.toLowerCase());
    if (reading.wellNumber !== null) wellNumbers.add(reading.wellNumber.toUpperCase());
  }
  // One JSON parameter each, however many codes the file names.
  const rows = await selectRows<NamedRow>(
    db,
    sql`select 'meter' as kind, lower(${meters.serialNumber}) as serial_key, ${meterInstallations.wellId} as well_id,
        ${wells.wellNumber} as well_number, ${meterInstallations.installedOn}::text as installed_on,
        ${meterInstallations.removedOn}::text as removed_on
      from ${meters}
      left join ${meterInstallations} on ${meterInstallations.meterId} = ${meters.id}
      left join ${wells} on ${wells.id} = ${meterInstallations.wellId}
      where lower(${meters.serialNumber}) in (select json_array_elements_text(${JSON.stringify([...serials])}::json))
    union all
    select 'well', null, ${wells.id}, ${wells.wellNumber}, null, null
      from ${wells}
      where upper(${wells.wellNumber}) in (select json_array_elements_text(${JSON.stringify([...wellNumbers])}::json))`,
  );
  const named: Named = { meters: new Map(), wellsExact: new Map(), wellsAnyCase: new Map() };
  for (const row of rows) {
    if (row.kind === 'meter' && row.serial_key !== null) {
      const installations = named.meters.get(row.serial_key) ?? [];
      named.meters.set(row.serial_key, installations);
      if (row.well_id !== null && row.well_number !== null && row.installed_on !== null) {
        installations.push({
          wellId: Number(row.well_id),
          wellNumber: row.well_number,
          installedOn: row.installed_on,
          removedOn: row.removed_on,
        });
      }
    } else if (row.kind === 'well' && row.well_id !== null && row.well_number !== null) {
      const well = { id: Number(row.well_id), wellNumber: row.well_number };
      named.wellsExact.set(well.wellNumber, well);
      named.wellsAnyCase.set(well.wellNumber.toUpperCase(), well);
    }
  }
  return named;
}

/**
 * The installation a reading of `readOn` belongs to, as recordReading decides it: installed before
 * that day and not removed before it (the removal day is the removed meter's closing read).
 */
function installationOn(installations: readonly MeterOnWell[], readOn: string): MeterOnWell | undefined {
  let found: MeterOnWell | undefined;
  for (const installation of installations) {
    const covers =
      installation.installedOn < readOn &&
      (installation.removedOn === null || installation.removedOn >= readOn);
    if (covers && (!found || installation.installedOn > found.installedOn)) found = installation;
  }
  return found;
}

/** The well a row's reading is of, or the message saying why it names none. */
function wellOf(reading: FileReading, named: Named): number | string {
  const { serialNumber, wellNumber, readOn } = reading;
  const well =
    wellNumber === null
      ? undefined
      : (named.wellsExact.get(wellNumber) ?? named.wellsAnyCase.get(wellNumber.toUpperCase()));
  if (wellNumber !== null && !well) return `unknown well number ${wellNumber}`;
  if (serialNumber === null) return well?.id ?? `unknown well number ${wellNumber}`;
  const installations = named.meters.get(serialNumber.toLowerCase());
  if (!installations) return `unknown serial number ${serialNumber}`;
  const installation = installationOn(installations, readOn);
  if (!well) return installation?.wellId ?? `meter ${serialNumber} is not installed on any well on ${readOn}`;
  if (installation?.wellId === well.id) return well.id;
  const where = installation ? ` (it is on well ${installation.wellNumber})` : '';
  return `meter ${serialNumber} is not installed on well ${well.wellNumber} on ${readOn}${where}`;
}

/**
 * POST UploadReadings (staff): a CSV or XLSX file of meter readings, header SerialNumber,
 * WellNumber, Date, Reading (and optionally Rollover and Comment); a row names its meter, its well
 * or both, which must then agree. Every row is read and checked, and the meters and wells found,
 * before anything is written; then each reading is recorded in file order, as if entered one by
 * one, in one transaction: a reading the rules refuse is listed by its line and the whole file is
 * refused, so a file is loaded entirely or not at all. Each stored reading is audited.
 */
export async function uploadReadings(
  db: DbOrTx,
  caller: Caller,
  upload: ReadingsUpload,
  today: string,
): Promise<UploadReadingsResponse> {
  const readings = await readFile(upload, today);
  const named = await findNamed(db, readings);
  const errors = new RowErrors();
  const wellIds = readings.map((reading) => {
    const wellId = wellOf(reading, named);
    if (typeof wellId === 'string') errors.add(reading.line, wellId);
    return wellId;
  });
  errors.refuseIfAny();

  return db.transaction(async (tx) => {
    const counts = { rows: readings.length, accepted: 0, pending: 0 };
    const stored: { id: number; line: number; state: string }[] = [];
    for (const [index, reading] of readings.entries()) {
      const wellId = wellIds[index] as number;
      try {
        // A savepoint: a refused reading leaves nothing behind, and the rows after it are still checked.
        const recorded = await tx.transaction((savepoint) =>
          recordReading(
            savepoint,
            caller,
            {
              wellId,
              readOn: reading.readOn,
              readAt: null,
              reading: reading.reading,
              isRollover: reading.isRollover,
              comment: reading.comment,
              source: 'file',
            },
            today,
          ),
        );
        if (recorded.state === 'accepted') counts.accepted += 1;
        if (recorded.state === 'pending') counts.pending += 1;
        stored.push({ id: recorded.id, line: reading.line, state: recorded.state });
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        errors.add(reading.line, error.message);
      }
    }
    errors.refuseIfAny();
    await recordAudits(
      tx,
      stored.map((reading) => ({
        actorUserId: caller.id,
        action: 'upload-readings',
        entity: 'meter-reading',
        entityId: reading.id,
        after: { fileName: upload.fileName, line: reading.line, state: reading.state },
      })),
    );
    return { message: readingsLoadedMessage(counts), ...counts };
  });
}
