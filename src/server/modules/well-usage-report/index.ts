// What the rest of the server uses of the well usage report: its routes.
export { registerWellUsageReportRoutes } from './routes';
