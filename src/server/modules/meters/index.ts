// What the rest of the server uses of meters and their readings: its routes.
export { registerMeterRoutes } from './routes';
