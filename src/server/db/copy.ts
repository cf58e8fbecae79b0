import { createReadStream, openAsBlob } from 'node:fs';
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

/**
 * Runs `copy <target> from ...` with a CSV file inside the caller's transaction: COPY FROM STDIN
 * streamed from the file on PostgreSQL, PGlite's blob device backed by the file on the embedded
 * store. `target` is trusted SQL such as `staging (well_id, date)`, never user input.
 */
export async function copyCsvFileInto(tx: Tx, target: string, filePath: string): Promise<void> {
  const client = driverClientOf(tx);
  if (client instanceof pg.Client) {
    await pipeline(
      createReadStream(filePath),
      client.query(copyFrom(`copy ${target} from stdin with (format csv)`)),
    );
    return;
  }
  const blob = await openAsBlob(filePath);
  await client.query(`copy ${target} from '/dev/blob' with (format csv)`, [], { blob });
}
