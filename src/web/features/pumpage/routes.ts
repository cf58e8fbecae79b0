import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../lib/routing';

/** The pages of this feature, added to the app's route table. */
export const PUMPAGE_ROUTES: AppRoute[] = [
  // Level 20: owners may open it too; the server scopes every row to the caller's clients.
  {
    path: '/well-pumpages',
    page: lazy(() => import('./well-pumpages-page')),
    layout: 'staff',
    level: ACCESS.ownerDashboard,
  },
];
