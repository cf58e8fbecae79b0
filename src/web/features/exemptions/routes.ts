import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../lib/routing';

/** The pages of this feature, added to the app's route table. Changing the rules is the Admin's. */
export const EXEMPTION_ROUTES: AppRoute[] = [
  {
    path: '/management/exemptions',
    page: lazy(() => import('./exemption-rules-page')),
    layout: 'staff',
    level: ACCESS.staff,
  },
];
