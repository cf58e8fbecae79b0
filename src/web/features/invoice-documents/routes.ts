import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../lib/routing';

const PrintSelectedPage = lazy(() => import('./print-selected-page'));

/** The invoice documents' page: printing several invoices as one PDF (staff). */
export const INVOICE_DOCUMENT_ROUTES: AppRoute[] = [
  { path: '/invoice/print-selected', page: PrintSelectedPage, layout: 'staff', level: ACCESS.staff },
];
