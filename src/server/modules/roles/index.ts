// What the rest of the server uses of roles: its routes.
export { registerRoleRoutes } from './routes';
