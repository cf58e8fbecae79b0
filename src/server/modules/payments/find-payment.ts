import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller } from '../auth/caller';
import { findVisibleInvoice } from '../auth/scope';
import type { PaymentRow } from './apply-intent';

export const PAYMENT_NOT_FOUND = 'Payment not found';

/**
 * Our record of an intent, if it pays an invoice the caller may see (of `clientId` and `invoiceId`
 * when the call names them); else 404, exactly as for an intent that does not exist.
 */
export async function findVisiblePayment(
  db: DbOrTx,
  caller: Caller,
  {
    paymentIntentId,
    clientId,
    invoiceId,
  }: { paymentIntentId: string; clientId?: number; invoiceId?: number },
): Promise<PaymentRow> {
  const [payment] = await db.select().from(payments).where(eq(payments.paymentIntentId, paymentIntentId));
  if (!payment || (invoiceId !== undefined && payment.invoiceId !== invoiceId)) {
    throw new NotFoundError(PAYMENT_NOT_FOUND);
  }
  await findVisibleInvoice(db, caller, payment.invoiceId, { clientId }).catch((error: unknown) => {
    throw error instanceof NotFoundError ? new NotFoundError(PAYMENT_NOT_FOUND) : error;
  });
  return payment;
}
