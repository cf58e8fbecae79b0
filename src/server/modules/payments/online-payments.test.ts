import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_PAID,
  PAYMENT_NOW_PROCESSING,
  PAYMENT_PROCESSING,
  PAYMENT_RECORDED,
} from '../../../shared/contracts/payment-intents';
import { addDays } from '../../../shared/rules/calendar';
import { adjustments, auditLog, clients, invoices, payments } from '../../db/schema';
import { insertDistrictProfile } from '../../test/factories/district';
import { insertInvoice } from '../../test/factories/invoices';
import {
  caller,
  keptMailer,
  settleSandboxNow,
  TEST_BANK_ACCOUNT,
  TEST_CARD,
} from '../../test/factories/payments';
import { insertAccessMatrix } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';

let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
let as: Record<'admin' | 'owner' | 'user' | 'otherOwner', ReturnType<typeof caller>>;
const mailer = keptMailer();
const today = todayIn('America/Chicago');

beforeAll(async () => {
  t = await createTestApp({ mailer });
  matrix = await insertAccessMatrix(t.database.db);
  const tokenOf = async (who: 'admin' | 'owner' | 'user' | 'otherOwner') =>
    caller(t.app, await t.tokenFor({ userId: matrix[who].id }));
  as = {
    admin: await tokenOf('admin'),
    owner: await tokenOf('owner'),
    user: await tokenOf('user'),
    otherOwner: await tokenOf('otherOwner'),
  };
});
afterAll(() => t.close());

let quarterSequence = 0;
/** A fresh unpaid, visible invoice of client A: $100.00, not yet due unless told otherwise. */
function unpaidInvoice(values: Partial<typeof invoices.$inferInsert> = {}) {
  quarterSequence += 1;
  return insertInvoice(t.database.db, {
    clientId: matrix.clientA.id,
    year: 1900 + quarterSequence,
    quarter: 1,
    feeAmountCents: 10_000,
    billingDate: addDays(today, -5),
    dueDate: addDays(today, 25),
    ...values,
  });
}

async function startPayment(invoiceId: number, method = 'card', who = as.owner) {
  const response = await who(
    'GET',
    `/Invoice/CreatePaymentIntent?clientId=${matrix.clientA.id}&invoiceId=${invoiceId}&paymentMethod=${method}`,
  );
  return response;
}

async function intentOf(invoiceId: number, method = 'card') {
  const response = await startPayment(invoiceId, method);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: string; client_secret: string; amount: number; fee: number };
}

function confirm(intent: { id: string; client_secret: string }, details: object) {
  return as.owner('POST', '/payments/sandbox/ConfirmPaymentIntent', {
    paymentIntentId: intent.id,
    clientSecret: intent.client_secret,
    ...details,
  });
}

function record(invoiceId: number, intentId: string, who = as.owner) {
  return who(
    'PUT',
    `/RecordPayment?clientId=${matrix.clientA.id}&invoiceId=${invoiceId}&paymentIntentId=${intentId}`,
  );
}

async function invoiceRow(invoiceId: number) {
  const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  return row!;
}

function paymentsOf(invoiceId: number) {
  return t.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId)).orderBy(payments.id);
}

describe('GetPaymentProviderConfig', () => {
  it('names the sandbox, which has no public key', async () => {
    const response = await as.owner('GET', '/GetPaymentProviderConfig');
    expect(response.json()).toEqual({ message: 'OK', data: { provider: 'sandbox', publicKey: null } });
  });
});

describe('CreatePaymentIntent', () => {
  it.each([
    ['card', 10_320, 320],
    ['us_bank_account', 10_080, 80],
  ])('charges the invoice total plus the %s fee, computed on the server', async (method, amount, fee) => {
    const invoice = await unpaidInvoice();
    const intent = await intentOf(invoice.id, method);
    expect(intent).toMatchObject({ amount, fee });
    const [payment] = await paymentsOf(invoice.id);
    expect(payment).toMatchObject({
      status: 'pending',
      method,
      amountCents: amount,
      processingFeeCents: fee,
      invoiceTotalCents: 10_000,
    });
  });

  it('reuses the open intent, and replaces it once the invoice total has changed', async () => {
    const invoice = await unpaidInvoice();
    const first = await intentOf(invoice.id);
    expect((await intentOf(invoice.id)).id).toBe(first.id);
    await t.database.db
      .insert(adjustments)
      .values({ invoiceId: invoice.id, reason: 'Credit', valueCents: -1_000 });
    const second = await intentOf(invoice.id);
    expect(second.id).not.toBe(first.id);
    expect(second.amount).toBe(9_000 + 261 + 30);
    const rows = await paymentsOf(invoice.id);
    expect(rows.map((row) => [row.paymentIntentId, row.status])).toEqual([
      [first.id, 'canceled'],
      [second.id, 'pending'],
    ]);
  });

  it('includes the late fee of today in an overdue invoice', async () => {
    // Due 40 days ago at 1.5% a day: 40 days of late fee on $100.
    const invoice = await unpaidInvoice({ billingDate: addDays(today, -70), dueDate: addDays(today, -40) });
    const intent = await intentOf(invoice.id, 'us_bank_account');
    expect(intent.amount).toBe(16_000 + 128);
  });

  it.each([
    ['an owner of another client', () => as.otherOwner, 404],
    ['a user below client manager', () => as.user, 403],
  ])('refuses %s', async (_who, who, status) => {
    const invoice = await unpaidInvoice();
    expect((await startPayment(invoice.id, 'card', who())).statusCode).toBe(status);
  });

  it('answers 404 for an invisible invoice, 409 for a paid one, 400 for an unknown method', async () => {
    expect((await startPayment((await unpaidInvoice({ isVisible: false })).id)).statusCode).toBe(404);
    const paid = await startPayment((await unpaidInvoice({ hasPaid: true })).id);
    expect([paid.statusCode, paid.json().message]).toEqual([409, ALREADY_PAID]);
    expect((await startPayment((await unpaidInvoice()).id, 'bitcoin')).statusCode).toBe(400);
  });
});

describe('paying by card in the sandbox', () => {
  it('marks the invoice paid once, however often the payment is recorded', async () => {
    const invoice = await unpaidInvoice();
    const intent = await intentOf(invoice.id);
    const confirmed = await confirm(intent, { card: TEST_CARD });
    expect(confirmed.json().data).toEqual({ status: 'succeeded', error: null });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const recorded = await record(invoice.id, intent.id);
      expect(recorded.json()).toEqual({ message: PAYMENT_RECORDED, data: { status: 'succeeded' } });
    }
    expect(await invoiceRow(invoice.id)).toMatchObject({ hasPaid: true, paymentType: 'Card' });
    expect((await paymentsOf(invoice.id)).map((row) => row.status)).toEqual(['succeeded']);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(invoice.id)), eq(auditLog.action, 'payment-paid')));
    expect(audits).toHaveLength(1);
    const again = await startPayment(invoice.id);
    expect([again.statusCode, again.json().message]).toEqual([409, ALREADY_PAID]);
  });

  it('freezes the late fee charged when the invoice is paid', async () => {
    const invoice = await unpaidInvoice({ billingDate: addDays(today, -70), dueDate: addDays(today, -40) });
    const intent = await intentOf(invoice.id);
    await confirm(intent, { card: TEST_CARD });
    expect(await invoiceRow(invoice.id)).toMatchObject({ hasPaid: true, lateFeeAmountCents: 6_000 });
  });

  it('refuses a declined card with the provider’s message and records nothing', async () => {
    const invoice = await unpaidInvoice();
    const intent = await intentOf(invoice.id);
    const declined = await confirm(intent, { card: { ...TEST_CARD, number: '4000000000000002' } });
    expect(declined.json().data).toEqual({
      status: 'requires_payment_method',
      error: 'Your card was declined.',
    });
    const recorded = await record(invoice.id, intent.id);
    expect([recorded.statusCode, recorded.json().message]).toEqual([
      409,
      'The payment did not go through: Your card was declined.',
    ]);
    const cancelled = await as.owner(
      'GET',
      `/Invoice/CancelPaymentIntent?clientId=${matrix.clientA.id}&paymentIntentId=${intent.id}`,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await paymentsOf(invoice.id)).toMatchObject([
      { status: 'canceled', failure: 'Your card was declined.' },
    ]);
    expect((await invoiceRow(invoice.id)).hasPaid).toBe(false);
  });

  it('lets no one else record or cancel the payment', async () => {
    const invoice = await unpaidInvoice();
    const intent = await intentOf(invoice.id);
    expect((await record(invoice.id, intent.id, as.otherOwner)).statusCode).toBe(404);
    expect((await record(invoice.id + 1_000, intent.id)).statusCode).toBe(404);
    const forged = await confirm({ ...intent, client_secret: 'pi_x_secret_forged' }, { card: TEST_CARD });
    expect(forged.statusCode).toBe(400);
    expect((await paymentsOf(invoice.id))[0]?.status).toBe('pending');
  });
});

describe('paying by bank transfer in the sandbox', () => {
  it('shows processing, refuses a second payment meanwhile, and is paid once the transfer clears', async () => {
    const invoice = await unpaidInvoice();
    const intent = await intentOf(invoice.id, 'us_bank_account');
    expect((await confirm(intent, { bankAccount: TEST_BANK_ACCOUNT })).json().data.status).toBe('processing');
    expect((await record(invoice.id, intent.id)).json()).toEqual({
      message: PAYMENT_NOW_PROCESSING,
      data: { status: 'processing' },
    });
    const detail = await as.owner('GET', `/GetInvoiceById?invoiceId=${invoice.id}`);
    expect(detail.json().data).toMatchObject({ hasPaid: false, paymentProcessing: true });
    const second = await startPayment(invoice.id);
    expect([second.statusCode, second.json().message]).toEqual([409, PAYMENT_PROCESSING]);

    expect(await settleSandboxNow(t.database.db, mailer)).toBeGreaterThanOrEqual(1);
    expect(await invoiceRow(invoice.id)).toMatchObject({ hasPaid: true, paymentType: 'Bank transfer' });
    expect((await record(invoice.id, intent.id)).json().data.status).toBe('succeeded');
  });

  it('reopens the invoice when the transfer fails, and tells the user who paid, the owner and staff', async () => {
    await t.database.db
      .update(clients)
      .set({ contactEmail: 'owner-a@test.local' })
      .where(eq(clients.id, matrix.clientA.id));
    await insertDistrictProfile(t.database.db, { email: 'billing@district.test' });
    const invoice = await unpaidInvoice();
    const intent = await intentOf(invoice.id, 'us_bank_account');
    await confirm(intent, { bankAccount: { ...TEST_BANK_ACCOUNT, accountNumber: '000111111113' } });
    const before = mailer.sent.length;
    await settleSandboxNow(t.database.db, mailer);
    expect(await paymentsOf(invoice.id)).toMatchObject([
      { status: 'failed', failure: "The customer's bank account has been closed." },
    ]);
    const detail = await as.owner('GET', `/GetInvoiceById?invoiceId=${invoice.id}`);
    expect(detail.json().data).toMatchObject({ hasPaid: false, paymentProcessing: false });
    const notices = mailer.sent.slice(before).filter((mail) => mail.subject.includes(invoice.invoiceNumber));
    expect(notices.map((mail) => mail.to)).toEqual([
      ['owner@test.local', 'owner-a@test.local', 'billing@district.test'],
    ]);
    expect(notices[0]?.text).toContain('The invoice is open again');
    expect((await intentOf(invoice.id, 'card')).amount).toBe(10_320);
  });
});
