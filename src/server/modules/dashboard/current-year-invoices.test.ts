import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustments } from '../../db/schema';
import { insertInvoice as insertInvoiceRow } from '../../test/factories/invoices';
import { insertAccessMatrix, insertClient } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';
import { insertLevel20User } from '../../test/factories/people';

let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
const tokens: Record<string, string> = {};
const year = Number(todayIn('America/Chicago').slice(0, 4));
const ids: Record<string, number> = {};

async function insertInvoice(key: string, values: Parameters<typeof insertInvoiceRow>[1]) {
  const invoice = await insertInvoiceRow(t.database.db, {
    invoiceNumber: `INV-${key}`,
    title: `Invoice ${key}`,
    ...values,
  });
  ids[key] = invoice.id;
  return invoice;
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  matrix = await insertAccessMatrix(db);
  const clientId = matrix.clientA.id;
  const first = await insertInvoice('A-Q1', {
    clientId,
    year,
    quarter: 1,
    feeAmountCents: 10_000,
    lateFeeAmountCents: 150,
    hasPaid: true,
  });
  await db.insert(adjustments).values([
    { invoiceId: first.id, reason: 'Meter fault credit', valueCents: -2_000 },
    { invoiceId: first.id, reason: 'Inspection', valueCents: 500 },
  ]);
  // A hidden late fee counts as none, even while the stored amount lingers.
  await insertInvoice('A-Q2', {
    clientId,
    year,
    quarter: 2,
    feeAmountCents: 5_025,
    lateFeeAmountCents: 300,
    hideLateFees: true,
    dueDate: `${year}-05-15`,
  });
  await insertInvoice('A-Q3-hidden', { clientId, year, quarter: 3, feeAmountCents: 100, isVisible: false });
  await insertInvoice('A-last-year', { clientId, year: year - 1, quarter: 4, feeAmountCents: 999 });
  await insertInvoice('B-Q1', { clientId: matrix.clientB.id, year, quarter: 1, feeAmountCents: 4_200 });

  tokens.admin = await t.tokenFor({ userId: matrix.admin.id });
  tokens.owner = await t.tokenFor({ userId: matrix.owner.id });
  tokens.otherOwner = await t.tokenFor({ userId: matrix.otherOwner.id });
  tokens.user = await t.tokenFor({ userId: matrix.user.id });
  const level20 = await insertLevel20User(db, 'metered@test.local', [clientId]);
  tokens.level20 = await t.tokenFor({ userId: level20.id });
});
afterAll(() => t.close());

function currentYearInvoices(who: string, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/GetCurrentYearInvoices${query}`,
    headers: { authorization: `Bearer ${tokens[who]}` },
  });
}

describe('GET /api/GetCurrentYearInvoices', () => {
  it('lists the client’s visible invoices of this year with totals in dollars', async () => {
    const response = await currentYearInvoices('owner', `?clientId=${matrix.clientA.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'OK',
      data: [
        {
          id: ids['A-Q1'],
          invoiceNumber: 'INV-A-Q1',
          title: 'Invoice A-Q1',
          year,
          quater: 1,
          // 100.00 fee - 20.00 + 5.00 adjustments + 1.50 late fee
          totalAmount: 86.5,
          hasPaid: true,
          dueDate: `${year}-02-15`,
        },
        {
          id: ids['A-Q2'],
          invoiceNumber: 'INV-A-Q2',
          title: 'Invoice A-Q2',
          year,
          quater: 2,
          totalAmount: 50.25,
          hasPaid: false,
          dueDate: `${year}-05-15`,
        },
      ],
    });
  });

  it('shows staff the invoices not yet made visible too', async () => {
    const response = await currentYearInvoices('admin', `?clientId=${matrix.clientA.id}`);
    expect(response.json().data.map((row: { invoiceNumber: string }) => row.invoiceNumber)).toEqual([
      'INV-A-Q1',
      'INV-A-Q2',
      'INV-A-Q3-hidden',
    ]);
  });

  it('answers only this year: another client’s own invoice, or an empty list', async () => {
    const clientB = await currentYearInvoices('otherOwner', `?clientId=${matrix.clientB.id}`);
    expect(clientB.json().data.map((row: { totalAmount: number }) => row.totalAmount)).toEqual([42]);
    const clientC = await insertClient(t.database.db);
    await insertInvoice('C-last-year', { clientId: clientC.id, year: year - 1, quarter: 4 });
    const empty = await currentYearInvoices('admin', `?clientId=${clientC.id}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ message: 'OK', data: [] });
  });

  it('answers 404 for another client’s invoices and for a client that does not exist', async () => {
    for (const [who, clientId] of [
      ['otherOwner', matrix.clientA.id],
      ['owner', matrix.clientB.id],
      ['admin', 999_999],
    ] as const) {
      const response = await currentYearInvoices(who, `?clientId=${clientId}`);
      expect({ who, status: response.statusCode, body: response.json() }).toEqual({
        who,
        status: 404,
        body: { message: 'Client not found.' },
      });
    }
  });

  it('is for levels above 20: level 10 and level 20 are refused', async () => {
    for (const who of ['user', 'level20']) {
      const response = await currentYearInvoices(who, `?clientId=${matrix.clientA.id}`);
      expect({ who, status: response.statusCode }).toEqual({ who, status: 403 });
    }
  });

  it('needs a client id', async () => {
    const response = await currentYearInvoices('owner');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['clientId']);
  });
});
