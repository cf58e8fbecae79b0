import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays } from '../../../shared/rules/calendar';
import { insertAccessMatrix } from '../../test/factories/people';
import { insertDaily } from '../../test/factories/pumpage';
import { insertWell } from '../../test/factories/wells';
import { createTestApp, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';

// This month's point is its total less the rows dated after today; apart from the other chart tests,
// whose points would move with the day the suite runs.
let t: TestApp;
let token: string;
const today = todayIn('America/Chicago');
const tomorrow = addDays(today, 1);
const dayAfterTomorrow = addDays(today, 2);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const matrix = await insertAccessMatrix(db);
  const pumped = await insertWell(db, { clientId: matrix.clientA.id });
  const notYet = await insertWell(db, { clientId: matrix.clientB.id });
  await insertDaily(db, pumped.id, [
    [today, 300],
    [tomorrow, 5000],
    [dayAfterTomorrow, 7000],
  ]);
  await insertDaily(db, notYet.id, [[tomorrow, 900]]);
  token = await t.tokenFor({ userId: matrix.admin.id });
});
afterAll(() => t.close());

it('counts this month up to today, not the rows dated after it', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/GetPumpageVolumesForChart',
    headers: { authorization: `Bearer ${token}` },
    payload: {},
  });
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual([{ yearMonth: today.slice(0, 7), pumpage: 0.3 }]);
});
