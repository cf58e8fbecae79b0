// What the app uses of the public data: its routes (the public pages' calls and the settings).
export { registerPublicDataRoutes } from './routes';
