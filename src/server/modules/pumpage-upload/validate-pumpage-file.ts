import {
  LISTED_ROW_ERRORS,
  PUMPAGE_FILE_HEADERS,
  rowErrorsMessage,
  type PumpageFileKind,
  type UploadRowError,
} from '../../../shared/contracts/pumpage-upload';
import { ValidationError } from '../../errors';
import type { FileRow } from './csv-rows';
import type { WellLookup } from './loadable-wells';
import type { StagedRow } from './pumpage-staging';
import { parseUploadDate, parseUploadHour, parseUploadPumpage } from './pumpage-values';

/** What the file turned out to be: its layout and how many rows it holds. */
export interface ValidatedFile {
  kind: PumpageFileKind;
  rows: number;
  /** The wells the file names: at most the district's wells, whatever the file's size. */
  wellIds: number[];
  /** The file's first row. */
  first: StagedRow;
  /** The earliest day the file names. */
  earliest: string;
}

export const EMPTY_FILE_MESSAGE = 'The file contains no pumpage rows.';

const normalise = (cell: string) => cell.replaceAll(/[\s_]/g, '').toLowerCase();

function headerKind(cells: string[]): PumpageFileKind | undefined {
  const seen = cells.map(normalise).join(',');
  return (Object.keys(PUMPAGE_FILE_HEADERS) as PumpageFileKind[]).find(
    (kind) => PUMPAGE_FILE_HEADERS[kind].map(normalise).join(',') === seen,
  );
}

function withoutTrailingBlanks(cells: string[]): string[] {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === '') end -= 1;
  return end === cells.length ? cells : cells.slice(0, end);
}

const DAILY_HOUR = { ok: true, value: 0 } as const;

const headerMessage = `the header must be ${PUMPAGE_FILE_HEADERS.daily.join(',')} (daily) or ${PUMPAGE_FILE_HEADERS.hourly.join(',')} (hourly)`;

/** Collects row errors: all are counted, the first few kept for the message. */
class RowErrors {
  total = 0;
  readonly first: UploadRowError[] = [];
  add(line: number, message: string): void {
    this.total += 1;
    if (this.first.length < LISTED_ROW_ERRORS) this.first.push({ line, message });
  }
}

/** One data row's values, or the message saying what is wrong with it. */
function checkRow(
  kind: PumpageFileKind,
  line: number,
  cells: string[],
  findWell: WellLookup,
  today: string,
): StagedRow | string {
  const columns = PUMPAGE_FILE_HEADERS[kind].length;
  if (cells.length !== columns) return `expected ${columns} values but found ${cells.length}`;
  const wellNumber = cells[0] ?? '';
  const wellId = findWell(wellNumber);
  if (wellId === undefined) {
    return wellNumber === '' ? 'well number is missing' : `unknown well number ${wellNumber}`;
  }
  const date = parseUploadDate(cells[1] ?? '', today);
  if (!date.ok) return date.message;
  const hour = kind === 'hourly' ? parseUploadHour(cells[2] ?? '') : DAILY_HOUR;
  if (!hour.ok) return hour.message;
  const pumpage = parseUploadPumpage(cells[columns - 1] ?? '', kind === 'hourly' ? 'hour' : 'day');
  if (!pumpage.ok) return pumpage.message;
  return { wellId, date: date.value, hour: hour.value, pumpage: pumpage.value, line };
}

/**
 * Reads and checks every row of the file before anything is written: the header decides the
 * layout, every row must name a loadable well, a valid date (and hour) and a non-negative pumpage
 * no more than a well can pump in the row's day (or hour).
 * Good rows go to `stage` while no error has been seen; any error refuses the file with the first
 * errors listed by line. Duplicates are found afterwards among the staged rows (refuseDuplicateRows),
 * so memory does not grow with the file.
 */
export async function validatePumpageFile(
  fileRows: AsyncIterable<FileRow[]>,
  findWell: WellLookup,
  today: string,
  stage: (row: StagedRow, kind: PumpageFileKind) => Promise<void> | undefined,
): Promise<ValidatedFile> {
  let kind: PumpageFileKind | undefined;
  let rows = 0;
  const wellIds = new Set<number>();
  let first: StagedRow | undefined;
  let earliest: string | undefined;
  const errors = new RowErrors();
  for await (const batch of fileRows) {
    for (const fileRow of batch) {
      const cells = withoutTrailingBlanks(fileRow.cells);
      if (cells.length === 0) continue;
      if (!kind) {
        kind = headerKind(cells);
        if (!kind)
          throw new ValidationError(rowErrorsMessage([{ line: fileRow.line, message: headerMessage }], 1));
        continue;
      }
      const checked = checkRow(kind, fileRow.line, cells, findWell, today);
      if (typeof checked === 'string') {
        errors.add(fileRow.line, checked);
        continue;
      }
      rows += 1;
      wellIds.add(checked.wellId);
      first ??= checked;
      if (earliest === undefined || checked.date < earliest) earliest = checked.date;
      // Once the file is known to be refused, its remaining rows are only checked and counted.
      if (errors.total === 0) {
        // Staging answers a promise only when it has to write; awaiting every row would cost more.
        const writing = stage(checked, kind);
        if (writing) await writing;
      }
    }
  }
  if (errors.total > 0) throw new ValidationError(rowErrorsMessage(errors.first, errors.total));
  if (!kind || !first || earliest === undefined) throw new ValidationError(EMPTY_FILE_MESSAGE);
  return { kind, rows, wellIds: [...wellIds], first, earliest };
}
