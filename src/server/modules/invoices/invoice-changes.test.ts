import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_KEY_REUSED } from '../../../shared/contracts/common';
import {
  ADJUSTMENT_CENTS_MESSAGE,
  ADJUSTMENT_VALUE_MESSAGE,
  INVOICE_OWNER_NAME_SAVED,
  MONTH_PUMPAGE_MESSAGE,
  NEGATIVE_TOTAL_MESSAGE,
  PUMPAGE_MESSAGE,
} from '../../../shared/contracts/invoice-changes';
import { invoiceDetailResponseSchema } from '../../../shared/contracts/invoices';
import { addDays } from '../../../shared/rules/calendar';
import { MAX_KGAL_PER_MONTH } from '../../../shared/rules/pumpage-bounds';
import { adjustments, auditLog, invoiceItems, invoices } from '../../db/schema';
import { insertInvoice } from '../../test/factories/invoices';
import { insertAccessMatrix } from '../../test/factories/people';
import { insertDaily } from '../../test/factories/pumpage';
import { insertWell } from '../../test/factories/wells';
import { createTestApp, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';

let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
const tokens: Record<string, string> = {};
const today = todayIn('America/Chicago');

beforeAll(async () => {
  t = await createTestApp();
  matrix = await insertAccessMatrix(t.database.db);
  for (const who of ['admin', 'researcher', 'owner'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
});
afterAll(() => t.close());

function call(method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, who = 'admin') {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${tokens[who]}` },
    ...(payload ? { payload } : {}),
  });
}

let quarterSequence = 0;
/** A fresh unpaid invoice of client A: $100.00 fee, due 40 days ago (overdue, $60 late fee). */
async function unpaidInvoice(values: Partial<typeof invoices.$inferInsert> = {}) {
  quarterSequence += 1;
  return insertInvoice(t.database.db, {
    clientId: matrix.clientA.id,
    year: 2000 + quarterSequence,
    quarter: 1,
    feeAmountCents: 10_000,
    dueDate: addDays(today, -40),
    ...values,
  });
}

async function detailOf(invoiceId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/GetInvoiceById?clientId=${matrix.clientA.id}&invoiceId=${invoiceId}`,
    headers: { authorization: `Bearer ${tokens.admin}` },
  });
  return invoiceDetailResponseSchema.parse(response.json()).data;
}

function auditsOf(invoiceId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, String(invoiceId))))
    .orderBy(auditLog.id);
}

describe('adjustments', () => {
  it('adds, changes and removes an adjustment, the total following each, every step audited', async () => {
    const invoice = await unpaidInvoice({ hideLateFees: true });
    const added = await call('POST', `/AddAdjustment?invoiceId=${invoice.id}`, {
      reason: 'Meter fault credit',
      value: -12.5,
    });
    expect(added.statusCode).toBe(200);
    const adjustmentId = added.json().id as number;
    expect(await detailOf(invoice.id)).toMatchObject({ adjustmentsAmount: -12.5, totalAmount: 87.5 });

    const updated = await call('PUT', `/UpdateAdjustment?adjustmentId=${adjustmentId}`, {
      reason: 'Inspection fee',
      value: 20.05,
    });
    expect(updated.json()).toEqual({ message: 'Adjustment updated', id: adjustmentId });
    expect(await detailOf(invoice.id)).toMatchObject({
      adjustments: [{ id: adjustmentId, reason: 'Inspection fee', value: 20.05 }],
      totalAmount: 120.05,
    });

    const removed = await call('DELETE', `/RemoveAdjustment?adjustmentId=${adjustmentId}`);
    expect(removed.json()).toEqual({ message: 'Adjustment removed' });
    expect(await detailOf(invoice.id)).toMatchObject({ adjustments: [], totalAmount: 100 });

    const audits = await auditsOf(invoice.id);
    expect(
      audits.map(({ action, before, after, actorUserId }) => ({ action, before, after, actorUserId })),
    ).toEqual([
      {
        action: 'add-adjustment',
        before: null,
        after: { adjustmentId, reason: 'Meter fault credit', valueCents: -1250 },
        actorUserId: matrix.admin.id,
      },
      {
        action: 'update-adjustment',
        before: { adjustmentId, reason: 'Meter fault credit', valueCents: -1250 },
        after: { adjustmentId, reason: 'Inspection fee', valueCents: 2005 },
        actorUserId: matrix.admin.id,
      },
      {
        action: 'remove-adjustment',
        before: { adjustmentId, reason: 'Inspection fee', valueCents: 2005 },
        after: null,
        actorUserId: matrix.admin.id,
      },
    ]);
  });

  it.each([
    [{ reason: 'Credit', value: 0 }, 'value', ADJUSTMENT_VALUE_MESSAGE],
    [{ reason: 'Credit', value: '-' }, 'value', ADJUSTMENT_VALUE_MESSAGE],
    [{ reason: 'Credit', value: 1.005 }, 'value', ADJUSTMENT_CENTS_MESSAGE],
    [{ reason: '  ', value: 5 }, 'reason', 'Reason is required'],
    [{ value: 5 }, 'reason', 'Reason is required'],
  ])('refuses %j, naming the field, and adds nothing', async (body, field, message) => {
    const invoice = await unpaidInvoice();
    const response = await call('POST', `/AddAdjustment?invoiceId=${invoice.id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [field]: message });
    expect(
      await t.database.db.select().from(adjustments).where(eq(adjustments.invoiceId, invoice.id)),
    ).toEqual([]);
  });

  it('refuses credits beyond what the invoice asks, and keeps the invoice as it was', async () => {
    const invoice = await unpaidInvoice();
    const response = await call('POST', `/AddAdjustment?invoiceId=${invoice.id}`, {
      reason: 'Too generous',
      value: -100.01,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ value: NEGATIVE_TOTAL_MESSAGE });
    expect((await detailOf(invoice.id)).adjustments).toEqual([]);
    expect(await auditsOf(invoice.id)).toEqual([]);
  });

  it('answers 404 for an adjustment or invoice that does not exist', async () => {
    expect((await call('DELETE', '/RemoveAdjustment?adjustmentId=999999')).json()).toEqual({
      message: 'Adjustment not found',
    });
    const response = await call('POST', '/AddAdjustment?invoiceId=999999', { reason: 'x', value: 1 });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 404,
      body: { message: 'Invoice not found' },
    });
  });
});

describe('PUT UpdateLateFeeStatus', () => {
  it('waives the late fee and applies it again', async () => {
    const invoice = await unpaidInvoice();
    expect(await detailOf(invoice.id)).toMatchObject({ lateFeeAmount: 60, totalAmount: 160 });
    const waived = await call('PUT', `/UpdateLateFeeStatus?invoiceId=${invoice.id}&hideLateFees=true`);
    expect(waived.json()).toEqual({ message: 'Late fees waived' });
    expect(await detailOf(invoice.id)).toMatchObject({
      lateFeeAmount: 0,
      totalAmount: 100,
      hideLateFees: true,
    });
    await call('PUT', `/UpdateLateFeeStatus?invoiceId=${invoice.id}&hideLateFees=false`);
    expect(await detailOf(invoice.id)).toMatchObject({ lateFeeAmount: 60, hideLateFees: false });
    expect((await auditsOf(invoice.id)).map((audit) => audit.action)).toEqual([
      'waive-late-fee',
      'apply-late-fee',
    ]);
  });
});

describe('item pumpage and regenerate', () => {
  it('recomputes the fee from an item corrected by hand, and refuses invalid pumpage', async () => {
    const invoice = await unpaidInvoice({ feeAmountCents: 0 });
    const [item] = await t.database.db
      .insert(invoiceItems)
      .values({
        invoiceId: invoice.id,
        wellNumber: 'IP-1',
        month1Pumpage: 1,
        month2Pumpage: 2,
        month3Pumpage: 3,
      })
      .returning();
    const edit = { id: item!.id, pumpageMonth1: 1000, pumpageMonth2: 500.4, pumpageMonth3: 0 };
    const response = await call('PUT', `/UpdateInvoiceItemPumpage?invoiceId=${invoice.id}`, edit);
    expect(response.statusCode).toBe(200);
    // 1,500 kgal at $65 per million gallons
    expect(await detailOf(invoice.id)).toMatchObject({
      feeAmount: 97.5,
      gallons: 1500,
      invoiceItems: [{ month1Pumpage: 1000, month2Pumpage: 500.4, month3Pumpage: 0 }],
    });
    for (const bad of [
      { ...edit, pumpageMonth2: -1 },
      { ...edit, pumpageMonth3: 'ten' },
    ]) {
      const refused = await call('PUT', `/UpdateInvoiceItemPumpage?invoiceId=${invoice.id}`, bad);
      expect(refused.statusCode).toBe(400);
      expect(Object.values(refused.json().errors)).toEqual([PUMPAGE_MESSAGE]);
    }
    const otherInvoice = await unpaidInvoice();
    const elsewhere = await call('PUT', `/UpdateInvoiceItemPumpage?invoiceId=${otherInvoice.id}`, edit);
    expect(elsewhere.statusCode).toBe(404);
  });

  async function itemOnFreshInvoice() {
    const invoice = await unpaidInvoice({ feeAmountCents: 0 });
    const [item] = await t.database.db
      .insert(invoiceItems)
      .values({
        invoiceId: invoice.id,
        wellNumber: 'IP-2',
        month1Pumpage: 1,
        month2Pumpage: 2,
        month3Pumpage: 3,
      })
      .returning();
    return { invoice, item: item! };
  }

  const storedInvoice = async (invoiceId: number) =>
    (await t.database.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0];
  const storedItem = async (itemId: number) =>
    (await t.database.db.select().from(invoiceItems).where(eq(invoiceItems.id, itemId)))[0];

  it.each([
    ['the most a month can hold by the column', 9_999_999_999_999.998],
    ['just over the month bound', MAX_KGAL_PER_MONTH + 0.001],
  ])('refuses %s with 400 naming the limit, and changes nothing', async (_case, kgal) => {
    const { invoice, item } = await itemOnFreshInvoice();
    const itemBefore = await storedItem(item.id);
    const invoiceBefore = await storedInvoice(invoice.id);
    const response = await call('PUT', `/UpdateInvoiceItemPumpage?invoiceId=${invoice.id}`, {
      id: item.id,
      pumpageMonth1: kgal,
      pumpageMonth2: 0,
      pumpageMonth3: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: MONTH_PUMPAGE_MESSAGE,
      errors: { pumpageMonth1: MONTH_PUMPAGE_MESSAGE },
    });
    expect(MONTH_PUMPAGE_MESSAGE).toBe(
      'Pumpage is more than a well can pump in a month (at most 1,488,000 thousand gallons)',
    );
    expect(await storedItem(item.id)).toEqual(itemBefore);
    expect(await storedInvoice(invoice.id)).toEqual(invoiceBefore);
    expect(await auditsOf(invoice.id)).toEqual([]);
  });

  it('accepts the month bound in every month and bills it exactly in integer cents', async () => {
    const { invoice, item } = await itemOnFreshInvoice();
    const response = await call('PUT', `/UpdateInvoiceItemPumpage?invoiceId=${invoice.id}`, {
      id: item.id,
      pumpageMonth1: MAX_KGAL_PER_MONTH,
      pumpageMonth2: MAX_KGAL_PER_MONTH,
      pumpageMonth3: MAX_KGAL_PER_MONTH,
    });
    expect(response.statusCode).toBe(200);
    // 3 x 1,488,000 = 4,464,000 kgal at $65 per million gallons: 29,016,000 cents.
    expect(await storedInvoice(invoice.id)).toMatchObject({ feeAmountCents: 29_016_000, gallons: 4_464_000 });
    expect(await detailOf(invoice.id)).toMatchObject({
      feeAmount: 290_160,
      gallons: 4_464_000,
      invoiceItems: [{ month1Pumpage: 1_488_000, month2Pumpage: 1_488_000, month3Pumpage: 1_488_000 }],
    });
  });

  it('rebuilds the items and fee from the pumpage recorded now, keeping adjustments', async () => {
    const well = await insertWell(t.database.db, { clientId: matrix.clientA.id, wellNumber: 'RG-1' });
    const invoice = await unpaidInvoice({ year: 2019, quarter: 3, feeAmountCents: 1 });
    await t.database.db.insert(invoiceItems).values({ invoiceId: invoice.id, wellNumber: 'OLD-1' });
    await t.database.db
      .insert(adjustments)
      .values({ invoiceId: invoice.id, reason: 'Kept', valueCents: 500 });
    await insertDaily(t.database.db, well.id, [
      ['2019-07-01', 1000],
      ['2019-09-30', 2000],
      ['2019-10-01', 9999],
    ]);
    const response = await call(
      'PUT',
      `/UpdateInvoiceItemsPumpageManually?clientId=${matrix.clientA.id}&invoiceId=${invoice.id}`,
    );
    expect(response.statusCode).toBe(200);
    const detail = await detailOf(invoice.id);
    expect(
      detail.invoiceItems.map((item) => [item.wellNumber, item.month1Pumpage, item.month3Pumpage]),
    ).toContainEqual(['RG-1', 1000, 2000]);
    expect(detail.invoiceItems.map((item) => item.wellNumber)).not.toContain('OLD-1');
    expect(detail).toMatchObject({ feeAmount: 195, adjustmentsAmount: 5 });
    const [audit] = await auditsOf(invoice.id);
    expect(audit).toMatchObject({ action: 'regenerate-invoice', before: { feeCents: 1, items: 1 } });
  });

  it('answers 404 when the client is not the invoice’s', async () => {
    const invoice = await unpaidInvoice();
    const response = await call(
      'PUT',
      `/UpdateInvoiceItemsPumpageManually?clientId=${matrix.clientB.id}&invoiceId=${invoice.id}`,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('a paid invoice', () => {
  it('refuses every change with 409 naming it, and nothing changes', async () => {
    const invoice = await unpaidInvoice({ hasPaid: true, paymentDate: new Date(), invoiceNumber: 'PAID-1' });
    const [item] = await t.database.db
      .insert(invoiceItems)
      .values({ invoiceId: invoice.id, wellNumber: 'PD-1', month1Pumpage: 5 })
      .returning();
    const [adjustment] = await t.database.db
      .insert(adjustments)
      .values({ invoiceId: invoice.id, reason: 'Paid with it', valueCents: 100 })
      .returning();
    const before = await detailOf(invoice.id);
    const changes = [
      call('PUT', `/UpdateLateFeeStatus?invoiceId=${invoice.id}&hideLateFees=true`),
      call('PUT', `/UpdateInvoiceItemsPumpageManually?clientId=${matrix.clientA.id}&invoiceId=${invoice.id}`),
      call('PUT', `/UpdateInvoiceItemPumpage?invoiceId=${invoice.id}`, {
        id: item!.id,
        pumpageMonth1: 9,
        pumpageMonth2: 9,
        pumpageMonth3: 9,
      }),
      call('POST', `/AddAdjustment?invoiceId=${invoice.id}`, { reason: 'Late', value: 1 }),
      call('PUT', `/UpdateAdjustment?adjustmentId=${adjustment!.id}`, { reason: 'Late', value: 1 }),
      call('DELETE', `/RemoveAdjustment?adjustmentId=${adjustment!.id}`),
    ];
    for (const response of await Promise.all(changes)) {
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 409,
        body: { message: 'Paid invoices cannot be changed: PAID-1.' },
      });
    }
    expect(await detailOf(invoice.id)).toEqual(before);
    expect(await auditsOf(invoice.id)).toEqual([]);
  });
});

describe('AddAdjustment with a request key', () => {
  let keySequence = 0;
  const newKey = () => `adjustment-key-${++keySequence}-${Date.now()}`;
  const CREDIT = { reason: 'Meter fault credit', value: -12.5 };
  const add = (invoiceId: number, requestKey: string, body: object = CREDIT, who = 'admin') =>
    call('POST', `/AddAdjustment?invoiceId=${invoiceId}&requestKey=${requestKey}`, body, who);

  async function stateOf(invoiceId: number) {
    const [invoice] = await t.database.db
      .select({ revision: invoices.revision })
      .from(invoices)
      .where(eq(invoices.id, invoiceId));
    const rows = await t.database.db
      .select({ id: adjustments.id })
      .from(adjustments)
      .where(eq(adjustments.invoiceId, invoiceId));
    return {
      adjustments: rows.length,
      audits: (await auditsOf(invoiceId)).length,
      revision: invoice?.revision,
    };
  }

  function expectOneAnswer(responses: { statusCode: number; json: () => unknown }[]) {
    const [first] = responses;
    expect(first?.json()).toEqual({ message: 'Adjustment added', id: expect.any(Number) });
    for (const response of responses) {
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 200,
        body: first?.json(),
      });
    }
  }

  it('adds one adjustment for twenty identical requests one after another, answering each the same', async () => {
    const invoice = await unpaidInvoice();
    const requestKey = newKey();
    const responses = [];
    for (let i = 0; i < 20; i += 1) responses.push(await add(invoice.id, requestKey));
    expectOneAnswer(responses);
    expect(await stateOf(invoice.id)).toEqual({ adjustments: 1, audits: 1, revision: 1 });
  });

  it('adds one adjustment for twenty identical requests at once, answering each the same', async () => {
    const invoice = await unpaidInvoice();
    const requestKey = newKey();
    const responses = await Promise.all(Array.from({ length: 20 }, () => add(invoice.id, requestKey)));
    expectOneAnswer(responses);
    expect(await stateOf(invoice.id)).toEqual({ adjustments: 1, audits: 1, revision: 1 });
  });

  it('refuses the key with another body, for another invoice, or from another caller, and says nothing of the first', async () => {
    const invoice = await unpaidInvoice();
    const other = await unpaidInvoice();
    const requestKey = newKey();
    const first = await add(invoice.id, requestKey);
    expect(first.statusCode).toBe(200);
    const refused = [
      await add(invoice.id, requestKey, { reason: 'Meter fault credit', value: -12.51 }),
      await add(invoice.id, requestKey, { reason: 'Another reason', value: -12.5 }),
      await add(other.id, requestKey),
      await add(invoice.id, requestKey, CREDIT, 'researcher'),
    ];
    for (const response of refused) {
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 409,
        body: { message: REQUEST_KEY_REUSED },
      });
    }
    expect(await stateOf(invoice.id)).toEqual({ adjustments: 1, audits: 1, revision: 1 });
    expect(await stateOf(other.id)).toEqual({ adjustments: 0, audits: 0, revision: 0 });
    // The first caller's repeat is still answered as it was.
    expect((await add(invoice.id, requestKey)).json()).toEqual(first.json());
  });

  it('answers a repeat as the first was answered even once the invoice is paid', async () => {
    const invoice = await unpaidInvoice();
    const requestKey = newKey();
    const first = await add(invoice.id, requestKey);
    await t.database.db.update(invoices).set({ hasPaid: true }).where(eq(invoices.id, invoice.id));
    const again = await add(invoice.id, requestKey);
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 200, body: first.json() });
  });

  it('keeps a key a refused request sent free for the request that succeeds', async () => {
    const invoice = await unpaidInvoice();
    const requestKey = newKey();
    const refused = await add(invoice.id, requestKey, { reason: 'Too generous', value: -100.01 });
    expect(refused.statusCode).toBe(400);
    expect((await add(invoice.id, requestKey)).statusCode).toBe(200);
    expect(await stateOf(invoice.id)).toEqual({ adjustments: 1, audits: 1, revision: 1 });
  });

  it('adds each request without a key, as before, and refuses a malformed key', async () => {
    const invoice = await unpaidInvoice();
    await call('POST', `/AddAdjustment?invoiceId=${invoice.id}`, CREDIT);
    await call('POST', `/AddAdjustment?invoiceId=${invoice.id}`, CREDIT);
    expect((await stateOf(invoice.id)).adjustments).toBe(2);
    const malformed = await add(invoice.id, 'not%20a%20key');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({
      requestKey: 'requestKey takes 8 to 64 letters, digits or dashes',
    });
  });
});

describe('who may change an invoice', () => {
  it('is staff work: an owner is refused before anything is read', async () => {
    const invoice = await unpaidInvoice();
    const responses = await Promise.all([
      call('PUT', `/UpdateLateFeeStatus?invoiceId=${invoice.id}&hideLateFees=true`, undefined, 'owner'),
      call('POST', `/AddAdjustment?invoiceId=${invoice.id}`, { reason: 'x', value: 1 }, 'owner'),
      call(
        'PUT',
        `/UpdateInvoiceItemsPumpageManually?clientId=${matrix.clientA.id}&invoiceId=${invoice.id}`,
        undefined,
        'owner',
      ),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([403, 403, 403]);
  });
});

describe('PUT Invoice/UpdateInvoiceOwnerName', () => {
  const rename = (invoiceId: number, invoiceOwnerName: unknown, who = 'admin') =>
    call('PUT', `/Invoice/UpdateInvoiceOwnerName?invoiceId=${invoiceId}`, { invoiceOwnerName }, who);

  it('bills an unpaid invoice to the name staff give, audited, and back to the client when emptied', async () => {
    const invoice = await unpaidInvoice();
    const saved = await rename(invoice.id, '  Bayou Plant Manager  ');
    expect([saved.statusCode, saved.json()]).toEqual([200, { message: INVOICE_OWNER_NAME_SAVED }]);
    expect((await detailOf(invoice.id)).invoiceOwnerName).toBe('Bayou Plant Manager');
    expect((await rename(invoice.id, '')).statusCode).toBe(200);
    expect((await detailOf(invoice.id)).invoiceOwnerName).toBeNull();
    expect((await auditsOf(invoice.id)).map((entry) => entry.action)).toEqual([
      'update-invoice-owner-name',
      'update-invoice-owner-name',
    ]);
  });

  it('refuses owners, a paid invoice and a name too long, changing nothing', async () => {
    const invoice = await unpaidInvoice();
    const paid = await unpaidInvoice({ hasPaid: true });
    expect((await rename(invoice.id, 'Someone', 'owner')).statusCode).toBe(403);
    expect((await rename(paid.id, 'Someone')).statusCode).toBe(409);
    const long = await rename(invoice.id, 'x'.repeat(501));
    expect([long.statusCode, long.json().message]).toEqual([
      400,
      'Invoice-to owner name must be at most 500 characters',
    ]);
    expect((await detailOf(invoice.id)).invoiceOwnerName).toBeNull();
  });
});
