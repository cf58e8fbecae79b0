import type { AccountingSettings } from '../../accounting-config';
import type { DbOrTx } from '../../db/client';
import type { AccountingService } from './accounting-service';
import { createQuickBooksService } from './quickbooks-service';
import { createSandboxLedger } from './sandbox-ledger';

/** QuickBooks Online when its app is configured, else the sandbox ledger, which needs no account. */
export function createAccountingService(settings: AccountingSettings, db: DbOrTx): AccountingService {
  return settings.service === 'quickbooks'
    ? createQuickBooksService(settings)
    : createSandboxLedger(db, settings);
}
