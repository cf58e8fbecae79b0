import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../lib/routing';

export const MONITORING_WELLS_PATH = '/monitoring-wells';
export const COMPARE_PATH = '/monitoring-wells/compare';

/** The staff pages of the monitoring wells: the list, an aquifer's comparison and a well's page. */
export const MONITORING_WELL_ROUTES: AppRoute[] = [
  {
    path: MONITORING_WELLS_PATH,
    page: lazy(() => import('./monitoring-wells-page')),
    layout: 'staff',
    level: ACCESS.staff,
  },
  {
    path: COMPARE_PATH,
    page: lazy(() => import('./compare-page')),
    layout: 'staff',
    level: ACCESS.staff,
  },
  {
    path: '/monitoring-wells/:monitoringWellId',
    page: lazy(() => import('./monitoring-well-page')),
    layout: 'staff',
    level: ACCESS.staff,
  },
];
