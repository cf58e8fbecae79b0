import type { Readable } from 'node:stream';
import {
  tooLargeMessage,
  uploadedMessage,
  type UploadPumpageResponse,
} from '../../../shared/contracts/pumpage-upload';
import { recordAudit } from '../../audit';
import { AppError, ValidationError } from '../../errors';
import { todayIn } from '../../time';
import { lockPumpageWrites } from '../pumpage/pumpage-write-lock';
import type { Caller } from '../auth/caller';
import type { AppContext } from '../context';
import { CsvSyntaxError, readCsvRows } from './csv-rows';
import { isXlsxFileName, readXlsxRows } from './file-rows';
import { loadableWells } from './loadable-wells';
import { stageSpool, UploadSpool } from './pumpage-staging';
import { refuseDailyRowsOfHourlyDays } from './staged-row-errors';
import { validatePumpageFile, type ValidatedFile } from './validate-pumpage-file';
import { writePumpageRows } from './write-pumpage-rows';

export interface PumpageUpload {
  fileName: string;
  stream: Readable;
  /** True once the stream was cut at the size limit. */
  truncated(): boolean;
  maxBytes: number;
}

/** Parser failures (broken quoting, a damaged workbook) are the file's fault: 400, never 500. */
function unreadableFileError(error: unknown, xlsx: boolean): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof CsvSyntaxError) return new ValidationError(error.message);
  if (xlsx) return new ValidationError('The file could not be read as an XLSX workbook.');
  return error;
}

async function readAndValidate(
  context: AppContext,
  caller: Caller,
  upload: PumpageUpload,
  spool: UploadSpool,
): Promise<ValidatedFile> {
  const xlsx = isXlsxFileName(upload.fileName);
  const findWell = await loadableWells(context.database.db, caller);
  const today = todayIn(context.config.districtTimeZone);
  try {
    const fileRows = xlsx ? readXlsxRows(upload.stream) : readCsvRows(upload.stream);
    const validated = await validatePumpageFile(fileRows, findWell, today, (row) => spool.add(row));
    await spool.close();
    if (upload.truncated()) throw new AppError(413, tooLargeMessage(upload.maxBytes));
    return validated;
  } catch (error) {
    // A file cut at the limit fails to parse or validate; the size is the real reason.
    if (upload.truncated()) throw new AppError(413, tooLargeMessage(upload.maxBytes));
    throw unreadableFileError(error, xlsx);
  }
}

/**
 * POST UploadWellPumpages: checks every row while the file streams in and spools the good ones;
 * then, in one transaction that holds the pumpage write lock, stages them with COPY, refuses daily
 * rows of metered days, writes them (refusing rows the file repeats), keeps daily rows equal to the
 * sum of their hours and records the load.
 */
export async function uploadPumpages(
  context: AppContext,
  caller: Caller,
  upload: PumpageUpload,
): Promise<UploadPumpageResponse> {
  const spool = await UploadSpool.create();
  try {
    const { kind, rows } = await readAndValidate(context, caller, upload, spool);
    const counts = await context.database.db.transaction(async (tx) => {
      await lockPumpageWrites(tx);
      await stageSpool(tx, spool, kind);
      if (kind === 'daily') await refuseDailyRowsOfHourlyDays(tx);
      const written = await writePumpageRows(tx, kind, rows);
      await recordAudit(tx, {
        actorUserId: caller.id,
        action: 'upload-pumpage',
        entity: 'pumpage',
        entityId: null,
        after: { fileName: upload.fileName, kind, rows, ...written },
      });
      return written;
    });
    const answer = { rows, ...counts };
    return { message: uploadedMessage(answer), kind, ...answer };
  } finally {
    await spool.dispose();
  }
}
