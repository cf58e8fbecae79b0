// What the rest of the server uses of the pumpage upload: its routes.
export { registerPumpageUploadRoutes } from './routes';
