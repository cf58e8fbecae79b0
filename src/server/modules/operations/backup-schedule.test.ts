import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { insertAccessMatrix } from '../../test/factories/people';
import { sampleSum } from '../../test/metrics-text';
import { BACKUP_NAME_PATTERN } from './backup-files';
import { runNightlyBackup, startNightlyBackups } from './backup-schedule';
import { openEmbedded, removeTemporaryFolders, temporaryFolder } from './backup-test-support';
import { restoreEmbedded } from './restore';
import { AppMetrics } from './metrics';
import { tableFingerprints } from './table-fingerprints';

afterAll(removeTemporaryFolders);

async function filledEmbedded(): Promise<Database> {
  const database = await openEmbedded(temporaryFolder());
  await insertAccessMatrix(database.db);
  return database;
}

async function advisoryLocksHeld(database: Database): Promise<number> {
  const [row] = await database.query<{ count: number }>(
    `select count(*)::int as count from pg_locks where locktype = 'advisory'`,
  );
  return Number(row?.count);
}

describe('the nightly backup', () => {
  it('writes a backup that restores, then deletes only its own backups older than the keep days', async () => {
    const database = await filledEmbedded();
    const backupDir = temporaryFolder();
    const files = {
      oldBackup: 'portal-backup-2026-11-01T073000Z.tar.gz',
      oldInterrupted: '.portal-backup-2026-10-01T073000Z.tar.gz.0a1b2c3d.partial',
      recentBackup: 'portal-backup-2026-11-12T073000Z.tar.gz',
      oldPostgresDump: 'portal-backup-2026-10-01T073000Z.dump',
      someoneElses: 'district-2026-01-01.tar.gz',
      notOurPattern: 'portal-backup-latest.tar.gz',
      copiedAside: 'portal-backup-2026-10-01T073000Z.tar.gz.bak',
    };
    for (const name of Object.values(files)) writeFileSync(path.join(backupDir, name), 'kept?');

    const now = new Date('2026-11-25T07:30:00Z');
    const backup = await runNightlyBackup(database, { backupDir, keepDays: 14, now });
    expect(backup?.file).toBe(path.join(backupDir, 'portal-backup-2026-11-25T073000Z.tar.gz'));
    expect(backup?.removed.sort()).toEqual([files.oldInterrupted, files.oldBackup].sort());
    const { oldBackup: _removed, oldInterrupted: _alsoRemoved, ...kept } = files;
    expect(readdirSync(backupDir).sort()).toEqual(
      [...Object.values(kept), 'portal-backup-2026-11-25T073000Z.tar.gz'].sort(),
    );
    expect(await advisoryLocksHeld(database)).toBe(0);

    const expected = await tableFingerprints(database.db);
    await database.close();
    const restoredDir = temporaryFolder();
    await restoreEmbedded(path.join(backupDir, 'portal-backup-2026-11-25T073000Z.tar.gz'), restoredDir);
    const restored = await openDatabase({ dataDir: restoredDir });
    expect(await tableFingerprints(restored.db)).toEqual(expected);
    await restored.close();
  });

  it('does nothing while another run holds its lock', async () => {
    const database = await filledEmbedded();
    const backupDir = temporaryFolder();
    const old = 'portal-backup-2020-01-01T000000Z.tar.gz';
    writeFileSync(path.join(backupDir, old), 'old');
    // PGlite has one session, which always gets its own lock again: the lock held by another
    // session is what PostgreSQL would answer, false.
    const lockedElsewhere: Database = {
      ...database,
      query: (text, params) =>
        text.includes('pg_try_advisory_lock')
          ? Promise.resolve([{ locked: false }] as never[])
          : database.query(text, params),
    };
    expect(await runNightlyBackup(lockedElsewhere, { backupDir, keepDays: 14 })).toBeNull();
    expect(readdirSync(backupDir)).toEqual([old]);
    await database.close();
  });

  it('runs on its schedule and stops, waiting for the run under way', async () => {
    const database = await filledEmbedded();
    const backupDir = temporaryFolder();
    let ran!: () => void;
    const firstRun = new Promise<void>((resolve) => (ran = resolve));
    const failures: unknown[] = [];
    const metrics = new AppMetrics(() => database.poolStats(), false);
    const nightly = startNightlyBackups(
      { backupSchedule: '* * * * * *', backupDir, backupKeepDays: 14, districtTimeZone: 'America/Chicago' },
      database,
      {
        info: (message) => message.startsWith('Nightly backup: ') && ran(),
        error: (error) => failures.push(error),
      },
      metrics,
    );
    await firstRun;
    await nightly.stop();
    await database.close();
    expect(failures).toEqual([]);
    const exposition = await metrics.registry.metrics();
    expect(
      sampleSum(exposition, 'portal_job_runs_total', { job: 'nightly_backup', outcome: 'succeeded' }),
    ).toBeGreaterThan(0);
    expect(readdirSync(backupDir).length).toBeGreaterThan(0);
    for (const name of readdirSync(backupDir)) expect(name).toMatch(BACKUP_NAME_PATTERN);
  });

  it('is off without a schedule, and on PostgreSQL', async () => {
    const backupDir = temporaryFolder();
    const settings = { backupDir, backupKeepDays: 14, districtTimeZone: 'America/Chicago' };
    const database = await filledEmbedded();
    const log = { info: () => undefined, error: () => undefined };
    const metrics = new AppMetrics(() => database.poolStats(), false);
    await startNightlyBackups({ ...settings, backupSchedule: null }, database, log, metrics).stop();
    const { dumpDataDir: _postgresHasNone, ...postgresLike } = database;
    await startNightlyBackups(
      { ...settings, backupSchedule: '* * * * * *' },
      postgresLike,
      log,
      metrics,
    ).stop();
    await expect(runNightlyBackup(postgresLike, { backupDir, keepDays: 14 })).rejects.toThrow(
      /embedded store/,
    );
    await database.close();
    expect(readdirSync(backupDir)).toEqual([]);
  });
});

describe('the backup settings', () => {
  it('default to ./backups, 14 days and 01:30 nightly; off turns the schedule off; nonsense is refused', () => {
    const DATA_DIR = temporaryFolder();
    expect(loadConfig({ DATA_DIR })).toMatchObject({
      backupDir: path.resolve('backups'),
      backupKeepDays: 14,
      backupSchedule: '30 1 * * *',
    });
    expect(
      loadConfig({ DATA_DIR, BACKUP_DIR: 'elsewhere', BACKUP_KEEP: '30', BACKUP_SCHEDULE: 'off' }),
    ).toMatchObject({
      backupDir: path.resolve('elsewhere'),
      backupKeepDays: 30,
      backupSchedule: null,
    });
    expect(() => loadConfig({ DATA_DIR, BACKUP_KEEP: '0', BACKUP_SCHEDULE: 'nightly' })).toThrow(
      /BACKUP_KEEP: .*\n.*BACKUP_SCHEDULE: must be a cron pattern/,
    );
  });
});
