import { paymentFeesEndpoint } from '../../../shared/contracts/payments';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';

/** Payments: so far, what paying online costs, from the district's configuration. */
export function registerPaymentRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  route(paymentFeesEndpoint, () => ({ message: 'OK', data: context.config.paymentFees }));
}
