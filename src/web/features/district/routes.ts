import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../lib/routing';

/** The Admin's district profile page. */
export const DISTRICT_ROUTES: AppRoute[] = [
  {
    path: '/management/district-profile',
    page: lazy(() => import('./district-profile-page')),
    layout: 'staff',
    level: ACCESS.admin,
  },
];
