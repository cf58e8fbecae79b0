import type {
  AccountingConfig,
  AccountingConnection,
  SyncLogEntry,
} from '../../../shared/contracts/accounting';

/** The sandbox ledger's config, as a portal without QuickBooks settings answers it. */
export function accountingConfig(overrides: Partial<AccountingConfig> = {}): AccountingConfig {
  return {
    environment: 'sandbox',
    clientId: 'sandbox-client',
    redirectUri: 'http://localhost:3000/accounting/callback',
    service: 'sandbox',
    serviceName: 'Sandbox Ledger',
    ...overrides,
  };
}

/** A connection to the sandbox ledger, made by the Admin; `notConnected()` for none. */
export function accountingConnection(overrides: Partial<AccountingConnection> = {}): AccountingConnection {
  return {
    service: 'sandbox',
    serviceName: 'Sandbox Ledger',
    environment: 'sandbox',
    status: 'connected',
    realmId: '9130355377381',
    connectedAt: '2026-11-20T15:00:00.000Z',
    connectedBy: 'Ada Lovelace',
    problem: null,
    ...overrides,
  };
}

/** What GetConnection answers before anyone has connected. */
export function notConnected(overrides: Partial<AccountingConnection> = {}): AccountingConnection {
  return accountingConnection({
    status: 'not_connected',
    realmId: null,
    connectedAt: null,
    connectedBy: null,
    ...overrides,
  });
}

/** A successful sync of invoice 1 by the Admin. */
export function syncLogEntry(overrides: Partial<SyncLogEntry> = {}): SyncLogEntry {
  return {
    id: 1,
    invoiceId: 1,
    invoiceNumber: '2026-Q1-00005',
    clientName: 'Red Stick Water Company',
    at: '2026-11-20T15:30:00.000Z',
    byName: 'Ada Lovelace',
    outcome: 'synced',
    detail: 'Created invoice 145',
    accountingInvoiceId: '145',
    ...overrides,
  };
}
