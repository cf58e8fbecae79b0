import {
  accountingConfigEndpoint,
  accountingConnectionEndpoint,
  accountingConsentUrlEndpoint,
  disconnectEndpoint,
  exchangeTokenEndpoint,
  sandboxConsentEndpoint,
  syncInvoiceEndpoint,
  syncLogEndpoint,
} from '../../../shared/contracts/accounting';
import { NotFoundError } from '../../errors';
import { issueSandboxCode, SANDBOX_REALM_ID } from '../../integrations/accounting/sandbox-ledger-grants';
import { requireCaller } from '../../plugins/access-guard';
import { endpointRouter } from '../../plugins/endpoint-routes';
import type { ApiInstance, AppContext } from '../context';
import { repeatWhileServing } from '../../scheduled-job';
import { connectionStatus, type AccountingAccess } from './accounting-connection';
import { connectAccounting, disconnectAccounting } from './connect';
import { syncInvoice, type SyncSettings } from './sync-invoice';
import { listSyncLog } from './sync-log';
import { syncPaidInvoices } from './sync-paid-invoices';

/** How often a running portal looks for synced invoices paid since, to record their payments. */
const PAID_INVOICE_SWEEP_MS = 60_000;

/** The accounting sync: connecting the district's books, syncing invoices, and the sync log. */
export function registerAccountingRoutes(app: ApiInstance, context: AppContext): void {
  const route = endpointRouter(app, context);
  const { db } = context.database;
  const service = context.accountingService;
  const settings = context.config.accounting;
  const access: AccountingAccess = { service, tokenKey: settings.tokenKey };
  const syncSettings = (): SyncSettings => ({
    access,
    today: context.today(),
    configuredItemId: settings.service === 'quickbooks' ? settings.itemId : null,
    observe: (outcome, trigger) => context.metrics.countAccountingSync(outcome, trigger),
  });

  route(accountingConfigEndpoint, () => ({
    message: 'OK',
    data: {
      environment: service.environment,
      clientId: service.clientId,
      redirectUri: service.redirectUri,
      service: service.kind,
      serviceName: service.serviceName,
    },
  }));
  route(accountingConsentUrlEndpoint, (request) => ({
    message: 'OK',
    data: { url: service.consentUrl(request.query.state) },
  }));
  route(exchangeTokenEndpoint, (request) =>
    connectAccounting(db, requireCaller(request), access, request.body),
  );
  route(disconnectEndpoint, (request) => disconnectAccounting(db, requireCaller(request), access));
  route(accountingConnectionEndpoint, async () => ({
    message: 'OK',
    data: await connectionStatus(db, service),
  }));
  route(syncInvoiceEndpoint, (request) =>
    syncInvoice(db, requireCaller(request).id, request.query.invoiceId, syncSettings()),
  );
  route(syncLogEndpoint, (request) => listSyncLog(db, request.query));

  route(sandboxConsentEndpoint, (request) => {
    if (settings.service !== 'sandbox') throw new NotFoundError('The sandbox ledger is not in use.');
    const callback = new URLSearchParams({
      code: issueSandboxCode(settings.signingSecret),
      state: request.body.state,
      realmId: SANDBOX_REALM_ID,
    });
    // Relative, like the consent page: the callback is this portal's wherever it is served from.
    return { message: 'OK', data: { callbackUrl: `/accounting/callback?${callback.toString()}` } };
  });

  // Tests run the sweep when they choose to; a running portal sweeps on its own.
  if (context.config.nodeEnv !== 'test') {
    repeatWhileServing(app, context.metrics, {
      job: 'accounting_paid_invoice_sweep',
      intervalMs: PAID_INVOICE_SWEEP_MS,
      run: () => syncPaidInvoices(db, syncSettings()),
      failure: 'Paid invoices could not be synced',
    });
  }
}
