import { formatCents, formatDay } from '../../../shared/format';
import type { IntentStatus, PaymentStatus } from '../../../shared/states';

/** What a report about an intent did to our record of it. */
export type PaymentTransition =
  | 'paid'
  | 'processing'
  | 'failed'
  | 'canceled'
  | 'declined'
  /** Money arrived that the invoice does not keep: it is refunded. */
  | 'refund-due';

/** Our record of the payment, as the rule needs it. */
export interface PaymentFacts {
  status: PaymentStatus;
  invoiceId: number;
  /** What the intent was created to charge. */
  amountCents: number;
  /** Set when this payment's money must go back whatever happens next. */
  refundReason: string | null;
}

/** The intent as the provider (never the event's body, never the browser) reports it. */
export interface ReportedIntent {
  status: IntentStatus;
  amountCents: number;
  amountReceivedCents: number;
  currency: string;
  invoiceId: number | null;
  hasError: boolean;
}

/** The invoice at the moment of the report, its row held. */
export interface InvoiceFacts {
  hasPaid: boolean;
  /** Another payment of the invoice is kept or on its way (a bank transfer processing). */
  anotherUnderWay: boolean;
  /** What the invoice asks now, with this payment's method's fee: what a payment must bring. */
  askedCents: number;
  /** The district's date, named in a refund's reason. */
  today: string;
}

export interface NextPayment {
  status: PaymentStatus;
  transition: PaymentTransition;
  /** Why the money goes back, when it does. */
  refundReason: string | null;
  /** This report pays the invoice. */
  paysInvoice: boolean;
}

const FINAL: readonly PaymentStatus[] = ['succeeded', 'canceled', 'refunding', 'refunded'];

/**
 * Why money of this intent cannot pay the invoice, or null when it pays it exactly: the provider's
 * amount, currency and invoice must be the payment's own, and the amount what the invoice asks.
 */
export function refusalOf(
  payment: PaymentFacts,
  intent: ReportedIntent,
  invoice: InvoiceFacts,
  amountCents: number,
): string | null {
  if (intent.currency !== 'usd')
    return `The payment was made in ${intent.currency.toUpperCase()}, not US dollars.`;
  if (intent.invoiceId !== payment.invoiceId) return 'The payment was made for another invoice.';
  if (invoice.hasPaid || invoice.anotherUnderWay) return 'The invoice had already been paid another way.';
  if (amountCents !== invoice.askedCents) {
    return (
      `${formatCents(amountCents)} was paid but the invoice asked ${formatCents(invoice.askedCents)} ` +
      `on ${formatDay(invoice.today)}: it changed while the payment was open.`
    );
  }
  return null;
}

/**
 * Where a payment goes next on the provider's word. Final states stay; a failed one only moves if
 * money comes of it after all. A success pays the invoice
 * only when the money is exactly what the invoice asks, in dollars, for this invoice, and nothing
 * else paid it; otherwise the money goes back. A bank transfer is judged when it starts processing,
 * as the invoice cannot change while it is on its way; one judged then to go back is refunded when
 * it arrives. A failure after processing reopens the invoice; a decline leaves the intent open for
 * another card.
 */
export function nextPayment(
  payment: PaymentFacts,
  intent: ReportedIntent,
  invoice: InvoiceFacts,
): NextPayment | null {
  if (FINAL.includes(payment.status)) return null;
  // A failed transfer's intent takes another payment method at the provider (the portal cancels it
  // there, but the payer may be quicker): money that comes of it is judged like a new payment's.
  if (payment.status === 'failed') {
    if (intent.status !== 'succeeded' && intent.status !== 'processing') return null;
    return nextPayment({ ...payment, status: 'pending', refundReason: null }, intent, invoice);
  }
  const refundDue = (refundReason: string): NextPayment => ({
    status: 'refunding',
    transition: 'refund-due',
    refundReason,
    paysInvoice: false,
  });
  if (intent.status === 'succeeded') {
    if (payment.refundReason) return refundDue(payment.refundReason);
    const judged = payment.status === 'processing';
    // A transfer judged when it began asks what it asked then: the invoice has been frozen since.
    const asked = judged ? { ...invoice, askedCents: payment.amountCents } : invoice;
    const refusal = refusalOf(payment, intent, asked, intent.amountReceivedCents);
    if (refusal) return refundDue(refusal);
    return { status: 'succeeded', transition: 'paid', refundReason: null, paysInvoice: true };
  }
  if (intent.status === 'processing') {
    if (payment.status !== 'pending') return null;
    const refusal = refusalOf(payment, intent, invoice, intent.amountCents);
    return { status: 'processing', transition: 'processing', refundReason: refusal, paysInvoice: false };
  }
  if (intent.status === 'canceled') {
    return { status: 'canceled', transition: 'canceled', refundReason: null, paysInvoice: false };
  }
  if (intent.status === 'requires_payment_method' && intent.hasError) {
    return payment.status === 'processing'
      ? { status: 'failed', transition: 'failed', refundReason: payment.refundReason, paysInvoice: false }
      : { status: 'pending', transition: 'declined', refundReason: null, paysInvoice: false };
  }
  return null;
}
