import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Transaction as PgliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Tx } from './client';

/**
 * Drizzle keeps the driver's connection of a transaction on its session; COPY is not part of
 * Drizzle's API, so this is the one place that reaches for it.
 */
function driverClientOf(tx: Tx): pg.Client | PgliteTransaction {
  return (tx as unknown as { session: { client: pg.Client | PgliteTransaction } }).session.client;
}

/** The most of a file PGlite's blob device holds at a time (see copyCsvFileInto). */
const BLOB_BYTES = 1024 * 1024;

/**
 * Runs `copy <target> from ...` with a CSV file inside the caller's transaction: COPY FROM STDIN
 * streamed from the file on PostgreSQL; on the embedded store one COPY from PGlite's blob device
 * per megabyte of whole lines, because the device holds its blob in WebAssembly memory, which
 * never shrinks. The file's records must be single lines (no quoted line breaks), as the spooled
 * uploads are. `target` is trusted SQL such as `staging (well_id, date)`, never user input.
 */
export async function copyCsvFileInto(tx: Tx, target: string, filePath: string): Promise<void> {
  const pieces =
    driverClientOf(tx) instanceof pg.Client ? createReadStream(filePath) : wholeLines(filePath, BLOB_BYTES);
  await copyCsvPiecesInto(tx, target, pieces);
}

/**
 * Runs `copy <target> from ...` with CSV arriving in pieces inside the caller's transaction: one
 * COPY FROM STDIN fed piece by piece on PostgreSQL (so a row may reference one of a later piece),
 * one COPY from the blob device per piece on the embedded store, where each piece must hold whole
 * records. `target` is trusted SQL, never user input.
 */
export async function copyCsvPiecesInto(
  tx: Tx,
  target: string,
  pieces: AsyncIterable<Uint8Array<ArrayBuffer>>,
): Promise<void> {
  const client = driverClientOf(tx);
  if (client instanceof pg.Client) {
    await pipeline(pieces, client.query(copyFrom(`copy ${target} from stdin with (format csv)`)));
    return;
  }
  for await (const piece of pieces) {
    await client.query(`copy ${target} from '/dev/blob' with (format csv)`, [], { blob: new Blob([piece]) });
  }
}

/**
 * The rows of `table` in the embedded store as CSV, `pages` heap pages at a time: PGlite hands a
 * COPY's whole output back at once, so a table of millions of rows is read in ranges of its pages
 * (a TID range scan, in physical order, no sort), each piece whole records. `table` and `columns`
 * are trusted SQL, never user input.
 */
export async function* csvPiecesOfTable(
  tx: Tx,
  table: string,
  columns: string,
  pages: number,
): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  const client = driverClientOf(tx);
  if (client instanceof pg.Client) throw new Error('csvPiecesOfTable reads the embedded store only');
  const size = await client.query<{ pages: number }>(
    `select (pg_relation_size($1::regclass) / current_setting('block_size')::int)::int as pages`,
    [table],
  );
  const tablePages = size.rows[0]?.pages ?? 0;
  for (let first = 0; first < tablePages; first += pages) {
    const range = `ctid >= '(${first},0)'::tid and ctid < '(${first + pages},0)'::tid`;
    const result = await client.query(
      `copy (select ${columns} from ${table} where ${range}) to '/dev/blob' with (format csv)`,
    );
    if (result.blob) yield new Uint8Array(await result.blob.arrayBuffer());
  }
}

/** The file in pieces of about `bytes`, each ending at a line break (the last one may not). */
async function* wholeLines(filePath: string, bytes: number): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  let carried: Buffer = Buffer.alloc(0);
  for await (const chunk of createReadStream(filePath, { highWaterMark: bytes })) {
    const data = carried.length ? Buffer.concat([carried, chunk as Buffer]) : (chunk as Buffer);
    const end = data.lastIndexOf(0x0a) + 1;
    carried = data.subarray(end);
    if (end > 0) yield new Uint8Array(data.subarray(0, end));
  }
  if (carried.length) yield new Uint8Array(carried);
}
