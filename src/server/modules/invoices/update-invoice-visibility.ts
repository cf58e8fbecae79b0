import { inArray } from 'drizzle-orm';
import { INVOICE_NOT_FOUND } from '../../../shared/contracts/messages';
import { VISIBILITY_UPDATED } from '../../../shared/contracts/invoices';
import { recordAudits } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import type { Caller } from '../auth/caller';
import { paidInvoicesMessage } from './change-invoice';

/**
 * PUT Invoice/UpdateInvoiceVisibility (staff): all the invoices or none. Every id must exist and none
 * may be paid; each invoice whose visibility changes is audited.
 */
export async function updateInvoiceVisibility(
  db: DbOrTx,
  caller: Caller,
  query: { invoiceId: number[]; isVisible: boolean },
): Promise<{ message: string; updated: number }> {
  return db.transaction(async (tx) => {
    const found = await tx.select().from(invoices).where(inArray(invoices.id, query.invoiceId)).for('update');
    if (found.length !== query.invoiceId.length) throw new NotFoundError(INVOICE_NOT_FOUND);
    const paid = found.filter((invoice) => invoice.hasPaid).map((invoice) => invoice.invoiceNumber);
    if (paid.length > 0) throw new ConflictError(paidInvoicesMessage(paid));
    const changing = found.filter((invoice) => invoice.isVisible !== query.isVisible);
    if (changing.length > 0) {
      await tx
        .update(invoices)
        .set({ isVisible: query.isVisible })
        .where(
          inArray(
            invoices.id,
            changing.map((invoice) => invoice.id),
          ),
        );
      await recordAudits(
        tx,
        changing.map((invoice) => ({
          actorUserId: caller.id,
          action: query.isVisible ? 'show-invoice' : 'hide-invoice',
          entity: 'invoice',
          entityId: invoice.id,
          before: { isVisible: invoice.isVisible },
          after: { isVisible: query.isVisible },
        })),
      );
    }
    return { message: VISIBILITY_UPDATED, updated: changing.length };
  });
}
