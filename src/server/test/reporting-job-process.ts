/**
 * One run of the reporting job in a process of its own, as an instance of the app runs it: on the
 * PostgreSQL database at argv[2], sending through the local test SMTP server on port argv[3], on the
 * day argv[4]. Prints the outcome as JSON. The reminder tests kill it mid-run.
 *
 *   node --import tsx src/server/test/reporting-job-process.ts <databaseUrl> <smtpPort> <today>
 */
import { openDatabase } from '../db/client';
import { runReportingJob } from '../modules/reporting';
import { jobSettings, smtpMailerTo } from './factories/reporting';

const [databaseUrl, smtpPort, today] = process.argv.slice(2);
if (!databaseUrl || !smtpPort || !today) {
  throw new Error('Usage: reporting-job-process.ts <databaseUrl> <smtpPort> <today>');
}
const database = await openDatabase({ databaseUrl });
try {
  const outcome = await runReportingJob(database.db, jobSettings(today, smtpMailerTo(Number(smtpPort))));
  process.stdout.write(`${JSON.stringify(outcome)}\n`);
} finally {
  await database.close();
}
