// What the app uses of monitoring wells: the routes, the alert retry for the nightly job, and the
// queries the public pages and the read API publish from.
export { registerMonitoringWellRoutes } from './routes';
export { retryFailedMonitoringAlerts } from './monitoring-alerts';
export {
  displayNameSql,
  listMonitoringWells,
  measurementsOfWell,
  type MonitoringWellFilter,
} from './monitoring-well-sql';
export { depthFeetSql } from './level-depth-sql';
