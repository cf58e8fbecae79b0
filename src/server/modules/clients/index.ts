// What the rest of the server uses of clients: its routes.
export { registerClientRoutes } from './routes';
