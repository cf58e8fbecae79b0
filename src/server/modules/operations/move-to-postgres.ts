import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_FOLDER, type Database, type DbOrTx, type Tx } from '../../db/client';
import { copyCsvPiecesInto, csvPiecesOfTable } from '../../db/copy';
import { selectRows } from '../../db/sql';
import { dependencyOrder, tableReferences } from './foreign-key-order';
import { applicationTables, tableFingerprints, tablesInUse } from './table-fingerprints';

/** Heap pages of the embedded store read per COPY: 8 MB of a table, about as much CSV. */
const PIECE_PAGES = 1024;

/** The target cannot take the move; nothing was written to it. */
export class MoveRefusedError extends Error {
  override name = 'MoveRefusedError';
}

export interface MovedTable {
  table: string;
  /** Rows in the embedded store. */
  rows: number;
  /** Rows in PostgreSQL after the copy. */
  targetRows: number;
  /** Row counts and checksums agree. */
  matches: boolean;
  copySeconds: number;
}

export interface MoveReport {
  tables: MovedTable[];
  seconds: number;
}

/** The copy did not reproduce the embedded store; the transaction was rolled back. */
export class MoveVerificationError extends Error {
  override name = 'MoveVerificationError';
  constructor(readonly report: MoveReport) {
    const differing = report.tables.filter((table) => !table.matches).map((table) => table.table);
    super(`The copy differs from the embedded store in ${differing.join(', ')}.`);
  }
}

export interface MoveOptions {
  /** Told as each table's rows are in (inside the transaction, not yet verified). */
  onTableCopied?: (table: string, seconds: number) => void;
}

/**
 * Copies the embedded store into an empty PostgreSQL database: the source is migrated to this
 * version first; then, in one transaction on the target, the same migrations, every application
 * table by COPY in foreign-key order, the sequences, and the fingerprints of both sides compared.
 * Any failure, a difference included, rolls the transaction back and leaves the target as empty as
 * it was. The source must not change meanwhile: the portal is stopped (it holds the data folder).
 */
export async function moveToPostgres(
  source: Database,
  target: Database,
  options: MoveOptions = {},
): Promise<MoveReport> {
  const started = performance.now();
  await source.migrate();
  await refuseUnlessEmpty(target);
  const sourceMigrations = await migrationHashes(source.db);
  const sourceTables = await applicationTables(source.db);
  return target.db.transaction(async (tx) => {
    await migrateWithin(tx);
    if (!sameList(await migrationHashes(tx), sourceMigrations)) {
      throw new MoveRefusedError(
        'The embedded store was migrated by another version of the portal than this one: move it with that version.',
      );
    }
    if (!sameList(await applicationTables(tx), sourceTables)) {
      throw new MoveRefusedError('The embedded store holds other tables than the migrations make.');
    }
    const order = dependencyOrder(sourceTables, await tableReferences(tx));
    // The migrations insert a few rows of their own (the roles); the source's replace them.
    await tx.execute(
      sql`truncate ${sql.join(
        order.map((table) => sql.identifier(table)),
        sql`, `,
      )}`,
    );
    const copySeconds = await copyTables(source, tx, order, options);
    await continueSequences(source.db, tx);
    const report = { tables: await compareTables(source, tx, copySeconds), seconds: secondsSince(started) };
    if (report.tables.some((table) => !table.matches)) throw new MoveVerificationError(report);
    return report;
  });
}

async function copyTables(source: Database, tx: Tx, order: string[], options: MoveOptions) {
  const copySeconds = new Map<string, number>();
  for (const table of order) {
    const started = performance.now();
    await copyTable(source, tx, table);
    const seconds = secondsSince(started);
    copySeconds.set(table, seconds);
    options.onTableCopied?.(table, seconds);
  }
  return copySeconds;
}

/** Each table's fingerprint on both sides, side by side: the embedded store's in this process, the other on its server. */
async function compareTables(
  source: Database,
  tx: Tx,
  copySeconds: Map<string, number>,
): Promise<MovedTable[]> {
  const [sourcePrints, targetPrints] = await Promise.all([
    tableFingerprints(source.db),
    tableFingerprints(tx),
  ]);
  return sourcePrints.map((print) => {
    const copied = targetPrints.find((other) => other.table === print.table);
    return {
      table: print.table,
      rows: print.rows,
      targetRows: copied?.rows ?? 0,
      matches: copied?.rows === print.rows && copied.checksum === print.checksum,
      copySeconds: copySeconds.get(print.table) ?? 0,
    };
  });
}

function secondsSince(started: number): number {
  return (performance.now() - started) / 1000;
}

async function refuseUnlessEmpty(target: Database): Promise<void> {
  if ((await tablesInUse(target.db)) > 0) {
    throw new MoveRefusedError(
      'The PostgreSQL database is not empty (it has tables, or a portal has migrated it): ' +
        'the move copies into an empty database only. Create a new one, or drop what it holds.',
    );
  }
}

/** The migrations the database has applied, oldest first, as the migrator records them. */
async function migrationHashes(db: DbOrTx): Promise<string[]> {
  const rows = await selectRows<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by id`,
  );
  return rows.map((row) => row.hash);
}

/**
 * The app's migrations through Drizzle's own migrator, but inside the move's transaction, so a
 * failed move leaves no schema behind either: its "transaction" is the one already open (the
 * migrator asks its session for nothing else than these three calls).
 */
async function migrateWithin(tx: Tx): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  const session = {
    execute: (query: SQL) => tx.execute(query),
    all: (query: SQL) => selectRows(tx, query),
    transaction: (run: (inner: Tx) => Promise<void>) => run(tx),
  };
  // The migrator types its session as Drizzle's whole session class, of which it uses the above.
  await new PgDialect().migrate(readMigrationFiles(config), session as unknown as PgSession, config);
}

/**
 * One table's rows, read from the embedded store a range of pages at a time and written by one
 * COPY. Its triggers stay off meanwhile, as in a restore: they guard changes made through the
 * portal (pumpage naming a well, for one, is checked by a trigger rather than a foreign key, and
 * the pumpage tables come before wells by name), and these rows were checked when they were made.
 * The foreign keys are still checked.
 */
async function copyTable(source: Database, tx: Tx, table: string): Promise<void> {
  const columns = await columnList(source.db, table);
  const quoted = pg.escapeIdentifier(table);
  await tx.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
  await source.db.transaction((sourceTx) =>
    copyCsvPiecesInto(tx, `${quoted} (${columns})`, csvPiecesOfTable(sourceTx, quoted, columns, PIECE_PAGES)),
  );
  await tx.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
}

/** The table's stored columns as a COPY column list (generated columns are computed, not copied). */
async function columnList(db: DbOrTx, table: string): Promise<string> {
  const columns = await selectRows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return columns.map((column) => pg.escapeIdentifier(column.name)).join(', ');
}

/**
 * Every serial column's sequence continues where the embedded store's would have, and in any case
 * past the column's largest value: an id once handed out (a deleted row's, which the audit log may
 * still name) is not handed out again.
 */
async function continueSequences(source: DbOrTx, tx: Tx): Promise<void> {
  const serials = await selectRows<{ table: string; column: string; last: string | null }>(
    source,
    sql`select table_name as "table", column_name as "column",
               pg_sequence_last_value(pg_get_serial_sequence(quote_ident(table_name), column_name)::regclass)::text as last
        from information_schema.columns
        where table_schema = 'public' and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
  );
  for (const { table, column, last } of serials) {
    const next = last === null ? '1' : (BigInt(last) + 1n).toString();
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${pg.escapeIdentifier(table)}, ${column}),
                        greatest(${next}::bigint, (select coalesce(max(${sql.identifier(column)}), 0) + 1
                                                   from ${sql.identifier(table)})), false)`,
    );
  }
}

function sameList(one: readonly string[], other: readonly string[]): boolean {
  return one.length === other.length && one.every((item, index) => item === other[index]);
}
