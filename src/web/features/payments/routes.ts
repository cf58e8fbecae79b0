import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import { PAYMENT_EXCEPTIONS_PATH } from '../../lib/invoice-paths';
import type { AppRoute } from '../../lib/routing';

const PaymentConfirmationPage = lazy(() => import('./payment-confirmation-page'));
const PaymentExceptionsPage = lazy(() => import('./payment-exceptions-page'));

const staff = { layout: 'staff', level: ACCESS.staff } as const;
const owner = { layout: 'owner', level: ACCESS.clientManager } as const;

/**
 * Where an online payment lands after its confirmation (and after the provider's redirect), to be
 * recorded; and the staff's list of payments that need attention.
 */
export const PAYMENT_ROUTES: AppRoute[] = [
  { path: PAYMENT_EXCEPTIONS_PATH, page: PaymentExceptionsPage, ...staff },
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
