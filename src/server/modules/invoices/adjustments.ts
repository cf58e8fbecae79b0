import { eq } from 'drizzle-orm';
import {
  ADJUSTMENT_ADDED,
  ADJUSTMENT_NOT_FOUND,
  ADJUSTMENT_REMOVED,
  ADJUSTMENT_UPDATED,
} from '../../../shared/contracts/invoice-changes';
import type { DbOrTx } from '../../db/client';
import { adjustments } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { doOncePerKey } from '../../request-keys';
import type { Caller } from '../auth/caller';
import { assertTotalNotNegative, changeUnpaidInvoice, type AfterInvoiceChange } from './change-invoice';

interface AdjustmentValues {
  reason: string;
  valueCents: number;
}

/**
 * POST AddAdjustment: a signed amount with its reason on an unpaid invoice. With a request key the
 * same request adds one adjustment however often it arrives, at once or later: the key is claimed
 * in the transaction that adds it, and a repeat answers the first's message and id without
 * changing the invoice again. The payment intents are cancelled only after a change commits.
 */
export async function addAdjustment(
  db: DbOrTx,
  caller: Caller,
  query: { invoiceId: number; requestKey?: string | undefined },
  values: AdjustmentValues,
  afterChange?: AfterInvoiceChange,
): Promise<{ message: string; id: number }> {
  const { invoiceId, requestKey } = query;
  if (requestKey === undefined) return addTo(db, caller, invoiceId, values, afterChange);
  const { result, replayed } = await doOncePerKey(
    db,
    { key: requestKey, callerId: caller.id, operation: 'add-adjustment', targetId: invoiceId, body: values },
    (tx) => addTo(tx, caller, invoiceId, values),
    (id) => ({ message: ADJUSTMENT_ADDED, id }),
  );
  if (!replayed) await afterChange?.(invoiceId, caller.id);
  return result;
}

function addTo(
  db: DbOrTx,
  caller: Caller,
  invoiceId: number,
  values: AdjustmentValues,
  afterChange?: AfterInvoiceChange,
): Promise<{ message: string; id: number }> {
  return changeUnpaidInvoice(
    db,
    caller,
    invoiceId,
    async (tx, invoice) => {
      const [added] = await tx
        .insert(adjustments)
        .values({ invoiceId: invoice.id, ...values, createdBy: caller.id })
        .returning({ id: adjustments.id });
      if (!added) throw new Error('adjustment insert returned nothing');
      await assertTotalNotNegative(tx, invoice.id, invoice.feeAmountCents);
      return {
        result: { message: ADJUSTMENT_ADDED, id: added.id },
        audit: { action: 'add-adjustment', after: { adjustmentId: added.id, ...values } },
      };
    },
    afterChange,
  );
}

/** The adjustment's invoice, so the change can lock and check it; 404 for an unknown adjustment. */
async function invoiceOfAdjustment(db: DbOrTx, adjustmentId: number): Promise<number> {
  const [found] = await db
    .select({ invoiceId: adjustments.invoiceId })
    .from(adjustments)
    .where(eq(adjustments.id, adjustmentId));
  if (!found) throw new NotFoundError(ADJUSTMENT_NOT_FOUND);
  return found.invoiceId;
}

/** Reads the adjustment again under the invoice's lock: it may have gone meanwhile. */
async function lockedAdjustment(db: DbOrTx, adjustmentId: number) {
  const [adjustment] = await db.select().from(adjustments).where(eq(adjustments.id, adjustmentId));
  if (!adjustment) throw new NotFoundError(ADJUSTMENT_NOT_FOUND);
  return { adjustmentId, reason: adjustment.reason, valueCents: adjustment.valueCents };
}

/** PUT UpdateAdjustment: a new reason and value for an adjustment of an unpaid invoice. */
export async function updateAdjustment(
  db: DbOrTx,
  caller: Caller,
  adjustmentId: number,
  values: AdjustmentValues,
  afterChange?: AfterInvoiceChange,
): Promise<{ message: string; id: number }> {
  const invoiceId = await invoiceOfAdjustment(db, adjustmentId);
  return changeUnpaidInvoice(
    db,
    caller,
    invoiceId,
    async (tx, invoice) => {
      const before = await lockedAdjustment(tx, adjustmentId);
      await tx.update(adjustments).set(values).where(eq(adjustments.id, adjustmentId));
      await assertTotalNotNegative(tx, invoice.id, invoice.feeAmountCents);
      return {
        result: { message: ADJUSTMENT_UPDATED, id: adjustmentId },
        audit: { action: 'update-adjustment', before, after: { adjustmentId, ...values } },
      };
    },
    afterChange,
  );
}

/** DELETE RemoveAdjustment: takes an adjustment off an unpaid invoice. */
export async function removeAdjustment(
  db: DbOrTx,
  caller: Caller,
  adjustmentId: number,
  afterChange?: AfterInvoiceChange,
): Promise<{ message: string }> {
  const invoiceId = await invoiceOfAdjustment(db, adjustmentId);
  return changeUnpaidInvoice(
    db,
    caller,
    invoiceId,
    async (tx, invoice) => {
      const before = await lockedAdjustment(tx, adjustmentId);
      await tx.delete(adjustments).where(eq(adjustments.id, adjustmentId));
      // Removing a charge can leave credits larger than the fee.
      await assertTotalNotNegative(tx, invoice.id, invoice.feeAmountCents);
      return { result: { message: ADJUSTMENT_REMOVED }, audit: { action: 'remove-adjustment', before } };
    },
    afterChange,
  );
}
