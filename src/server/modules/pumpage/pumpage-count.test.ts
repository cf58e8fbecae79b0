import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listWellPumpagesEndpoint, type PumpageFilter } from '../../../shared/contracts/pumpage';
import { insertAccessMatrix } from '../../test/factories/people';
import { eachDay, insertDays } from '../../test/factories/pumpage';
import { insertWell } from '../../test/factories/wells';
import { createTestApp, type TestApp } from '../../test/test-app';

// The pumpage table's count of matching rows comes from the yearly and monthly totals' day counts
// and the edge months' daily rows, so it costs the same whatever years a district keeps.
let t: TestApp;
let token: string;
let wellId: number;

beforeAll(async () => {
  t = await createTestApp();
  const matrix = await insertAccessMatrix(t.database.db);
  token = await t.tokenFor({ userId: matrix.admin.id });
  wellId = (await insertWell(t.database.db, { wellNumber: 'PC-1', clientId: matrix.clientA.id })).id;
  await insertDays(t.database.db, wellId, eachDay('2012-11-20', '2013-04-10'), (index) => index % 7);
});
afterAll(() => t.close());

async function totalCount(filter: PumpageFilter): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${listWellPumpagesEndpoint.path}?rowsPerPage=25`,
    headers: { authorization: `Bearer ${token}` },
    payload: { ...filter, wellNumber: 'PC-1' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ totalCount: number }>().totalCount;
}

async function dailyCount(from: string, to: string, quarters: number[]): Promise<number> {
  const [row] = await t.database.query<{ count: number }>(
    `select count(*)::int as count from daily_pumpage
     where well_id = $1 and date between $2 and $3
       and (cardinality($4::int[]) = 0 or extract(quarter from date)::int = any($4::int[]))`,
    [wellId, from, to, quarters],
  );
  return Number(row?.count);
}

describe('GetAllWellPumpages counts from the kept totals', () => {
  it.each<[from: string, to: string, quarters: number[]]>([
    ['2012-12-15', '2013-03-17', []],
    ['2012-11-20', '2013-04-10', []],
    ['2012-11-25', '2013-04-05', [1]],
    ['2012-12-31', '2013-01-01', []],
    ['2013-02-10', '2013-02-20', []],
    ['2012-12-20', '2013-04-02', [4, 2]],
    ['2013-06-01', '2013-06-30', []],
  ])('matches the daily rows from %s to %s, quarters %j', async (from, to, quarter) => {
    const count = await totalCount({ startDateTime: from, endDateTime: to, quarter });
    expect(count).toBe(await dailyCount(from, to, quarter));
  });

  it('matches them by years, and with no period at all', async () => {
    expect(await totalCount({ startDate: 2013, endDate: 2013 })).toBe(
      await dailyCount('2013-01-01', '2013-12-31', []),
    );
    expect(await totalCount({})).toBe(await dailyCount('2000-01-01', '2100-12-31', []));
  });

  it('follows a whole month’s and a whole year’s kept day counts, not their rows', async () => {
    const firstQuarter = { startDateTime: '2013-01-01', endDateTime: '2013-03-31' };
    const monthsBefore = await totalCount(firstQuarter);
    const yearBefore = await totalCount({ startDate: 2013, endDate: 2013 });
    await t.database.query(
      `update monthly_pumpage set days = days - 5 where well_id = $1 and month = '2013-02-01'`,
      [wellId],
    );
    await t.database.query(
      `update yearly_pumpage set q1_days = q1_days - 3 where well_id = $1 and year = '2013-01-01'`,
      [wellId],
    );
    try {
      expect(await totalCount(firstQuarter)).toBe(monthsBefore - 5);
      expect(await totalCount({ startDate: 2013, endDate: 2013 })).toBe(yearBefore - 3);
      // A range that takes February's days one by one reads the rows instead.
      expect(await totalCount({ startDateTime: '2013-02-02', endDateTime: '2013-02-28' })).toBe(27);
    } finally {
      await t.database.query(
        `update monthly_pumpage set days = days + 5 where well_id = $1 and month = '2013-02-01'`,
        [wellId],
      );
      await t.database.query(
        `update yearly_pumpage set q1_days = q1_days + 3 where well_id = $1 and year = '2013-01-01'`,
        [wellId],
      );
    }
  });
});
