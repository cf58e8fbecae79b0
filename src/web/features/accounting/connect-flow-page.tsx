import { useLocation } from 'react-router';
import { AccountingAuthPage } from './accounting-auth-page';
import { AccountingCallbackPage } from './accounting-callback-page';
import { AccountingDisconnectPage } from './accounting-disconnect-page';
import {
  ACCOUNTING_AUTH_PATH,
  ACCOUNTING_CALLBACK_PATH,
  ACCOUNTING_DISCONNECT_PATH,
  SANDBOX_CONSENT_PATH,
} from './paths';
import { SandboxConsentPage } from './sandbox-consent-page';

/**
 * The Admin's connect and disconnect steps, one chunk for the four of them: connecting passes through
 * three in a row (auth, the sandbox ledger's consent page, the callback), so one download serves the
 * whole flow, and the route table, which every page of the portal downloads first, names one module
 * instead of four.
 */
export default function ConnectFlowPage() {
  // The router matches a trailing slash too.
  const path = useLocation().pathname.replace(/(.)\/+$/, '$1');
  switch (path) {
    case ACCOUNTING_AUTH_PATH:
      return <AccountingAuthPage />;
    case ACCOUNTING_CALLBACK_PATH:
      return <AccountingCallbackPage />;
    case ACCOUNTING_DISCONNECT_PATH:
      return <AccountingDisconnectPage />;
    case SANDBOX_CONSENT_PATH:
      return <SandboxConsentPage />;
    default:
      return null;
  }
}
