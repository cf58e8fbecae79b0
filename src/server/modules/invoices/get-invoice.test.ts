import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceDetailResponseSchema } from '../../../shared/contracts/invoices';
import { addDays } from '../../../shared/rules/calendar';
import { adjustments, invoiceItems } from '../../db/schema';
import { insertInvoice } from '../../test/factories/invoices';
import { insertAccessMatrix } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';

let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
const tokens: Record<string, string> = {};
const today = todayIn('America/Chicago');
const invoiceIds = { graced: 0, hidden: 0, overdue: 0 };

function getInvoice(who: string, query: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/GetInvoiceById?${query}`,
    headers: tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {},
  });
}

const queryOf = (invoiceId: number, clientId = matrix.clientA.id, more = '') =>
  `clientId=${clientId}&invoiceId=${invoiceId}${more}`;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  matrix = await insertAccessMatrix(db);
  for (const who of ['admin', 'owner', 'user', 'otherOwner'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
  // Due five days ago: inside the grace period, 25 days before a late fee.
  const graced = await insertInvoice(db, {
    clientId: matrix.clientA.id,
    year: 2025,
    quarter: 3,
    billingDate: addDays(today, -35),
    dueDate: addDays(today, -5),
    feeAmountCents: 10_000,
  });
  await db.insert(adjustments).values([
    { invoiceId: graced.id, reason: 'Meter fault credit', valueCents: -2_000 },
    { invoiceId: graced.id, reason: 'Inspection', valueCents: 500 },
  ]);
  await db.insert(invoiceItems).values(
    ['W-3', 'W-1', 'W-2'].map((wellNumber, index) => ({
      invoiceId: graced.id,
      wellNumber,
      parish: 'East Baton Rouge',
      month1Pumpage: 100 + index,
      month2Pumpage: 0.5,
      month3Pumpage: 0,
      flag: index === 2 ? 'E' : null,
    })),
  );
  const hidden = await insertInvoice(db, {
    clientId: matrix.clientA.id,
    year: 2025,
    quarter: 2,
    isVisible: false,
    feeAmountCents: 100,
  });
  // Due 40 days ago: 10 days past the extended deadline, 1.5% a day for 40 days on $20.
  const overdue = await insertInvoice(db, {
    clientId: matrix.clientA.id,
    year: 2025,
    quarter: 1,
    billingDate: addDays(today, -70),
    dueDate: addDays(today, -40),
    feeAmountCents: 2_000,
  });
  Object.assign(invoiceIds, { graced: graced.id, hidden: hidden.id, overdue: overdue.id });
});
afterAll(() => t.close());

describe('GET GetInvoiceById', () => {
  it('answers the invoice, a page of items in well-number order, adjustments and the amounts owed today', async () => {
    const response = await getInvoice('owner', queryOf(invoiceIds.graced, undefined, '&page=1&pageSize=2'));
    expect(response.statusCode).toBe(200);
    const { data } = invoiceDetailResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      id: invoiceIds.graced,
      clientName: 'Client A',
      quater: 3,
      dueDate: addDays(today, -5),
      extendedDeadline: addDays(today, 25),
      feeAmount: 100,
      adjustmentsAmount: -15,
      lateFeeAmount: 0,
      // On the first charged day the invoice is 31 days late: 31 x 1.5% of $85.
      lateFeeProjectedAmount: 39.53,
      totalAmount: 85,
      lateFee: { kind: 'grace', daysLate: 5, daysLeft: 25 },
      totalItems: 3,
    });
    expect(data.invoiceItems.map((item) => item.wellNumber)).toEqual(['W-1', 'W-2']);
    expect(data.adjustments.map((adjustment) => [adjustment.reason, adjustment.value])).toEqual([
      ['Meter fault credit', -20],
      ['Inspection', 5],
    ]);
    const second = invoiceDetailResponseSchema.parse(
      (await getInvoice('owner', queryOf(invoiceIds.graced, undefined, '&page=2&pageSize=2'))).json(),
    );
    expect(second.data.invoiceItems.map((item) => [item.wellNumber, item.flag])).toEqual([['W-3', null]]);
  });

  it('charges the late fee past the extended deadline', async () => {
    const { data } = invoiceDetailResponseSchema.parse(
      (await getInvoice('admin', queryOf(invoiceIds.overdue))).json(),
    );
    expect(data).toMatchObject({
      lateFee: { kind: 'overdue', daysLate: 40, daysLeft: null },
      lateFeeAmount: 12,
      totalAmount: 32,
    });
  });

  it.each([
    ['staff see an invoice not yet visible', 'admin', () => queryOf(invoiceIds.hidden), 200],
    ['an owner does not see it before it is visible', 'owner', () => queryOf(invoiceIds.hidden), 404],
    ['another client’s owner does not see it', 'otherOwner', () => queryOf(invoiceIds.graced), 404],
    [
      'naming another client does not find it',
      'otherOwner',
      () => queryOf(invoiceIds.graced, matrix.clientB.id),
      404,
    ],
    ['a missing invoice is not found', 'admin', () => queryOf(987_654), 404],
    ['the owner finds it by its id alone', 'owner', () => `invoiceId=${invoiceIds.graced}`, 200],
    [
      'without a client id it is scoped all the same',
      'otherOwner',
      () => `invoiceId=${invoiceIds.graced}`,
      404,
    ],
    ['a User (level 10) may not read invoices', 'user', () => queryOf(invoiceIds.graced), 403],
    ['signing in comes first', 'nobody', () => queryOf(invoiceIds.graced), 401],
  ])('%s', async (_case, who, query, status) => {
    const response = await getInvoice(who, query());
    expect(response.statusCode).toBe(status);
    if (status === 404) expect(response.json().message).toBe('Invoice not found');
  });
});
