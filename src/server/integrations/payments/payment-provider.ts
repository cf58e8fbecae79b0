import { AppError } from '../../errors';
import type { PaymentProviderName } from '../../../shared/contracts/payment-intents';
import type { IntentStatus, OnlinePaymentMethod } from '../../../shared/states';

/** A payment intent as the provider reports it. Amounts are US cents. */
export interface ProviderIntent {
  id: string;
  clientSecret: string;
  amountCents: number;
  /** What has actually been received (0 until it succeeds). */
  amountReceivedCents: number;
  /** Three-letter ISO code in lower case, as Stripe writes it: the portal takes only `usd`. */
  currency: string;
  status: IntentStatus;
  /** The provider's message for the last failed attempt, if any. */
  lastError: string | null;
  /** What we attached when creating it: which invoice of which client it pays. */
  invoiceId: number | null;
  clientId: number | null;
}

export interface CreateIntentInput {
  amountCents: number;
  method: OnlinePaymentMethod;
  invoiceId: number;
  clientId: number;
  /** Shown on the owner's statement and in the provider's dashboard. */
  description: string;
  /** The same key answers the same intent: a retried request cannot create a second one. */
  idempotencyKey: string;
}

export interface RefundInput {
  intentId: string;
  /** The whole amount received: a refund here always gives back all of a payment. */
  amountCents: number;
  /** Why, for the provider's dashboard. */
  reason: string;
  /** The same key answers the same refund: a retried refund cannot pay back twice. */
  idempotencyKey: string;
}

/** A refund as the provider reports it; `pending` refunds still reach the payer (bank refunds take days). */
export interface ProviderRefund {
  id: string;
  amountCents: number;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
}

/** The events we act on; any other type is acknowledged and ignored. */
export type PaymentEventType =
  | 'payment_intent.succeeded'
  | 'payment_intent.processing'
  | 'payment_intent.payment_failed'
  | 'payment_intent.canceled';

export interface PaymentEvent {
  id: string;
  type: PaymentEventType | (string & {});
  /**
   * The intent as it was when the event was sent (null when the event is not about an intent). Only
   * its id is to be trusted: what it says is asked of the provider again.
   */
  intent: ProviderIntent | null;
}

/** A webhook whose signature, timestamp or body does not verify; answered 400 and ignored. */
export class WebhookSignatureError extends Error {}

/**
 * The provider refused a request (answered 400 with its message, which is safe to show) or could not
 * be reached (502: the caller may try again).
 */
export class PaymentProviderError extends AppError {
  constructor(
    message: string,
    /** 4xx from the provider: the request itself was refused (not worth retrying). */
    readonly refused: boolean,
  ) {
    super(refused ? 400 : 502, message);
  }
}

/**
 * A payment service: Stripe, or the sandbox that behaves like it without an account. Everything the
 * portal records about a payment comes from `retrieveIntent` or a verified event, never from the browser.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The key the browser's payment form uses; null for the sandbox. */
  readonly publicKey: string | null;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  retrieveIntent(intentId: string): Promise<ProviderIntent>;
  /** Cancels an open intent and answers its state; one that can no longer be cancelled is answered as it is. */
  cancelIntent(intentId: string): Promise<ProviderIntent>;
  /** Gives back what a succeeded intent received; a refund made before (by key, or by hand) is answered as it is. */
  refundIntent(input: RefundInput): Promise<ProviderRefund>;
  /** Verifies a webhook on its raw body and signature header; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}
