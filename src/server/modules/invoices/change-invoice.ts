import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  INVOICE_OWNER_NAME_SAVED,
  LATE_FEES_APPLIED,
  LATE_FEES_WAIVED,
  NEGATIVE_TOTAL_MESSAGE,
  TRANSFER_FREEZES_INVOICE,
} from '../../../shared/contracts/invoice-changes';
import { centsToDollars } from '../../../shared/rules/billing';
import { recordAudit, type AuditEntry } from '../../audit';
import type { DbOrTx, Tx } from '../../db/client';
import { adjustments, invoices, payments } from '../../db/schema';
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

/**
 * Told once a change to what an unpaid invoice asks has committed: the payments module cancels the
 * invoice's open payment intents, made for the old total. It never fails the change.
 */
export type AfterInvoiceChange = (invoiceId: number, actorUserId: number) => Promise<void>;

/** What a change did to the invoice, for its history. */
export type InvoiceChange = Pick<AuditEntry, 'action' | 'before' | 'after'>;

/**
 * A payment the invoice keeps (succeeded) or will keep (a bank transfer processing towards it),
 * other than `exceptPaymentId`: while there is one, nothing else may pay the invoice or change it.
 */
export async function paymentUnderWay(
  db: DbOrTx,
  invoiceId: number,
  exceptPaymentId: number | null = null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.invoiceId, invoiceId),
        inArray(payments.status, ['processing', 'succeeded']),
        isNull(payments.refundReason),
        exceptPaymentId === null ? undefined : ne(payments.id, exceptPaymentId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Runs a staff change to one unpaid invoice in a transaction holding the invoice's row: a paid
 * invoice, or one a bank transfer is on its way to pay, is refused with 409 and nothing changes (a
 * payment recorded at the same moment waits for the lock, then sees the invoice it pays). The
 * change is audited against the invoice and counted in its revision. The caller cancels the
 * invoice's open payment intents once it commits: they were made for the old total.
 */
export async function changeUnpaidInvoice<T>(
  db: DbOrTx,
  caller: Caller,
  invoiceId: number,
  change: (tx: Tx, invoice: InvoiceRecord) => Promise<{ result: T; audit: InvoiceChange }>,
  afterChange?: AfterInvoiceChange,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const invoice = await findVisibleInvoice(tx, caller, invoiceId, { lock: true });
    if (invoice.hasPaid) throw new ConflictError(paidInvoicesMessage([invoice.invoiceNumber]));
    if (await paymentUnderWay(tx, invoice.id)) throw new ConflictError(TRANSFER_FREEZES_INVOICE);
    const { result, audit } = await change(tx, invoice);
    await tx.update(invoices).set(NEXT_REVISION).where(eq(invoices.id, invoice.id));
    await recordAudit(tx, { actorUserId: caller.id, entity: 'invoice', entityId: invoice.id, ...audit });
    return result;
  });
  await afterChange?.(invoiceId, caller.id);
  return result;
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
  afterChange?: AfterInvoiceChange,
): Promise<{ message: string }> {
  return changeUnpaidInvoice(
    db,
    caller,
    query.invoiceId,
    async (tx, invoice) => {
      await tx.update(invoices).set({ hideLateFees: query.hideLateFees }).where(eq(invoices.id, invoice.id));
      return {
        result: { message: query.hideLateFees ? LATE_FEES_WAIVED : LATE_FEES_APPLIED },
        audit: {
          action: query.hideLateFees ? 'waive-late-fee' : 'apply-late-fee',
          before: { hideLateFees: invoice.hideLateFees },
          after: { hideLateFees: query.hideLateFees },
        },
      };
    },
    afterChange,
  );
}

/**
 * PUT Invoice/UpdateInvoiceOwnerName: the name an unpaid invoice is billed to. What it asks does
 * not change, so open payments stand; the books learn the name at the next sync.
 */
export function updateInvoiceOwnerName(
  db: DbOrTx,
  caller: Caller,
  invoiceId: number,
  { invoiceOwnerName }: { invoiceOwnerName: string | null },
): Promise<{ message: string }> {
  return changeUnpaidInvoice(db, caller, invoiceId, async (tx, invoice) => {
    await tx.update(invoices).set({ invoiceOwnerName }).where(eq(invoices.id, invoice.id));
    return {
      result: { message: INVOICE_OWNER_NAME_SAVED },
      audit: {
        action: 'update-invoice-owner-name',
        before: { invoiceOwnerName: invoice.invoiceOwnerName },
        after: { invoiceOwnerName },
      },
    };
  });
}
