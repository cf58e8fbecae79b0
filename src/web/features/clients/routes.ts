import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../lib/routing';

const ClientsPage = lazy(() => import('./clients-page'));
const ClientEditPage = lazy(() => import('./client-edit-page'));

/** The pages of this feature, added to the app's route table. */
export const CLIENT_ROUTES: AppRoute[] = [
  { path: '/management/clients', page: ClientsPage, layout: 'staff', level: ACCESS.staff },
  { path: '/management/client', page: ClientEditPage, layout: 'staff', level: ACCESS.staff },
  { path: '/management/client/edit/:clientId', page: ClientEditPage, layout: 'staff', level: ACCESS.staff },
  { path: '/client/edit/:clientId', page: ClientEditPage, layout: 'owner', level: ACCESS.clientManager },
];
