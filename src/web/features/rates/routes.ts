import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../lib/routing';

const RatesPage = lazy(() => import('./rates-page'));

/**
 * The rates and terms, read by everyone signed in: staff under Management, owners in their own
 * layout. Adding and withdrawing are the Admin's.
 */
export const RATE_ROUTES: AppRoute[] = [
  { path: '/management/rates', page: RatesPage, layout: 'staff', level: ACCESS.ownerWells },
  { path: '/client/rates', page: RatesPage, layout: 'owner', level: ACCESS.ownerWells },
];
