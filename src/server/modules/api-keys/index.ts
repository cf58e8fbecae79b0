// What the app uses of the agencies' keys and the read API: their routes.
export { registerApiKeyRoutes } from './routes';
