import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dailyPumpage, hourlyPumpage, invoiceItems, invoices } from '../../db/schema';
import { accessMatrixTokens, insertAccessMatrix, type AccessMatrix } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertWell } from '../../test/factories/wells';
import { eachDay, insertDays, insertHours } from '../../test/factories/pumpage';

let t: TestApp;
let tokens: Record<string, string> = {};
let matrix: AccessMatrix;

beforeAll(async () => {
  t = await createTestApp();
  matrix = await insertAccessMatrix(t.database.db);
  tokens = await accessMatrixTokens(matrix, t.tokenFor);
});
afterAll(() => t.close());

async function remove(ids: unknown, who: string | null = 'admin') {
  return t.app.inject({
    method: 'POST',
    url: '/api/DeleteWellPumpages',
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    payload: ids as object,
  });
}

async function remainingDays(ids: number[]) {
  const rows = await t.database.db.select().from(dailyPumpage).where(inArray(dailyPumpage.id, ids));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

async function wellWithDays(wellNumber: string, first: string, last: string) {
  const well = await insertWell(t.database.db, { wellNumber, clientId: matrix.clientA.id });
  const days = await insertDays(t.database.db, well.id, eachDay(first, last));
  return { well, ids: days.map((day) => day.id) };
}

describe('POST DeleteWellPumpages', () => {
  it('deletes the daily rows, the hourly rows of those well-days, and audits the values', async () => {
    const { db } = t.database;
    const { well, ids } = await wellWithDays('DEL-1', '2024-05-01', '2024-05-03');
    await insertHours(db, well.id, '2024-05-01', [0, 1, 2]);
    await insertHours(db, well.id, '2024-05-03', [5]);
    const [first, second, kept] = ids as [number, number, number];

    const response = await remove([first, second]);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('2 pumpage rows deleted.');

    expect(await remainingDays(ids)).toEqual([kept]);
    const hours = await db.select().from(hourlyPumpage).where(eq(hourlyPumpage.wellId, well.id));
    expect(hours.map((hour) => [hour.date, hour.hour])).toEqual([['2024-05-03', 5]]);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delete-pumpage'), eq(auditLog.entityId, String(well.id))));
    expect(audit).toMatchObject({ actorUserId: matrix.admin.id, entity: 'well' });
    expect(audit?.before).toEqual({
      daily: [
        { id: first, date: '2024-05-01', pumpage: '1000.000' },
        { id: second, date: '2024-05-02', pumpage: '992.500' },
      ],
      hourly: [0, 1, 2].map((hour) => ({ date: '2024-05-01', hour, pumpage: '1.500' })),
    });
  });

  it('refuses with 409 naming the invoice when pumpage is on an invoice, deleting nothing', async () => {
    const { db } = t.database;
    const invoiced = await wellWithDays('INV-WELL-1', '2025-03-31', '2025-04-01');
    const free = await wellWithDays('FREE-1', '2025-02-01', '2025-02-01');
    await insertHours(db, invoiced.well.id, '2025-03-31', [3]);
    const [invoice] = await db
      .insert(invoices)
      .values({
        invoiceNumber: 'INV-2025-Q1-0001',
        title: 'Pumpage 2025 Q1',
        clientId: matrix.clientA.id,
        billingDate: '2025-04-05',
        dueDate: '2025-05-05',
        year: 2025,
        quarter: 1,
      })
      .returning();
    if (!invoice) throw new Error('invoice insert returned nothing');
    await db
      .insert(invoiceItems)
      .values({ invoiceId: invoice.id, wellId: invoiced.well.id, wellNumber: 'INV-WELL-1' });

    const ids = [...invoiced.ids, ...free.ids];
    const response = await remove(ids);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Pumpage of INV-WELL-1 in 2025 Q1 is on invoice INV-2025-Q1-0001; regenerate or void that invoice first.',
    );
    expect(await remainingDays(ids)).toEqual([...ids].sort((a, b) => a - b));
    expect(
      await db.select().from(hourlyPumpage).where(eq(hourlyPumpage.wellId, invoiced.well.id)),
    ).toHaveLength(1);

    // The second quarter of the same well is on no invoice and may go.
    const [, aprilFirst] = invoiced.ids as [number, number];
    expect((await remove([aprilFirst])).statusCode).toBe(200);
    expect(await remainingDays([aprilFirst])).toEqual([]);
  });

  it('matches invoice items by well number when the item has no well id', async () => {
    const { db } = t.database;
    const { ids } = await wellWithDays('INV-WELL-2', '2025-07-04', '2025-07-04');
    const [invoice] = await db
      .insert(invoices)
      .values({
        invoiceNumber: 'INV-2025-Q3-0002',
        title: 'Pumpage 2025 Q3',
        clientId: matrix.clientA.id,
        billingDate: '2025-10-05',
        dueDate: '2025-11-05',
        year: 2025,
        quarter: 3,
      })
      .returning();
    if (!invoice) throw new Error('invoice insert returned nothing');
    await db.insert(invoiceItems).values({ invoiceId: invoice.id, wellNumber: 'INV-WELL-2' });
    const response = await remove(ids);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('INV-WELL-2 in 2025 Q3 is on invoice INV-2025-Q3-0002');
    expect(await remainingDays(ids)).toEqual(ids);
  });

  it('is staff work: anonymous 401, owner and user 403, researcher allowed', async () => {
    const { ids } = await wellWithDays('ACCESS-1', '2024-08-01', '2024-08-02');
    expect((await remove(ids, null)).statusCode).toBe(401);
    expect((await remove(ids, 'user')).statusCode).toBe(403);
    expect((await remove(ids, 'owner')).statusCode).toBe(403);
    expect(await remainingDays(ids)).toEqual(ids);
    expect((await remove([ids[0]], 'researcher')).json().message).toBe('1 pumpage row deleted.');
  });

  it('refuses an empty or malformed id list', async () => {
    const empty = await remove([]);
    expect(empty.statusCode).toBe(400);
    expect((await remove({ ids: [1] })).statusCode).toBe(400);
    expect((await remove(['x'])).statusCode).toBe(400);
    const tooMany = await remove(Array.from({ length: 100_001 }, (_, index) => index + 1));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('Delete at most 100,000 rows at a time');
  });
});
