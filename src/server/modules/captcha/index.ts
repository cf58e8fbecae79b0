// What the rest of the server uses of the captcha: its routes.
export { registerCaptchaRoutes } from './routes';
