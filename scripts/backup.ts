import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { takeBackup, type BackupResult } from '../src/server/modules/operations/backup';
import { formatBytes } from '../src/server/modules/operations/backup-files';

// `npm run backup [-- FILE_OR_FOLDER]`: a backup of the configured store into BACKUP_DIR, or where given.
const MADE_BY: Record<BackupResult['madeBy'], string> = {
  'running portal': 'dumped by the running portal',
  'data folder': 'dumped from DATA_DIR, no portal running',
  pg_dump: 'pg_dump, custom format',
};

try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length > 1) throw new Error('Usage: npm run backup [-- FILE_OR_FOLDER]');
  const backup = await takeBackup(loadConfig(), positionals[0]);
  console.log(`Backup written to ${backup.file} (${formatBytes(backup.bytes)}, ${MADE_BY[backup.madeBy]}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
