// What other modules and the app use of operations: its routes, the request log and metrics hooks,
// the app's metrics and the counting mailer.
export { countedMailer } from './counted-mailer';
export { AppMetrics, measureJob } from './metrics';
export { registerRequestLog, safeLoggerOptions } from './request-log';
export { registerRequestMetrics } from './request-metrics';
export { registerOperationsRoutes } from './routes';
