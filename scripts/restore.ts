import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { restoreBackup } from '../src/server/modules/operations/restore';

// `npm run restore -- FILE`: into an empty DATA_DIR, or with DATABASE_URL an empty PostgreSQL database.
try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new Error('Usage: npm run restore -- FILE');
  const restored = await restoreBackup(loadConfig(), file);
  console.log(
    `Restored ${file} into ${restored.into}: ${restored.tables} tables, ` +
      `${restored.rows.toLocaleString('en-US')} rows. Start the portal to use it.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
