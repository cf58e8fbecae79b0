import type { DbOrTx } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import { levyLateReportFees } from './late-report-fees';
import { sendReminders } from './reminders';

export interface ReportingJobSettings {
  today: string;
  timeZone: string;
  publicUrl: string;
  mailer: Mailer;
}

/**
 * One run of the daily reporting job: late-report fees on the reports missing past their due date,
 * then the reminders each missing report calls for today, and the retry of those that failed. Safe
 * to run again and on several instances at once: every fee and reminder is a unique row.
 */
export async function runReportingJob(db: DbOrTx, settings: ReportingJobSettings) {
  const levied = await levyLateReportFees(db, settings);
  const reminders = await sendReminders(db, { ...settings, sentBy: null });
  return { levied, ...reminders };
}
