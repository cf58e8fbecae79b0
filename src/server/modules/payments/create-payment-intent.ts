import { eq } from 'drizzle-orm';
import {
  ALREADY_PAID,
  NOTHING_TO_PAY,
  PAYMENT_PROCESSING,
  type PaymentIntent,
} from '../../../shared/contracts/payment-intents';
import type { OnlinePaymentMethod } from '../../../shared/states';
import {
  amountToChargeCents,
  canPayOnline,
  onlineLimitMessage,
  processingFeeCents,
} from '../../../shared/rules/payment-fees';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import { ConflictError } from '../../errors';
import type { ProviderIntent } from '../../integrations/payments/payment-provider';
import type { Caller } from '../auth/caller';
import { findVisibleInvoice } from '../auth/scope';
import { CANCELLED_BECAUSE } from '../../../shared/contracts/payment-records';
import { paymentUnderWay } from '../invoices';
import { amountsOwedOn } from './invoice-balance';
import type { PaymentContext } from './payment-context';
import { cancelOpenIntents } from './report-intent';

const REUSABLE: readonly ProviderIntent['status'][] = ['requires_payment_method', 'requires_confirmation'];

/**
 * GET Invoice/CreatePaymentIntent: the intent that pays an unpaid invoice of the client by card or
 * bank transfer, for the invoice total as of today (late fee included) plus the method's fee, both
 * computed here. One payment is under way at a time: the open intent of the same method and amount
 * is reused and every other open intent of the invoice is cancelled at the provider first. An
 * amount above what the method can take is refused, naming the ways that can. The provider is
 * called outside any transaction; the new intent is recorded holding the invoice's row, after
 * checking again that nothing paid it meanwhile.
 */
export async function createPaymentIntent(
  context: PaymentContext,
  caller: Caller,
  query: { clientId: number; invoiceId: number; paymentMethod: OnlinePaymentMethod },
): Promise<{ message: string; data: PaymentIntent }> {
  const { provider } = context;
  const method = query.paymentMethod;
  const { invoice, totalCents, lateFeeCents, open, attempts, fees } = await amountDue(context, caller, query);
  const amountCents = amountToChargeCents(totalCents, method, fees);
  const overLimit = canPayOnline(totalCents, method, fees) ? null : onlineLimitMessage(totalCents, fees);
  if (overLimit) throw new ConflictError(overLimit);

  const sameTerms = open.find((payment) => payment.method === method && payment.amountCents === amountCents);
  const reusable = sameTerms?.paymentIntentId
    ? await provider.retrieveIntent(sameTerms.paymentIntentId)
    : null;
  const keep = reusable && REUSABLE.includes(reusable.status) ? reusable : null;
  await cancelOpenIntents(context, invoice.id, {
    actorUserId: caller.id,
    keep: keep?.id ?? null,
    reason: CANCELLED_BECAUSE.anotherStarted,
  });
  // Cancelling may have found one paid or on its way after all (its webhook not yet here).
  const paidMeanwhile = await whyNotPayable(context.db, caller, invoice.id);
  if (paidMeanwhile) throw new ConflictError(paidMeanwhile);
  if (keep && sameTerms) return answer(keep, sameTerms.invoiceTotalCents);

  const intent = await provider.createIntent({
    amountCents,
    method,
    invoiceId: invoice.id,
    clientId: invoice.clientId,
    description: `Invoice ${invoice.invoiceNumber}: ${invoice.title}`,
    // A new attempt after a cancelled one needs a new key: the provider answers a used key with
    // the intent it made then, cancelled or not.
    idempotencyKey: `invoice-${invoice.id}-${method}-${amountCents}-${attempts}`,
  });
  const refusal = await context.db.transaction(async (tx) => {
    const refused = await whyNotPayable(tx, caller, invoice.id);
    if (refused) return refused;
    await tx
      .insert(payments)
      .values({
        invoiceId: invoice.id,
        clientId: invoice.clientId,
        method,
        provider: provider.name,
        paymentIntentId: intent.id,
        amountCents,
        processingFeeCents: processingFeeCents(totalCents, method, fees),
        invoiceTotalCents: totalCents,
        lateFeeCents,
        status: 'pending',
        recordedBy: caller.id,
      })
      .onConflictDoNothing();
    return null;
  });
  if (refusal) {
    await provider.cancelIntent(intent.id);
    throw new ConflictError(refusal);
  }
  return answer(intent, totalCents);

  function answer(intent: ProviderIntent, invoiceTotalCents: number) {
    return {
      message: 'OK',
      data: {
        id: intent.id,
        client_secret: intent.clientSecret,
        amount: intent.amountCents,
        fee: intent.amountCents - invoiceTotalCents,
        invoiceTotal: invoiceTotalCents,
        paymentMethod: method,
        provider: provider.name,
      },
    };
  }
}

/** Why the invoice cannot take a payment now (paid, or a payment on its way), or null; holds its row in a transaction. */
async function whyNotPayable(db: DbOrTx, caller: Caller, invoiceId: number): Promise<string | null> {
  const invoice = await findVisibleInvoice(db, caller, invoiceId, { lock: true });
  if (invoice.hasPaid) return ALREADY_PAID;
  if (await paymentUnderWay(db, invoiceId)) return PAYMENT_PROCESSING;
  return null;
}

/**
 * What an invoice the caller may pay owes today, with its payments still open, how many attempts
 * it has had and the processing fees in force today; 409 when it is paid, a transfer is processing, or nothing is due.
 */
async function amountDue(
  context: PaymentContext,
  caller: Caller,
  query: { clientId: number; invoiceId: number },
) {
  const { db } = context;
  const invoice = await findVisibleInvoice(db, caller, query.invoiceId, { clientId: query.clientId });
  if (invoice.hasPaid) throw new ConflictError(ALREADY_PAID);
  const today = context.today();
  const { state, totals } = await amountsOwedOn(db, invoice, today);
  if (totals.totalCents <= 0) throw new ConflictError(NOTHING_TO_PAY);
  const all = await db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
  if (await paymentUnderWay(db, invoice.id)) throw new ConflictError(PAYMENT_PROCESSING);
  return {
    invoice,
    totalCents: totals.totalCents,
    lateFeeCents: state.lateFeeCents,
    open: all.filter((payment) => payment.status === 'pending'),
    attempts: all.length,
    /** The processing fees of today's terms. */
    fees: await context.feesOn(db, today),
  };
}
