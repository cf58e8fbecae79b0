import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import {
  moveToPostgres,
  MoveVerificationError,
  type MoveReport,
} from '../src/server/modules/operations/move-to-postgres';
import { withoutPassword } from '../src/server/modules/operations/postgres-tools';
import { isOperatorError } from '../src/server/operator-errors';

// `npm run move-to-postgres -- postgres://user:password@host:5432/portal`: copies the embedded store
// in DATA_DIR into that empty PostgreSQL database, checks the copy, and says what to set next.

function printReport(report: MoveReport): void {
  const width = Math.max(...report.tables.map((table) => table.table.length));
  console.log(`\n${'table'.padEnd(width)}  ${'rows'.padStart(12)}  copy`);
  for (const table of report.tables) {
    const rows = table.rows.toLocaleString('en-US').padStart(12);
    const verdict = table.matches
      ? 'same'
      : `DIFFERS (PostgreSQL has ${table.targetRows.toLocaleString('en-US')} rows or other values)`;
    console.log(`${table.table.padEnd(width)}  ${rows}  ${verdict}`);
  }
}

function printNextSteps(config: AppConfig, shownUrl: string): void {
  const secretFile = path.join(config.dataDir, 'jwt-secret');
  const steps = [
    `Set DATABASE_URL=${shownUrl} with its password where the portal reads its settings, and start it.`,
    `Keep DATA_DIR (${config.dataDir}): the embedded store there is untouched, a backup and a way back ` +
      '(unset DATABASE_URL). It is not kept up to date: from now on changes go to PostgreSQL only.',
    process.env.JWT_SECRET
      ? 'Keep JWT_SECRET as it is: the sessions and the sandboxes’ keys are derived from it.'
      : `Set JWT_SECRET to the secret the portal generated in ${secretFile} (JWT_SECRET=$(cat ${secretFile})) ` +
        'wherever it runs on PostgreSQL, or everyone is signed out; production requires it anyway.',
    process.env.ACCOUNTING_TOKEN_KEY
      ? 'Keep ACCOUNTING_TOKEN_KEY as it is: the accounting tokens in the database are encrypted with it.'
      : 'ACCOUNTING_TOKEN_KEY is not set: the stored accounting connection is encrypted under a key derived ' +
        'from JWT_SECRET, which the same JWT_SECRET keeps readable.',
  ];
  console.log('\nNext:');
  steps.forEach((step, index) => console.log(`  ${index + 1}. ${step}`));
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}\n  ${error.cause.message}` : error.message;
}

const databaseUrl = process.argv[2] ?? '';
if (!/^postgres(ql)?:\/\/./.test(databaseUrl) || !URL.canParse(databaseUrl)) {
  console.error('Usage: npm run move-to-postgres -- postgres://user:password@host:5432/database');
  process.exit(2);
}
const shownUrl = withoutPassword(databaseUrl);
let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!isOperatorError(error)) throw error;
  console.error(error.message);
  process.exit(1);
}
// Where openDatabase keeps the embedded store; opening a folder without one would create it.
if (!existsSync(path.join(config.dataDir, 'pgdata'))) {
  console.error(`There is no embedded store in DATA_DIR (${config.dataDir}): nothing to move.`);
  process.exit(1);
}

console.log(`Moving the embedded store in ${config.dataDir} into ${shownUrl}`);
let source: Database | undefined;
let target: Database | undefined;
try {
  source = await openDatabase({ dataDir: config.dataDir });
  target = await openDatabase({ databaseUrl });
  const report = await moveToPostgres(source, target, {
    onTableCopied: (table, seconds) => console.log(`  copied ${table} in ${seconds.toFixed(1)} s`),
  });
  printReport(report);
  const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `\nAll ${report.tables.length} tables are the same in PostgreSQL: ${rows.toLocaleString('en-US')} rows ` +
      `moved in ${report.seconds.toFixed(1)} s.`,
  );
  printNextSteps(config, shownUrl);
} catch (error) {
  if (error instanceof MoveVerificationError) printReport(error.report);
  console.error(`\nThe move failed, and left PostgreSQL as it was: ${describeError(error)}`);
  process.exitCode = 1;
} finally {
  await target?.close();
  await source?.close();
}
