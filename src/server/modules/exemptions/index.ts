// What the app uses of the exemption rules: their routes.
export { registerExemptionRoutes } from './routes';
