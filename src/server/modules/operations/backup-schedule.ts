import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { scheduleJob, type ScheduledJob } from '../../scheduled-job';
import { measureJob, type AppMetrics } from './metrics';
import { backupFileName, backupNameTime, formatBytes, writeAtomically, writeBlob } from './backup-files';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A temporary file of an interrupted backup: `.portal-backup-<stamp>.tar.gz.<hex>.partial`. */
const PARTIAL_NAME_PATTERN = /^\.(portal-backup-[^/]+\.tar\.gz)\.[0-9a-f]{8}\.partial$/;

export interface NightlyBackupSettings {
  backupDir: string;
  keepDays: number;
  now?: Date;
}

export interface NightlyBackup {
  file: string;
  bytes: number;
  /** Names of the old backups deleted after this one was written. */
  removed: string[];
}

/**
 * One backup of the embedded store into `backupDir`, then the portal's own embedded backups (and
 * leftovers of interrupted ones) older than `keepDays` are deleted; nothing else in the folder is
 * touched. Answers null, doing nothing, while another run holds the job's lock.
 */
export async function runNightlyBackup(
  database: Database,
  { backupDir, keepDays, now = new Date() }: NightlyBackupSettings,
): Promise<NightlyBackup | null> {
  const { dumpDataDir } = database;
  if (!dumpDataDir)
    throw new Error('The nightly backup is for the embedded store; PostgreSQL has its own tools.');
  const [lock] = await database.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
    ADVISORY_LOCKS.nightlyBackup,
  ]);
  if (!lock?.locked) return null;
  try {
    const file = path.join(backupDir, backupFileName('embedded', now));
    const bytes = await writeAtomically(file, async (temporary) => writeBlob(await dumpDataDir(), temporary));
    return { file, bytes, removed: await pruneBackups(backupDir, keepDays, now) };
  } finally {
    await database.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.nightlyBackup]);
  }
}

/** Deletes the portal's embedded backups, whole or interrupted, whose names date them before the keep window. */
export async function pruneBackups(backupDir: string, keepDays: number, now: Date): Promise<string[]> {
  const oldest = now.getTime() - keepDays * DAY_MS;
  const removed: string[] = [];
  for (const name of (await readdir(backupDir)).sort()) {
    const backupName = PARTIAL_NAME_PATTERN.exec(name)?.[1] ?? name;
    if (!backupName.endsWith('.tar.gz')) continue;
    const madeAt = backupNameTime(backupName);
    if (!madeAt || madeAt.getTime() >= oldest) continue;
    await rm(path.join(backupDir, name), { force: true });
    removed.push(name);
  }
  return removed;
}

export interface BackupLog {
  info: (message: string) => void;
  error: (error: unknown, message: string) => void;
}

/**
 * Backs the embedded store up on BACKUP_SCHEDULE (district time). Nothing on PostgreSQL, whose
 * operators back up with its own tools, or when the schedule is off. `stop` waits for a run under way.
 */
export function startNightlyBackups(
  config: Pick<AppConfig, 'backupSchedule' | 'backupDir' | 'backupKeepDays' | 'districtTimeZone'>,
  database: Database,
  log: BackupLog,
  metrics: AppMetrics,
): ScheduledJob {
  if (!config.backupSchedule || !database.dumpDataDir) return { stop: async () => undefined };
  return scheduleJob(config.backupSchedule, config.districtTimeZone, async () => {
    try {
      const backup = await measureJob(metrics, 'nightly_backup', () =>
        runNightlyBackup(database, { backupDir: config.backupDir, keepDays: config.backupKeepDays }),
      );
      if (!backup) return log.info('Nightly backup skipped: another run holds its lock');
      const removed = backup.removed.length
        ? `; removed ${backup.removed.length} older than ${config.backupKeepDays} days`
        : '';
      log.info(`Nightly backup: ${backup.file} (${formatBytes(backup.bytes)})${removed}`);
    } catch (error) {
      log.error(error, 'Nightly backup failed');
    }
  });
}
