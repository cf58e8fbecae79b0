import { and, eq, gt, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountingSyncLog, invoices } from '../../db/schema';
import { AccountingReconnectRequired } from '../../integrations/accounting/accounting-service';
import { readConnection } from './accounting-connection';
import { syncInvoice, type SyncSettings } from './sync-invoice';

/** An invoice whose last attempt failed waits this long before the portal tries it again on its own. */
const RETRY_AFTER_FAILURE = sql`interval '10 minutes'`;
/** At most this many invoices per sweep, so one sweep stays well inside the service's rate limit. */
const SWEEP_LIMIT = 20;

/**
 * The books learn of payments made in the portal: every synced invoice that has been paid since its
 * last sync is synced again (which records the payment), by the portal itself. An invoice never
 * synced stays out of the books until staff sync it. Answers how many were synced.
 */
export async function syncPaidInvoices(db: DbOrTx, settings: SyncSettings): Promise<number> {
  const connection = await readConnection(db);
  if (connection?.status !== 'connected') return 0;
  const due = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        isNotNull(invoices.accountingInvoiceId),
        eq(invoices.hasPaid, true),
        lt(sql`coalesce(${invoices.accountingSyncedRevision}, -1)`, invoices.revision),
        notExists(
          db
            .select({ id: accountingSyncLog.id })
            .from(accountingSyncLog)
            .where(
              and(
                eq(accountingSyncLog.invoiceId, invoices.id),
                eq(accountingSyncLog.outcome, 'failed'),
                gt(accountingSyncLog.at, sql`now() - ${RETRY_AFTER_FAILURE}`),
              ),
            ),
        ),
      ),
    )
    .orderBy(invoices.id)
    .limit(SWEEP_LIMIT);
  let synced = 0;
  for (const { id } of due) {
    try {
      await syncInvoice(db, null, id, settings);
      synced += 1;
    } catch (error) {
      // Logged in the sync log; a connection that needs the Admin stops the sweep for all.
      if (error instanceof AccountingReconnectRequired) break;
    }
  }
  return synced;
}
