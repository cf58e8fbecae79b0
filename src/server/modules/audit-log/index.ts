// What the rest of the server uses of the audit log: its routes.
export { registerAuditLogRoutes } from './routes';
