import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../lib/routing';

const PaymentConfirmationPage = lazy(() => import('./payment-confirmation-page'));

const staff = { layout: 'staff', level: ACCESS.staff } as const;
const owner = { layout: 'owner', level: ACCESS.clientManager } as const;

/** Where an online payment lands after its confirmation (and after the provider's redirect), to be recorded. */
export const PAYMENT_ROUTES: AppRoute[] = [
  {
    path: '/payment/invoice-confirmation/:clientId/:invoiceId/:paymentIntentId',
    page: PaymentConfirmationPage,
    ...staff,
  },
  {
    path: '/client/payment/invoice-confirmation/:clientId/:invoiceId/:paymentIntentId',
    page: PaymentConfirmationPage,
    ...owner,
  },
];
