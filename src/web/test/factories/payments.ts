import type { PaymentException } from '../../../shared/contracts/payment-records';

/** A payment on the staff's exceptions list: a card payment for a changed invoice, refunded. */
export function paymentException(overrides: Partial<PaymentException> = {}): PaymentException {
  return {
    id: 41,
    kind: 'refunded',
    method: 'card',
    status: 'refunded',
    amount: 90.34,
    receivedAmount: 90.34,
    note: '$90.34 was paid but the invoice asked $116.06 on 05/05/2026: it changed while the payment was open.',
    failure: null,
    refundedAmount: 90.34,
    refundedAt: '2026-05-06T15:05:00.000Z',
    refundId: 're_3RefundOfCard',
    paymentIntentId: 'pi_3PaidAfterChange',
    invoiceId: 1,
    invoiceNumber: '2026-Q1-00005',
    clientId: 5,
    clientName: 'Red Stick Water Company',
    createdAt: '2026-05-05T14:00:00.000Z',
    updatedAt: '2026-05-06T15:05:00.000Z',
    ...overrides,
  };
}
