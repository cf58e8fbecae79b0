import { PAYMENT_CANCELLED } from '../../../shared/contracts/payment-intents';
import type { Caller } from '../auth/caller';
import { findVisiblePayment } from './find-payment';
import type { PaymentContext } from './payment-context';
import { reportIntent } from './report-intent';

/**
 * GET Invoice/CancelPaymentIntent: the payment dialog closed without paying, or confirming failed.
 * The provider answers the intent as it is when it can no longer be cancelled (it was paid after
 * all), and that is recorded instead.
 */
export async function cancelPaymentIntent(
  context: PaymentContext,
  caller: Caller,
  query: { clientId: number; paymentIntentId: string },
): Promise<{ message: string }> {
  await findVisiblePayment(context.db, caller, query);
  const intent = await context.provider.cancelIntent(query.paymentIntentId);
  await reportIntent(context, intent, caller.id);
  if (intent.status === 'succeeded')
    return { message: 'This payment had already gone through and is recorded.' };
  if (intent.status === 'processing') return { message: 'This bank transfer is already processing.' };
  return { message: PAYMENT_CANCELLED };
}
