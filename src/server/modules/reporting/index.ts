// What the app, the scheduled job and the public pages use of the reporting calendar.
export { loadCalendar } from './calendar';
export { registerReportingRoutes } from './routes';
export { runReportingJob, type ReportingJobSettings } from './reporting-job';
