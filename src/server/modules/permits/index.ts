// What the app uses of permits: the routes, the check after pumpage changes, and the nightly job.
export { checkPermitsAfterPumpage, registerPermitRoutes } from './routes';
export { runPermitJob } from './permit-job';
export { checkPermitAlerts } from './permit-alerts';
