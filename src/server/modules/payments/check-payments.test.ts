import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_RECORDED, RECEIVED_IN_FUTURE } from '../../../shared/contracts/payment-records';
import { addDays } from '../../../shared/rules/calendar';
import { auditLog, invoices } from '../../db/schema';
import { insertInvoice } from '../../test/factories/invoices';
import { caller, TEST_CARD } from '../../test/factories/payments';
import { insertAccessMatrix } from '../../test/factories/people';
import { pdfPages } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';

let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
let admin: ReturnType<typeof caller>;
let owner: ReturnType<typeof caller>;
let otherOwner: ReturnType<typeof caller>;
const today = todayIn('America/Chicago');

beforeAll(async () => {
  t = await createTestApp();
  matrix = await insertAccessMatrix(t.database.db);
  admin = caller(t.app, await t.tokenFor({ userId: matrix.admin.id }));
  owner = caller(t.app, await t.tokenFor({ userId: matrix.owner.id }));
  otherOwner = caller(t.app, await t.tokenFor({ userId: matrix.otherOwner.id }));
});
afterAll(() => t.close());

let quarterSequence = 0;
/** $150.00, due 40 days ago: $90.00 of late fee today, none on the day it fell due. */
function overdueInvoice() {
  quarterSequence += 1;
  return insertInvoice(t.database.db, {
    clientId: matrix.clientA.id,
    year: 1700 + quarterSequence,
    quarter: 3,
    feeAmountCents: 15_000,
    billingDate: addDays(today, -70),
    dueDate: addDays(today, -40),
  });
}

function recordCheck(invoiceId: number, body: object, who = admin) {
  return who('PUT', `/RecordPaymentByAdmin?invoiceId=${invoiceId}`, body);
}

describe('RecordPaymentByAdmin', () => {
  it('records a check for what the invoice asked on the day it arrived, freezing that late fee', async () => {
    const invoice = await overdueInvoice();
    const dateReceived = addDays(today, -40);
    const response = await recordCheck(invoice.id, { checkNumber: '1042', amount: 150, dateReceived });
    expect(response.json()).toEqual({ message: CHECK_RECORDED });
    const [paid] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(paid).toMatchObject({ hasPaid: true, paymentType: 'Check', lateFeeAmountCents: 0 });
    const history = await owner('GET', `/Invoice/GetInvoicePayments?invoiceId=${invoice.id}`);
    expect(history.json().data).toMatchObject([
      { method: 'check', status: 'succeeded', amount: 150, checkNumber: '1042', receivedOn: dateReceived },
    ]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(invoice.id)));
    expect(audits.map((entry) => entry.action)).toContain('payment-check-recorded');
    const again = await recordCheck(invoice.id, { checkNumber: '1043', amount: 150, dateReceived });
    expect(again.statusCode).toBe(409);
  });

  it.each([
    [
      'an amount other than the invoice asked',
      { amount: 150 },
      'The check is for $150.00 but the invoice asked $240.00',
    ],
    ['a date in the future', { amount: 240, dateReceived: addDays(today, 1) }, RECEIVED_IN_FUTURE],
    [
      'a date before the billing date',
      { amount: 240, dateReceived: addDays(today, -71) },
      'before the invoice',
    ],
    ['a fraction of a cent', { amount: 240.001 }, 'dollars and cents'],
    ['no check number', { checkNumber: ' ' }, 'Check number is required'],
  ])('refuses %s and changes nothing', async (_case, change, message) => {
    const invoice = await overdueInvoice();
    const response = await recordCheck(invoice.id, {
      checkNumber: '77',
      amount: 240,
      dateReceived: today,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    const [unchanged] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(unchanged?.hasPaid).toBe(false);
  });

  it('is for staff only', async () => {
    const invoice = await overdueInvoice();
    const response = await recordCheck(
      invoice.id,
      { checkNumber: '1', amount: 240, dateReceived: today },
      owner,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('payment history and receipts', () => {
  it('lists an invoice’s payments to its owners only', async () => {
    const invoice = await overdueInvoice();
    expect((await owner('GET', `/Invoice/GetInvoicePayments?invoiceId=${invoice.id}`)).json().data).toEqual(
      [],
    );
    expect((await otherOwner('GET', `/Invoice/GetInvoicePayments?invoiceId=${invoice.id}`)).statusCode).toBe(
      404,
    );
  });

  it('gives the receipt of a card payment with its fee, and none before it has gone through', async () => {
    const invoice = await overdueInvoice();
    const created = await owner(
      'GET',
      `/Invoice/CreatePaymentIntent?clientId=${matrix.clientA.id}&invoiceId=${invoice.id}`,
    );
    const intent = created.json().data as { id: string; client_secret: string };
    const [pending] = (await owner('GET', `/Invoice/GetInvoicePayments?invoiceId=${invoice.id}`)).json().data;
    expect((await owner('GET', `/Report/GetPaymentReceipt?paymentId=${pending.id}`)).statusCode).toBe(409);

    await owner('POST', '/payments/sandbox/ConfirmPaymentIntent', {
      paymentIntentId: intent.id,
      clientSecret: intent.client_secret,
      card: TEST_CARD,
    });
    const receipt = await owner('GET', `/Report/GetPaymentReceipt?paymentId=${pending.id}`);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(receipt.rawPayload)).join('\n');
    // $240.00 with the card's 2.9% ($6.96) and 30 cents.
    for (const expected of ['RECEIPT', invoice.invoiceNumber, 'Card', '$240.00', '$7.26', '$247.26']) {
      expect(text).toContain(expected);
    }
    expect((await otherOwner('GET', `/Report/GetPaymentReceipt?paymentId=${pending.id}`)).statusCode).toBe(
      404,
    );
  });
});
