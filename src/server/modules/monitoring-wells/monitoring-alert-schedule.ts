import { cronWhileServing } from '../../scheduled-job';
import type { ApiInstance, AppContext } from '../context';
import { retryFailedMonitoringAlerts } from './monitoring-alerts';

/**
 * Sends again the monitoring alerts whose mail failed, nightly with the permit check
 * (PERMIT_CHECK_SCHEDULE) and once soon after start. Runs at once on several instances are safe:
 * each failed alert is taken back by one of them.
 */
export function scheduleMonitoringAlertRetry(app: ApiInstance, context: AppContext): void {
  const pattern = context.config.permitCheckSchedule;
  if (!pattern) return;
  cronWhileServing(app, context.metrics, {
    job: 'monitoring_alert_retry',
    pattern,
    timeZone: context.config.districtTimeZone,
    afterStartMs: 20_000,
    run: () => retryFailedMonitoringAlerts(context),
    report: (retried) => (retried > 0 ? `Monitoring alerts: ${retried} failed alerts sent again` : null),
    failure: 'Monitoring alerts could not be sent again',
  });
}
