// What the rest of the server uses of accounting: its routes (which also start the paid-invoice sweep).
export { registerAccountingRoutes } from './routes';
