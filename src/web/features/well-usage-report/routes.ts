import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../lib/routing';

/** The pages of this feature, added to the app's route table. */
export const WELL_USAGE_REPORT_ROUTES: AppRoute[] = [
  {
    path: '/well/well-usage-report',
    page: lazy(() => import('./well-usage-report-page')),
    layout: 'staff',
    level: ACCESS.staff,
  },
  {
    path: '/client/well/well-usage-report',
    page: lazy(() => import('./well-usage-report-page')),
    layout: 'owner',
    level: ACCESS.ownerDashboard,
  },
];
