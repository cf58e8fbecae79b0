import { cronWhileServing } from '../../scheduled-job';
import type { ApiInstance, AppContext } from '../context';
import { runRateNoticeJob } from './rate-notice-job';

/**
 * Sends the notices of future rates still due on RATE_NOTICE_SCHEDULE (cron, district time) while
 * the app serves, and once 20 s after it starts, so a send cut short by a stop goes out without
 * waiting a day. Runs at once on several instances are safe.
 */
export function scheduleRateNoticeJob(app: ApiInstance, context: AppContext): void {
  const pattern = context.config.rateNoticeSchedule;
  if (!pattern) return;
  cronWhileServing(app, context.metrics, {
    job: 'rate_notices',
    pattern,
    timeZone: context.config.districtTimeZone,
    afterStartMs: 20_000,
    run: () => runRateNoticeJob(context.database.db, { today: context.today(), mailer: context.mailer }),
    report: (outcome) =>
      outcome.claimed > 0 ? `Rate notices: ${outcome.sent} sent, ${outcome.failed} failed` : null,
    failure: 'Rate notices could not be sent',
  });
}
