import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../lib/routing';

/** The reports are staff pages. */
export const REPORT_ROUTES: AppRoute[] = [
  {
    path: '/reports',
    page: lazy(() => import('./reports-index-page')),
    layout: 'staff',
    level: ACCESS.staff,
  },
  {
    path: '/reports/compliance',
    page: lazy(() => import('./compliance-report-page')),
    layout: 'staff',
    level: ACCESS.staff,
  },
  {
    path: '/reports/volumesByPOA',
    page: lazy(() => import('./volumes-by-poa-page')),
    layout: 'staff',
    level: ACCESS.staff,
  },
  {
    path: '/reports/volumesByUse',
    page: lazy(() => import('./volumes-by-use-page')),
    layout: 'staff',
    level: ACCESS.staff,
  },
];
