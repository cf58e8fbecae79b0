// What the rest of the server uses of water data: its routes.
export { registerWaterDataRoutes } from './routes';
