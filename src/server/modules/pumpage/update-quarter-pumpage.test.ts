import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dailyPumpage, hourlyPumpage, invoiceItems } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { insertInvoice } from '../../test/factories/invoices';
import { accessMatrixTokens, insertAccessMatrix, type AccessMatrix } from '../../test/factories/people';
import { eachDay, insertDaily, insertDays, insertHourly } from '../../test/factories/pumpage';
import { insertWell } from '../../test/factories/wells';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tokens: Record<string, string> = {};
let matrix: AccessMatrix;

beforeAll(async () => {
  t = await createTestApp();
  matrix = await insertAccessMatrix(t.database.db);
  tokens = await accessMatrixTokens(matrix, t.tokenFor);
});
afterAll(() => t.close());

type Query = Record<string, string | number>;

function read(query: Query, who: string | null = 'admin') {
  return t.app.inject({
    method: 'GET',
    url: '/api/GetWellQuarterPumpage',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
  });
}

function update(query: Query, body: unknown, who: string | null = 'admin') {
  return t.app.inject({
    method: 'PUT',
    url: '/api/UpdateWellQuarterPumpage',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    payload: body as object,
  });
}

async function days(wellId: number) {
  const rows = await t.database.db
    .select()
    .from(dailyPumpage)
    .where(eq(dailyPumpage.wellId, wellId))
    .orderBy(asc(dailyPumpage.date));
  return rows.map((row) => [row.date, row.pumpage] as const);
}

async function hours(wellId: number) {
  const rows = await t.database.db
    .select()
    .from(hourlyPumpage)
    .where(eq(hourlyPumpage.wellId, wellId))
    .orderBy(asc(hourlyPumpage.date), asc(hourlyPumpage.hour));
  return rows.map((row) => [row.date, row.hour, row.pumpage] as const);
}

function monthSum(rows: readonly (readonly [string, number])[], month: string): number {
  return (
    rows.filter(([date]) => date.startsWith(month)).reduce((sum, [, kgal]) => sum + kgal * 1000, 0) / 1000
  );
}

let wellSequence = 0;
function well(clientId: number | null = matrix.clientA.id) {
  wellSequence += 1;
  return insertWell(t.database.db, { wellNumber: `QTR-${wellSequence}`, clientId });
}

describe('GET GetWellQuarterPumpage', () => {
  it('answers each month’s total of the quarter in kgal', async () => {
    const target = await well();
    await insertDaily(t.database.db, target.id, [
      ['2025-06-30', 9],
      ['2025-07-01', 1.25],
      ['2025-07-31', 2.5],
      ['2025-09-30', 0.001],
      ['2025-10-01', 7],
    ]);
    const response = await read({ wellId: target.id, year: 2025, quarter: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      wellId: target.id,
      wellNumber: target.wellNumber,
      year: 2025,
      quarter: 3,
      months: [
        { month: 7, pumpage: 3.75 },
        { month: 8, pumpage: 0 },
        { month: 9, pumpage: 0.001 },
      ],
    });
  });

  it('answers the quarter of a daily row by its pumpageId, and refuses a mixed or missing lookup', async () => {
    const target = await well();
    const [row] = await insertDaily(t.database.db, target.id, [['2025-11-20', 4]]);
    const byRow = await read({ pumpageId: row?.id ?? 0 });
    expect(byRow.statusCode).toBe(200);
    expect(byRow.json().data).toMatchObject({ wellId: target.id, year: 2025, quarter: 4 });
    expect(byRow.json().data.months).toEqual([
      { month: 10, pumpage: 0 },
      { month: 11, pumpage: 4 },
      { month: 12, pumpage: 0 },
    ]);
    const missing = await read({ pumpageId: 2_000_000_000 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Pumpage row not found.');
    const lookups: Query[] = [{ pumpageId: row?.id ?? 0, year: 2025 }, { wellId: target.id, year: 2025 }, {}];
    for (const query of lookups) {
      const refused = await read(query);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.wellId).toBe(
        'Give wellId, year and quarter, or the pumpageId of a daily row',
      );
    }
  });
});

describe('PUT UpdateWellQuarterPumpage', () => {
  it('scales daily rows so each changed month adds up to exactly the total typed', async () => {
    const target = await well();
    await insertDays(t.database.db, target.id, eachDay('2025-01-01', '2025-01-03'), () => 10);
    await insertDays(t.database.db, target.id, ['2025-02-10', '2025-02-20'], (index) => (index + 1) * 100);
    await insertDays(t.database.db, target.id, ['2025-03-05'], () => 40);

    const response = await update(
      { wellId: target.id, year: 2025, quarter: 1 },
      { pumpageMonth1: 100, pumpageMonth2: 0.5, pumpageMonth3: 40 },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      `Pumpage of ${target.wellNumber} updated for January 2025, February 2025.`,
    );
    expect(await days(target.id)).toEqual([
      ['2025-01-01', 33.333],
      ['2025-01-02', 33.333],
      ['2025-01-03', 33.334],
      ['2025-02-10', 0.166],
      ['2025-02-20', 0.334],
      ['2025-03-05', 40],
    ]);
    const answered = await read({ wellId: target.id, year: 2025, quarter: 1 });
    expect(answered.json().data.months.map((month: { pumpage: number }) => month.pumpage)).toEqual([
      100, 0.5, 40,
    ]);
  });

  it('leaves an unchanged month untouched and audits what changed', async () => {
    const { db } = t.database;
    const target = await well();
    await insertDaily(db, target.id, [
      ['2024-04-01', 1],
      ['2024-05-01', 2],
      ['2024-06-01', 3],
    ]);
    // A rewritten row gets a new tuple: xmin tells whether May's row was touched.
    const mayXmin = async () =>
      (
        await selectRows<{ x: string }>(
          db,
          sql`select xmin::text as x from ${dailyPumpage}
            where ${dailyPumpage.wellId} = ${target.id} and ${dailyPumpage.date} = '2024-05-01'`,
        )
      )[0]?.x;
    const untouched = await mayXmin();
    const response = await update(
      { wellId: target.id, year: 2024, quarter: 2 },
      { pumpageMonth1: 1, pumpageMonth2: 2, pumpageMonth3: 6 },
    );
    expect(response.statusCode).toBe(200);
    expect(await days(target.id)).toEqual([
      ['2024-04-01', 1],
      ['2024-05-01', 2],
      ['2024-06-01', 6],
    ]);
    expect(await mayXmin()).toBe(untouched);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update-pumpage'), eq(auditLog.entityId, String(target.id))));
    expect(audit).toMatchObject({ actorUserId: matrix.admin.id, entity: 'well' });
    expect(audit?.before).toEqual({
      year: 2024,
      quarter: 2,
      months: [{ month: 6, total: '3.000', daily: [{ date: '2024-06-01', pumpage: '3.000' }], hourly: [] }],
    });
    expect(audit?.after).toEqual({
      year: 2024,
      quarter: 2,
      months: [{ month: 6, total: '6.000', daily: [{ date: '2024-06-01', pumpage: '6.000' }], hourly: [] }],
    });

    const same = await update(
      { wellId: target.id, year: 2024, quarter: 2 },
      { pumpageMonth1: 1, pumpageMonth2: 2, pumpageMonth3: 6 },
    );
    expect(same.json().message).toBe(`Pumpage of ${target.wellNumber} for 2024 Q2 is unchanged.`);
    expect(await mayXmin()).toBe(untouched);
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'update-pumpage'), eq(auditLog.entityId, String(target.id)))),
    ).toHaveLength(1);
  });

  it('scales a metered month through its hours; each daily row is then the sum of its hours', async () => {
    const { db } = t.database;
    const target = await well();
    await insertHourly(db, target.id, [
      ['2025-04-02', 0, 1],
      ['2025-04-02', 1, 2],
      ['2025-04-03', 23, 3],
    ]);
    await insertDaily(db, target.id, [
      ['2025-04-01', 4],
      ['2025-04-02', 3],
      ['2025-04-03', 3],
    ]);
    const response = await update(
      { wellId: target.id, year: 2025, quarter: 2 },
      { pumpageMonth1: 1, pumpageMonth2: 0, pumpageMonth3: 0 },
    );
    expect(response.statusCode).toBe(200);
    expect(await hours(target.id)).toEqual([
      ['2025-04-02', 0, 0.1],
      ['2025-04-02', 1, 0.2],
      ['2025-04-03', 23, 0.3],
    ]);
    const daily = await days(target.id);
    expect(daily).toEqual([
      ['2025-04-01', 0.4],
      ['2025-04-02', 0.3],
      ['2025-04-03', 0.3],
    ]);
    expect(monthSum(daily, '2025-04')).toBe(1);
  });

  it('puts the rounding remainder on the last hour and keeps days equal to their hours', async () => {
    const { db } = t.database;
    const target = await well();
    await insertHourly(db, target.id, [
      ['2025-05-01', 0, 1],
      ['2025-05-01', 1, 1],
      ['2025-05-01', 2, 1],
    ]);
    await insertDaily(db, target.id, [['2025-05-01', 3]]);
    await update(
      { wellId: target.id, year: 2025, quarter: 2 },
      { pumpageMonth1: 0, pumpageMonth2: 1, pumpageMonth3: 0 },
    );
    expect(await hours(target.id)).toEqual([
      ['2025-05-01', 0, 0.333],
      ['2025-05-01', 1, 0.333],
      ['2025-05-01', 2, 0.334],
    ]);
    expect(await days(target.id)).toEqual([['2025-05-01', 1]]);
  });

  it('spreads an empty month’s total evenly over its days; a total of 0 keeps rows at 0', async () => {
    const target = await well();
    await insertDaily(t.database.db, target.id, [['2024-01-15', 5]]);
    const response = await update(
      { wellId: target.id, year: 2024, quarter: 1 },
      { pumpageMonth1: 0, pumpageMonth2: 100, pumpageMonth3: 0 },
    );
    expect(response.statusCode).toBe(200);
    const daily = await days(target.id);
    const february = daily.filter(([date]) => date.startsWith('2024-02'));
    expect(february).toHaveLength(29);
    expect(february.slice(0, 28).every(([, kgal]) => kgal === 3.448)).toBe(true);
    expect(february[28]).toEqual(['2024-02-29', 3.456]);
    expect(monthSum(daily, '2024-02')).toBe(100);
    expect(daily.find(([date]) => date === '2024-01-15')).toEqual(['2024-01-15', 0]);
    expect(daily.filter(([date]) => date.startsWith('2024-01') || date.startsWith('2024-03'))).toHaveLength(
      1,
    );
  });

  it('refuses pumpage an invoice was built from with 409 naming the invoice, writing nothing', async () => {
    const { db } = t.database;
    const target = await well();
    await insertDaily(db, target.id, [['2025-07-04', 10]]);
    const invoice = await insertInvoice(db, {
      clientId: matrix.clientA.id,
      year: 2025,
      quarter: 3,
      invoiceNumber: 'INV-2025-Q3-QTR',
    });
    await db
      .insert(invoiceItems)
      .values({ invoiceId: invoice.id, wellId: target.id, wellNumber: target.wellNumber });
    const query = { wellId: target.id, year: 2025, quarter: 3 };
    const response = await update(query, { pumpageMonth1: 20, pumpageMonth2: 5, pumpageMonth3: 0 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Pumpage of ${target.wellNumber} in 2025 Q3 is on invoice INV-2025-Q3-QTR; regenerate or void that invoice first.`,
    );
    expect(await days(target.id)).toEqual([['2025-07-04', 10]]);
    // The same quarter of another well is free, and so is another quarter of this one.
    expect(
      (await update({ ...query, quarter: 2 }, { pumpageMonth1: 1, pumpageMonth2: 0, pumpageMonth3: 0 }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a missing or non-number month with the spec’s message', async () => {
    const target = await well();
    const query = { wellId: target.id, year: 2025, quarter: 1 };
    for (const body of [
      { pumpageMonth2: 1, pumpageMonth3: 1 },
      { pumpageMonth1: 'abc', pumpageMonth2: 1, pumpageMonth3: 1 },
      { pumpageMonth1: null, pumpageMonth2: 1, pumpageMonth3: 1 },
      { pumpageMonth1: -1, pumpageMonth2: 1, pumpageMonth3: 1 },
    ]) {
      const response = await update(query, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.pumpageMonth1).toBe('Please enter valid pumpage');
    }
    const tooMuch = await update(query, { pumpageMonth1: 1, pumpageMonth2: 1_488_000.001, pumpageMonth3: 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.pumpageMonth2).toBe(
      'Pumpage is more than a well can pump in a month (at most 1,488,000 thousand gallons)',
    );
    expect(await days(target.id)).toEqual([]);
  });

  it('refuses a total that puts more on a day than a well can pump', async () => {
    const target = await well();
    await insertDaily(t.database.db, target.id, [['2025-01-10', 1]]);
    const response = await update(
      { wellId: target.id, year: 2025, quarter: 1 },
      { pumpageMonth1: 50_000, pumpageMonth2: 0, pumpageMonth3: 0 },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.pumpageMonth1).toBe(
      'January 2025: this total puts 50,000 thousand gallons on 2025-01-10, which is more than a well can pump in a day (at most 48,000 thousand gallons)',
    );
    expect(await days(target.id)).toEqual([['2025-01-10', 1]]);
  });

  it('refuses a quarter outside 1 to 4, an absurd year and a quarter that has not begun', async () => {
    const target = await well();
    const body = { pumpageMonth1: 1, pumpageMonth2: 1, pumpageMonth3: 1 };
    for (const quarter of [0, 5, 'x', 1.5]) {
      const response = await update({ wellId: target.id, year: 2025, quarter }, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.quarter).toBe('Quarter must be 1, 2, 3 or 4');
      expect((await read({ wellId: target.id, year: 2025, quarter })).statusCode).toBe(400);
    }
    for (const year of [1969, 10_000, 'next']) {
      const response = await update({ wellId: target.id, year, quarter: 1 }, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.year).toBe('Year must be a whole number from 1970 to 9999');
    }
    const future = await update({ wellId: target.id, year: 2999, quarter: 1 }, body);
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toMatch(/^2999 Q1 has not begun: pumpage can be set up to \d{4} Q[1-4]\.$/);
    expect((await read({ wellId: target.id, year: 2999, quarter: 1 })).statusCode).toBe(400);
    expect(await days(target.id)).toEqual([]);
  });

  it('is staff work: 401 anonymous, 403 owner and user, 404 for a missing well', async () => {
    const target = await well();
    await insertDaily(t.database.db, target.id, [['2025-01-10', 1]]);
    const query = { wellId: target.id, year: 2025, quarter: 1 };
    const body = { pumpageMonth1: 2, pumpageMonth2: 0, pumpageMonth3: 0 };
    expect((await update(query, body, null)).statusCode).toBe(401);
    expect((await update(query, body, 'owner')).statusCode).toBe(403);
    expect((await update(query, body, 'user')).statusCode).toBe(403);
    expect((await read(query, 'owner')).statusCode).toBe(403);
    expect(await days(target.id)).toEqual([['2025-01-10', 1]]);

    const missing = await update({ ...query, wellId: 2_000_000 }, body);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Well not found.');
    expect((await read({ ...query, wellId: 2_000_000 })).statusCode).toBe(404);

    const staff = await update(query, body, 'researcher');
    expect(staff.statusCode).toBe(200);
    expect(await days(target.id)).toEqual([['2025-01-10', 2]]);
    // Another client's well and a well without a client are staff's too.
    const other = await well(matrix.clientB.id);
    expect((await update({ ...query, wellId: other.id }, body, 'admin')).statusCode).toBe(200);
    const orphan = await well(null);
    expect((await read({ ...query, wellId: orphan.id }, 'admin')).statusCode).toBe(200);
  });
});
