import { cronWhileServing } from '../../scheduled-job';
import type { ApiInstance, AppContext } from '../context';
import { runPermitJob } from './permit-job';

/**
 * Runs the permit check on PERMIT_CHECK_SCHEDULE (cron, district time) while the app serves, and
 * once 15 s after it starts, so an alert due while no instance ran goes out without waiting for the
 * night. Runs at once on several instances are safe.
 */
export function schedulePermitJob(app: ApiInstance, context: AppContext): void {
  const pattern = context.config.permitCheckSchedule;
  if (!pattern) return;
  cronWhileServing(app, context.metrics, {
    job: 'permit_check',
    pattern,
    timeZone: context.config.districtTimeZone,
    afterStartMs: 15_000,
    run: () => runPermitJob(context.database.db, { today: context.today(), mailer: context.mailer }),
    report: (outcome) =>
      `Permit check: ${outcome.claimed} alerts, ${outcome.sent} messages sent, ${outcome.failed} failed`,
    failure: 'Permit check failed',
  });
}
