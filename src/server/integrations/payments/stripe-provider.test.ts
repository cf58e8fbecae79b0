import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIntentEvent, startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { PaymentProviderError, WebhookSignatureError, type CreateIntentInput } from './payment-provider';
import type { IntentStatus } from '../../../shared/states';
import { createStripeProvider, type StripeConnection } from './stripe-provider';

const KEYS = {
  secretKey: 'sk_test_51PortalSecretKey0000',
  publishableKey: 'pk_test_51PortalPublishable0000',
  webhookSecret: 'whsec_portal_test_secret',
};
const UNREACHABLE = 'The payment service could not be reached. Please try again in a moment.';

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

/** Retries off: a failure is answered at once, and each request reaches the fake once. */
function stripeAt(
  connection: StripeConnection = fake.connection,
  secretKey = KEYS.secretKey,
  timeoutMs?: number,
) {
  return createStripeProvider({ ...KEYS, secretKey }, { connection, maxNetworkRetries: 0, timeoutMs });
}

function intentInput(overrides: Partial<CreateIntentInput> = {}): CreateIntentInput {
  return {
    amountCents: 12_345,
    method: 'card',
    invoiceId: 42,
    clientId: 7,
    description: 'Invoice 2026-Q1-0042',
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

const sentWith = (idempotencyKey: string) => fake.requests.filter((r) => r.idempotencyKey === idempotencyKey);

async function failureOf(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('Stripe payment intents', () => {
  it('creates a card intent with the allowed method, cents, usd, metadata and the idempotency key', async () => {
    const input = intentInput();
    const intent = await stripeAt().createIntent(input);

    const [request, ...more] = sentWith(input.idempotencyKey);
    expect(more).toEqual([]);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(request?.body).toEqual({
      amount: '12345',
      currency: 'usd',
      allowed_payment_method_types: ['card'],
      description: 'Invoice 2026-Q1-0042',
      metadata: { invoiceId: '42', clientId: '7' },
    });
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_[A-Za-z0-9]+$/),
      clientSecret: expect.stringMatching(new RegExp(`^${intent.id}_secret_[A-Za-z0-9]+$`)),
      amountCents: 12_345,
      amountReceivedCents: 0,
      currency: 'usd',
      status: 'requires_payment_method',
      lastError: null,
      invoiceId: 42,
      clientId: 7,
    });
  });

  it('answers the same intent for the same idempotency key', async () => {
    const input = intentInput();
    const first = await stripeAt().createIntent(input);
    const again = await stripeAt().createIntent(input);
    expect(again).toEqual(first);
    expect(sentWith(input.idempotencyKey)).toHaveLength(2);
  });

  it('asks for a bank transfer verified through the bank, with microdeposits as the fallback', async () => {
    const input = intentInput({ method: 'us_bank_account' });
    await stripeAt().createIntent(input);
    expect(sentWith(input.idempotencyKey)[0]?.body).toMatchObject({
      allowed_payment_method_types: ['us_bank_account'],
      payment_method_options: {
        us_bank_account: {
          verification_method: 'automatic',
          financial_connections: { permissions: ['payment_method'] },
        },
      },
    });
  });

  it('refuses the same idempotency key with other parameters, as Stripe does', async () => {
    const input = intentInput();
    await stripeAt().createIntent(input);
    const failure = await failureOf(stripeAt().createIntent({ ...input, amountCents: 999 }));
    expect(failure.refused).toBe(true);
    expect(failure.message).toMatch(
      /^Keys for idempotent requests can only be used with the same parameters/,
    );
  });

  it.each<{ status: IntentStatus; lastError?: string; received: number }>([
    { status: 'succeeded', received: 12_345 },
    { status: 'processing', received: 0 },
    { status: 'requires_payment_method', lastError: 'Your card was declined.', received: 0 },
  ])('retrieves an intent that is $status', async ({ status, lastError, received }) => {
    const created = await stripeAt().createIntent(intentInput());
    fake.setIntentStatus(created.id, status, lastError);
    expect(await stripeAt().retrieveIntent(created.id)).toEqual({
      ...created,
      status,
      amountReceivedCents: received,
      lastError: lastError ?? null,
    });
  });

  it.each<{ before: IntentStatus; after: IntentStatus }>([
    { before: 'requires_payment_method', after: 'canceled' },
    { before: 'requires_action', after: 'canceled' },
    { before: 'succeeded', after: 'succeeded' },
    { before: 'processing', after: 'processing' },
    { before: 'canceled', after: 'canceled' },
  ])('cancelling an intent that is $before answers it $after', async ({ before, after }) => {
    const created = await stripeAt().createIntent(intentInput());
    fake.setIntentStatus(created.id, before);
    expect((await stripeAt().cancelIntent(created.id)).status).toBe(after);
    expect(fake.intent(created.id)?.status).toBe(after);
  });

  const failures = [
    {
      name: 'a declined card is refused with Stripe’s message',
      status: 402,
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      expected: { message: 'Your card was declined.', refused: true },
    },
    {
      name: 'an invalid request is refused with Stripe’s message',
      status: 400,
      error: {
        type: 'invalid_request_error',
        code: 'amount_too_small',
        message: 'Amount must be at least $0.50 usd',
      },
      expected: { message: 'Amount must be at least $0.50 usd', refused: true },
    },
    {
      name: 'a Stripe outage is not refused and says so plainly',
      status: 500,
      error: { type: 'api_error', message: 'An unknown error occurred' },
      expected: { message: UNREACHABLE, refused: false },
    },
    {
      name: 'a rate limit is not refused and says so plainly',
      status: 429,
      error: { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests' },
      expected: { message: UNREACHABLE, refused: false },
    },
  ];
  for (const { name, status, error, expected } of failures) {
    it(name, async () => {
      fake.failNext(status, error);
      expect(await failureOf(stripeAt().createIntent(intentInput()))).toMatchObject(expected);
    });
  }

  it('refuses an unknown intent with Stripe’s message', async () => {
    const failure = await failureOf(stripeAt().retrieveIntent('pi_doesNotExist'));
    expect(failure).toMatchObject({ message: "No such payment_intent: 'pi_doesNotExist'", refused: true });
  });

  it('a wrong secret key is an error that does not show the key', async () => {
    const wrongKey = 'sk_live_51WrongKeyTypedIntoTheSettings9876';
    const failure = await failureOf(stripeAt(fake.connection, wrongKey).createIntent(intentInput()));
    expect(failure).toMatchObject({ message: expect.stringMatching(/not set up correctly/), refused: false });
    expect(failure.message).not.toContain(wrongKey);
    expect((failure.cause as Error).message).not.toContain(wrongKey);
  });

  it('a payment service that is not listening is not refused and says so plainly', async () => {
    const gone = await startFakeStripe();
    await gone.close();
    const failure = await failureOf(stripeAt(gone.connection).retrieveIntent('pi_any'));
    expect(failure).toMatchObject({ message: UNREACHABLE, refused: false });
  });

  it('a payment service that does not answer in time is not refused and says so plainly', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const connection = {
      host: '127.0.0.1',
      port: (silent.address() as AddressInfo).port,
      protocol: 'http' as const,
    };
    try {
      const failure = await failureOf(stripeAt(connection, KEYS.secretKey, 200).retrieveIntent('pi_any'));
      expect(failure).toMatchObject({ message: UNREACHABLE, refused: false });
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('Stripe webhooks', () => {
  const parse = (event: { body: string; signature: string | undefined }) =>
    stripeAt().parseWebhook(Buffer.from(event.body), event.signature);

  it('reads a verified event and the intent it carries', async () => {
    const created = await stripeAt().createIntent(intentInput());
    fake.setIntentStatus(created.id, 'succeeded');
    const event = signedIntentEvent(fake.intent(created.id), 'payment_intent.succeeded', KEYS.webhookSecret, {
      eventId: 'evt_portal_1',
    });
    expect(parse(event)).toEqual({
      id: 'evt_portal_1',
      type: 'payment_intent.succeeded',
      intent: { ...created, status: 'succeeded', amountReceivedCents: 12_345 },
    });
  });

  it('answers no intent for an event about something else', () => {
    const event = signedIntentEvent({ id: 'ch_1', object: 'charge' }, 'charge.succeeded', KEYS.webhookSecret);
    expect(parse(event)).toMatchObject({ type: 'charge.succeeded', intent: null });
  });

  it('reads metadata that is not one of our ids as no id', () => {
    const object = { id: 'pi_1', object: 'payment_intent', amount: 100, status: 'succeeded' };
    const event = signedIntentEvent(
      { ...object, metadata: { invoiceId: 'abc', clientId: '0' } },
      'payment_intent.succeeded',
      KEYS.webhookSecret,
    );
    expect(parse(event).intent).toMatchObject({ invoiceId: null, clientId: null });
  });

  const intent = { id: 'pi_1', object: 'payment_intent', amount: 12_345, status: 'succeeded', metadata: {} };
  const now = () => Math.floor(Date.now() / 1000);
  const forgeries: { name: string; event: () => { body: string; signature?: string }; reason: string }[] = [
    {
      name: 'a tampered body',
      event: () => {
        const signed = signedIntentEvent(intent, 'payment_intent.succeeded', KEYS.webhookSecret);
        return { ...signed, body: signed.body.replace('12345', '1') };
      },
      reason: 'signature does not match',
    },
    {
      name: 'a body signed with another secret',
      event: () => signedIntentEvent(intent, 'payment_intent.succeeded', 'whsec_someone_else'),
      reason: 'signature does not match',
    },
    {
      name: 'an event older than five minutes',
      event: () =>
        signedIntentEvent(intent, 'payment_intent.succeeded', KEYS.webhookSecret, { timestamp: now() - 400 }),
      reason: 'timestamp too old',
    },
    {
      name: 'a missing signature header',
      event: () => ({ body: signedIntentEvent(intent, 'payment_intent.succeeded', KEYS.webhookSecret).body }),
      reason: 'missing Stripe-Signature header',
    },
    {
      name: 'a signed body that is not JSON',
      event: () => {
        const body = 'not json';
        return {
          body,
          signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret: KEYS.webhookSecret }),
        };
      },
      reason: 'body is not JSON',
    },
  ];
  for (const { name, event, reason } of forgeries) {
    it(`refuses ${name}`, () => {
      const { body, signature } = event();
      const attempt = () => parse({ body, signature });
      expect(attempt).toThrow(WebhookSignatureError);
      expect(attempt).toThrow(reason);
    });
  }
});
