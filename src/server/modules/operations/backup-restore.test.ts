import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { takeBackup } from './backup';
import {
  createScratchPostgres,
  fillDistrict,
  openEmbedded,
  removeTemporaryFolders,
  temporaryFolder,
  type ScratchPostgres,
} from './backup-test-support';
import { postgresToolConnection } from './postgres-tools';
import { restoreBackup } from './restore';
import { tableFingerprints } from './table-fingerprints';

afterAll(removeTemporaryFolders);

async function embeddedFingerprints(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    return await tableFingerprints(database.db);
  } finally {
    await database.close();
  }
}

/** A data folder holding the filled district, closed: no portal runs on it. */
async function filledDataDir() {
  const dataDir = temporaryFolder();
  const database = await openEmbedded(dataDir);
  await fillDistrict(database.db);
  await database.close();
  return dataDir;
}

describe('backup and restore of the embedded store', () => {
  it('restores every table’s rows exactly after the data folder is wiped', async () => {
    const dataDir = await filledDataDir();
    const before = await embeddedFingerprints(dataDir);
    const backupDir = temporaryFolder();

    const backup = await takeBackup({ dataDir, databaseUrl: undefined, backupDir });
    expect(backup.madeBy).toBe('data folder');
    expect(path.dirname(backup.file)).toBe(backupDir);
    expect(path.basename(backup.file)).toMatch(/^portal-backup-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/);
    expect(readdirSync(backupDir)).toEqual([path.basename(backup.file)]);
    expect(statSync(backup.file).mode & 0o777).toBe(0o600);

    rmSync(path.join(dataDir, 'pgdata'), { recursive: true });
    const restored = await restoreBackup({ dataDir, databaseUrl: undefined }, backup.file);
    expect(restored.rows).toBe(before.reduce((sum, table) => sum + table.rows, 0));
    expect(await embeddedFingerprints(dataDir)).toEqual(before);
    expect(before.find((table) => table.table === 'daily_pumpage')?.rows).toBe(365);
  });

  it('refuses a data folder that holds a database, and leaves it as it was', async () => {
    const dataDir = await filledDataDir();
    const backup = await takeBackup({ dataDir, databaseUrl: undefined, backupDir: temporaryFolder() });
    const before = await embeddedFingerprints(dataDir);
    await expect(restoreBackup({ dataDir, databaseUrl: undefined }, backup.file)).rejects.toThrow(
      /already holds a database .*move that folder aside/,
    );
    expect(await embeddedFingerprints(dataDir)).toEqual(before);
  });

  it('refuses a PostgreSQL dump or a file of neither kind, and a broken tar leaves the folder empty', async () => {
    const folder = temporaryFolder();
    const dataDir = path.join(folder, 'data');
    const store = { dataDir, databaseUrl: undefined };
    const dump = path.join(folder, 'district.dump');
    writeFileSync(dump, 'PGDMP\u0001\u000e\u0000 not really');
    await expect(restoreBackup(store, dump)).rejects.toThrow(/PostgreSQL backup .*Set DATABASE_URL/);
    const text = path.join(folder, 'notes.txt');
    writeFileSync(text, 'hello');
    await expect(restoreBackup(store, text)).rejects.toThrow(/is not a portal backup/);
    const broken = path.join(folder, 'broken.tar.gz');
    writeFileSync(broken, Buffer.from([0x1f, 0x8b, 0x08, 0, 1, 2, 3, 4, 5, 6, 7]));
    await expect(restoreBackup(store, broken)).rejects.toThrow(/could not be loaded as a backup/);
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
    expect(readdirSync(dataDir)).toEqual([]);
    await expect(restoreBackup(store, path.join(folder, 'missing.tar.gz'))).rejects.toThrow(/does not exist/);
  });

  it('never leaves a file under the backup’s name when the dump fails', async () => {
    const dataDir = temporaryFolder();
    const backupDir = temporaryFolder();
    await expect(takeBackup({ dataDir, databaseUrl: undefined, backupDir })).rejects.toThrow(
      /holds no database/,
    );
    expect(readdirSync(backupDir)).toEqual([]);
  });
});

describe('the PostgreSQL tools’ connection', () => {
  it('keeps the password off the command line', () => {
    const connection = postgresToolConnection(
      'postgres://portal:s3cr%40t@db.local:5433/district?sslmode=require',
    );
    expect(connection.dbnameArgument).toBe(
      '--dbname=postgres://portal@db.local:5433/district?sslmode=require',
    );
    expect(connection.env.PGPASSWORD).toBe('s3cr@t');
  });
});

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!testDatabaseUrl)('backup and restore on PostgreSQL', () => {
  const scratch: ScratchPostgres[] = [];
  afterEach(async () => {
    await Promise.all(scratch.splice(0).map((database) => database.drop()));
  });
  const create = async (migrated: boolean) => {
    const database = await createScratchPostgres(testDatabaseUrl ?? '', migrated);
    scratch.push(database);
    return database;
  };
  const fingerprintsOf = async (url: string) => {
    const database = await openDatabase({ databaseUrl: url });
    try {
      return await tableFingerprints(database.db);
    } finally {
      await database.close();
    }
  };

  it('pg_dump then pg_restore into an empty database gives every table’s rows back; a full one is refused', async () => {
    const source = await create(true);
    const database = await openDatabase({ databaseUrl: source.url });
    await fillDistrict(database.db);
    await database.close();
    const before = await fingerprintsOf(source.url);
    const backupDir = temporaryFolder();

    const backup = await takeBackup({ dataDir: '/nonexistent', databaseUrl: source.url, backupDir });
    expect(backup.madeBy).toBe('pg_dump');
    expect(statSync(backup.file).mode & 0o777).toBe(0o600);
    expect(path.basename(backup.file)).toMatch(/^portal-backup-\d{4}-\d{2}-\d{2}T\d{6}Z\.dump$/);

    const target = await create(false);
    const restored = await restoreBackup({ dataDir: '/nonexistent', databaseUrl: target.url }, backup.file);
    expect(restored.rows).toBe(before.reduce((sum, table) => sum + table.rows, 0));
    expect(await fingerprintsOf(target.url)).toEqual(before);

    await expect(
      restoreBackup({ dataDir: '/nonexistent', databaseUrl: target.url }, backup.file),
    ).rejects.toThrow(/already holds \d+ tables/);
    expect(await fingerprintsOf(target.url)).toEqual(before);
  });

  it('names what pg_dump said when it fails, without the password, and leaves no file', async () => {
    const url = new URL(testDatabaseUrl ?? '');
    url.password = 'hunter2-not-shown';
    url.pathname = '/gdp_backup_no_such_database';
    const backupDir = temporaryFolder();
    const failure = takeBackup({ dataDir: '/nonexistent', databaseUrl: url.toString(), backupDir });
    await expect(failure).rejects.toThrow(/pg_dump failed \(exit code 1\):[\s\S]*does not exist/);
    await expect(failure).rejects.not.toThrow(/hunter2/);
    expect(readdirSync(backupDir)).toEqual([]);
  });

  it('refuses a backup of the embedded store', async () => {
    const dataDir = await filledDataDir();
    const backup = await takeBackup({ dataDir, databaseUrl: undefined, backupDir: temporaryFolder() });
    const target = await create(false);
    await expect(
      restoreBackup({ dataDir: '/nonexistent', databaseUrl: target.url }, backup.file),
    ).rejects.toThrow(/backup of the embedded store, and DATABASE_URL is set/);
  });
});
