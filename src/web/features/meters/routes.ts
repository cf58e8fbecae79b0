import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../lib/routing';
import { METER_PATHS } from './paths';

/** The pages of this feature, added to the app's route table. */
export const METER_ROUTES: AppRoute[] = [
  {
    path: METER_PATHS.register,
    page: lazy(() => import('./meters-page')),
    layout: 'staff',
    level: ACCESS.staff,
  },
  {
    path: METER_PATHS.review,
    page: lazy(() => import('./review-queue-page')),
    layout: 'staff',
    level: ACCESS.staff,
  },
];
