import { loggableError } from '../../db/client';
import { scheduleJob, type ScheduledJob } from '../../scheduled-job';
import type { ApiInstance, AppContext } from '../context';
import { measureJob } from '../operations';
import { runReportingJob } from './reporting-job';

/**
 * Runs the daily reporting job on REPORTING_REMINDER_SCHEDULE (cron, district time) while the app
 * serves; closing the app waits for a run under way. Every instance may run it: the fees and
 * reminders are unique rows, so the work is done once.
 */
export function scheduleReportingJob(app: ApiInstance, context: AppContext): void {
  const pattern = context.config.reportingReminderSchedule;
  if (!pattern) return;
  let job: ScheduledJob | undefined;
  app.addHook('onReady', () => {
    job = scheduleJob(pattern, context.config.districtTimeZone, async () => {
      try {
        const outcome = await measureJob(context.metrics, 'reporting_reminders', () =>
          runReportingJob(context.database.db, {
            today: context.today(),
            timeZone: context.config.districtTimeZone,
            publicUrl: context.config.publicUrl,
            mailer: context.mailer,
          }),
        );
        app.log.info(`Reporting job: ${outcome.levied} late-report fees levied; ${outcome.message}`);
      } catch (error) {
        app.log.error({ err: loggableError(error) }, 'Reporting job failed');
      }
    });
  });
  app.addHook('onClose', async () => {
    await job?.stop();
  });
}
