import { loggableError } from '../../db/client';
import { scheduleJob, type ScheduledJob } from '../../scheduled-job';
import type { ApiInstance, AppContext } from '../context';
import { measureJob } from '../operations';
import { runRateNoticeJob } from './rate-notice-job';

/** The run after start waits this long, so it does not compete with the first requests. */
const RUN_AFTER_START_MS = 20_000;

/**
 * Sends the notices of future rates still due on RATE_NOTICE_SCHEDULE (cron, district time) while
 * the app serves, and once soon after it starts, so a send cut short by a stop goes out without
 * waiting a day. Closing the app waits for a run under way; runs at once on several instances are
 * safe.
 */
export function scheduleRateNoticeJob(app: ApiInstance, context: AppContext): void {
  const pattern = context.config.rateNoticeSchedule;
  if (!pattern) return;
  const run = async () => {
    try {
      const outcome = await measureJob(context.metrics, 'rate_notices', () =>
        runRateNoticeJob(context.database.db, { today: context.today(), mailer: context.mailer }),
      );
      if (outcome.claimed > 0) {
        app.log.info(`Rate notices: ${outcome.sent} sent, ${outcome.failed} failed`);
      }
    } catch (error) {
      app.log.error({ err: loggableError(error) }, 'Rate notices could not be sent');
    }
  };
  let job: ScheduledJob | undefined;
  let afterStart: NodeJS.Timeout | undefined;
  let startRun: Promise<void> | undefined;
  app.addHook('onReady', () => {
    job = scheduleJob(pattern, context.config.districtTimeZone, run);
    afterStart = setTimeout(() => {
      startRun = run();
    }, RUN_AFTER_START_MS);
    afterStart.unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(afterStart);
    await startRun;
    await job?.stop();
  });
}
