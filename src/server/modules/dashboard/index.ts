// What the rest of the server uses of the dashboard: its routes.
export { registerDashboardRoutes } from './routes';
