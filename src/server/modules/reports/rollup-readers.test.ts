import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceReport } from '../../../shared/contracts/compliance-report';
import type { ChartResponse } from '../../../shared/contracts/dashboard';
import type { HistoricPumpageResponse } from '../../../shared/contracts/water-data';
import { addDays } from '../../../shared/rules/calendar';
import { insertAccessMatrix } from '../../test/factories/people';
import { insertDaily } from '../../test/factories/pumpage';
import { insertWell } from '../../test/factories/wells';
import { createTestApp, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';

// The monthly answers read monthly_pumpage, not the daily rows: each test changes a month's kept
// total behind the triggers' back and sees the answer follow it. Each call has wells of its own.
let t: TestApp;
let token: string;
let clientId: number;

beforeAll(async () => {
  t = await createTestApp();
  const matrix = await insertAccessMatrix(t.database.db);
  clientId = matrix.clientA.id;
  token = await t.tokenFor({ userId: matrix.admin.id });
});
afterAll(() => t.close());

async function post<Answer>(url: string, payload: object): Promise<Answer> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Answer>();
}

/** Sets a month's kept total directly, as no writer of daily rows would. */
async function keepMonth(wellId: number, month: string, pumpage: number, days: number) {
  await t.database.query(
    `insert into monthly_pumpage (well_id, month, pumpage, days) values ($1, $2, $3, $4)
     on conflict (well_id, month) do update set pumpage = excluded.pumpage, days = excluded.days`,
    [wellId, month, pumpage, days],
  );
}

describe('GetComplianceReport reads the monthly totals', () => {
  it('sums a quarter from its months, missing when no month has a day', async () => {
    const well = await insertWell(t.database.db, { wellNumber: 'RU-COMPLIANCE', clientId });
    await insertDaily(t.database.db, well.id, [
      ['2018-01-05', 1.5],
      ['2018-02-05', 2.5],
    ]);
    await keepMonth(well.id, '2018-02-01', 40.25, 1);
    // A month without daily rows counts once kept; one kept with no day does not.
    await keepMonth(well.id, '2017-08-01', 6, 3);
    await keepMonth(well.id, '2016-11-01', 0, 0);
    const report = await post<ComplianceReport>('/api/GetComplianceReport', {
      year: 2018,
      quarters: [1, 2, 3, 4],
    });
    expect(report.data.find((row) => row.wellId === well.id)?.pumpage).toEqual([
      { year: 2016, q1: null, q2: null, q3: null, q4: null },
      { year: 2017, q1: null, q2: null, q3: 6, q4: null },
      { year: 2018, q1: 41.75, q2: null, q3: null, q4: null },
    ]);
  });
});

describe('GetAllHistoricWellPumpages reads the monthly totals', () => {
  it('answers each month and the year total from the kept months', async () => {
    const well = await insertWell(t.database.db, { wellNumber: 'RU-HISTORIC', clientId });
    await insertDaily(t.database.db, well.id, [
      ['2011-03-05', 1.5],
      ['2011-03-06', 2.5],
    ]);
    await keepMonth(well.id, '2011-03-01', 10.125, 2);
    await keepMonth(well.id, '2011-05-01', 0, 0);
    await keepMonth(well.id, '2010-07-01', 0, 4);
    const answer = await post<HistoricPumpageResponse>('/api/GetAllHistoricWellPumpages', {
      wellId: well.id,
      startYear: 2010,
      endYear: 2011,
    });
    expect(
      answer.data.map(({ year, march, may, july, total }) => ({ year, march, may, july, total })),
    ).toEqual([
      { year: 2011, march: 10.125, may: null, july: null, total: 10.125 },
      { year: 2010, march: null, may: null, july: 0, total: 0 },
    ]);
  });
});

describe('GetPumpageVolumesForChart reads the monthly totals', () => {
  it('takes the months before today’s from their totals and today’s month from its days up to today', async () => {
    const today = todayIn('America/Chicago');
    const lastYear = Number(today.slice(0, 4)) - 1;
    const thisMonth = `${today.slice(0, 7)}-01`;
    const well = await insertWell(t.database.db, { wellNumber: 'RU-CHART', clientId });
    await insertDaily(t.database.db, well.id, [
      [`${lastYear}-06-10`, 500],
      [today, 250],
      // Not yet pumped: it may fall in today's month.
      [addDays(today, 1), 4000],
    ]);
    await keepMonth(well.id, `${lastYear}-06-01`, 1500.5, 1);
    await keepMonth(well.id, `${lastYear}-02-01`, 0, 0);
    // Today's month may keep days after today: the chart sums its days up to today instead.
    await keepMonth(well.id, thisMonth, 9999, 2);
    const chart = await post<ChartResponse>('/api/GetPumpageVolumesForChart', { clientId: [clientId] });
    expect(chart.data).toEqual([
      { yearMonth: `${lastYear}-06`, pumpage: 1.501 },
      { yearMonth: today.slice(0, 7), pumpage: 0.25 },
    ]);
  });
});
