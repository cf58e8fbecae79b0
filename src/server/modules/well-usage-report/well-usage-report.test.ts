import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WellUsageReport, WellUsageReportRequest } from '../../../shared/contracts/well-usage-report';
import { insertAccessMatrix } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { selectRows } from '../../db/sql';
import { todayIn } from '../../time';
import type { Caller } from '../auth/caller';
import { insertLevel20User } from '../../test/factories/people';
import { eachDay, insertDays } from '../../test/factories/pumpage';
import { insertWell, insertWellReferences } from '../../test/factories/wells';
import { wellUsageReportSql, type WellUsageRow } from './well-usage-sql';

let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
const tokens: Record<string, string> = {};
const ids: Record<'metered' | 'exempt' | 'silent' | 'other', number> = {
  metered: 0,
  exempt: 0,
  silent: 0,
  other: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  matrix = await insertAccessMatrix(db);
  const refs = await insertWellReferences(db);
  const { clientA, clientB } = matrix;
  const metered = await insertWell(db, {
    wellNumber: 'UR-1',
    clientWellName: 'Plant intake',
    clientId: clientA.id,
    aquiferId: refs.sand400.id,
    wellUseId: refs.industrial.id,
    parishId: refs.eastBatonRouge.id,
  });
  const exempt = await insertWell(db, {
    wellNumber: 'UR-2',
    clientId: clientA.id,
    flag: 'E',
    wellUseId: refs.publicSupply.id,
  });
  const silent = await insertWell(db, { wellNumber: 'UR-3', clientId: clientA.id, isActive: false });
  const other = await insertWell(db, { wellNumber: 'WB-9', clientId: clientB.id });
  Object.assign(ids, { metered: metered.id, exempt: exempt.id, silent: silent.id, other: other.id });

  // Outside 2024 on both sides: never counted.
  await insertDays(db, metered.id, ['2023-12-31', '2025-01-01'], () => 999);
  await insertDays(db, metered.id, eachDay('2024-01-01', '2024-01-31'), () => 10);
  await insertDays(db, metered.id, ['2024-03-01', '2024-03-02', '2024-03-03'], (i) => [0.5, 0.25, 0][i] ?? 0);
  await insertDays(db, metered.id, ['2024-04-15'], () => 0);
  await insertDays(db, metered.id, ['2024-07-01'], () => 1000.5);
  await insertDays(db, exempt.id, ['2024-01-05'], () => 100.5);
  await insertDays(db, other.id, ['2024-05-05'], () => 42);

  for (const who of ['user', 'owner', 'otherOwner', 'researcher', 'admin'] as const)
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  const level20 = await insertLevel20User(db, 'metered-report@test.local', [clientA.id]);
  tokens.level20 = await t.tokenFor({ userId: level20.id });
});
afterAll(() => t.close());

function request(body: WellUsageReportRequest | Record<string, unknown>, who: string | null = 'admin') {
  return t.app.inject({
    method: 'POST',
    url: '/api/GetWellUsageReport',
    headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
    payload: body,
  });
}

async function report(body: WellUsageReportRequest, who = 'admin'): Promise<WellUsageReport> {
  const response = await request(body, who);
  expect(response.statusCode).toBe(200);
  return response.json();
}

function section(body: WellUsageReport, wellNumber: string) {
  const found = body.wells.find((well) => well.wellNumber === wellNumber);
  if (!found) throw new Error(`no section for ${wellNumber}`);
  return found;
}

describe('POST /api/GetWellUsageReport: figures', () => {
  it('answers one section per well of the client with its lookups, ordered by well number', async () => {
    const body = await report({ clientId: matrix.clientA.id, year: 2024 });
    expect(body).toMatchObject({
      clientId: matrix.clientA.id,
      clientName: 'Client A',
      wellId: null,
      year: 2024,
      dataThrough: '2024-12-31',
    });
    expect(body.wells.map((well) => well.wellNumber)).toEqual(['UR-1', 'UR-2', 'UR-3']);
    expect(section(body, 'UR-1')).toMatchObject({
      wellId: ids.metered,
      clientWellName: 'Plant intake',
      aquifer: '400-Foot Sand',
      wellUse: 'Industrial',
      parish: 'East Baton Rouge',
      flag: null,
      isExempt: false,
      isActive: true,
    });
    // A well use without a description is named by its code, as in the wells list.
    expect(section(body, 'UR-2')).toMatchObject({ wellUse: 'TPS', aquifer: null, flag: 'E', isExempt: true });
    expect(section(body, 'UR-3').isActive).toBe(false);
  });

  it('sums months from daily rows: null without a row, a reported zero stays 0', async () => {
    const metered = section(await report({ clientId: matrix.clientA.id, year: 2024 }), 'UR-1');
    expect(metered.months).toEqual([310, null, 0.75, 0, null, null, 1000.5, null, null, null, null, null]);
    expect(metered.yearKgal).toBe(1311.25);
  });

  it('rounds each quarter to whole kgal and bills it at $65 per million gallons, rounded up', async () => {
    const metered = section(await report({ clientId: matrix.clientA.id, year: 2024 }), 'UR-1');
    expect(metered.quarters).toEqual([
      // 310.75 -> 311 kgal -> 2021.5 cents -> 2022
      { quarter: 1, totalKgal: 310.75, roundedKgal: 311, billedCents: 2022 },
      { quarter: 2, totalKgal: 0, roundedKgal: 0, billedCents: 0 },
      // 1000.5 rounds half up to 1001 kgal -> 6506.5 cents -> 6507
      { quarter: 3, totalKgal: 1000.5, roundedKgal: 1001, billedCents: 6507 },
      { quarter: 4, totalKgal: null, roundedKgal: 0, billedCents: 0 },
    ]);
  });

  it('reports an exempt well’s pumpage but bills it nothing', async () => {
    const exempt = section(await report({ clientId: matrix.clientA.id, year: 2024 }), 'UR-2');
    expect(exempt.quarters[0]).toEqual({ quarter: 1, totalKgal: 100.5, roundedKgal: 101, billedCents: 0 });
    expect(exempt.months[0]).toBe(100.5);
  });

  it('compresses the days without data into ranges', async () => {
    const body = await report({ clientId: matrix.clientA.id, year: 2024 });
    expect(section(body, 'UR-1').missingDayRanges).toEqual([
      { start: '2024-02-01', end: '2024-02-29', days: 29 },
      { start: '2024-03-04', end: '2024-04-14', days: 42 },
      { start: '2024-04-16', end: '2024-06-30', days: 76 },
      { start: '2024-07-02', end: '2024-12-31', days: 183 },
    ]);
    expect(section(body, 'UR-1').missingDayCount).toBe(330);
    expect(section(body, 'UR-2').missingDayRanges).toEqual([
      { start: '2024-01-01', end: '2024-01-04', days: 4 },
      { start: '2024-01-06', end: '2024-12-31', days: 361 },
    ]);
    expect(section(body, 'UR-3')).toMatchObject({
      months: Array.from({ length: 12 }, () => null),
      yearKgal: null,
      missingDayCount: 366,
      missingDayRanges: [{ start: '2024-01-01', end: '2024-12-31', days: 366 }],
    });
  });

  it('adds up all wells, billing the summed non-exempt quarter once', async () => {
    const { totals } = await report({ clientId: matrix.clientA.id, year: 2024 });
    expect(totals.months).toEqual([410.5, null, 0.75, 0, null, null, 1000.5, null, null, null, null, null]);
    expect(totals.quarters[0]).toEqual({
      quarter: 1,
      totalKgal: 411.25,
      roundedKgal: 311,
      billedCents: 2022,
    });
    expect(totals.quarters[3]).toEqual({ quarter: 4, totalKgal: null, roundedKgal: 0, billedCents: 0 });
    expect(totals.yearKgal).toBe(1411.75);
    expect(totals.missingDayCount).toBe(330 + 365 + 366);
  });

  it('narrows to one well, and finds its client from the well alone', async () => {
    const both = await report({ clientId: matrix.clientA.id, wellId: ids.exempt, year: 2024 });
    expect(both.wells.map((well) => well.wellNumber)).toEqual(['UR-2']);
    expect(both.totals.yearKgal).toBe(100.5);
    const alone = await report({ wellId: ids.metered, year: 2024 });
    expect(alone).toMatchObject({ clientId: matrix.clientA.id, clientName: 'Client A', wellId: ids.metered });
    expect(alone.wells.map((well) => well.wellNumber)).toEqual(['UR-1']);
  });

  it('defaults to the current district year and counts missing days up to yesterday', async () => {
    const today = todayIn('America/Chicago');
    const year = Number(today.slice(0, 4));
    const body = await report({ wellId: ids.silent });
    expect(body.year).toBe(year);
    const yesterday = new Date(`${today}T00:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const through = yesterday.toISOString().slice(0, 10);
    if (through < `${year}-01-01`) {
      expect(body.dataThrough).toBeNull();
      expect(section(body, 'UR-3').missingDayRanges).toEqual([]);
      return;
    }
    expect(body.dataThrough).toBe(through);
    const days = eachDay(`${year}-01-01`, through).length;
    expect(section(body, 'UR-3').missingDayRanges).toEqual([{ start: `${year}-01-01`, end: through, days }]);
  });
});

describe('wellUsageReportSql: the last counted day', () => {
  const staffCaller: Caller = {
    id: 0,
    email: 'bench@test.local',
    firstName: 'Staff',
    lastName: 'Caller',
    phone: null,
    isActive: true,
    roles: ['Admin'],
    clientIds: [],
    accessLevel: 100,
    tokensValidAfter: null,
  };
  const rowsThrough = (countMissingThrough: string) =>
    selectRows<WellUsageRow>(
      t.database.db,
      wellUsageReportSql(staffCaller, {
        clientId: matrix.clientA.id,
        wellId: null,
        year: 2024,
        countMissingThrough,
      }),
    );

  it('ends the gaps there while later rows still count in the sums', async () => {
    const [metered, , silent] = await rowsThrough('2024-03-02');
    expect(metered?.missingDayRanges).toEqual([{ start: '2024-02-01', end: '2024-02-29', days: 29 }]);
    expect(metered?.missingDayCount).toBe(29);
    expect(metered?.yearKgal).toBe(1311.25);
    expect(silent?.missingDayRanges).toEqual([{ start: '2024-01-01', end: '2024-03-02', days: 62 }]);
  });

  it('counts nothing missing before the year begins', async () => {
    const rows = await rowsThrough('2023-12-31');
    expect(rows.map((row) => [row.missingDayCount, row.missingDayRanges])).toEqual([
      [0, []],
      [0, []],
      [0, []],
    ]);
  });
});

describe('POST /api/GetWellUsageReport: scope and access', () => {
  it('lets an owner report on their own client only, another client answering 404', async () => {
    const own = await report({ clientId: matrix.clientA.id, year: 2024 }, 'owner');
    expect(own.wells.map((well) => well.wellNumber)).toEqual(['UR-1', 'UR-2', 'UR-3']);
    const other = await request({ clientId: matrix.clientB.id, year: 2024 }, 'owner');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Client not found.');
    const otherWell = await request({ wellId: ids.other, year: 2024 }, 'owner');
    expect(otherWell.statusCode).toBe(404);
    expect(otherWell.json().message).toBe('Well not found.');
    const theirs = await report({ clientId: matrix.clientB.id, year: 2024 }, 'otherOwner');
    expect(theirs.wells.map((well) => well.wellNumber)).toEqual(['WB-9']);
  });

  it('answers 404 for a well of another client than the one asked for, and for unknown ids', async () => {
    const mixed = await request({ clientId: matrix.clientA.id, wellId: ids.other, year: 2024 });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().message).toBe('Well not found.');
    expect((await request({ clientId: 999_999 })).json()).toEqual({ message: 'Client not found.' });
    expect((await request({ wellId: 999_999 })).json()).toEqual({ message: 'Well not found.' });
  });

  it('opens to level 20 and up; User (level 10) is refused and anonymous callers must sign in', async () => {
    expect((await request({ clientId: matrix.clientA.id }, 'level20')).statusCode).toBe(200);
    expect((await request({ clientId: matrix.clientA.id }, 'researcher')).statusCode).toBe(200);
    expect((await request({ clientId: matrix.clientA.id }, 'user')).statusCode).toBe(403);
    expect((await request({ clientId: matrix.clientA.id }, null)).statusCode).toBe(401);
  });
});

describe('POST /api/GetWellUsageReport: validation', () => {
  it('needs a client or a well', async () => {
    const response = await request({ year: 2024 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { clientId: 'Client is required' } });
  });

  it.each([1969, 2024.5, 'this year'])('refuses the year %j', async (year) => {
    const response = await request({ clientId: matrix.clientA.id, year });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.year).toBe('Choose a year from 1970 to the current year');
  });

  it('refuses a year after the current one', async () => {
    const next = Number(todayIn('America/Chicago').slice(0, 4)) + 1;
    const response = await request({ clientId: matrix.clientA.id, year: next });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.year).toBe('Choose a year from 1970 to the current year');
  });
});
