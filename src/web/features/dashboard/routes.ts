import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../lib/routing';

/** The pages of this feature, added to the app's route table. */
export const DASHBOARD_ROUTES: AppRoute[] = [
  {
    path: '/dashboard',
    page: lazy(() => import('./staff-dashboard-page')),
    layout: 'staff',
    level: ACCESS.staff,
  },
  {
    path: '/client/dashboard',
    page: lazy(() => import('./owner-dashboard-page')),
    layout: 'owner',
    level: ACCESS.ownerDashboard,
  },
];
