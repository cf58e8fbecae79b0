import { z } from 'zod';
import { ACCESS } from '../rules/access';
import { ONLINE_PAYMENT_METHODS, type IntentStatus } from '../states';
import { idParam, messageResponseSchema } from './common';
import { defineEndpoint } from './endpoint';
import { inCents } from './money';

/*
 * Paying an invoice online. The server computes every amount (invoice total plus the processing fee)
 * and asks the payment provider for an intent's real state before it records anything; the browser's
 * word is never taken for a payment.
 */

const tag = 'Payments';
const payers = { minLevel: ACCESS.clientManager };

/** Which payment service takes online payments: Stripe, or the built-in sandbox (no account, no network). */
export const paymentProviderNameSchema = z.enum(['stripe', 'sandbox']);
export type PaymentProviderName = z.infer<typeof paymentProviderNameSchema>;

export const paymentProviderConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/GetPaymentProviderConfig',
  tag,
  description:
    'The payment provider in use and its publishable key (null for the sandbox), for the payment form.',
  access: payers,
  response: z.object({
    message: z.string(),
    data: z.object({ provider: paymentProviderNameSchema, publicKey: z.string().nullable() }),
  }),
});

/** The intent states a reported payment is recorded in: paid, or a bank transfer on its way. */
const RECORDED_INTENT_STATUSES = ['succeeded', 'processing'] as const satisfies readonly IntentStatus[];

/** What a sandbox confirmation leaves the intent in: paid, on its way, or refused. */
export const SANDBOX_CONFIRM_STATUSES = [
  'succeeded',
  'processing',
  'requires_payment_method',
] as const satisfies readonly IntentStatus[];
export type SandboxConfirmStatus = (typeof SANDBOX_CONFIRM_STATUSES)[number];

export const paymentMethodSchema = z.enum(ONLINE_PAYMENT_METHODS, {
  error: 'paymentMethod is card or us_bank_account',
});

export const PAYMENT_INTENT_ID_MESSAGE = 'paymentIntentId is a payment intent id such as pi_3Mtw...';
export const paymentIntentIdParam = z
  .string({ error: PAYMENT_INTENT_ID_MESSAGE })
  .regex(/^pi_[A-Za-z0-9_]{1,96}$/, PAYMENT_INTENT_ID_MESSAGE);

/** The spec's payment intent (id, client_secret, amount in cents) and what the amount is made of. */
export const paymentIntentSchema = z.object({
  id: z.string(),
  client_secret: z.string(),
  amount: inCents(z.number().int(), 'What the owner is charged: the invoice total and the processing fee'),
  fee: inCents(z.number().int(), 'The processing fee'),
  invoiceTotal: inCents(z.number().int(), 'The invoice total the intent pays (late fee as of now included)'),
  paymentMethod: paymentMethodSchema,
  provider: paymentProviderNameSchema,
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

export const ALREADY_PAID = 'This invoice has already been paid.';
export const PAYMENT_PROCESSING =
  'A bank transfer for this invoice is processing. Bank transfers take 3 to 5 business days.';
export const NOTHING_TO_PAY = 'This invoice has nothing to pay.';

export const createPaymentIntentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Invoice/CreatePaymentIntent',
  tag,
  description:
    'Starts paying an unpaid, visible invoice of the client: the amount is the invoice total plus the ' +
    'processing fee of the method, computed here. An open intent of the same amount is reused; one ' +
    'whose invoice total has changed is cancelled and replaced.',
  access: payers,
  query: z.object({
    clientId: idParam,
    invoiceId: idParam,
    paymentMethod: paymentMethodSchema.default('card'),
  }),
  response: z.object({ message: z.string(), data: paymentIntentSchema }),
  moreErrors: [409, 502],
});

export const PAYMENT_CANCELLED = 'Payment cancelled';
/** A confirmation of an intent already cancelled (the invoice changed, or it was paid another way). */
export const PAYMENT_NO_LONGER_OPEN =
  'This payment was cancelled before it was confirmed, because the invoice changed or was paid another way. Nothing was charged.';

export const cancelPaymentIntentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Invoice/CancelPaymentIntent',
  tag,
  description:
    'Cancels an open payment intent (the payment dialog was closed, or confirming failed). An intent ' +
    'that has already been paid is recorded instead.',
  access: payers,
  query: z.object({ clientId: idParam, paymentIntentId: paymentIntentIdParam }),
  response: messageResponseSchema,
  moreErrors: [502],
});

export const PAYMENT_RECORDED = 'Payment recorded. Thank you!';
export const PAYMENT_NOW_PROCESSING =
  'Your bank transfer is processing. It takes 3 to 5 business days; the invoice shows as paid once it clears.';

export const recordPaymentEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/RecordPayment',
  tag,
  description:
    'Records the payment of an intent after the provider’s redirect, from the intent’s state as the ' +
    'provider reports it: succeeded marks the invoice paid, processing (bank transfer) marks it as ' +
    'processing, anything else is refused with the reason. Recording twice records once.',
  access: payers,
  query: z.object({ clientId: idParam, invoiceId: idParam, paymentIntentId: paymentIntentIdParam }),
  response: z.object({
    message: z.string(),
    data: z.object({ status: z.enum(RECORDED_INTENT_STATUSES) }),
  }),
  moreErrors: [409, 502],
});

/** Where the payment provider posts its events; the body is verified against its signature. */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

/*
 * The sandbox's own payment form confirms an intent here, as Stripe.js confirms one with Stripe.
 */
const digits = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .transform((text) => text.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(
          new RegExp(`^\\d{${min},${max}}$`),
          `${label} must be ${min === max ? min : `${min} to ${max}`} digits`,
        ),
    );

export const sandboxCardSchema = z.object({
  number: digits('Card number', 12, 19),
  expiry: z
    .string({ error: 'Expiry is required' })
    .regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, 'Expiry must look like MM / YY'),
  cvc: digits('CVC', 3, 4),
});
export const sandboxBankAccountSchema = z.object({
  accountHolderName: z.string().trim().min(1, 'Account holder name is required').max(100),
  routingNumber: digits('Routing number', 9, 9),
  accountNumber: digits('Account number', 4, 17),
});

export const sandboxConfirmEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/payments/sandbox/ConfirmPaymentIntent',
  tag,
  description:
    'The sandbox provider’s confirmation (ours; only when no real provider is configured): takes ' +
    'Stripe’s published test card and bank numbers and answers as Stripe would.',
  access: payers,
  body: z.object({
    paymentIntentId: paymentIntentIdParam,
    clientSecret: z.string().min(1).max(200),
    card: sandboxCardSchema.optional(),
    bankAccount: sandboxBankAccountSchema.optional(),
  }),
  response: z.object({
    message: z.string(),
    data: z.object({
      status: z.enum(SANDBOX_CONFIRM_STATUSES),
      error: z.string().nullable(),
    }),
  }),
  moreErrors: [409],
});
