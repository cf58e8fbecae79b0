import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { CANCELLED_BECAUSE } from '../../../shared/contracts/payment-records';
import { recordAudit } from '../../audit';
import { invoices, payments } from '../../db/schema';
import { NEXT_REVISION } from '../invoices';
import type { ProviderIntent } from '../../integrations/payments/payment-provider';
import { applyIntent, type AppliedIntent, type PaymentRow } from './apply-intent';
import type { PaymentContext } from './payment-context';
import { sendPaymentNotice } from './payment-notices';

/**
 * A report of an intent from the provider, applied, then what it calls for once committed: money
 * that must go back is refunded through the provider, an invoice just paid has its other open
 * intents cancelled, and a transfer that failed after processing is told to the owner and staff.
 */
export async function reportIntent(
  context: PaymentContext,
  intent: ProviderIntent,
  actorUserId: number | null,
  cancelReason: string | null = null,
): Promise<AppliedIntent> {
  const applied = await applyIntent(context, intent, actorUserId, cancelReason);
  const { payment, transition } = applied;
  if (!payment || !transition) return applied;
  if (transition === 'failed') {
    // At the provider a failed intent waits for another payment method: no one may pay it now. (Our
    // record stays failed; money that came of it meanwhile is judged like a new payment's.)
    await context.provider
      .cancelIntent(intent.id)
      .then((cancelled) => reportIntent(context, cancelled, actorUserId))
      .catch((error: unknown) =>
        context.warn(error, `The failed intent ${intent.id} could not be cancelled`),
      );
    if (payment.refundReason === null) await sendPaymentNotice(context, payment, 'transfer-failed');
  }
  if (transition === 'refund-due') {
    const refunded = await refundPayment(context, payment).catch((error: unknown) => {
      // The sweep tries again; the payment shows as refunding meanwhile.
      context.warn(error, `The refund of payment ${payment.id} could not be made now`);
      return null;
    });
    return { payment: refunded ?? payment, transition };
  }
  if (transition === 'paid') {
    // Best effort: the sweep cancels later any intent of a paid invoice still open.
    await cancelOpenIntents(context, payment.invoiceId, {
      actorUserId,
      reason: CANCELLED_BECAUSE.invoicePaid,
    }).catch((error: unknown) =>
      context.warn(error, `Open payments of paid invoice ${payment.invoiceId} could not be cancelled`),
    );
  }
  return applied;
}

/**
 * Gives back a payment whose money the invoice does not keep, through the provider (one refund per
 * payment, whatever retries it: the key is the intent's), then records it, audits it and tells the
 * owner and staff why. Answers the payment as recorded; a check has no provider to refund it and
 * stays listed for staff.
 */
export async function refundPayment(context: PaymentContext, payment: PaymentRow): Promise<PaymentRow> {
  if (!payment.paymentIntentId || payment.status !== 'refunding') return payment;
  const amountCents = payment.receivedCents ?? payment.amountCents;
  const refund = await context.provider.refundIntent({
    intentId: payment.paymentIntentId,
    amountCents,
    reason: payment.refundReason ?? 'Refunded by the district portal',
    idempotencyKey: `refund-${payment.paymentIntentId}`,
  });
  if (refund.status === 'failed' || refund.status === 'canceled') {
    throw new Error(`The provider's refund ${refund.id} of payment ${payment.id} is ${refund.status}`);
  }
  const recorded = await context.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(payments)
      .set({
        status: 'refunded',
        refundId: refund.id,
        refundedCents: refund.amountCents,
        refundedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'refunding')))
      .returning();
    if (!updated) return null;
    // The books note refunds on the invoice: a synced copy is out of date now.
    await tx.update(invoices).set(NEXT_REVISION).where(eq(invoices.id, payment.invoiceId));
    await recordAudit(tx, {
      actorUserId: null,
      entity: 'invoice',
      entityId: payment.invoiceId,
      action: 'payment-refunded',
      before: { paymentStatus: 'refunding' },
      after: {
        paymentStatus: 'refunded',
        method: payment.method,
        refundedCents: refund.amountCents,
        refundId: refund.id,
        paymentIntentId: payment.paymentIntentId,
        reason: payment.refundReason,
      },
    });
    return updated;
  });
  // Another instance recorded this refund first; its notice went with it.
  if (!recorded) return payment;
  context.observe?.('refunded', payment.method);
  await sendPaymentNotice(context, recorded, 'refunded');
  return recorded;
}

/**
 * Cancels the invoice's open intents at the provider (all but `keep`), noting `reason` on each: one payment is under way
 * at a time, and an intent made for an amount the invoice no longer asks must not be confirmed.
 * The provider answers an intent it can no longer cancel as it is (paid, or on its way), and that
 * is recorded like any report, refunded if the invoice does not keep it.
 */
export async function cancelOpenIntents(
  context: PaymentContext,
  invoiceId: number,
  { actorUserId, keep = null, reason }: { actorUserId: number | null; keep?: string | null; reason: string },
): Promise<void> {
  const open = await context.db
    .select({ paymentIntentId: payments.paymentIntentId })
    .from(payments)
    .where(
      and(
        eq(payments.invoiceId, invoiceId),
        eq(payments.status, 'pending'),
        isNotNull(payments.paymentIntentId),
        keep === null ? undefined : ne(payments.paymentIntentId, keep),
      ),
    );
  for (const { paymentIntentId } of open) {
    if (!paymentIntentId) continue;
    await reportIntent(context, await context.provider.cancelIntent(paymentIntentId), actorUserId, reason);
  }
}
