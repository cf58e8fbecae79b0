import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../lib/routing';

/** The Admin's API keys for other agencies' reads of the public API. */
export const API_KEY_ROUTES: AppRoute[] = [
  {
    path: '/management/api-keys',
    page: lazy(() => import('./api-keys-page')),
    layout: 'staff',
    level: ACCESS.admin,
  },
];
