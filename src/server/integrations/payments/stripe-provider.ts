import Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CreateIntentInput,
  type IntentStatus,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderIntent,
} from './payment-provider';

/** Where the SDK sends its requests: Stripe by default, a local fake in tests. */
export interface StripeConnection {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

const STRIPE_UNREACHABLE = 'The payment service could not be reached. Please try again in a moment.';
const STRIPE_MISCONFIGURED =
  'The payment service is not set up correctly. Please try again later or contact the district office.';
/** How far a webhook's timestamp may be from now: older events could be replays. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const KNOWN_STATUSES: readonly string[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
] satisfies IntentStatus[];

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
function intentOf(intent: Stripe.PaymentIntent): ProviderIntent {
  const status = KNOWN_STATUSES.includes(intent.status) ? (intent.status as IntentStatus) : 'requires_action';
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amountCents: intent.amount,
    amountReceivedCents: intent.amount_received ?? 0,
    status,
    lastError: intent.last_payment_error?.message ?? null,
    invoiceId: idOf(intent.metadata?.invoiceId),
    clientId: idOf(intent.metadata?.clientId),
  };
}

/**
 * What the caller may be told. A refused request (a declined card, an invalid parameter) carries
 * Stripe's message, which is written for the payer; a refused key or a Stripe outage does not, and
 * keeps Stripe's own words (without the key) as the cause for the log.
 */
function providerError(error: unknown, secretKey: string): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const withoutKey = (text: string) => text.split(secretKey).join('[secret key]');
  const refused =
    error instanceof Stripe.errors.StripeCardError ||
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripeIdempotencyError;
  if (refused) return new PaymentProviderError(withoutKey(error.message), true);
  const misconfigured =
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError;
  const failure = new PaymentProviderError(misconfigured ? STRIPE_MISCONFIGURED : STRIPE_UNREACHABLE, false);
  failure.cause = new Error(withoutKey(`${error.type}: ${error.message}`));
  return failure;
}

/** Names the failure of a webhook's check in a few words, for the 400 answer and the log. */
function signatureFailure(error: unknown): string {
  if (error instanceof SyntaxError) return 'body is not JSON';
  if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
    return /tolerance/i.test(error.message) ? 'timestamp too old' : 'signature does not match';
  }
  return 'invalid webhook';
}

/** The payment port on Stripe's PaymentIntents API, through the official SDK. */
export function createStripeProvider(
  settings: { secretKey: string; publishableKey: string; webhookSecret: string },
  options: { connection?: StripeConnection; maxNetworkRetries?: number; timeoutMs?: number } = {},
): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    apiVersion: Stripe.API_VERSION,
    ...options.connection,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    appInfo: { name: 'groundwater-district-portal' },
  });

  async function call(request: () => Promise<Stripe.PaymentIntent>): Promise<ProviderIntent> {
    try {
      return intentOf(await request());
    } catch (error) {
      throw providerError(error, settings.secretKey);
    }
  }

  return {
    name: 'stripe',
    publicKey: settings.publishableKey,

    createIntent(input: CreateIntentInput) {
      const params: Stripe.PaymentIntentCreateParams = {
        amount: input.amountCents,
        currency: 'usd',
        allowed_payment_method_types: [input.method],
        description: input.description,
        metadata: { invoiceId: String(input.invoiceId), clientId: String(input.clientId) },
      };
      if (input.method === 'us_bank_account') {
        // Instant verification through the payer's bank login, with microdeposits when their bank
        // is not supported; we only need the account to pay from, not its balances or history.
        params.payment_method_options = {
          us_bank_account: {
            verification_method: 'automatic',
            financial_connections: { permissions: ['payment_method'] },
          },
        };
      }
      return call(() => stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey }));
    },

    retrieveIntent(intentId) {
      return call(() => stripe.paymentIntents.retrieve(intentId));
    },

    async cancelIntent(intentId) {
      try {
        return intentOf(await stripe.paymentIntents.cancel(intentId));
      } catch (error) {
        // Paid, on its way from the bank, or cancelled already: the caller wants its state, not an error.
        if (error instanceof Stripe.errors.StripeError && error.code === 'payment_intent_unexpected_state') {
          return call(() => stripe.paymentIntents.retrieve(intentId));
        }
        throw providerError(error, settings.secretKey);
      }
    },

    parseWebhook(rawBody, signatureHeader): PaymentEvent {
      if (!signatureHeader) throw new WebhookSignatureError('missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          settings.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new WebhookSignatureError(signatureFailure(error));
      }
      const object = event.data?.object as { object?: string } | undefined;
      return {
        id: event.id,
        type: event.type,
        intent: object?.object === 'payment_intent' ? intentOf(object as Stripe.PaymentIntent) : null,
      };
    },
  };
}
