import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUARTER_NOT_ENDED } from '../../../shared/contracts/invoices';
import { addDays } from '../../../shared/rules/calendar';
import { auditLog, invoiceItems, invoices } from '../../db/schema';
import { insertAccessMatrix, insertClient } from '../../test/factories/people';
import { insertDaily } from '../../test/factories/pumpage';
import { insertWell } from '../../test/factories/wells';
import { createTestApp, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';

let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
const tokens: Record<string, string> = {};
const clientIds = { billed: 0, exemptOnly: 0, dry: 0, retired: 0 };

function generate(body: unknown, who = 'admin') {
  return t.app.inject({
    method: 'POST',
    url: '/api/Invoice/GenerateQuarterInvoices',
    headers: tokens[who] ? { authorization: `Bearer ${tokens[who]}` } : {},
    payload: body as object,
  });
}

function invoicesOf(year: number, quarter: number) {
  return t.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.year, year), eq(invoices.quarter, quarter)));
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  matrix = await insertAccessMatrix(db);
  tokens.admin = await t.tokenFor({ userId: matrix.admin.id });
  tokens.owner = await t.tokenFor({ userId: matrix.owner.id });

  // 2025 Q2: a billed client with an exempt well too, a client of exempt wells only, one of an active
  // well without pumpage, and one whose only pumping well is inactive now.
  const billed = await insertClient(db, { name: 'Billed Client', contactEmail: 'pay@billed.test' });
  const billedWell = await insertWell(db, {
    clientId: billed.id,
    wellNumber: 'GQ-1',
    clientWellName: 'North 1',
  });
  const exemptWell = await insertWell(db, { clientId: billed.id, wellNumber: 'GQ-2', flag: 'E' });
  await insertDaily(db, billedWell.id, [
    ['2025-04-10', 400],
    ['2025-05-10', 300.2],
    ['2025-06-30', 299.9],
    ['2025-07-01', 5000],
  ]);
  await insertDaily(db, exemptWell.id, [['2025-04-11', 50]]);
  const exemptOnly = await insertClient(db, { name: 'Exempt Client' });
  const onlyExempt = await insertWell(db, { clientId: exemptOnly.id, wellNumber: 'GQ-3', flag: 'E' });
  await insertDaily(db, onlyExempt.id, [['2025-05-01', 80]]);
  const dry = await insertClient(db, { name: 'Dry Client' });
  await insertWell(db, { clientId: dry.id, wellNumber: 'GQ-4' });
  const retired = await insertClient(db, { name: 'Retired Client' });
  const retiredWell = await insertWell(db, { clientId: retired.id, wellNumber: 'GQ-5', isActive: false });
  await insertDaily(db, retiredWell.id, [['2025-05-20', 10]]);
  await insertWell(db, { clientId: retired.id, wellNumber: 'GQ-6', isActive: false });
  Object.assign(clientIds, {
    billed: billed.id,
    exemptOnly: exemptOnly.id,
    dry: dry.id,
    retired: retired.id,
  });
});
afterAll(() => t.close());

describe('POST Invoice/GenerateQuarterInvoices', () => {
  it('bills each client once for the quarter, from its wells, and creates nothing new when run again', async () => {
    const today = todayIn('America/Chicago');
    const first = await generate({ year: 2025, quarter: 2 });
    expect(first.statusCode).toBe(200);
    // The access matrix's clients have active wells without pumpage: nothing to bill either.
    const { created, existing, nothingToBill } = first.json();
    expect({ created, existing }).toEqual({ created: 2, existing: 0 });
    expect(nothingToBill).toBeGreaterThanOrEqual(2);

    const stored = await invoicesOf(2025, 2);
    const billed = stored.find((invoice) => invoice.clientId === clientIds.billed);
    expect(billed).toMatchObject({
      invoiceNumber: `2025-Q2-${String(clientIds.billed).padStart(5, '0')}`,
      invoiceOwnerName: 'Billed Client',
      clientEmail: 'pay@billed.test',
      cityStateZip: 'Baton Rouge, LA 70801',
      billingDate: today,
      dueDate: addDays(today, 30),
      // 400 + 300.2 + 299.9 = 1000.1 kgal, rounded once to 1000: one million gallons at $65.
      gallons: 1000,
      feeAmountCents: 6500,
      lateFeeAmountCents: 0,
      isVisible: false,
      hasPaid: false,
      rateCentsPerMillionGallons: 6500,
      dueDays: 30,
      lateFeeMilliPercent: 1500,
      lateFeePeriod: 'day',
      lateFeeCapMilliPercent: null,
    });
    const items = await t.database.db
      .select()
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, billed!.id))
      .orderBy(invoiceItems.wellNumber);
    expect(
      items.map((item) => [
        item.wellNumber,
        item.ownerNo,
        item.month1Pumpage,
        item.month2Pumpage,
        item.month3Pumpage,
        item.flag,
      ]),
    ).toEqual([
      ['GQ-1', 'North 1', 400, 300.2, 299.9, null],
      ['GQ-2', null, 50, 0, 0, 'E'],
    ]);
    // An inactive well with pumpage in the quarter is billed; one without is not listed.
    const retired = stored.find((invoice) => invoice.clientId === clientIds.retired);
    expect(retired?.feeAmountCents).toBe(65);
    const retiredItems = await t.database.db
      .select()
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, retired!.id));
    expect(retiredItems.map((item) => item.wellNumber)).toEqual(['GQ-5']);
    expect(stored.map((invoice) => invoice.clientId)).not.toContain(clientIds.exemptOnly);
    expect(stored.map((invoice) => invoice.clientId)).not.toContain(clientIds.dry);

    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'generate-invoice'));
    expect(
      audits.filter((entry) => stored.some((invoice) => String(invoice.id) === entry.entityId)),
    ).toHaveLength(2);
    expect(audits.every((entry) => entry.actorUserId === matrix.admin.id)).toBe(true);

    const again = await generate({ year: 2025, quarter: 2 });
    expect(again.json()).toMatchObject({ created: 0, existing: 2 });
    expect(await invoicesOf(2025, 2)).toHaveLength(2);
  });

  it('bills pumpage that arrives late on the next run, leaving the invoices already made alone', async () => {
    await generate({ year: 2025, quarter: 3 });
    const before = await invoicesOf(2025, 3);
    const { db } = t.database;
    const late = await insertWell(db, { clientId: clientIds.dry, wellNumber: 'GQ-7' });
    await insertDaily(db, late.id, [['2025-08-15', 20]]);
    const next = await generate({ year: 2025, quarter: 3 });
    expect(next.json()).toMatchObject({ created: 1, existing: before.length });
    const after = await invoicesOf(2025, 3);
    expect(after.filter((invoice) => invoice.clientId === clientIds.dry)).toHaveLength(1);
    for (const invoice of before) expect(after).toContainEqual(invoice);
  });

  it('creates each invoice once when two generations of a quarter run at once', async () => {
    const { db } = t.database;
    const well = await insertWell(db, { clientId: clientIds.exemptOnly, wellNumber: 'GQ-8' });
    await insertDaily(db, well.id, [['2024-11-05', 100]]);
    const [one, two] = await Promise.all([
      generate({ year: 2024, quarter: 4 }),
      generate({ year: 2024, quarter: 4 }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const stored = await invoicesOf(2024, 4);
    expect(one.json().created + two.json().created).toBe(stored.length);
    expect(new Set(stored.map((invoice) => invoice.clientId)).size).toBe(stored.length);
    expect(stored.find((invoice) => invoice.clientId === clientIds.exemptOnly)?.feeAmountCents).toBe(650);
  });

  it.each([
    ['a quarter that has not ended', { year: 9999, quarter: 1 }, QUARTER_NOT_ENDED],
    ['quarter 5', { year: 2025, quarter: 5 }, 'Quarter must be 1, 2, 3 or 4'],
    ['a year before 1970', { year: 1969, quarter: 1 }, 'Year must be 1970 or later'],
    ['no year', { quarter: 1 }, 'Year is required'],
  ])('refuses %s with 400 and creates nothing', async (_case, body, message) => {
    const response = await generate(body);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });

  it('is staff work: an owner is refused, an anonymous caller must sign in', async () => {
    expect((await generate({ year: 2023, quarter: 1 }, 'owner')).statusCode).toBe(403);
    expect((await generate({ year: 2023, quarter: 1 }, 'nobody')).statusCode).toBe(401);
    expect(await invoicesOf(2023, 1)).toHaveLength(0);
  });
});
