import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../lib/routing';

/** The pages of this feature, added to the app's route table. */
export const METER_READING_ROUTES: AppRoute[] = [
  {
    path: '/client/meter-readings',
    page: lazy(() => import('./meter-readings-page')),
    layout: 'owner',
    level: ACCESS.ownerDashboard,
  },
];
