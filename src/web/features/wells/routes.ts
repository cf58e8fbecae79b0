import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../lib/routing';

/** The pages of this feature, added to the app's route table. */
export const WELL_ROUTES: AppRoute[] = [
  { path: '/wells', page: lazy(() => import('./wells-page')), layout: 'staff', level: ACCESS.staff },
  {
    path: '/well/create',
    page: lazy(() => import('./well-create-page')),
    layout: 'staff',
    level: ACCESS.staff,
  },
  {
    path: '/well/edit/:wellId',
    page: lazy(() => import('./well-edit-page')),
    layout: 'staff',
    level: ACCESS.staff,
  },
  {
    path: '/client/well/all-wells/',
    page: lazy(() => import('./owner-wells-page')),
    layout: 'owner',
    level: ACCESS.ownerWells,
  },
  {
    path: '/well/client-edit/:wellId',
    page: lazy(() => import('./owner-well-page')),
    layout: 'owner',
    level: ACCESS.ownerWells,
  },
];
