import { PAYMENT_NOW_PROCESSING, PAYMENT_RECORDED } from '../../../shared/contracts/payment-intents';
import { ConflictError } from '../../errors';
import type { ProviderIntent } from '../../integrations/payments/payment-provider';
import type { Caller } from '../auth/caller';
import { findVisiblePayment } from './find-payment';
import type { PaymentContext } from './payment-context';
import { reportIntent } from './report-intent';

/** Why an intent that has not gone through cannot be recorded, in words an owner can act on. */
export function notPaidMessage(intent: ProviderIntent): string {
  if (intent.status === 'canceled') return 'This payment was cancelled. Please start the payment again.';
  if (intent.status === 'requires_action') {
    return 'This payment is waiting for you to confirm it with your bank or card issuer.';
  }
  if (intent.lastError) return `The payment did not go through: ${intent.lastError}`;
  return 'This payment has not been completed yet. Please finish paying, then try again.';
}

/** Why money the owner paid does not pay the invoice, and what becomes of it. */
function goingBackMessage(status: string | undefined, reason: string): string {
  if (status === 'processing') {
    return `Your bank transfer cannot pay this invoice and will be refunded in full when it arrives: ${reason}`;
  }
  const refund = status === 'refunded' ? 'has been refunded' : 'is being refunded';
  return `Your payment went through but could not pay this invoice, so it ${refund} in full: ${reason}`;
}

/**
 * PUT RecordPayment, after the provider's redirect: the intent's state is asked of the provider,
 * never taken from the browser. Succeeded: the invoice is paid. Processing (a bank transfer): the
 * invoice shows it and cannot be paid again. Anything else is refused with the reason. Recording an
 * intent twice, or after its webhook, records it once.
 */
export async function recordPayment(
  context: PaymentContext,
  caller: Caller,
  query: { clientId: number; invoiceId: number; paymentIntentId: string },
): Promise<{ message: string; data: { status: 'succeeded' | 'processing' } }> {
  await findVisiblePayment(context.db, caller, query);
  const intent = await context.provider.retrieveIntent(query.paymentIntentId);
  const applied = await reportIntent(context, intent, caller.id);
  const status = applied.payment?.status;
  const refundReason = applied.payment?.refundReason;
  if (refundReason && status !== 'failed') throw new ConflictError(goingBackMessage(status, refundReason));
  if (status === 'succeeded') return { message: PAYMENT_RECORDED, data: { status: 'succeeded' } };
  if (status === 'processing') return { message: PAYMENT_NOW_PROCESSING, data: { status: 'processing' } };
  if (status === 'failed')
    throw new ConflictError(
      `The bank transfer failed: ${applied.payment?.failure ?? intent.lastError ?? 'no reason given'}`,
    );
  throw new ConflictError(notPaidMessage(intent));
}
