import { describe, expect, it } from 'vitest';
import {
  nextPayment,
  type InvoiceFacts,
  type NextPayment,
  type PaymentFacts,
  type ReportedIntent,
} from './payment-transition';

const payment = (values: Partial<PaymentFacts> = {}): PaymentFacts => ({
  status: 'pending',
  invoiceId: 7,
  amountCents: 10_320,
  refundReason: null,
  ...values,
});
const intent = (values: Partial<ReportedIntent> = {}): ReportedIntent => ({
  status: 'succeeded',
  amountCents: 10_320,
  amountReceivedCents: 10_320,
  currency: 'usd',
  invoiceId: 7,
  hasError: false,
  ...values,
});
const invoice = (values: Partial<InvoiceFacts> = {}): InvoiceFacts => ({
  hasPaid: false,
  anotherUnderWay: false,
  askedCents: 10_320,
  today: '2026-11-26',
  ...values,
});

const paid: NextPayment = { status: 'succeeded', transition: 'paid', refundReason: null, paysInvoice: true };
const refund = (reason: string): NextPayment => ({
  status: 'refunding',
  transition: 'refund-due',
  refundReason: reason,
  paysInvoice: false,
});
const PAID_ANOTHER_WAY = 'The invoice had already been paid another way.';

describe('nextPayment', () => {
  it.each<[string, PaymentFacts, ReportedIntent, InvoiceFacts, NextPayment | null]>([
    ['a success for what the invoice asks pays it', payment(), intent(), invoice(), paid],
    [
      'a success after the invoice was paid by check is refunded',
      payment(),
      intent(),
      invoice({ hasPaid: true }),
      refund(PAID_ANOTHER_WAY),
    ],
    [
      'a success while a transfer is on its way is refunded',
      payment(),
      intent(),
      invoice({ anotherUnderWay: true }),
      refund(PAID_ANOTHER_WAY),
    ],
    [
      'a success for the total before an adjustment is refunded',
      payment(),
      intent(),
      invoice({ askedCents: 20_620 }),
      refund(
        '$103.20 was paid but the invoice asked $206.20 on 11/26/2026: it changed while the payment was open.',
      ),
    ],
    [
      'a success with a late fee since waived is refunded',
      payment({ amountCents: 20_000 }),
      intent({ amountCents: 20_000, amountReceivedCents: 20_000 }),
      invoice({ askedCents: 10_320 }),
      refund(
        '$200.00 was paid but the invoice asked $103.20 on 11/26/2026: it changed while the payment was open.',
      ),
    ],
    [
      'a success of one cent is refunded',
      payment(),
      intent({ amountReceivedCents: 1 }),
      invoice(),
      refund(
        '$0.01 was paid but the invoice asked $103.20 on 11/26/2026: it changed while the payment was open.',
      ),
    ],
    [
      'a success in another currency is refunded',
      payment(),
      intent({ currency: 'cad' }),
      invoice(),
      refund('The payment was made in CAD, not US dollars.'),
    ],
    [
      'a success for another invoice is refunded',
      payment(),
      intent({ invoiceId: 8 }),
      invoice(),
      refund('The payment was made for another invoice.'),
    ],
    [
      'a transfer judged when it began pays what it asked then',
      payment({ status: 'processing' }),
      intent(),
      invoice({ askedCents: 10_900 }),
      paid,
    ],
    [
      'a transfer judged when it began arrives short and is refunded',
      payment({ status: 'processing' }),
      intent({ amountReceivedCents: 10_000 }),
      invoice(),
      refund(
        '$100.00 was paid but the invoice asked $103.20 on 11/26/2026: it changed while the payment was open.',
      ),
    ],
    [
      'a transfer judged to go back is refunded when it arrives',
      payment({ status: 'processing', refundReason: PAID_ANOTHER_WAY }),
      intent(),
      invoice(),
      refund(PAID_ANOTHER_WAY),
    ],
    [
      'a transfer starting for what the invoice asks will pay it',
      payment(),
      intent({ status: 'processing', amountReceivedCents: 0 }),
      invoice(),
      { status: 'processing', transition: 'processing', refundReason: null, paysInvoice: false },
    ],
    [
      'a transfer starting after a card paid will go back',
      payment(),
      intent({ status: 'processing', amountReceivedCents: 0 }),
      invoice({ hasPaid: true }),
      { status: 'processing', transition: 'processing', refundReason: PAID_ANOTHER_WAY, paysInvoice: false },
    ],
    [
      'processing again changes nothing',
      payment({ status: 'processing' }),
      intent({ status: 'processing' }),
      invoice(),
      null,
    ],
    [
      'a transfer failing after processing reopens the invoice',
      payment({ status: 'processing' }),
      intent({ status: 'requires_payment_method', hasError: true }),
      invoice(),
      { status: 'failed', transition: 'failed', refundReason: null, paysInvoice: false },
    ],
    [
      'a decline leaves the intent open',
      payment(),
      intent({ status: 'requires_payment_method', hasError: true }),
      invoice(),
      { status: 'pending', transition: 'declined', refundReason: null, paysInvoice: false },
    ],
    [
      'an open intent without an error changes nothing',
      payment(),
      intent({ status: 'requires_payment_method' }),
      invoice(),
      null,
    ],
    [
      'waiting for the payer changes nothing',
      payment(),
      intent({ status: 'requires_action' }),
      invoice(),
      null,
    ],
    [
      'a cancelled intent is cancelled',
      payment(),
      intent({ status: 'canceled' }),
      invoice(),
      { status: 'canceled', transition: 'canceled', refundReason: null, paysInvoice: false },
    ],
    // Final states stay as they are, whatever arrives late.
    ['succeeded stays', payment({ status: 'succeeded' }), intent({ status: 'processing' }), invoice(), null],
    [
      'succeeded is not cancelled',
      payment({ status: 'succeeded' }),
      intent({ status: 'canceled' }),
      invoice(),
      null,
    ],
    [
      'failed stays failed when its intent is cancelled',
      payment({ status: 'failed' }),
      intent({ status: 'canceled' }),
      invoice(),
      null,
    ],
    [
      'failed stays failed while its intent waits',
      payment({ status: 'failed' }),
      intent({ status: 'requires_payment_method', hasError: true }),
      invoice(),
      null,
    ],
    [
      'money from a failed transfer’s intent paid again pays the invoice',
      payment({ status: 'failed' }),
      intent(),
      invoice(),
      paid,
    ],
    [
      'money from a failed transfer’s intent after the invoice was paid is refunded',
      payment({ status: 'failed', refundReason: 'an old reason' }),
      intent(),
      invoice({ hasPaid: true }),
      refund(PAID_ANOTHER_WAY),
    ],
    ['canceled stays', payment({ status: 'canceled' }), intent(), invoice(), null],
    ['refunding waits for its refund', payment({ status: 'refunding' }), intent(), invoice(), null],
    ['refunded stays', payment({ status: 'refunded' }), intent(), invoice(), null],
  ])('%s', (_case, current, reported, facts, expected) => {
    expect(nextPayment(current, reported, facts)).toEqual(expected);
  });
});
