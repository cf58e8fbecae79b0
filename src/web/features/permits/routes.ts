import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../lib/routing';

/** The staff pages of this feature, added to the app's route table. Saving the permit settings is the Admin's. */
export const PERMIT_ROUTES: AppRoute[] = [
  {
    path: '/reports/permits',
    page: lazy(() => import('./permits-report-page')),
    layout: 'staff',
    level: ACCESS.staff,
  },
  {
    path: '/management/permits',
    page: lazy(() => import('./district-cuts-page')),
    layout: 'staff',
    level: ACCESS.staff,
  },
];
