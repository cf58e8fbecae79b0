// What the rest of the server uses of payments: its routes and the hook that cancels an invoice's open
// payments after a staff change.
export { cancelOpenPaymentsAfterChange, registerPaymentRoutes } from './routes';
