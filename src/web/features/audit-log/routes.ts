import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../lib/routing';

/** The Admin's audit log of every change. */
export const AUDIT_LOG_ROUTES: AppRoute[] = [
  {
    path: '/management/audit-log',
    page: lazy(() => import('./audit-log-page')),
    layout: 'staff',
    level: ACCESS.admin,
  },
];
