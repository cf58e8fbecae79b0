// What the app uses of the agencies' keys and the read API: their routes, and the gate the access
// guard asks about a read-API call's key.
export { ApiKeyGate, type ApiKeyGateOptions } from './api-key-gate';
export { registerApiKeyRoutes } from './routes';
