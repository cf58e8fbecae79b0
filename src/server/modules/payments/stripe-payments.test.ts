import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_WEBHOOK_PATH } from '../../../shared/contracts/payment-intents';
import { addDays } from '../../../shared/rules/calendar';
import { auditLog, clients, invoices, payments } from '../../db/schema';
import { createStripeProvider } from '../../integrations/payments/stripe-provider';
import { startFakeStripe, signedIntentEvent, type FakeStripe } from '../../test/fake-stripe';
import { insertDistrictProfile } from '../../test/factories/district';
import { insertInvoice } from '../../test/factories/invoices';
import { caller, keptMailer } from '../../test/factories/payments';
import { insertAccessMatrix } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';
import { INVALID_WEBHOOK } from './payment-events';

const STRIPE = {
  secretKey: 'sk_test_portal',
  publishableKey: 'pk_test_portal',
  webhookSecret: 'whsec_portal',
};

let fake: FakeStripe;
let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
let owner: ReturnType<typeof caller>;
const mailer = keptMailer();
const today = todayIn('America/Chicago');

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    mailer,
    config: { payments: { provider: 'stripe', ...STRIPE } },
    paymentProvider: createStripeProvider(STRIPE, { connection: fake.connection, maxNetworkRetries: 0 }),
  });
  matrix = await insertAccessMatrix(t.database.db);
  owner = caller(t.app, await t.tokenFor({ userId: matrix.owner.id }));
  await t.database.db
    .update(clients)
    .set({ contactEmail: 'owner-a@test.local' })
    .where(eq(clients.id, matrix.clientA.id));
  await insertDistrictProfile(t.database.db, { email: 'billing@district.test' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let quarterSequence = 0;
async function startedPayment(method: 'card' | 'us_bank_account' = 'card') {
  quarterSequence += 1;
  const invoice = await insertInvoice(t.database.db, {
    clientId: matrix.clientA.id,
    year: 1800 + quarterSequence,
    quarter: 2,
    feeAmountCents: 25_000,
    billingDate: addDays(today, -3),
    dueDate: addDays(today, 27),
  });
  const response = await owner(
    'GET',
    `/Invoice/CreatePaymentIntent?clientId=${matrix.clientA.id}&invoiceId=${invoice.id}&paymentMethod=${method}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  const intentId = (response.json() as { data: { id: string } }).data.id;
  return { invoice, intentId };
}

function postEvent(event: { body: string; signature?: string }) {
  return t.app.inject({
    method: 'POST',
    url: PAYMENT_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      ...(event.signature ? { 'stripe-signature': event.signature } : {}),
    },
    payload: event.body,
  });
}

function event(intentId: string, type: string, options: { timestamp?: number; secret?: string } = {}) {
  return signedIntentEvent(fake.intent(intentId), type, options.secret ?? STRIPE.webhookSecret, options);
}

async function stateOf(invoiceId: number) {
  const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  const rows = await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
  const paidAudits = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, String(invoiceId)), eq(auditLog.action, 'payment-paid')));
  return {
    hasPaid: invoice?.hasPaid,
    statuses: rows.map((row) => row.status),
    paidAudits: paidAudits.length,
  };
}

describe('the Stripe adapter in the portal', () => {
  it('names Stripe and its publishable key for the payment form', async () => {
    const response = await owner('GET', '/GetPaymentProviderConfig');
    expect(response.json().data).toEqual({ provider: 'stripe', publicKey: 'pk_test_portal' });
  });

  it('creates the intent with the server’s amount, the allowed method and a key per invoice, method and amount', async () => {
    const { invoice, intentId } = await startedPayment('us_bank_account');
    const created = fake.requests.find((request) => request.path === '/v1/payment_intents');
    expect(created).toBeDefined();
    const last = fake.requests.filter((request) => request.path === '/v1/payment_intents').at(-1);
    expect(last?.body).toMatchObject({
      amount: '25200',
      currency: 'usd',
      allowed_payment_method_types: ['us_bank_account'],
      metadata: { invoiceId: String(invoice.id), clientId: String(matrix.clientA.id) },
    });
    expect(last?.idempotencyKey).toBe(`invoice-${invoice.id}-us_bank_account-25200-0`);
    expect(fake.intent(intentId)?.amount).toBe(25_200);
  });

  it('records the payment the owner made when the redirect brings them back', async () => {
    const { invoice, intentId } = await startedPayment();
    fake.setIntentStatus(intentId, 'succeeded');
    const recorded = await owner(
      'PUT',
      `/RecordPayment?clientId=${matrix.clientA.id}&invoiceId=${invoice.id}&paymentIntentId=${intentId}`,
    );
    expect(recorded.json().data).toEqual({ status: 'succeeded' });
    expect(await stateOf(invoice.id)).toEqual({ hasPaid: true, statuses: ['succeeded'], paidAudits: 1 });
  });

  it('answers 502 when Stripe is down, and records nothing', async () => {
    fake.failNext(500, { type: 'api_error', message: 'Internal error' });
    quarterSequence += 1;
    const invoice = await insertInvoice(t.database.db, {
      clientId: matrix.clientA.id,
      year: 1800 + quarterSequence,
      quarter: 2,
      feeAmountCents: 1_000,
    });
    const response = await owner(
      'GET',
      `/Invoice/CreatePaymentIntent?clientId=${matrix.clientA.id}&invoiceId=${invoice.id}`,
    );
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/could not be reached/);
    expect((await stateOf(invoice.id)).statuses).toEqual([]);
  });
});

describe('webhooks', () => {
  it('record a payment on a verified event, once however often it is replayed', async () => {
    const { invoice, intentId } = await startedPayment();
    fake.setIntentStatus(intentId, 'succeeded');
    const succeeded = event(intentId, 'payment_intent.succeeded');
    for (let delivery = 0; delivery < 3; delivery += 1) {
      expect((await postEvent(succeeded)).statusCode).toBe(200);
    }
    expect(await stateOf(invoice.id)).toEqual({ hasPaid: true, statuses: ['succeeded'], paidAudits: 1 });
  });

  it.each([
    ['a tampered body', (body: string) => body.replace('"succeeded"', '"canceled"'), {}],
    ['a wrong secret', (body: string) => body, { secret: 'whsec_someone_else' }],
    ['a stale timestamp', (body: string) => body, { timestamp: Math.floor(Date.now() / 1000) - 600 }],
  ])('refuse %s with 400 and change nothing', async (_case, alter, options) => {
    const { invoice, intentId } = await startedPayment();
    fake.setIntentStatus(intentId, 'succeeded');
    const signed = event(intentId, 'payment_intent.succeeded', options);
    const response = await postEvent({ body: alter(signed.body), signature: signed.signature });
    expect([response.statusCode, response.json().message]).toEqual([400, INVALID_WEBHOOK]);
    expect(await stateOf(invoice.id)).toEqual({ hasPaid: false, statuses: ['pending'], paidAudits: 0 });
  });

  it('refuse an event without a signature, or that is not JSON', async () => {
    expect((await postEvent({ body: '{}' })).statusCode).toBe(400);
    expect((await postEvent({ body: 'not json', signature: 't=1,v1=00' })).statusCode).toBe(400);
  });

  it('keep a payment succeeded when an older processing event arrives after it', async () => {
    const { invoice, intentId } = await startedPayment('us_bank_account');
    fake.setIntentStatus(intentId, 'processing');
    const processing = event(intentId, 'payment_intent.processing');
    fake.setIntentStatus(intentId, 'succeeded');
    await postEvent(event(intentId, 'payment_intent.succeeded'));
    await postEvent(processing);
    expect(await stateOf(invoice.id)).toEqual({ hasPaid: true, statuses: ['succeeded'], paidAudits: 1 });
  });

  it('reopen the invoice when a processing bank transfer fails, and tell the user who paid, the owner and staff', async () => {
    const { invoice, intentId } = await startedPayment('us_bank_account');
    fake.setIntentStatus(intentId, 'processing');
    await postEvent(event(intentId, 'payment_intent.processing'));
    expect((await stateOf(invoice.id)).statuses).toEqual(['processing']);
    fake.setIntentStatus(intentId, 'requires_payment_method', 'The customer’s bank account has been closed.');
    await postEvent(event(intentId, 'payment_intent.payment_failed'));
    expect(await stateOf(invoice.id)).toEqual({ hasPaid: false, statuses: ['failed'], paidAudits: 0 });
    const notice = mailer.sent.find((mail) => mail.subject.includes(invoice.invoiceNumber));
    expect(notice?.to).toEqual(['owner@test.local', 'owner-a@test.local', 'billing@district.test']);
    expect(notice?.text).toContain('bank account has been closed');
  });

  it('and the redirect confirming the same intent at once record one payment', async () => {
    const { invoice, intentId } = await startedPayment();
    fake.setIntentStatus(intentId, 'succeeded');
    const succeeded = event(intentId, 'payment_intent.succeeded');
    const redirect = () =>
      owner(
        'PUT',
        `/RecordPayment?clientId=${matrix.clientA.id}&invoiceId=${invoice.id}&paymentIntentId=${intentId}`,
      );
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => postEvent(succeeded)),
      ...Array.from({ length: 4 }, redirect),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(await stateOf(invoice.id)).toEqual({ hasPaid: true, statuses: ['succeeded'], paidAudits: 1 });
  });
});
