import type { Readable } from 'node:stream';
import {
  type PumpageFileKind,
  tooLargeMessage,
  uploadedMessage,
  type UploadPumpageResponse,
} from '../../../shared/contracts/pumpage-upload';
import { recordAudit } from '../../audit';
import type { Tx, DbOrTx } from '../../db/client';
import { AppError, ValidationError } from '../../errors';
import type { Caller } from '../auth/caller';
import type { PumpageChange } from '../context';
import { lockPumpageWrites } from '../pumpage';
import { copyNewDays } from './copy-new-days';
import { CsvSyntaxError, readCsvRows } from './csv-rows';
import { isXlsxFileName, readXlsxRows } from './file-rows';
import { loadableWells } from './loadable-wells';
import { stageSpool, UploadSpool } from './pumpage-staging';
import { refuseDailyRowsOfHourlyDays } from './staged-row-errors';
import { UNREADABLE_WORKBOOK } from './xlsx-zip';
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
  if (xlsx) return new ValidationError(UNREADABLE_WORKBOOK);
  return error;
}

async function readAndValidate(
  db: DbOrTx,
  caller: Caller,
  upload: PumpageUpload,
  spool: UploadSpool,
  today: string,
): Promise<ValidatedFile> {
  const xlsx = isXlsxFileName(upload.fileName);
  const findWell = await loadableWells(db, caller);
  try {
    const fileRows = xlsx ? readXlsxRows(upload.stream) : readCsvRows(upload.stream);
    const validated = await validatePumpageFile(fileRows, findWell, today, (row, kind) =>
      spool.add(row, kind),
    );
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
 * The general path: the rows are staged with COPY, daily rows of metered days refused, and the
 * rows written (refusing rows the file repeats); hourly loads re-sum their days.
 */
async function stageAndWrite(tx: Tx, spool: UploadSpool, kind: PumpageFileKind, rows: number) {
  await stageSpool(tx, spool, kind);
  if (kind === 'daily') await refuseDailyRowsOfHourlyDays(tx);
  return writePumpageRows(tx, kind, rows);
}

/**
 * POST UploadWellPumpages: checks every row while the file streams in and spools the good ones;
 * then, in one transaction that holds the pumpage write lock, copies a daily file of new days
 * straight in or else takes the general path (stageAndWrite), and records the load.
 */
export async function uploadPumpages(
  db: DbOrTx,
  caller: Caller,
  upload: PumpageUpload,
  today: string,
  afterWrite: (change: PumpageChange) => Promise<void> = async () => {},
): Promise<UploadPumpageResponse> {
  const spool = await UploadSpool.create();
  try {
    const file = await readAndValidate(db, caller, upload, spool, today);
    const { kind, rows } = file;
    const counts = await db.transaction(async (tx) => {
      await lockPumpageWrites(tx);
      const written =
        kind === 'daily' && (await copyNewDays(tx, spool, file))
          ? { inserted: rows, updated: 0 }
          : await stageAndWrite(tx, spool, kind, rows);
      await recordAudit(tx, {
        actorUserId: caller.id,
        action: 'upload-pumpage',
        entity: 'pumpage',
        entityId: null,
        after: { fileName: upload.fileName, kind, rows, ...written },
      });
      return written;
    });
    await afterWrite({ wellIds: file.wellIds, from: file.earliest });
    const answer = { rows, ...counts };
    return { message: uploadedMessage(answer), kind, ...answer };
  } finally {
    await spool.dispose();
  }
}
