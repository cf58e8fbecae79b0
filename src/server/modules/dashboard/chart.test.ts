import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartFilter } from '../../../shared/contracts/wells';
import { insertAccessMatrix } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';
import { addDays } from '../../../shared/rules/calendar';
import { insertLevel20User } from '../../test/factories/people';
import { insertDaily } from '../../test/factories/pumpage';
import { insertLookups, insertWell } from '../../test/factories/wells';

let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
let lookups: Awaited<ReturnType<typeof insertLookups>>;
const tokens: Record<string, string> = {};
const year = Number(todayIn('America/Chicago').slice(0, 4));
const month = (yearOffset: number, monthNumber: number) =>
  `${year + yearOffset}-${String(monthNumber).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  matrix = await insertAccessMatrix(db);
  lookups = await insertLookups(db);
  const { aquiferX, aquiferY, parishP, parishQ, useU, useV } = lookups;
  const a1 = await insertWell(db, {
    clientId: matrix.clientA.id,
    aquiferId: aquiferX.id,
    parishId: parishP.id,
    wellUseId: useU.id,
  });
  const a2 = await insertWell(db, {
    clientId: matrix.clientA.id,
    aquiferId: aquiferY.id,
    parishId: parishQ.id,
    wellUseId: useV.id,
    isActive: false,
  });
  const b1 = await insertWell(db, {
    clientId: matrix.clientB.id,
    aquiferId: aquiferX.id,
    parishId: parishQ.id,
    wellUseId: useU.id,
  });
  const today = todayIn('America/Chicago');
  await insertDaily(db, a1.id, [
    [`${year}-01-01`, 2000],
    [`${year - 2}-03-15`, 1234.567],
    [`${year - 1}-07-01`, 0.4],
    // Not yet pumped: a row dated tomorrow stays out of the chart.
    [addDays(today, 1), 5000],
  ]);
  await insertDaily(db, a2.id, [
    [`${year - 2}-03-20`, 100.001],
    [`${year - 1}-07-02`, 0.4],
    // Before the three-year window.
    [`${year - 3}-12-31`, 999],
  ]);
  await insertDaily(db, b1.id, [[`${year}-01-01`, 700]]);

  tokens.admin = await t.tokenFor({ userId: matrix.admin.id });
  tokens.researcher = await t.tokenFor({ userId: matrix.researcher.id });
  tokens.owner = await t.tokenFor({ userId: matrix.owner.id });
  tokens.otherOwner = await t.tokenFor({ userId: matrix.otherOwner.id });
  tokens.user = await t.tokenFor({ userId: matrix.user.id });
  const level20 = await insertLevel20User(db, 'metered@test.local', [matrix.clientA.id]);
  tokens.level20 = await t.tokenFor({ userId: level20.id });
});
afterAll(() => t.close());

function chart(who: string, filter: ChartFilter = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/GetPumpageVolumesForChart',
    headers: { authorization: `Bearer ${tokens[who]}` },
    payload: filter,
  });
}

async function points(who: string, filter: ChartFilter = {}) {
  const response = await chart(who, filter);
  expect(response.statusCode).toBe(200);
  expect(response.json().message).toBe('OK');
  return response.json().data;
}

describe('POST /api/GetPumpageVolumesForChart', () => {
  it('sums each month of the last three years in million gallons, rounding the month once', async () => {
    expect(await points('admin')).toEqual([
      { yearMonth: month(-2, 3), pumpage: 1.335 },
      // 0.4 + 0.4 kgal: rounding each day first would give 0.
      { yearMonth: month(-1, 7), pumpage: 0.001 },
      { yearMonth: month(0, 1), pumpage: 2.7 },
    ]);
  });

  it('counts deactivated wells, whose pumpage history stays', async () => {
    const { aquiferY } = lookups;
    expect(await points('admin', { aquiferId: [aquiferY.id] })).toEqual([
      { yearMonth: month(-2, 3), pumpage: 0.1 },
      { yearMonth: month(-1, 7), pumpage: 0 },
    ]);
  });

  it('shows an owner only the wells of their own clients', async () => {
    expect(await points('owner')).toEqual([
      { yearMonth: month(-2, 3), pumpage: 1.335 },
      { yearMonth: month(-1, 7), pumpage: 0.001 },
      { yearMonth: month(0, 1), pumpage: 2 },
    ]);
    expect(await points('otherOwner')).toEqual([{ yearMonth: month(0, 1), pumpage: 0.7 }]);
    expect(await points('level20')).toEqual(await points('owner'));
  });

  it('ignores a client filter that reaches beyond the owner’s clients', async () => {
    expect(await points('owner', { clientId: [matrix.clientB.id] })).toEqual([]);
    expect(await points('otherOwner', { clientId: [matrix.clientA.id, matrix.clientB.id] })).toEqual([
      { yearMonth: month(0, 1), pumpage: 0.7 },
    ]);
  });

  it.each([
    ['client B', () => ({ clientId: [matrix.clientB.id] }), [[month(0, 1), 0.7]]],
    [
      'aquifer X',
      () => ({ aquiferId: [lookups.aquiferX.id] }),
      [
        [month(-2, 3), 1.235],
        [month(-1, 7), 0],
        [month(0, 1), 2.7],
      ],
    ],
    [
      'parish Q',
      () => ({ parishId: [lookups.parishQ.id] }),
      [
        [month(-2, 3), 0.1],
        [month(-1, 7), 0],
        [month(0, 1), 0.7],
      ],
    ],
    [
      'well use V',
      () => ({ wellUseId: [lookups.useV.id] }),
      [
        [month(-2, 3), 0.1],
        [month(-1, 7), 0],
      ],
    ],
    [
      'aquifer X and parish Q',
      () => ({ aquiferId: [lookups.aquiferX.id], parishId: [lookups.parishQ.id] }),
      [[month(0, 1), 0.7]],
    ],
    [
      'client A and well use U',
      () => ({ clientId: [matrix.clientA.id], wellUseId: [lookups.useU.id] }),
      [
        [month(-2, 3), 1.235],
        [month(-1, 7), 0],
        [month(0, 1), 2],
      ],
    ],
    [
      'both parishes and aquifer Y',
      () => ({ parishId: [lookups.parishP.id, lookups.parishQ.id], aquiferId: [lookups.aquiferY.id] }),
      [
        [month(-2, 3), 0.1],
        [month(-1, 7), 0],
      ],
    ],
    [
      'aquifer X and well use V',
      () => ({ aquiferId: [lookups.aquiferX.id], wellUseId: [lookups.useV.id] }),
      [],
    ],
  ] as const)('filters by %s', async (_name, filter, expected) => {
    const data = await points('admin', filter());
    expect(
      data.map((point: { yearMonth: string; pumpage: number }) => [point.yearMonth, point.pumpage]),
    ).toEqual(expected);
  });

  it('refuses level 10 and answers level 20 and staff', async () => {
    expect((await chart('user')).statusCode).toBe(403);
    expect((await chart('level20')).statusCode).toBe(200);
    expect((await chart('researcher')).statusCode).toBe(200);
  });

  it('rejects ids that are not positive integers', async () => {
    const response = await chart('admin', { aquiferId: [0] });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['aquiferId.0']);
  });
});
