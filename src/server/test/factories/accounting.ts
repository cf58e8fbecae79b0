import { expect } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { sandboxLedgerRecords } from '../../db/schema';
import type { caller } from './payments';

type Caller = ReturnType<typeof caller>;

export const TEST_OAUTH_STATE = 'state-0123456789abcdef';

/** Connects the sandbox ledger as an Admin does: consent page, its callback, then ExchangeToken. */
export async function connectSandbox(admin: Caller): Promise<{ code: string; realmId: string }> {
  const consent = await admin('POST', '/accounting/sandbox/Authorize', { state: TEST_OAUTH_STATE });
  expect(consent.statusCode).toBe(200);
  const callback = new URL(
    consent.json<{ data: { callbackUrl: string } }>().data.callbackUrl,
    'http://portal',
  );
  const code = callback.searchParams.get('code') ?? '';
  const realmId = callback.searchParams.get('realmId') ?? '';
  const exchanged = await admin('POST', '/ExchangeToken', { code, realmId, environment: 'sandbox' });
  expect(exchanged.statusCode).toBe(200);
  return { code, realmId };
}

/** The sandbox ledger's records of one kind, oldest first. */
export async function ledger(db: DbOrTx, entity: 'Customer' | 'Item' | 'Invoice' | 'Payment') {
  const rows = await db.select().from(sandboxLedgerRecords).orderBy(sandboxLedgerRecords.id);
  return rows.filter((row) => row.entity === entity);
}
