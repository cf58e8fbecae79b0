import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../app/routes';

/** The pages of this feature, added to the app's route table. */
export const WELL_ROUTES: AppRoute[] = [
  {
    path: '/client/well/all-wells/',
    page: lazy(() => import('./owner-wells-page')),
    layout: 'owner',
    level: ACCESS.ownerWells,
  },
];
