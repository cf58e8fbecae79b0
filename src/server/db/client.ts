import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir, type DataDirLock, type LockOwner } from './data-dir-lock';
import * as schema from './schema';
import { ADVISORY_LOCKS } from './advisory-locks';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A use case takes either the database or the transaction it runs in. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Plain SQL with positional parameters: for benchmarks and the few places Drizzle cannot express. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  migrate(): Promise<void>;
  /**
   * Subscribes to NOTIFY on `channel`. `onLost` is called once if the subscription breaks (the
   * PostgreSQL connection it uses is lost); the caller may subscribe again. Answers unsubscribe.
   */
  listen(channel: string, onMessage: (payload: string) => void, onLost: () => void): Promise<Unsubscribe>;
  /**
   * The embedded store only: a consistent gzip tar of its data folder, taken between transactions
   * after a checkpoint, which PGlite can open again (`loadDataDir`).
   */
  dumpDataDir?: () => Promise<Blob>;
  /** Connections open, idle and asked for, for the metrics: the pool's, or PGlite's one connection. */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export type Unsubscribe = () => Promise<void>;

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite store is used. */
  databaseUrl?: string;
  /** Folder of the embedded store; absent means in memory. */
  dataDir?: string;
  /** An embedded database to wrap, e.g. a clone of a migrated template in tests. */
  pglite?: PGlite;
  /** Told when the data folder's lock was left by a process that is gone, and has been taken over. */
  onStaleLock?: (owner: LockOwner) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options);
}

/**
 * Session settings of the app's connections. Parallel workers take several milliseconds to start,
 * which on a district's small server doubled the year counts of the pumpage table (10 ms alone,
 * 15-30 ms with workers); ten times PostgreSQL's default setup cost keeps them for the scans that
 * are worth it, such as counting every row of daily_pumpage.
 */
export const SESSION_OPTIONS = '-c parallel_setup_cost=10000';

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, options: SESSION_OPTIONS });
  // Fail at start-up, not at the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async query(sql, params) {
      const result = await pool.query(sql, params);
      return result.rows;
    },
    async migrate() {
      // Two instances starting together must not both apply the same migration.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migration]);
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.migration])
          .catch(() => undefined);
        client.release();
      }
    },
    listen: (channel, onMessage, onLost) => listenOnPostgres(connectionString, channel, onMessage, onLost),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** A connection of its own: LISTEN holds it for as long as the subscription lives. */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onLost: () => void,
): Promise<Unsubscribe> {
  const client = new pg.Client({ connectionString });
  let open = true;
  const lost = () => {
    if (!open) return;
    open = false;
    onLost();
  };
  client.on('notification', (message) => {
    if (message.channel === channel) onMessage(message.payload ?? '');
  });
  client.on('error', lost);
  client.on('end', lost);
  await client.connect();
  await client.query(`listen ${pg.escapeIdentifier(channel)}`);
  return async () => {
    open = false;
    await client.end();
  };
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let client = options.pglite;
  let lock: DataDirLock | undefined;
  if (!client) {
    if (options.dataDir) {
      mkdirSync(options.dataDir, { recursive: true });
      lock = lockDataDir(options.dataDir);
      if (lock.replacedStaleOwner) options.onStaleLock?.(lock.replacedStaleOwner);
    }
    try {
      client = await PGlite.create(options.dataDir ? path.join(options.dataDir, 'pgdata') : undefined);
    } catch (error) {
      lock?.release();
      throw error;
    }
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async query(sql, params) {
      const result = await pglite.query(sql, params);
      return result.rows as never[];
    },
    migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder: MIGRATIONS_FOLDER }),
    // In process: notifications arrive as the notifying transaction commits, and cannot be lost.
    listen: (channel, onMessage) => pglite.listen(channel, onMessage),
    // One connection in process, always open; PGlite does not say how many queries wait for it.
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    // Inside a transaction of its own, no other transaction is open (PGlite runs one at a time), so
    // none is half in the dump; the checkpoint writes out what only the write-ahead log held.
    dumpDataDir: () =>
      pglite.transaction(async (tx) => {
        await tx.exec('checkpoint');
        return pglite.dumpDataDir('gzip');
      }),
    async close() {
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** What a failed query's log line may show of the driver's error: never its detail, which quotes rows. */
const SAFE_DRIVER_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

/**
 * A failed query as a log line may carry it: the statement and the driver's error, not the bound
 * values. Drizzle's error puts every parameter in its message and `params`, and PostgreSQL's
 * `detail` quotes the failing row ("Failing row contains (...)"), so a password hash being written
 * would reach the log. Other errors pass through unchanged.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause: unknown = error.cause;
  const driver: Record<string, unknown> = {};
  if (cause instanceof Error) driver.message = cause.message;
  if (cause && typeof cause === 'object') {
    for (const field of SAFE_DRIVER_FIELDS) {
      const value = (cause as Record<string, unknown>)[field];
      if (value !== undefined) driver[field] = value;
    }
  }
  const safe = new Error(`Failed query: ${error.query}`);
  safe.name = 'DrizzleQueryError';
  // The original stack begins with the message, parameters included: keep only its frames.
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  return Object.assign(safe, { query: error.query, driverError: driver });
}
