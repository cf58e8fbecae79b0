import { lazy } from 'react';
import { ACCESS } from '../../shared/rules/access';
import { CLIENT_ROUTES } from '../features/clients/routes';
import { DASHBOARD_ROUTES } from '../features/dashboard/routes';
import { INVOICE_ROUTES } from '../features/invoices/routes';
import { INVOICE_DOCUMENT_ROUTES } from '../features/invoice-documents/routes';
import { METER_READING_ROUTES } from '../features/meter-readings/routes';
import { METER_ROUTES } from '../features/meters/routes';
import { MONITORING_WELL_ROUTES } from '../features/monitoring-wells/routes';
import { PAYMENT_ROUTES } from '../features/payments/routes';
import { PERMIT_ROUTES } from '../features/permits/routes';
import { EXEMPTION_ROUTES } from '../features/exemptions/routes';
import { DISTRICT_ROUTES } from '../features/district/routes';
import { AUDIT_LOG_ROUTES } from '../features/audit-log/routes';
import { ACCOUNTING_ROUTES } from '../features/accounting/routes';
import { API_KEY_ROUTES } from '../features/api-keys/routes';
import { PUBLIC_DATA_ROUTES } from '../features/public-data/routes';
import { PUMPAGE_ROUTES } from '../features/pumpage/routes';
import { RATE_ROUTES } from '../features/rates/routes';
import { REFERENCE_DATA_ROUTES } from '../features/reference-data/routes';
import { REPORT_ROUTES } from '../features/reports/routes';
import { REPORTING_ROUTES } from '../features/reporting/routes';
import { USER_ROUTES } from '../features/users/routes';
import { WATER_DATA_ROUTES } from '../features/water-data/routes';
import { WELL_USAGE_REPORT_ROUTES } from '../features/well-usage-report/routes';
import { WELL_ROUTES } from '../features/wells/routes';
import type { AppRoute } from '../lib/routing';

/**
 * The one route table. A feature adds its pages here as rows; the router, the guards and the
 * layouts follow from it. Paths without a row fall to 'Page not found'.
 */
export const ROUTES: readonly AppRoute[] = [
  { path: '/login', page: lazy(() => import('../features/auth/login-page')), layout: 'plain', level: 0 },
  {
    path: '/register',
    page: lazy(() => import('../features/auth/register-page')),
    layout: 'public',
    level: 0,
  },
  ...PUBLIC_DATA_ROUTES,
  { path: '/eula', page: lazy(() => import('../features/legal/eula-page')), layout: 'public', level: 0 },
  {
    path: '/privacy-policy',
    page: lazy(() => import('../features/legal/privacy-policy-page')),
    layout: 'public',
    level: 0,
  },

  {
    path: '/my-profile',
    page: lazy(() => import('../features/profile/my-profile-page')),
    layout: 'staff',
    level: ACCESS.ownerWells,
  },

  {
    path: '/client/my-profile',
    page: lazy(() => import('../features/profile/my-profile-page')),
    layout: 'owner',
    level: ACCESS.ownerWells,
  },
  ...REFERENCE_DATA_ROUTES,
  ...CLIENT_ROUTES,
  ...USER_ROUTES,
  ...WELL_ROUTES,
  ...DASHBOARD_ROUTES,
  ...PUMPAGE_ROUTES,
  ...WATER_DATA_ROUTES,
  ...WELL_USAGE_REPORT_ROUTES,
  ...METER_READING_ROUTES,
  ...METER_ROUTES,
  ...REPORT_ROUTES,
  ...REPORTING_ROUTES,
  ...PERMIT_ROUTES,
  ...MONITORING_WELL_ROUTES,
  ...EXEMPTION_ROUTES,
  ...RATE_ROUTES,
  ...INVOICE_ROUTES,
  ...INVOICE_DOCUMENT_ROUTES,
  ...PAYMENT_ROUTES,
  ...DISTRICT_ROUTES,
  ...AUDIT_LOG_ROUTES,
  ...ACCOUNTING_ROUTES,
  ...API_KEY_ROUTES,
];
