import { z } from 'zod';
import { ACCESS } from '../rules/access';
import { dollarsToCents } from '../rules/billing';
import { PAYMENT_STATUSES, SHOWN_PAYMENT_METHODS, type PaymentStatus } from '../states';
import { calendarDate, idParam, messageResponseSchema, pageResponseSchema, requiredText } from './common';
import { defineEndpoint } from './endpoint';
import { inDollars } from './money';

/** The payments made on an invoice, a check staff record, and the receipt of a payment. */

const tag = 'Payments';

/** How an invoice was paid, as the invoice's paymentType, the history and the receipt name it. */
export const PAYMENT_TYPE_NAMES = {
  card: 'Card',
  us_bank_account: 'Bank transfer',
  check: 'Check',
} as const;

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** A payment's state in words, as the payment history and the exceptions list show it. */
export const PAYMENT_STATUS_NAMES: Record<PaymentStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  succeeded: 'Succeeded',
  canceled: 'Canceled',
  failed: 'Failed',
  refunding: 'Refunding',
  refunded: 'Refunded',
};

export const paymentRecordSchema = z.object({
  id: z.number().int(),
  method: z.enum(SHOWN_PAYMENT_METHODS),
  status: paymentStatusSchema,
  amount: inDollars(z.number(), 'What was charged or received: the invoice total and the processing fee'),
  processingFee: inDollars(z.number(), 'The processing fee'),
  invoiceAmount: inDollars(z.number(), 'The invoice total the payment pays'),
  checkNumber: z.string().nullable(),
  /** The day a check was received. */
  receivedOn: z.string().nullable(),
  /** Why a payment failed, as the provider put it. */
  failure: z.string().nullable(),
  receivedAmount: inDollars(
    z.number().nullable(),
    'What the provider says it received, once the payment went through',
  ),
  /** Why the payment's money goes back (refunding or refunded), or a note staff must read. */
  note: z.string().nullable(),
  /** What went back to the payer, when, and the provider's reference for it. */
  refundedAmount: inDollars(z.number().nullable(), 'What went back to the payer'),
  refundedAt: z.string().nullable(),
  refundId: z.string().nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const invoicePaymentsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Invoice/GetInvoicePayments',
  tag,
  description:
    'Every payment started or made on an invoice, newest first: method, amount, fee, state and when (ours). ' +
    'Owners see their own visible invoices’ payments.',
  access: { minLevel: ACCESS.clientManager },
  query: z.object({ invoiceId: idParam }),
  response: z.object({ message: z.string(), data: z.array(paymentRecordSchema) }),
});

/** Why the portal cancelled an open payment, as its history shows it. */
export const CANCELLED_BECAUSE = {
  invoiceChanged: 'Cancelled: the invoice changed while this payment was open.',
  anotherStarted: 'Cancelled: another payment of the invoice was started.',
  checkRecorded: 'Cancelled: a check was recorded for the invoice.',
  invoicePaid: 'Cancelled: the invoice was paid.',
  asksAnotherAmount: 'Cancelled: the invoice asks another amount now.',
  leftOpen: 'Cancelled: the payment was left open for a day.',
} as const;

/** An intent left open this long was abandoned: the reconciliation sweep cancels it. */
export const PAYMENT_ABANDONED_AFTER_HOURS = 24;
/** A bank transfer takes 3 to 5 business days; one processing for longer than this is stuck. */
export const TRANSFER_STUCK_AFTER_DAYS = 10;

/** What a stuck payment has been waiting for, as the staff's list says it. */
export const STUCK_PAYMENT_NOTES = {
  pending: `Open for over ${PAYMENT_ABANDONED_AFTER_HOURS} hours: the reconciliation sweep should have cancelled it; check that the provider can be reached.`,
  processing: `A bank transfer processing for over ${TRANSFER_STUCK_AFTER_DAYS} days: ask the provider about it.`,
} as const;

/** Why a payment is on the staff's list: its money must go back, went back, or it is not final long after it began. */
export const PAYMENT_EXCEPTION_KINDS = ['refund-pending', 'refunded', 'stuck'] as const;
export const paymentExceptionKindSchema = z.enum(PAYMENT_EXCEPTION_KINDS);
export type PaymentExceptionKind = z.infer<typeof paymentExceptionKindSchema>;

export const paymentExceptionSchema = paymentRecordSchema
  .pick({
    id: true,
    method: true,
    status: true,
    amount: true,
    receivedAmount: true,
    note: true,
    failure: true,
    refundedAmount: true,
    refundedAt: true,
    refundId: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    kind: paymentExceptionKindSchema,
    paymentIntentId: z.string().nullable(),
    invoiceId: z.number().int(),
    invoiceNumber: z.string(),
    clientId: z.number().int(),
    clientName: z.string(),
  });
export type PaymentException = z.infer<typeof paymentExceptionSchema>;

/** The most rows the list answers: the newest first. */
export const PAYMENT_EXCEPTIONS_LIMIT = 1000;

export const paymentExceptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Payment/GetPaymentExceptions',
  tag,
  description:
    'Payments staff must know about (ours), newest first, at most 1,000: money that goes back and has ' +
    'not yet (refund-pending), money that went back (refunded), and payments not final long after ' +
    'they began (stuck: open for over a day, or a bank transfer processing for over ten days).',
  access: { minLevel: ACCESS.staff },
  query: z.object({ kind: paymentExceptionKindSchema.optional() }),
  response: pageResponseSchema(paymentExceptionSchema),
});

export const CHECK_NUMBER_MESSAGE = 'Check number is required';
export const CHECK_AMOUNT_MESSAGE = 'Enter the amount received in dollars and cents, such as 125.40';
export const RECEIVED_IN_FUTURE = 'The date received cannot be in the future';

/** A check as staff enter it: its number, the amount in dollars and the day it arrived. */
export const checkPaymentValuesSchema = z.object({
  checkNumber: requiredText('Check number', 50, CHECK_NUMBER_MESSAGE),
  amount: inDollars(z.number({ error: CHECK_AMOUNT_MESSAGE }), 'The amount the check brought')
    .positive(CHECK_AMOUNT_MESSAGE)
    .max(100_000_000, CHECK_AMOUNT_MESSAGE)
    .refine((value) => dollarsToCents(value) !== null, CHECK_AMOUNT_MESSAGE),
  dateReceived: calendarDate(),
});
export type CheckPaymentValues = z.infer<typeof checkPaymentValuesSchema>;

/** The check as the handler receives it, the amount in whole cents. */
export const checkPaymentInputSchema = checkPaymentValuesSchema.transform(({ amount, ...check }) => ({
  ...check,
  amountCents: dollarsToCents(amount) ?? 0,
}));

export const CHECK_RECORDED = 'Payment recorded';

export const recordPaymentByAdminEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/RecordPaymentByAdmin',
  tag,
  description:
    'Records a check received for an unpaid invoice (staff): its number, amount and the day it arrived. ' +
    'The amount must be what the invoice asked on that day; the invoice is then paid. Audited.',
  access: { minLevel: ACCESS.staff },
  query: z.object({ invoiceId: idParam }),
  body: checkPaymentInputSchema,
  response: messageResponseSchema,
  moreErrors: [409],
});

export const paymentReceiptEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Report/GetPaymentReceipt',
  tag,
  description:
    'The receipt of a succeeded payment, or of a refunded one with its refund, as a PDF (ours); owners get their own invoices’ receipts.',
  access: { minLevel: ACCESS.clientManager },
  query: z.object({ paymentId: idParam }),
  responseKind: 'file',
  moreErrors: [409],
});
