import { lazy } from 'react';
import type { AppRoute } from '../../lib/routing';
import { ACCESS } from '../../../shared/rules/access';

const usersPage = lazy(() => import('./users-page'));

/** The pages of this feature, added to the app's route table. */
export const USER_ROUTES: AppRoute[] = [
  { path: '/management/users', page: usersPage, layout: 'staff', level: ACCESS.staff },
  { path: '/client/users', page: usersPage, layout: 'owner', level: ACCESS.clientManager },
];
