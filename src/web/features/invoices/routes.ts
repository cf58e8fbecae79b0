import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../lib/routing';

const InvoicesPage = lazy(() => import('./invoices-page'));
const InvoiceDetailPage = lazy(() => import('./invoice-detail-page'));
// The invoice and unpaid lists of a client: one page that reads which from the path.
const ClientInvoicesPage = lazy(() => import('./client-invoices-page'));

const staff = { layout: 'staff', level: ACCESS.staff } as const;
const owner = { layout: 'owner', level: ACCESS.clientManager } as const;

/** The invoice pages: the staff list, each invoice's page and a client's lists, for staff and owners. */
export const INVOICE_ROUTES: AppRoute[] = [
  { path: '/invoices', page: InvoicesPage, ...staff },
  { path: '/payment/make-payment/:invoiceId/:clientId', page: InvoiceDetailPage, ...staff },
  { path: '/payment/view-invoice/:invoiceId', page: InvoiceDetailPage, ...staff },
  { path: '/payment/invoices', page: ClientInvoicesPage, ...staff },
  { path: '/payment/make-payment', page: ClientInvoicesPage, ...staff },
  { path: '/client/payment/make-payment/:invoiceId', page: InvoiceDetailPage, ...owner },
  { path: '/client/payment/view-invoice/:invoiceId', page: InvoiceDetailPage, ...owner },
  { path: '/client/payment/invoices', page: ClientInvoicesPage, ...owner },
  { path: '/client/payment/make-payment', page: ClientInvoicesPage, ...owner },
];
