import { lazy } from 'react';
import { ACCESS } from '../../../shared/rules/access';
import type { AppRoute } from '../../lib/routing';
import {
  ACCOUNTING_AUTH_PATH,
  ACCOUNTING_CALLBACK_PATH,
  ACCOUNTING_DISCONNECT_PATH,
  ACCOUNTING_PAGE_PATH,
  SANDBOX_CONSENT_PATH,
} from './paths';

// One page for the four steps of connecting and disconnecting: it picks the step from the path.
const ConnectFlowPage = lazy(() => import('./connect-flow-page'));

const admin = { layout: 'staff', level: ACCESS.admin } as const;

/**
 * The accounting connection: the Admin's connect flow (auth, the sandbox ledger's consent page,
 * callback) and disconnect, and the page where all staff see the connection and the sync log.
 */
export const ACCOUNTING_ROUTES: AppRoute[] = [
  { path: ACCOUNTING_AUTH_PATH, page: ConnectFlowPage, ...admin },
  { path: ACCOUNTING_CALLBACK_PATH, page: ConnectFlowPage, ...admin },
  { path: ACCOUNTING_DISCONNECT_PATH, page: ConnectFlowPage, ...admin },
  { path: SANDBOX_CONSENT_PATH, page: ConnectFlowPage, ...admin },
  {
    path: ACCOUNTING_PAGE_PATH,
    page: lazy(() => import('./accounting-page')),
    layout: 'staff',
    level: ACCESS.staff,
  },
];
