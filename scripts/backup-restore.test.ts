import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseOptions } from '../src/server/db/client';
import {
  createScratchPostgres,
  fillDistrict,
  openEmbedded,
  removeTemporaryFolders,
  temporaryFolder,
} from '../src/server/modules/operations/backup-test-support';
import { controlSocketPath } from '../src/server/modules/operations/control-socket';
import { tableFingerprints } from '../src/server/modules/operations/table-fingerprints';
import { spawnServer } from '../src/server/test/server-process';
import { TEST_JWT_SECRET } from '../src/server/test/test-app';

const run = promisify(execFile);

afterAll(removeTemporaryFolders);

/** `npm run <script>` as an operator runs it in production, on the store `store` names. */
function runScript(script: 'backup' | 'restore', args: string[], store: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET: TEST_JWT_SECRET, ...store },
  });
}

async function fingerprintsOf(options: DatabaseOptions) {
  const database = await openDatabase(options);
  try {
    return await tableFingerprints(database.db);
  } finally {
    await database.close();
  }
}

async function filledDataDir(): Promise<string> {
  const dataDir = temporaryFolder();
  const database = await openEmbedded(dataDir);
  await fillDistrict(database.db);
  await database.close();
  return dataDir;
}

const WRITTEN = /^Backup written to (\S+) \([\d.]+ [kMG]B, (.+)\)\.$/m;

describe('npm run backup and npm run restore', () => {
  it('back up a data folder no portal runs on, restore it into an empty one, and refuse a full one', async () => {
    const dataDir = await filledDataDir();
    const before = await fingerprintsOf({ dataDir });
    const backupDir = temporaryFolder();
    const backup = await runScript('backup', [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    const [, file = '', madeBy] = WRITTEN.exec(backup.stdout) ?? [];
    expect(path.dirname(file)).toBe(backupDir);
    expect(madeBy).toBe('dumped from DATA_DIR, no portal running');

    const restoredDir = temporaryFolder();
    const restore = await runScript('restore', [file], { DATA_DIR: restoredDir });
    expect(restore.stdout).toMatch(new RegExp(`^Restored .* into ${restoredDir}: \\d+ tables, [\\d,]+ rows`));
    expect(await fingerprintsOf({ dataDir: restoredDir })).toEqual(before);

    await expect(runScript('restore', [file], { DATA_DIR: restoredDir })).rejects.toThrow(
      /already holds a database/,
    );
    expect(await fingerprintsOf({ dataDir: restoredDir })).toEqual(before);
  }, 120_000);

  it('ask the running portal for the dump, which restores', async () => {
    const dataDir = await filledDataDir();
    const server = await spawnServer({ DATA_DIR: dataDir });
    const given = path.join(temporaryFolder(), 'while-running.tar.gz');
    let backup: { stdout: string };
    try {
      backup = await runScript('backup', [given], { DATA_DIR: dataDir });
    } finally {
      server.kill('SIGTERM');
      await server.exited;
    }
    expect(WRITTEN.exec(backup.stdout)?.slice(1)).toEqual([given, 'dumped by the running portal']);
    expect(existsSync(controlSocketPath(dataDir))).toBe(false);

    const restoredDir = temporaryFolder();
    await runScript('restore', [given], { DATA_DIR: restoredDir });
    expect(await fingerprintsOf({ dataDir: restoredDir })).toEqual(await fingerprintsOf({ dataDir }));
  }, 120_000);

  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!testDatabaseUrl)(
    'use pg_dump and pg_restore with DATABASE_URL',
    async () => {
      const source = await createScratchPostgres(testDatabaseUrl ?? '', true);
      const target = await createScratchPostgres(testDatabaseUrl ?? '', false);
      try {
        const database = await openDatabase({ databaseUrl: source.url });
        await fillDistrict(database.db);
        await database.close();
        const backup = await runScript('backup', [], {
          DATABASE_URL: source.url,
          BACKUP_DIR: temporaryFolder(),
        });
        const [, file = '', madeBy] = WRITTEN.exec(backup.stdout) ?? [];
        expect(madeBy).toBe('pg_dump, custom format');
        await runScript('restore', [file], { DATABASE_URL: target.url });
        expect(await fingerprintsOf({ databaseUrl: target.url })).toEqual(
          await fingerprintsOf({ databaseUrl: source.url }),
        );
      } finally {
        await Promise.all([source.drop(), target.drop()]);
      }
    },
    120_000,
  );
});
