import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicePageSchema, invoiceSummariesResponseSchema } from '../../../shared/contracts/invoice-lists';
import { addDays } from '../../../shared/rules/calendar';
import { adjustments } from '../../db/schema';
import { insertInvoice as insertInvoiceRow } from '../../test/factories/invoices';
import { insertAccessMatrix, insertClient, insertLevel20User } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';

let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
const tokens: Record<string, string> = {};
const today = todayIn('America/Chicago');
const year = Number(today.slice(0, 4));
const ids: Record<string, number> = {};

async function insertInvoice(key: string, values: Parameters<typeof insertInvoiceRow>[1]) {
  const invoice = await insertInvoiceRow(t.database.db, {
    invoiceNumber: `INV-${key}`,
    title: `Invoice ${key}`,
    dueDate: addDays(today, 10),
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
  // Paid with a $1.50 late fee: the fee it was paid with stays, whatever the day.
  const paid = await insertInvoice('A-Q1', {
    clientId,
    year,
    quarter: 1,
    feeAmountCents: 10_000,
    lateFeeAmountCents: 150,
    hasPaid: true,
    paymentDate: new Date(),
    dueDate: addDays(today, -90),
  });
  await db.insert(adjustments).values([
    { invoiceId: paid.id, reason: 'Meter fault credit', valueCents: -2_000 },
    { invoiceId: paid.id, reason: 'Inspection', valueCents: 500 },
  ]);
  // Long overdue, but staff waived the late fee.
  await insertInvoice('A-Q2', {
    clientId,
    year,
    quarter: 2,
    feeAmountCents: 5_025,
    hideLateFees: true,
    dueDate: addDays(today, -100),
  });
  await insertInvoice('A-Q3-hidden', { clientId, year, quarter: 3, feeAmountCents: 100, isVisible: false });
  // Due 40 days ago: 1.5% of $20.00 a day for 40 days, $12.00.
  await insertInvoice('A-last-year', {
    clientId,
    year: year - 1,
    quarter: 4,
    feeAmountCents: 2_000,
    dueDate: addDays(today, -40),
  });
  await insertInvoice('B-Q1', { clientId: matrix.clientB.id, year, quarter: 1, feeAmountCents: 4_200 });

  for (const who of ['admin', 'researcher', 'owner', 'otherOwner', 'user'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
  const level20 = await insertLevel20User(db, 'metered@test.local', [clientId]);
  tokens.level20 = await t.tokenFor({ userId: level20.id });
});
afterAll(() => t.close());

function get(path: string, who: string, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/${path}${query}`,
    headers: { authorization: `Bearer ${tokens[who]}` },
  });
}

const numbersOf = (body: unknown) =>
  invoiceSummariesResponseSchema.parse(body).data.map((row) => row.invoiceNumber);

describe('GET GetCurrentYearInvoices', () => {
  it('lists the client’s visible invoices of this year with what each asks today', async () => {
    const response = await get('GetCurrentYearInvoices', 'owner', `?clientId=${matrix.clientA.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = invoiceSummariesResponseSchema.parse(response.json());
    expect(
      data.map(({ invoiceNumber, totalAmount, lateFeeAmount, hasPaid, lateFee }) => ({
        invoiceNumber,
        totalAmount,
        lateFeeAmount,
        hasPaid,
        kind: lateFee.kind,
      })),
    ).toEqual([
      // 100.00 fee - 20.00 + 5.00 adjustments + the 1.50 late fee it was paid with
      { invoiceNumber: 'INV-A-Q1', totalAmount: 86.5, lateFeeAmount: 1.5, hasPaid: true, kind: 'paid' },
      { invoiceNumber: 'INV-A-Q2', totalAmount: 50.25, lateFeeAmount: 0, hasPaid: false, kind: 'waived' },
    ]);
    expect(data[0]).toMatchObject({ clientName: 'Client A', year, quater: 1, isVisible: true });
  });

  it('shows staff the invoices not yet made visible too', async () => {
    const response = await get('GetCurrentYearInvoices', 'admin', `?clientId=${matrix.clientA.id}`);
    expect(numbersOf(response.json())).toEqual(['INV-A-Q1', 'INV-A-Q2', 'INV-A-Q3-hidden']);
  });

  it('answers only this year: another client’s own invoice, or an empty list', async () => {
    const clientB = await get('GetCurrentYearInvoices', 'otherOwner', `?clientId=${matrix.clientB.id}`);
    expect(clientB.json().data.map((row: { totalAmount: number }) => row.totalAmount)).toEqual([42]);
    const clientC = await insertClient(t.database.db);
    await insertInvoice('C-last-year', { clientId: clientC.id, year: year - 1, quarter: 4 });
    const empty = await get('GetCurrentYearInvoices', 'admin', `?clientId=${clientC.id}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ message: 'OK', data: [] });
  });

  it('is for levels above 20: level 10 and level 20 are refused', async () => {
    for (const who of ['user', 'level20']) {
      const response = await get('GetCurrentYearInvoices', who, `?clientId=${matrix.clientA.id}`);
      expect({ who, status: response.statusCode }).toEqual({ who, status: 403 });
    }
  });
});

describe('GET GetAllClientInvoices and GetAllUnpaidInvoices', () => {
  it('lists every visible invoice newest first, and the unpaid ones oldest first', async () => {
    const all = await get('GetAllClientInvoices', 'owner', `?clientId=${matrix.clientA.id}`);
    expect(numbersOf(all.json())).toEqual(['INV-A-Q2', 'INV-A-Q1', 'INV-A-last-year']);
    const unpaid = await get('GetAllUnpaidInvoices', 'owner', `?clientId=${matrix.clientA.id}`);
    const { data } = invoiceSummariesResponseSchema.parse(unpaid.json());
    expect(data.map((row) => [row.invoiceNumber, row.totalAmount, row.lateFee.kind])).toEqual([
      ['INV-A-last-year', 32, 'overdue'],
      ['INV-A-Q2', 50.25, 'waived'],
    ]);
  });

  it('shows staff the hidden ones as well', async () => {
    const unpaid = await get('GetAllUnpaidInvoices', 'researcher', `?clientId=${matrix.clientA.id}`);
    expect(numbersOf(unpaid.json())).toEqual(['INV-A-last-year', 'INV-A-Q2', 'INV-A-Q3-hidden']);
  });

  it('shows staff every client’s unpaid invoices, oldest first, when no client is named', async () => {
    const unpaid = await get('GetAllUnpaidInvoices', 'researcher');
    const { data } = invoiceSummariesResponseSchema.parse(unpaid.json());
    expect(data.every((row) => !row.hasPaid)).toBe(true);
    const clientIds = new Set(data.map((row) => row.clientId));
    expect(clientIds.has(matrix.clientA.id) && clientIds.has(matrix.clientB.id)).toBe(true);
    const periods = data.map((row) => row.year * 10 + row.quater);
    expect(periods).toEqual([...periods].sort((a, b) => a - b));
    expect(numbersOf(unpaid.json())).toEqual(
      expect.arrayContaining(['INV-A-last-year', 'INV-A-Q3-hidden', 'INV-B-Q1']),
    );
  });
});

describe('every client list', () => {
  const lists = ['GetCurrentYearInvoices', 'GetAllClientInvoices', 'GetAllUnpaidInvoices'];

  it('answers 404 for another client’s invoices and for a client that does not exist', async () => {
    for (const path of lists) {
      for (const [who, clientId] of [
        ['otherOwner', matrix.clientA.id],
        ['owner', matrix.clientB.id],
        ['admin', 999_999],
      ] as const) {
        const response = await get(path, who, `?clientId=${clientId}`);
        expect({ path, who, status: response.statusCode, body: response.json() }).toEqual({
          path,
          who,
          status: 404,
          body: { message: 'Client not found.' },
        });
      }
    }
  });

  it('needs a client id', async () => {
    for (const path of lists) {
      const response = await get(path, 'owner');
      expect({ path, status: response.statusCode }).toEqual({ path, status: 400 });
      expect(Object.keys(response.json().errors)).toEqual(['clientId']);
    }
  });
});

describe('POST Invoice/GetAllInvoices', () => {
  function listInvoices(who: string, body: object, query = '') {
    return t.app.inject({
      method: 'POST',
      url: `/api/Invoice/GetAllInvoices${query}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      payload: body,
    });
  }
  const mine = () => ({ clientIds: [matrix.clientA.id, matrix.clientB.id] });

  it.each([
    [{ year: [year] }, ['INV-A-Q3-hidden', 'INV-A-Q2', 'INV-A-Q1', 'INV-B-Q1']],
    [{ quaters: [1, 4] }, ['INV-A-Q1', 'INV-B-Q1', 'INV-A-last-year']],
    [{ hasPaid: true }, ['INV-A-Q1']],
    [{ hasPaid: false, year: [year - 1] }, ['INV-A-last-year']],
    [{}, ['INV-A-Q3-hidden', 'INV-A-Q2', 'INV-A-Q1', 'INV-B-Q1', 'INV-A-last-year']],
  ])('filters by %j, newest quarter first', async (filter, expected) => {
    const response = await listInvoices('admin', { ...mine(), ...filter });
    expect(response.statusCode).toBe(200);
    const page = invoicePageSchema.parse(response.json());
    expect(page.data.map((row) => row.invoiceNumber)).toEqual(expected);
    expect(page.totalCount).toBe(expected.length);
  });

  it('sorts by the column asked and pages on the server', async () => {
    const response = await listInvoices('admin', mine(), '?sortBy=feeAmount&sortDirection=asc&pageSize=100');
    const page = invoicePageSchema.parse(response.json());
    expect(page.data.map((row) => row.feeAmount)).toEqual([1, 20, 42, 50.25, 100]);
    const beyond = await listInvoices('admin', mine(), '?page=2');
    expect(invoicePageSchema.parse(beyond.json())).toEqual({ message: 'OK', data: [], totalCount: 5 });
  });

  it('is for staff only and refuses bad filters and page sizes by name', async () => {
    expect((await listInvoices('owner', mine())).statusCode).toBe(403);
    const badSize = await listInvoices('admin', mine(), '?pageSize=7');
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json().errors).toEqual({ pageSize: 'Rows per page must be 100, 150 or 200' });
    const badQuarter = await listInvoices('admin', { quaters: [5] });
    expect(badQuarter.statusCode).toBe(400);
    expect(Object.keys(badQuarter.json().errors)).toEqual(['quaters.0']);
  });
});
