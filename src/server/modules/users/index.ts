// What other modules and the app use of users: the public and admin routes and the SQL of a user's name.
export { registerUserAdminRoutes } from './admin-routes';
export { registerUserRoutes } from './routes';
export { userNameSql } from './user-name';
