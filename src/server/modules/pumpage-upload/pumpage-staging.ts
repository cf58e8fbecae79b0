import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PumpageFileKind } from '../../../shared/contracts/pumpage-upload';
import type { Tx } from '../../db/client';
import { copyCsvFileInto } from '../../db/copy';

/** A temporary table of the transaction: the validated rows of one upload, dropped at commit. */
export const STAGING = sql.raw('pumpage_upload_staging');
/** Bytes gathered before a write to the spool file. */
const WRITE_BYTES = 64 * 1024;

export interface StagedRow {
  wellId: number;
  /** YYYY-MM-DD */
  date: string;
  /** 0 for daily rows. */
  hour: number;
  /** Thousands of gallons. */
  pumpage: number;
  /** The row's line in the file, for error messages. */
  line: number;
}

/** A scratch CSV file written through a buffer. */
class SpoolFile {
  private buffered = '';

  constructor(
    readonly filePath: string,
    private readonly stream: WriteStream = createWriteStream(filePath),
  ) {}

  /** Answers a promise only when the buffer is written out. */
  append(text: string): Promise<void> | undefined {
    this.buffered += text;
    return this.buffered.length >= WRITE_BYTES ? this.flush() : undefined;
  }

  async close(): Promise<void> {
    await this.flush();
    this.stream.end();
    await once(this.stream, 'finish');
  }

  destroy(): void {
    this.stream.destroy();
  }

  private async flush(): Promise<void> {
    if (this.buffered === '') return;
    const chunk = this.buffered;
    this.buffered = '';
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }
}

/**
 * The validated rows of an upload as CSV in scratch files: memory stays bounded whatever the
 * file's size, and no database transaction waits on a slow upload. Every row goes to `rowsPath`
 * for the staging table; the rows of a daily file also go to `daysPath` as daily_pumpage takes
 * them, for copying straight in (copy-new-days.ts). Disposed after the load.
 */
export class UploadSpool {
  private constructor(
    private readonly directory: string,
    private readonly rows: SpoolFile,
    private readonly days: SpoolFile,
  ) {}

  static async create(): Promise<UploadSpool> {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'pumpage-upload-'));
    return new UploadSpool(
      directory,
      new SpoolFile(path.join(directory, 'rows.csv')),
      new SpoolFile(path.join(directory, 'days.csv')),
    );
  }

  get rowsPath(): string {
    return this.rows.filePath;
  }

  get daysPath(): string {
    return this.days.filePath;
  }

  /** Answers a promise only when a buffer is written out. */
  add(row: StagedRow, kind: PumpageFileKind): Promise<void> | undefined {
    const rows = this.rows.append(`${row.wellId},${row.date},${row.hour},${row.pumpage},${row.line}\n`);
    const days =
      kind === 'daily' ? this.days.append(`${row.wellId},${row.date},${row.pumpage}\n`) : undefined;
    return rows && days ? Promise.all([rows, days]).then(() => undefined) : (rows ?? days);
  }

  async close(): Promise<void> {
    await Promise.all([this.rows.close(), this.days.close()]);
  }

  async dispose(): Promise<void> {
    this.rows.destroy();
    this.days.destroy();
    await rm(this.directory, { recursive: true, force: true });
  }
}

/** Creates the staging table in the transaction and copies the spooled rows into it. */
export async function stageSpool(tx: Tx, spool: UploadSpool, kind: PumpageFileKind): Promise<void> {
  await tx.execute(sql`create temp table ${STAGING} (
    well_id integer not null, date date not null, hour smallint not null,
    pumpage numeric(14, 3) not null, line integer not null) on commit drop`);
  await copyCsvFileInto(tx, 'pumpage_upload_staging (well_id, date, hour, pumpage, line)', spool.rowsPath);
  // Temporary tables get no automatic statistics. The daily path's plans do not depend on them
  // (the planner sizes the table from its pages); the hourly merge joins the staged days to
  // hourly_pumpage and needs the count of distinct days to choose its index.
  if (kind === 'hourly') await tx.execute(sql`analyze ${STAGING}`);
}
