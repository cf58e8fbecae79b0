import { eq } from 'drizzle-orm';
import {
  ALREADY_PAID,
  NOTHING_TO_PAY,
  PAYMENT_PROCESSING,
  type PaymentIntent,
  type PaymentMethod,
} from '../../../shared/contracts/payment-intents';
import {
  amountToChargeCents,
  processingFeeCents,
  type PaymentFeeTerms,
} from '../../../shared/rules/payment-fees';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import { ConflictError } from '../../errors';
import type { PaymentProvider, ProviderIntent } from '../../integrations/payments/payment-provider';
import type { Caller } from '../auth/caller';
import { findVisibleInvoice } from '../auth/scope';
import { applyIntent, type PaymentObserver } from './apply-intent';
import { amountsOwedOn, hasProcessingPayment } from './invoice-balance';

export interface PaymentServices {
  provider: PaymentProvider;
  fees: PaymentFeeTerms;
  /** The district's date: what the late fee is as of. */
  today: string;
  observe?: PaymentObserver;
}

const REUSABLE: readonly ProviderIntent['status'][] = ['requires_payment_method', 'requires_confirmation'];

/**
 * GET Invoice/CreatePaymentIntent: the intent that pays an unpaid invoice of the client by card or
 * bank transfer, for the invoice total as of today (late fee included) plus the method's fee, both
 * computed here. It reuses the open intent of the same method and amount, cancels one whose amount
 * no longer matches (the total changed since) and makes a new one. The provider is called outside
 * any transaction, so no row stays locked while it answers; the new intent is recorded holding the
 * invoice's row, after checking again that nothing paid it meanwhile.
 */
export async function createPaymentIntent(
  db: DbOrTx,
  caller: Caller,
  query: { clientId: number; invoiceId: number; paymentMethod: PaymentMethod },
  services: PaymentServices,
): Promise<{ message: string; data: PaymentIntent }> {
  const { provider } = services;
  const method = query.paymentMethod;
  const due = await amountDue(db, caller, query, services);
  const { invoice, totalCents } = due;
  const amountCents = amountToChargeCents(totalCents, method, services.fees);

  for (const payment of due.openPayments) {
    if (!payment.paymentIntentId) continue;
    const current = await provider.retrieveIntent(payment.paymentIntentId);
    const sameTerms = payment.method === method && payment.amountCents === amountCents;
    if (sameTerms && REUSABLE.includes(current.status)) return answer(current, payment.invoiceTotalCents);
    // Paid or on its way after all (its webhook not yet here): record it rather than charge twice.
    if (current.status === 'succeeded' || current.status === 'processing') {
      await applyIntent(db, current, caller.id, services.observe);
      throw new ConflictError(current.status === 'succeeded' ? ALREADY_PAID : PAYMENT_PROCESSING);
    }
    if (payment.method === method) {
      await applyIntent(
        db,
        await provider.cancelIntent(payment.paymentIntentId),
        caller.id,
        services.observe,
      );
    }
  }

  const intent = await provider.createIntent({
    amountCents,
    method,
    invoiceId: invoice.id,
    clientId: invoice.clientId,
    description: `Invoice ${invoice.invoiceNumber}: ${invoice.title}`,
    // A new attempt after a cancelled one needs a new key: the provider answers a used key with
    // the intent it made then, cancelled or not.
    idempotencyKey: `invoice-${invoice.id}-${method}-${amountCents}-${due.attempts}`,
  });
  const refusal = await db.transaction(async (tx) => {
    const locked = await findVisibleInvoice(tx, caller, invoice.id, { lock: true });
    if (locked.hasPaid) return ALREADY_PAID;
    if (await hasProcessingPayment(tx, invoice.id)) return PAYMENT_PROCESSING;
    await tx
      .insert(payments)
      .values({
        invoiceId: invoice.id,
        clientId: invoice.clientId,
        method,
        provider: provider.name,
        paymentIntentId: intent.id,
        amountCents,
        processingFeeCents: processingFeeCents(totalCents, method, services.fees),
        invoiceTotalCents: totalCents,
        lateFeeCents: due.lateFeeCents,
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

/**
 * What an invoice the caller may pay owes today, with its payments still open and how many
 * attempts it has had; 409 when it is paid, a transfer is processing, or nothing is due.
 */
async function amountDue(
  db: DbOrTx,
  caller: Caller,
  query: { clientId: number; invoiceId: number },
  services: PaymentServices,
) {
  const invoice = await findVisibleInvoice(db, caller, query.invoiceId, { clientId: query.clientId });
  if (invoice.hasPaid) throw new ConflictError(ALREADY_PAID);
  const { state, totals } = await amountsOwedOn(db, invoice, services.today);
  if (totals.totalCents <= 0) throw new ConflictError(NOTHING_TO_PAY);
  const all = await db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
  if (all.some((payment) => payment.status === 'processing')) throw new ConflictError(PAYMENT_PROCESSING);
  return {
    invoice,
    totalCents: totals.totalCents,
    lateFeeCents: state.lateFeeCents,
    openPayments: all.filter((payment) => payment.status === 'pending'),
    attempts: all.length,
  };
}
