// What the app uses of permits: the routes, the check after pumpage changes, and the nightly job.
export { checkPermitsAfterPumpage, registerPermitRoutes } from './routes';
export { runPermitJob } from './permit-job';
export { checkPermitAlerts } from './permit-alerts';
// Where staff alerts go (the permit settings' address, else the district's): monitoring alerts too.
export { staffAlertAddress } from './permit-settings';
