import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../lib/routing';

/** The pages of this feature, added to the app's route table. Changing the calendar is the Admin's. */
export const REPORTING_ROUTES: AppRoute[] = [
  {
    path: '/management/reporting-calendar',
    page: lazy(() => import('./reporting-calendar-page')),
    layout: 'staff',
    level: ACCESS.staff,
  },
  {
    path: '/reports/missing-reports',
    page: lazy(() => import('./missing-reports-page')),
    layout: 'staff',
    level: ACCESS.staff,
  },
];
