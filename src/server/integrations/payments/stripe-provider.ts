import Stripe from 'stripe';
import {
  PaymentProviderError,
  type CreateIntentInput,
  type PaymentProvider,
  type ProviderIntent,
  type ProviderRefund,
} from './payment-provider';
import { intentOf, parseStripeWebhook } from './stripe-events';

/** Where the SDK sends its requests: Stripe by default, a local fake in tests. */
export interface StripeConnection {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

const STRIPE_UNREACHABLE = 'The payment service could not be reached. Please try again in a moment.';
const STRIPE_MISCONFIGURED =
  'The payment service is not set up correctly. Please try again later or contact the district office.';
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

    async refundIntent({ intentId, amountCents, reason, idempotencyKey }) {
      const refundOf = (refund: Stripe.Refund): ProviderRefund => ({
        id: refund.id,
        amountCents: refund.amount,
        status: (refund.status ?? 'pending') as ProviderRefund['status'],
      });
      try {
        return refundOf(
          await stripe.refunds.create(
            { payment_intent: intentId, amount: amountCents, metadata: { reason: reason.slice(0, 500) } },
            { idempotencyKey },
          ),
        );
      } catch (error) {
        // Refunded already (by a retry under another key, or by staff in Stripe's dashboard).
        if (!(error instanceof Stripe.errors.StripeError) || error.code !== 'charge_already_refunded') {
          throw providerError(error, settings.secretKey);
        }
      }
      try {
        const [refund] = (await stripe.refunds.list({ payment_intent: intentId, limit: 1 })).data;
        if (refund) return refundOf(refund);
        throw new PaymentProviderError(`No refund of ${intentId} was found`, false);
      } catch (error) {
        throw providerError(error, settings.secretKey);
      }
    },

    parseWebhook: (rawBody, signatureHeader) =>
      parseStripeWebhook(rawBody, signatureHeader, settings.webhookSecret),
  };
}
