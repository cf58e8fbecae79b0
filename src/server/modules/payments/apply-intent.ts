import { eq, sql } from 'drizzle-orm';
import { PAYMENT_TYPE_NAMES } from '../../../shared/contracts/payment-records';
import { amountToChargeCents } from '../../../shared/rules/payment-fees';
import type { OnlinePaymentMethod } from '../../../shared/states';
import { recordAudit } from '../../audit';
import { invoices, payments } from '../../db/schema';
import type { ProviderIntent } from '../../integrations/payments/payment-provider';
import { NEXT_REVISION, paymentUnderWay } from '../invoices';
import { amountsOwedOn } from './invoice-balance';
import type { PaymentContext } from './payment-context';
import type { PaymentStatus } from '../../../shared/states';
import { nextPayment, type PaymentTransition } from './payment-transition';

export type PaymentRow = typeof payments.$inferSelect;

export interface AppliedIntent {
  /** Our record of the intent; null when the intent is not one of ours. */
  payment: PaymentRow | null;
  /** What changed; null when the report told us nothing new (a replay, or one out of order). */
  transition: PaymentTransition | null;
}

/**
 * Brings our record of a payment in line with the provider's report of its intent, whoever brings
 * the report (the owner's redirect, a webhook, a retry, the sweep) and in whatever order. The report
 * must come from the provider itself (`retrieveIntent`, `cancelIntent`), never from an event's body.
 * One transaction holds the invoice's row, then the payment's, so reports of one invoice's payments
 * are applied one after the other: the second success of an invoice finds it paid and is refunded,
 * and a success for another amount than the invoice asks now is refunded. A success that pays the
 * invoice freezes its late fee at what was charged.
 */
export async function applyIntent(
  context: Pick<PaymentContext, 'db' | 'feesOn' | 'today' | 'observe'>,
  intent: ProviderIntent,
  actorUserId: number | null,
  /** Why the portal cancelled the intent, when it did: kept on the payment as its note. */
  cancelReason: string | null = null,
): Promise<AppliedIntent> {
  const applied = await context.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ invoiceId: payments.invoiceId })
      .from(payments)
      .where(eq(payments.paymentIntentId, intent.id));
    if (!found) return { payment: null, transition: null };
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, found.invoiceId)).for('update');
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.paymentIntentId, intent.id))
      .for('update');
    if (!invoice || !payment) return { payment: payment ?? null, transition: null };

    const today = context.today();
    const { state, totals } = await amountsOwedOn(tx, invoice, today);
    const method = payment.method as OnlinePaymentMethod;
    const askedCents = amountToChargeCents(totals.totalCents, method, await context.feesOn(tx, today));
    const next = nextPayment(
      {
        status: payment.status as PaymentStatus,
        invoiceId: payment.invoiceId,
        amountCents: payment.amountCents,
        refundReason: payment.refundReason,
      },
      {
        status: intent.status,
        amountCents: intent.amountCents,
        amountReceivedCents: intent.amountReceivedCents,
        currency: intent.currency,
        invoiceId: intent.invoiceId,
        hasError: intent.lastError !== null,
      },
      {
        hasPaid: invoice.hasPaid,
        anotherUnderWay: await paymentUnderWay(tx, invoice.id, payment.id),
        askedCents,
        today,
      },
    );
    if (!next) return { payment, transition: null };

    // A payment judged now to pay the invoice pays what it asks today, late fee as of today.
    const judgedNow =
      next.refundReason === null &&
      (next.paysInvoice ? payment.status === 'pending' : next.status === 'processing');
    const [updated] = await tx
      .update(payments)
      .set({
        status: next.status,
        refundReason: next.refundReason,
        ...(next.transition === 'canceled' && cancelReason ? { note: cancelReason } : {}),
        failure: ['paid', 'processing', 'refund-due'].includes(next.transition) ? null : intent.lastError,
        ...(intent.status === 'succeeded' ? { receivedCents: intent.amountReceivedCents } : {}),
        ...(judgedNow
          ? {
              invoiceTotalCents: totals.totalCents,
              processingFeeCents: askedCents - totals.totalCents,
              lateFeeCents: state.lateFeeCents,
            }
          : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    const recorded = updated ?? payment;
    if (next.paysInvoice) {
      await tx
        .update(invoices)
        .set({
          hasPaid: true,
          paymentDate: sql`now()`,
          paymentType: PAYMENT_TYPE_NAMES[method] ?? payment.method,
          lateFeeAmountCents: recorded.lateFeeCents,
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
          ...(next.refundReason ? { refundReason: next.refundReason } : {}),
          ...(next.transition === 'canceled' && cancelReason ? { reason: cancelReason } : {}),
          ...(intent.lastError && next.status !== 'succeeded' ? { failure: intent.lastError } : {}),
        },
      });
    }
    return { payment: recorded, transition: next.transition };
  });
  if (applied.payment && applied.transition) context.observe?.(applied.transition, applied.payment.method);
  return applied;
}
