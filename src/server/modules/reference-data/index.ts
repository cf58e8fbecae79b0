// What the rest of the server uses of reference data: its routes.
export { registerReferenceDataRoutes } from './routes';
