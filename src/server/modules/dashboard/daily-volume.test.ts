import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyPumpageRequest } from '../../../shared/contracts/dashboard';
import { insertAccessMatrix } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';
import { addDays } from '../../../shared/rules/calendar';
import { insertLevel20User } from '../../test/factories/people';
import { insertDaily } from '../../test/factories/pumpage';
import { insertWell } from '../../test/factories/wells';

let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
const tokens: Record<string, string> = {};
const wellIds: Record<string, number> = {};
const today = todayIn('America/Chicago');
const yesterday = addDays(today, -1);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  matrix = await insertAccessMatrix(db);
  const a1 = await insertWell(db, { clientId: matrix.clientA.id });
  const a2 = await insertWell(db, { clientId: matrix.clientA.id, isActive: false });
  const b1 = await insertWell(db, { clientId: matrix.clientB.id });
  Object.assign(wellIds, { a1: a1.id, a2: a2.id, b1: b1.id });
  // Eight days before today, with no record three days ago and a record for today.
  const days = [-8, -7, -6, -5, -4, -2, -1, 0].map((offset) => addDays(today, offset));
  await insertDaily(
    db,
    a1.id,
    days.map((date, index) => [date, 10 * (index + 1) + 0.125]),
  );
  await insertDaily(db, a1.id, [
    ['2024-02-28', 1.5],
    ['2024-02-29', 0],
    ['2024-03-01', 2.25],
  ]);
  await insertDaily(db, b1.id, [[yesterday, 77]]);

  tokens.admin = await t.tokenFor({ userId: matrix.admin.id });
  tokens.owner = await t.tokenFor({ userId: matrix.owner.id });
  tokens.otherOwner = await t.tokenFor({ userId: matrix.otherOwner.id });
  tokens.user = await t.tokenFor({ userId: matrix.user.id });
  const level20 = await insertLevel20User(db, 'metered@test.local', [matrix.clientA.id]);
  tokens.level20 = await t.tokenFor({ userId: level20.id });
});
afterAll(() => t.close());

function daily(who: string, body: Partial<DailyPumpageRequest>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/GetDailyWellPumpageData',
    headers: { authorization: `Bearer ${tokens[who]}` },
    payload: body,
  });
}

function clientWells(who: string, clientId: number) {
  return t.app.inject({
    method: 'GET',
    url: `/api/Dashboard/GetClientWells?clientId=${clientId}`,
    headers: { authorization: `Bearer ${tokens[who]}` },
  });
}

describe('POST /api/GetDailyWellPumpageData', () => {
  it('answers the 7 days ending yesterday by default, null for a day without a record', async () => {
    const response = await daily('owner', { wellId: wellIds.a1 });
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as { date: string; dailyPumpage: number | null }[];
    expect(rows.map((row) => [row.date, row.dailyPumpage])).toEqual([
      [addDays(today, -7), 20.125],
      [addDays(today, -6), 30.125],
      [addDays(today, -5), 40.125],
      [addDays(today, -4), 50.125],
      [addDays(today, -3), null],
      [addDays(today, -2), 60.125],
      [yesterday, 70.125],
    ]);
  });

  it('answers a chosen range with the spec’s day fields', async () => {
    const response = await daily('admin', {
      wellId: wellIds.a1,
      startDate: '2024-02-28',
      endDate: '2024-03-01',
    });
    expect(response.json()).toEqual({
      message: 'OK',
      data: [
        {
          date: '2024-02-28',
          year: 2024,
          monthName: 'February',
          dayName: 'Wednesday',
          formattedDate: '02/28/2024',
          dailyPumpage: 1.5,
        },
        {
          date: '2024-02-29',
          year: 2024,
          monthName: 'February',
          dayName: 'Thursday',
          formattedDate: '02/29/2024',
          dailyPumpage: 0,
        },
        {
          date: '2024-03-01',
          year: 2024,
          monthName: 'March',
          dayName: 'Friday',
          formattedDate: '03/01/2024',
          dailyPumpage: 2.25,
        },
      ],
    });
  });

  it('answers a deactivated well’s history and a level-20 caller', async () => {
    const response = await daily('level20', { wellId: wellIds.a2 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toHaveLength(7);
  });

  it('answers 404 for another client’s well and for a well that does not exist', async () => {
    for (const [who, wellId] of [
      ['otherOwner', wellIds.a1],
      ['owner', wellIds.b1],
      ['admin', 999_999],
    ] as const) {
      const response = await daily(who, { wellId });
      expect({ who, status: response.statusCode, body: response.json() }).toEqual({
        who,
        status: 404,
        body: { message: 'Well not found.' },
      });
    }
    expect((await daily('otherOwner', { wellId: wellIds.b1 })).json().data.at(-1)).toMatchObject({
      date: yesterday,
      dailyPumpage: 77,
    });
  });

  it.each([
    ['a start without an end', { startDate: '2024-01-01' }, 'Give both a start and an end date, or neither'],
    [
      'an end before the start',
      { startDate: '2024-01-02', endDate: '2024-01-01' },
      'The end date must not be before the start date',
    ],
    ['more than ten years', { startDate: '2010-01-01', endDate: '2024-01-01' }, 'Choose at most 3660 days'],
    ['an impossible date', { startDate: '2024-02-30', endDate: '2024-03-01' }, undefined],
  ])('rejects %s', async (_case, range, message) => {
    const response = await daily('admin', { wellId: wellIds.a1, ...range });
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().errors).toEqual({ endDate: message });
    else expect(Object.keys(response.json().errors)).toEqual(['startDate']);
  });

  it('needs a well and refuses level 10', async () => {
    const missing = await daily('admin', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ wellId: 'Well is required' });
    expect((await daily('user', { wellId: wellIds.a1 })).statusCode).toBe(403);
  });
});

describe('GET /api/Dashboard/GetClientWells', () => {
  it('lists the client’s wells, active first', async () => {
    const response = await clientWells('owner', matrix.clientA.id);
    expect(response.statusCode).toBe(200);
    expect(
      response.json().data.map((well: { id: number; isActive: boolean }) => [well.id, well.isActive]),
    ).toEqual([
      [wellIds.a1, true],
      [wellIds.a2, false],
    ]);
  });

  it('answers 404 for another client', async () => {
    const response = await clientWells('otherOwner', matrix.clientA.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Client not found.' });
  });
});
