import { lazy } from 'react';
import type { AppRoute } from '../../lib/routing';

/** The district's public page: no sign-in, linked from the sign-in page. */
export const PUBLIC_DATA_ROUTES: AppRoute[] = [
  { path: '/public', page: lazy(() => import('./public-page')), layout: 'public', level: 0 },
];
