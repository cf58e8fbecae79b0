import { eq, sql } from 'drizzle-orm';
import {
  LATE_FEES_APPLIED,
  LATE_FEES_WAIVED,
  NEGATIVE_TOTAL_MESSAGE,
} from '../../../shared/contracts/invoice-changes';
import { centsToDollars } from '../../../shared/rules/billing';
import { recordAudit, type AuditEntry } from '../../audit';
import type { DbOrTx, Tx } from '../../db/client';
import { adjustments, invoices } from '../../db/schema';
import { ConflictError, ValidationError } from '../../errors';
import type { Caller } from '../auth/caller';
import { findVisibleInvoice, type InvoiceRecord } from '../auth/scope';

/** What refuses a change to paid invoices, naming them. */
export function paidInvoicesMessage(invoiceNumbers: readonly string[]): string {
  const named = invoiceNumbers.slice(0, 5).join(', ');
  const more = invoiceNumbers.length > 5 ? ` and ${invoiceNumbers.length - 5} more` : '';
  return `Paid invoices cannot be changed: ${named}${more}.`;
}

/** Every change to what an invoice asks counts a revision, so the books can tell they are behind. */
export const NEXT_REVISION = { revision: sql`${invoices.revision} + 1` };

/** What a change did to the invoice, for its history. */
export type InvoiceChange = Pick<AuditEntry, 'action' | 'before' | 'after'>;

/**
 * Runs a staff change to one unpaid invoice in a transaction holding the invoice's row: a paid
 * invoice is refused with 409 and nothing changes (a payment recorded at the same moment waits
 * for the lock, then sees the invoice it pays). The change is audited against the invoice and
 * counted in its revision.
 */
export async function changeUnpaidInvoice<T>(
  db: DbOrTx,
  caller: Caller,
  invoiceId: number,
  change: (tx: Tx, invoice: InvoiceRecord) => Promise<{ result: T; audit: InvoiceChange }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const invoice = await findVisibleInvoice(tx, caller, invoiceId, { lock: true });
    if (invoice.hasPaid) throw new ConflictError(paidInvoicesMessage([invoice.invoiceNumber]));
    const { result, audit } = await change(tx, invoice);
    await tx.update(invoices).set(NEXT_REVISION).where(eq(invoices.id, invoice.id));
    await recordAudit(tx, { actorUserId: caller.id, entity: 'invoice', entityId: invoice.id, ...audit });
    return result;
  });
}

/**
 * Refuses a change that would leave the invoice asking less than nothing: fee plus adjustments
 * must stay at or above zero (credits beyond the fee have no balance to go to).
 */
export async function assertTotalNotNegative(tx: Tx, invoiceId: number, feeCents: number): Promise<void> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${adjustments.valueCents}), 0)`.mapWith(Number) })
    .from(adjustments)
    .where(eq(adjustments.invoiceId, invoiceId));
  const totalCents = feeCents + (row?.total ?? 0);
  if (totalCents < 0) {
    const message = `${NEGATIVE_TOTAL_MESSAGE}: it would be ${centsToDollars(totalCents).toFixed(2)} dollars`;
    throw new ValidationError(message, { value: NEGATIVE_TOTAL_MESSAGE });
  }
}

/** PUT UpdateLateFeeStatus: waive the late fee (hideLateFees) or apply it again. */
export function updateLateFeeStatus(
  db: DbOrTx,
  caller: Caller,
  query: { invoiceId: number; hideLateFees: boolean },
): Promise<{ message: string }> {
  return changeUnpaidInvoice(db, caller, query.invoiceId, async (tx, invoice) => {
    await tx.update(invoices).set({ hideLateFees: query.hideLateFees }).where(eq(invoices.id, invoice.id));
    return {
      result: { message: query.hideLateFees ? LATE_FEES_WAIVED : LATE_FEES_APPLIED },
      audit: {
        action: query.hideLateFees ? 'waive-late-fee' : 'apply-late-fee',
        before: { hideLateFees: invoice.hideLateFees },
        after: { hideLateFees: query.hideLateFees },
      },
    };
  });
}
