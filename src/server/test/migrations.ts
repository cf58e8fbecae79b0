import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../db/client';
import { createScratchPostgres } from '../modules/operations/backup-test-support';

/**
 * A copy of the migrations folder whose journal lists only the first `count` migrations: the
 * schema as an earlier version of the portal left it. The caller removes the folder.
 */
export function earlierMigrationsFolder(count: number): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'gdp-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return folder;
}

/** Runs the migrations of `migrationsFolder` through the migrator of the database's driver. */
export async function migrateFrom(database: Database, migrationsFolder: string): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}

/**
 * A database with nothing in it, not even the migrations: in memory, or with TEST_DATABASE_URL a
 * new PostgreSQL database of its own (not a copy of the migrated template), dropped on close.
 */
export async function openEmptyDatabase(): Promise<Database> {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (!testDatabaseUrl) return openDatabase({});
  const scratch = await createScratchPostgres(testDatabaseUrl, false);
  const database = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
