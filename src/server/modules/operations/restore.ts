import { randomBytes } from 'node:crypto';
import { existsSync, openAsBlob, readdirSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { lockDataDir } from '../../db/data-dir-lock';
import type { BackupKind } from './backup-files';
import { postgresToolConnection, runPostgresTool, withoutPassword } from './postgres-tools';
import { tableFingerprints, tablesInUse } from './table-fingerprints';

/** What a file is by its first bytes: gzip (the embedded store's tar) or pg_dump's custom format. */
export async function detectBackupKind(file: string): Promise<BackupKind> {
  const handle = await open(file, 'r');
  const magic = Buffer.alloc(5);
  try {
    await handle.read(magic, 0, 5, 0);
  } finally {
    await handle.close();
  }
  if (magic[0] === 0x1f && magic[1] === 0x8b) return 'embedded';
  if (magic.toString('latin1') === 'PGDMP') return 'postgres';
  throw new Error(
    `${file} is not a portal backup: neither a gzip tar of the embedded store nor a pg_dump custom-format file.`,
  );
}

export interface RestoreResult {
  /** Where the data went: the data folder, or the database (without its password). */
  into: string;
  tables: number;
  rows: number;
}

/** Restores a backup into the configured store, which must be empty; a non-empty one is left as it is. */
export async function restoreBackup(
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl'>,
  file: string,
): Promise<RestoreResult> {
  if (!existsSync(file)) throw new Error(`${file} does not exist.`);
  const kind = await detectBackupKind(file);
  if (config.databaseUrl) {
    if (kind !== 'postgres') {
      throw new Error(
        `${file} is a backup of the embedded store, and DATABASE_URL is set: this portal uses PostgreSQL. ` +
          'Restore it with DATABASE_URL unset, into an empty DATA_DIR.',
      );
    }
    return restorePostgres(file, config.databaseUrl);
  }
  if (kind !== 'embedded') {
    throw new Error(
      `${file} is a PostgreSQL backup (pg_dump), and DATABASE_URL is not set: this portal uses the embedded store. ` +
        'Set DATABASE_URL to restore it into an empty PostgreSQL database.',
    );
  }
  return restoreEmbedded(file, config.dataDir);
}

function databaseFolder(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

function refuseUnlessEmpty(dataDir: string): void {
  const folder = databaseFolder(dataDir);
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    throw new Error(
      `DATA_DIR ${dataDir} already holds a database (${folder}); a restore never replaces one. ` +
        'Stop the portal, move that folder aside (keep it until the restored portal is checked), and restore again.',
    );
  }
}

/**
 * Loads the tar into a hidden folder beside the database's, opens it, brings it to this version's
 * migrations and counts it, and only then renames it into place: a restore that fails leaves the
 * data folder as empty as it was.
 */
export async function restoreEmbedded(file: string, dataDir: string): Promise<RestoreResult> {
  refuseUnlessEmpty(dataDir);
  await mkdir(dataDir, { recursive: true });
  // No portal may start on the folder while it is being filled.
  const lock = lockDataDir(dataDir);
  const staging = path.join(dataDir, `.pgdata-restoring-${randomBytes(4).toString('hex')}`);
  try {
    refuseUnlessEmpty(dataDir);
    let pglite: PGlite;
    try {
      pglite = await PGlite.create(staging, { loadDataDir: await openAsBlob(file) });
    } catch (error) {
      throw new Error(`${file} could not be loaded as a backup of the embedded store: ${messageOf(error)}`, {
        cause: error,
      });
    }
    const summary = await migrateAndCount(await openDatabase({ pglite }));
    await rename(staging, databaseFolder(dataDir));
    return { into: dataDir, ...summary };
  } finally {
    await rm(staging, { recursive: true, force: true });
    lock.release();
  }
}

/** A backup of an older version gets this version's migrations, as the portal would at start. */
async function migrateAndCount(database: Database): Promise<Omit<RestoreResult, 'into'>> {
  try {
    await database.migrate();
    const fingerprints = await tableFingerprints(database.db);
    return { tables: fingerprints.length, rows: fingerprints.reduce((sum, table) => sum + table.rows, 0) };
  } finally {
    await database.close();
  }
}

/**
 * pg_restore into an empty database, in one transaction that stops at the first error, so a
 * failed restore leaves the database as empty as it was. Objects belong to the connecting role.
 */
export async function restorePostgres(file: string, databaseUrl: string): Promise<RestoreResult> {
  const into = withoutPassword(databaseUrl);
  const before = await openDatabase({ databaseUrl });
  try {
    const tables = await tablesInUse(before.db);
    if (tables > 0) {
      throw new Error(
        `The database ${into} already holds ${tables} tables; a restore never replaces data. ` +
          'Create an empty database, point DATABASE_URL at it, and restore again.',
      );
    }
  } finally {
    await before.close();
  }
  const connection = postgresToolConnection(databaseUrl);
  await runPostgresTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      connection.dbnameArgument,
      path.resolve(file),
    ],
    { env: connection.env },
  );
  return { into, ...(await migrateAndCount(await openDatabase({ databaseUrl }))) };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
