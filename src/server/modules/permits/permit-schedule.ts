import { loggableError } from '../../db/client';
import { scheduleJob, type ScheduledJob } from '../../scheduled-job';
import type { ApiInstance, AppContext } from '../context';
import { measureJob } from '../operations';
import { runPermitJob } from './permit-job';

/** The check after start waits this long, so it does not compete with the first requests. */
const CHECK_AFTER_START_MS = 15_000;

/**
 * Runs the permit check on PERMIT_CHECK_SCHEDULE (cron, district time) while the app serves, and
 * once soon after it starts, so an alert due while no instance ran goes out without waiting for the
 * night. Closing the app waits for a run under way; runs at once on several instances are safe.
 */
export function schedulePermitJob(app: ApiInstance, context: AppContext): void {
  const pattern = context.config.permitCheckSchedule;
  if (!pattern) return;
  const run = async () => {
    try {
      const outcome = await measureJob(context.metrics, 'permit_check', () =>
        runPermitJob(context.database.db, { today: context.today(), mailer: context.mailer }),
      );
      app.log.info(
        `Permit check: ${outcome.claimed} alerts, ${outcome.sent} messages sent, ${outcome.failed} failed`,
      );
    } catch (error) {
      app.log.error({ err: loggableError(error) }, 'Permit check failed');
    }
  };
  let job: ScheduledJob | undefined;
  let afterStart: NodeJS.Timeout | undefined;
  let startRun: Promise<void> | undefined;
  app.addHook('onReady', () => {
    job = scheduleJob(pattern, context.config.districtTimeZone, run);
    afterStart = setTimeout(() => {
      startRun = run();
    }, CHECK_AFTER_START_MS);
    afterStart.unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(afterStart);
    await startRun;
    await job?.stop();
  });
}
