import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices } from '../../db/schema';
import { insertInvoice } from '../../test/factories/invoices';
import { insertAccessMatrix } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
const tokens: Record<string, string> = {};

function setVisibility(who: string, invoiceId: string, isVisible: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/Invoice/UpdateInvoiceVisibility?invoiceId=${invoiceId}&isVisible=${isVisible}`,
    headers: tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {},
  });
}

async function visibilityOf(ids: number[]) {
  const rows = await t.database.db
    .select({ id: invoices.id, isVisible: invoices.isVisible })
    .from(invoices)
    .where(inArray(invoices.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.isVisible]));
}

/** Three fresh invoices of client A: two hidden, one visible. */
async function threeInvoices(year: number) {
  const { db } = t.database;
  const clientId = matrix.clientA.id;
  return Promise.all([
    insertInvoice(db, { clientId, year, quarter: 1, isVisible: false }),
    insertInvoice(db, { clientId, year, quarter: 2, isVisible: false }),
    insertInvoice(db, { clientId, year, quarter: 3, isVisible: true }),
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  matrix = await insertAccessMatrix(t.database.db);
  tokens.admin = await t.tokenFor({ userId: matrix.admin.id });
  tokens.owner = await t.tokenFor({ userId: matrix.owner.id });
});
afterAll(() => t.close());

describe('PUT Invoice/UpdateInvoiceVisibility', () => {
  it('shows one invoice, or several at once, auditing each change', async () => {
    const [first, second, shown] = await threeInvoices(2021);
    const one = await setVisibility('admin', String(first.id), 'true');
    expect(one.json()).toEqual({ message: 'Updated visibility successfully', updated: 1 });
    const bulk = await setVisibility('admin', `${first.id},${second.id},${shown.id}`, 'true');
    expect(bulk.json()).toEqual({ message: 'Updated visibility successfully', updated: 1 });
    expect(await visibilityOf([first.id, second.id, shown.id])).toEqual({
      [first.id]: true,
      [second.id]: true,
      [shown.id]: true,
    });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'show-invoice'));
    expect(audits.map((entry) => entry.entityId).sort()).toEqual(
      [String(first.id), String(second.id)].sort(),
    );
    const hide = await setVisibility('admin', `${first.id},${shown.id}`, 'false');
    expect(hide.json().updated).toBe(2);
  });

  it('changes nothing when one of them is paid or missing', async () => {
    const [first, second] = await threeInvoices(2020);
    await t.database.db.update(invoices).set({ hasPaid: true }).where(eq(invoices.id, second.id));
    const paid = await setVisibility('admin', `${first.id},${second.id}`, 'true');
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(`Paid invoices cannot be changed: ${second.invoiceNumber}.`);
    const missing = await setVisibility('admin', `${first.id},987654`, 'true');
    expect(missing.statusCode).toBe(404);
    expect(await visibilityOf([first.id])).toEqual({ [first.id]: false });
  });

  it.each([
    ['an owner', 'owner', '1', 'true', 403],
    ['anyone signed out', 'nobody', '1', 'true', 401],
    ['ids that are not a list of numbers', 'admin', '1;2', 'true', 400],
    ['a visibility that is not true or false', 'admin', '1', 'maybe', 400],
  ])('refuses %s', async (_case, who, ids, isVisible, status) => {
    expect((await setVisibility(who, ids, isVisible)).statusCode).toBe(status);
  });
});
