import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../lib/routing';

/** The pages of this feature, added to the app's route table. */
export const WATER_DATA_ROUTES: AppRoute[] = [
  {
    path: '/well/water-data',
    page: lazy(() => import('./water-data-page')),
    layout: 'staff',
    level: ACCESS.staff,
  },
  {
    path: '/client/well/water-data',
    page: lazy(() => import('./water-data-page')),
    layout: 'owner',
    level: ACCESS.ownerDashboard,
  },
];
