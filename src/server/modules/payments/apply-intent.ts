import { eq, sql } from 'drizzle-orm';
import { PAYMENT_TYPE_NAMES } from '../../../shared/contracts/payment-records';
import { recordAudit } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { invoices, payments } from '../../db/schema';
import { NEXT_REVISION } from '../invoices/change-invoice';
import type { ProviderIntent } from '../../integrations/payments/payment-provider';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = 'pending' | 'processing' | 'succeeded' | 'canceled' | 'failed';

/** What a report about an intent did to our record of it. */
export type PaymentTransition = 'paid' | 'processing' | 'failed' | 'canceled' | 'declined' | null;

/** Told of each change a report made to a payment once it is recorded (the metrics count them). */
export type PaymentObserver = (transition: NonNullable<PaymentTransition>, method: string) => void;

export interface AppliedIntent {
  /** Our record of the intent; null when the intent is not one of ours. */
  payment: PaymentRow | null;
  /** What changed; null when the report told us nothing new (a replay, or one out of order). */
  transition: PaymentTransition;
  /** The intent succeeded after its invoice had been paid some other way: the money must go back. */
  paidTwice: boolean;
}

/**
 * Where a payment goes next on the provider's word, as a rule: succeeded and canceled are final;
 * processing follows only an open payment; a failure after processing reopens the invoice; a decline
 * of an open payment is noted and the owner may try again on the same intent.
 */
export function nextPaymentStatus(
  current: PaymentStatus,
  reported: ProviderIntent['status'],
  hasError: boolean,
): { status: PaymentStatus; transition: PaymentTransition } | null {
  if (current === 'succeeded' || current === 'canceled' || current === 'failed') return null;
  if (reported === 'succeeded') return { status: 'succeeded', transition: 'paid' };
  if (reported === 'processing') {
    return current === 'pending' ? { status: 'processing', transition: 'processing' } : null;
  }
  if (reported === 'canceled') return { status: 'canceled', transition: 'canceled' };
  if (reported === 'requires_payment_method' && hasError) {
    return current === 'processing'
      ? { status: 'failed', transition: 'failed' }
      : { status: 'pending', transition: 'declined' };
  }
  return null;
}

/**
 * Brings our record of a payment in line with the provider's report of its intent, whoever brings
 * the report (the owner's redirect, a webhook, a retry, the sandbox) and in whatever order. One
 * transaction holds the payment's row, then its invoice's, so two reports of the same intent at
 * once are applied one after the other and the second finds nothing left to do: a payment is
 * recorded once. A success marks the invoice paid with the late fee frozen at what was charged.
 */
export async function applyIntent(
  db: DbOrTx,
  intent: ProviderIntent,
  actorUserId: number | null,
  observe?: PaymentObserver,
): Promise<AppliedIntent> {
  const applied = await applyIntentInTransaction(db, intent, actorUserId);
  if (applied.payment && applied.transition) observe?.(applied.transition, applied.payment.method);
  return applied;
}

function applyIntentInTransaction(
  db: DbOrTx,
  intent: ProviderIntent,
  actorUserId: number | null,
): Promise<AppliedIntent> {
  return db.transaction(async (tx) => {
    // Rows are locked invoice first, then payment, as every payment change does, so two never wait
    // on each other.
    const [found] = await tx
      .select({ invoiceId: payments.invoiceId })
      .from(payments)
      .where(eq(payments.paymentIntentId, intent.id));
    if (!found) return { payment: null, transition: null, paidTwice: false };
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, found.invoiceId)).for('update');
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.paymentIntentId, intent.id))
      .for('update');
    if (!invoice || !payment) return { payment: payment ?? null, transition: null, paidTwice: false };
    const next = nextPaymentStatus(payment.status as PaymentStatus, intent.status, intent.lastError !== null);
    if (!next) return { payment, transition: null, paidTwice: false };
    const paidTwice = next.transition === 'paid' && invoice.hasPaid;
    const [updated] = await tx
      .update(payments)
      .set({
        status: next.status,
        failure: next.transition === 'paid' || next.transition === 'processing' ? null : intent.lastError,
        note: paidTwice ? 'The invoice had already been paid: refund this payment.' : payment.note,
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    if (next.transition === 'paid' && !invoice.hasPaid) {
      await tx
        .update(invoices)
        .set({
          hasPaid: true,
          paymentDate: sql`now()`,
          paymentType:
            PAYMENT_TYPE_NAMES[payment.method as keyof typeof PAYMENT_TYPE_NAMES] ?? payment.method,
          lateFeeAmountCents: payment.lateFeeCents,
          ...NEXT_REVISION,
        })
        .where(eq(invoices.id, invoice.id));
    }
    if (next.transition !== 'declined') {
      await recordAudit(tx, {
        actorUserId,
        entity: 'invoice',
        entityId: invoice.id,
        action: `payment-${next.transition}`,
        before: { paymentStatus: payment.status },
        after: {
          paymentStatus: next.status,
          method: payment.method,
          amountCents: payment.amountCents,
          paymentIntentId: intent.id,
          ...(intent.lastError && next.status !== 'succeeded' ? { failure: intent.lastError } : {}),
        },
      });
    }
    return { payment: updated ?? payment, transition: next.transition, paidTwice };
  });
}
