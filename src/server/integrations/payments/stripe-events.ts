import Stripe from 'stripe';
import { INTENT_STATUSES, type IntentStatus } from '../../../shared/states';
import { WebhookSignatureError, type PaymentEvent, type ProviderIntent } from './payment-provider';

/*
 * Stripe's events as the portal reads them. The sandbox sends events of the same shape, signed the
 * same way, so both providers verify and read them here.
 */

/** How far a webhook's timestamp may be from now, either way: older events could be replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The signed `t=` of a Stripe-Signature header, in seconds; null when there is none. */
function signedTimestamp(header: string): number | null {
  const match = /(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(header);
  return match ? Number(match[1]) : null;
}

const KNOWN_STATUSES: readonly string[] = INTENT_STATUSES;

/** Our ids travel as metadata text; anything but a positive integer is no id of ours. */
function idOf(text: string | undefined): number | null {
  if (!text || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * Stripe's intent as the portal sees it. A webhook's body is not checked against Stripe's types, so
 * missing fields read as nothing; a state this code does not know reads as open and unpaid, so nothing
 * is recorded from it.
 */
export function intentOf(intent: Stripe.PaymentIntent): ProviderIntent {
  const status = KNOWN_STATUSES.includes(intent.status) ? (intent.status as IntentStatus) : 'requires_action';
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amountCents: intent.amount,
    amountReceivedCents: intent.amount_received ?? 0,
    currency: typeof intent.currency === 'string' ? intent.currency : '',
    status,
    lastError: intent.last_payment_error?.message ?? null,
    invoiceId: idOf(intent.metadata?.invoiceId),
    clientId: idOf(intent.metadata?.clientId),
  };
}

/** Names the failure of a webhook's check in a few words, for the 400 answer and the log. */
function signatureFailure(error: unknown): string {
  if (error instanceof SyntaxError) return 'body is not JSON';
  if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
    return /tolerance/i.test(error.message) ? 'timestamp too old' : 'signature does not match';
  }
  return 'invalid webhook';
}

/**
 * A webhook verified on its raw body against its Stripe-Signature header (HMAC with the signing
 * secret, timestamp within the tolerance) and read; any failure is a WebhookSignatureError.
 */
export function parseStripeWebhook(
  rawBody: Buffer,
  signatureHeader: string | undefined,
  webhookSecret: string,
): PaymentEvent {
  if (!signatureHeader) throw new WebhookSignatureError('missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      webhookSecret,
      SIGNATURE_TOLERANCE_SECONDS,
    );
  } catch (error) {
    throw new WebhookSignatureError(signatureFailure(error));
  }
  // Stripe's check refuses only the past: a timestamp ahead of the clock is as suspect.
  const signedAt = signedTimestamp(signatureHeader);
  if (signedAt === null || signedAt - Date.now() / 1000 > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('timestamp in the future');
  }
  const object = event.data?.object as { object?: string } | undefined;
  return {
    id: event.id,
    type: event.type,
    intent: object?.object === 'payment_intent' ? intentOf(object as Stripe.PaymentIntent) : null,
  };
}
