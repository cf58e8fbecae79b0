import { PAYMENT_CANCELLED } from '../../../shared/contracts/payment-intents';
import type { DbOrTx } from '../../db/client';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import type { Caller } from '../auth/caller';
import { applyIntent, type PaymentObserver } from './apply-intent';
import { findVisiblePayment } from './find-payment';

/**
 * GET Invoice/CancelPaymentIntent: the payment dialog closed without paying, or confirming failed.
 * The provider answers the intent as it is when it can no longer be cancelled (it was paid after
 * all), and that is recorded instead.
 */
export async function cancelPaymentIntent(
  db: DbOrTx,
  caller: Caller,
  query: { clientId: number; paymentIntentId: string },
  provider: PaymentProvider,
  observe?: PaymentObserver,
): Promise<{ message: string }> {
  await findVisiblePayment(db, caller, query);
  const intent = await provider.cancelIntent(query.paymentIntentId);
  await applyIntent(db, intent, caller.id, observe);
  if (intent.status === 'succeeded')
    return { message: 'This payment had already gone through and is recorded.' };
  if (intent.status === 'processing') return { message: 'This bank transfer is already processing.' };
  return { message: PAYMENT_CANCELLED };
}
