import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { backupTarget, writeAtomically, writeBlob } from './backup-files';
import { controlSocketPath, requestBackupFromServer } from './control-socket';
import { postgresToolConnection, runPostgresTool } from './postgres-tools';

/**
 * The embedded store's dump when no portal holds the data folder: opened here, dumped, closed.
 * A folder without a database is refused rather than opened, which would create an empty one.
 */
async function dumpDataFolder(dataDir: string, file: string): Promise<void> {
  if (!existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))) {
    throw new Error(`DATA_DIR ${dataDir} holds no database: there is nothing to back up.`);
  }
  const database = await openDatabase({ dataDir });
  try {
    if (!database.dumpDataDir) throw new Error('The embedded store cannot be dumped by this version.');
    await writeBlob(await database.dumpDataDir(), file);
  } finally {
    await database.close();
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
  /** Who made the dump: the running portal, this process from the data folder, or pg_dump. */
  madeBy: 'running portal' | 'data folder' | 'pg_dump';
}

/**
 * One backup of the configured store. Embedded: the running portal dumps it through its control
 * socket, or, with no portal running, this process opens the folder and dumps it. PostgreSQL:
 * pg_dump's custom format (compressed, restored by pg_restore).
 */
export async function takeBackup(
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'backupDir'>,
  given?: string,
  at = new Date(),
): Promise<BackupResult> {
  const { databaseUrl } = config;
  if (databaseUrl) {
    const file = backupTarget('postgres', config.backupDir, given, at);
    const bytes = await writeAtomically(file, (temporary) => dumpPostgres(databaseUrl, temporary));
    return { file, bytes, madeBy: 'pg_dump' };
  }
  const file = backupTarget('embedded', config.backupDir, given, at);
  let madeBy: BackupResult['madeBy'] = 'running portal';
  const bytes = await writeAtomically(file, async (temporary) => {
    const answer = await requestBackupFromServer(controlSocketPath(config.dataDir), temporary);
    if (answer !== 'no portal') return;
    madeBy = 'data folder';
    await dumpDataFolder(config.dataDir, temporary);
  });
  return { file, bytes, madeBy };
}

async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const connection = postgresToolConnection(databaseUrl);
  await runPostgresTool('pg_dump', ['--format=custom', `--file=${file}`, connection.dbnameArgument], {
    env: connection.env,
  });
}
