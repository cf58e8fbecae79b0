import { loggableError } from '../../db/client';
import { scheduleJob, type ScheduledJob } from '../../scheduled-job';
import type { ApiInstance, AppContext } from '../context';
import { measureJob } from '../operations';
import { runPermitJob } from './permit-job';

/** Runs the nightly permit check on PERMIT_CHECK_SCHEDULE (cron, district time) while the app serves. */
export function schedulePermitJob(app: ApiInstance, context: AppContext): void {
  const pattern = context.config.permitCheckSchedule;
  if (!pattern) return;
  let job: ScheduledJob | undefined;
  app.addHook('onReady', () => {
    job = scheduleJob(pattern, context.config.districtTimeZone, async () => {
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
    });
  });
  app.addHook('onClose', async () => {
    await job?.stop();
  });
}
