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

/**
 * The validated rows of an upload as CSV in a scratch file: memory stays bounded whatever the
 * file's size, and no database transaction waits on a slow upload. Disposed after the load.
 */
export class UploadSpool {
  private buffered = '';

  private constructor(
    private readonly directory: string,
    readonly filePath: string,
    private readonly stream: WriteStream,
  ) {}

  static async create(): Promise<UploadSpool> {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'pumpage-upload-'));
    const filePath = path.join(directory, 'rows.csv');
    return new UploadSpool(directory, filePath, createWriteStream(filePath));
  }

  /** Answers a promise only when the buffer is written out. */
  add(row: StagedRow): Promise<void> | undefined {
    this.buffered += `${row.wellId},${row.date},${row.hour},${row.pumpage},${row.line}\n`;
    return this.buffered.length >= WRITE_BYTES ? this.write() : undefined;
  }

  async close(): Promise<void> {
    await this.write();
    this.stream.end();
    await once(this.stream, 'finish');
  }

  async dispose(): Promise<void> {
    this.stream.destroy();
    await rm(this.directory, { recursive: true, force: true });
  }

  private async write(): Promise<void> {
    if (this.buffered === '') return;
    const chunk = this.buffered;
    this.buffered = '';
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }
}

/** Creates the staging table in the transaction and copies the spooled rows into it. */
export async function stageSpool(tx: Tx, spool: UploadSpool, kind: PumpageFileKind): Promise<void> {
  await tx.execute(sql`create temp table ${STAGING} (
    well_id integer not null, date date not null, hour smallint not null,
    pumpage numeric(14, 3) not null, line integer not null) on commit drop`);
  await copyCsvFileInto(tx, 'pumpage_upload_staging (well_id, date, hour, pumpage, line)', spool.filePath);
  // Temporary tables get no automatic statistics. The daily path's plans do not depend on them
  // (the planner sizes the table from its pages); the hourly merge joins the staged days to
  // hourly_pumpage and needs the count of distinct days to choose its index.
  if (kind === 'hourly') await tx.execute(sql`analyze ${STAGING}`);
}
