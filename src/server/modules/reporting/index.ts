// What the app and the scheduled job use of the reporting calendar.
export { registerReportingRoutes } from './routes';
export { runReportingJob, type ReportingJobSettings } from './reporting-job';
