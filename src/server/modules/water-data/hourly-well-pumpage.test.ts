import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOUR_FIELDS,
  type HourlyPumpageRequest,
  type HourlyPumpageRow,
} from '../../../shared/contracts/water-data';
import { createTestApp, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';
import { addDays } from '../../../shared/rules/calendar';

import { insertHourly } from '../../test/factories/pumpage';
import { post, setUpWaterData, type Who } from '../../test/factories/water-data';

let t: TestApp;
let fixture: Awaited<ReturnType<typeof setUpWaterData>>;
const yesterday = addDays(todayIn('America/Chicago'), -1);

beforeAll(async () => {
  t = await createTestApp();
  fixture = await setUpWaterData(t);
  const { db } = t.database;
  await insertHourly(db, fixture.wellA.id, [
    ['2024-02-28', 0, 1.5],
    ['2024-02-28', 13, 0],
    ['2024-02-28', 23, 2.125],
    ['2024-03-01', 7, 4],
    [yesterday, 5, 9.5],
  ]);
  await insertHourly(db, fixture.wellB.id, [['2024-02-28', 0, 55]]);
});
afterAll(() => t.close());

function hourly(who: Who | null, body: Partial<HourlyPumpageRequest>) {
  return post(t, '/api/GetHourlyWellPumpageData', who ? fixture.tokens[who] : null, body);
}

function hours(values: Record<number, number>) {
  return Object.fromEntries(HOUR_FIELDS.map((field, hour) => [field, values[hour] ?? null]));
}

describe('POST /api/GetHourlyWellPumpageData', () => {
  it('pivots the hours of each day of the range into hour0..hour23, null without a reading', async () => {
    const response = await hourly('admin', {
      wellId: fixture.wellA.id,
      startDate: '2024-02-28',
      endDate: '2024-03-01',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        year: 2024,
        monthName: 'February',
        dayName: 'Wednesday',
        formattedDate: '02/28/2024',
        date: '2024-02-28',
        ...hours({ 0: 1.5, 13: 0, 23: 2.125 }),
      },
      {
        year: 2024,
        monthName: 'February',
        dayName: 'Thursday',
        formattedDate: '02/29/2024',
        date: '2024-02-29',
        ...hours({}),
      },
      {
        year: 2024,
        monthName: 'March',
        dayName: 'Friday',
        formattedDate: '03/01/2024',
        date: '2024-03-01',
        ...hours({ 7: 4 }),
      },
    ]);
    const [first] = response.json().data as HourlyPumpageRow[];
    expect(Object.keys(first ?? {})).toEqual([
      'year',
      'monthName',
      'dayName',
      'formattedDate',
      'date',
      ...HOUR_FIELDS,
    ]);
  });

  it('answers the 7 days ending yesterday by default', async () => {
    const response = await hourly('admin', { wellId: fixture.wellA.id });
    const rows = response.json().data as HourlyPumpageRow[];
    expect(rows.map((row) => row.date)).toEqual(
      Array.from({ length: 7 }, (_, index) => addDays(yesterday, index - 6)),
    );
    expect(rows.at(-1)?.hour5).toBe(9.5);
  });

  it('refuses a Researcher in the use case, and owners and users at the guard', async () => {
    const body = { wellId: fixture.wellA.id };
    const researcher = await hourly('researcher', body);
    expect(researcher.statusCode).toBe(403);
    expect(researcher.json()).toEqual({ message: 'Only an Admin may see hourly pumpage.' });
    for (const who of ['owner', 'user', 'level20'] as const)
      expect((await hourly(who, body)).statusCode).toBe(403);
    expect((await hourly(null, body)).statusCode).toBe(401);
  });

  it('answers 404 for a well that does not exist', async () => {
    const response = await hourly('admin', { wellId: 999_999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Well not found.' });
  });

  it.each([
    [
      'a start without an end',
      { startDate: '2024-01-01' },
      { endDate: 'Give both a start and an end date, or neither' },
    ],
    [
      'an end before the start',
      { startDate: '2024-01-02', endDate: '2024-01-01' },
      { endDate: 'The end date must not be before the start date' },
    ],
    [
      'more than 31 days',
      { startDate: '2024-01-01', endDate: '2024-02-01' },
      { endDate: 'Choose at most 31 days' },
    ],
    [
      'an impossible date',
      { startDate: '2024-02-30', endDate: '2024-03-01' },
      { startDate: 'Use a date such as 2024-03-31' },
    ],
  ])('rejects %s', async (_case, range, errors) => {
    const response = await hourly('admin', { wellId: fixture.wellA.id, ...range });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
  });

  it('accepts exactly 31 days', async () => {
    const response = await hourly('admin', {
      wellId: fixture.wellA.id,
      startDate: '2024-01-01',
      endDate: '2024-01-31',
    });
    expect(response.json().data).toHaveLength(31);
  });
});
