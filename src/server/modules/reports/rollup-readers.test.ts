import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceReport } from '../../../shared/contracts/compliance-report';
import type { ChartResponse } from '../../../shared/contracts/dashboard';
import type { VolumeReportRequest, VolumeReportResponse } from '../../../shared/contracts/volume-reports';
import type { HistoricPumpageResponse } from '../../../shared/contracts/water-data';
import type { WellUsageReport } from '../../../shared/contracts/well-usage-report';
import { addDays } from '../../../shared/rules/calendar';
import { invoiceItems, invoices } from '../../db/schema';
import { insertAccessMatrix, insertClient } from '../../test/factories/people';
import { eachDay, insertDaily, insertDays } from '../../test/factories/pumpage';
import { insertWell } from '../../test/factories/wells';
import { createTestApp, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';

// The monthly and yearly answers read monthly_pumpage and yearly_pumpage, not the daily rows: each
// test changes a kept total behind the triggers' back and sees the answer follow it. Each call has wells of its own,
// and periods of its own (the volume reports and invoice generation see every well).
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

/** Sets a quarter of a year's kept totals directly (the year's other quarters stay, or are none). */
async function keepQuarter(wellId: number, year: number, quarter: number, pumpage: number, days: number) {
  await t.database.query(
    `insert into yearly_pumpage (well_id, year, q1_pumpage, q1_days, q2_pumpage, q2_days,
       q3_pumpage, q3_days, q4_pumpage, q4_days)
     values ($1, make_date($2, 1, 1), 0, 0, 0, 0, 0, 0, 0, 0) on conflict do nothing`,
    [wellId, year],
  );
  await t.database.query(
    `update yearly_pumpage set q${quarter}_pumpage = $3, q${quarter}_days = $4
     where well_id = $1 and year = make_date($2, 1, 1)`,
    [wellId, year, pumpage, days],
  );
}

describe('GetComplianceReport reads the yearly totals', () => {
  it('takes each quarter from its year, missing when the quarter has no day', async () => {
    const well = await insertWell(t.database.db, { wellNumber: 'RU-COMPLIANCE', clientId });
    await insertDaily(t.database.db, well.id, [
      ['2018-01-05', 1.5],
      ['2018-02-05', 2.5],
    ]);
    await keepQuarter(well.id, 2018, 1, 41.75, 2);
    // A quarter without daily rows counts once kept; one kept with no day does not.
    await keepQuarter(well.id, 2017, 3, 6, 3);
    await keepQuarter(well.id, 2016, 4, 0, 0);
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
  it('takes every month from its total, today’s less its days after today', async () => {
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
    await keepMonth(well.id, thisMonth, 9999, 2);
    const tomorrowThisMonth = addDays(today, 1).startsWith(today.slice(0, 7));
    const chart = await post<ChartResponse>('/api/GetPumpageVolumesForChart', { clientId: [clientId] });
    expect(chart.data).toEqual([
      { yearMonth: `${lastYear}-06`, pumpage: 1.501 },
      { yearMonth: today.slice(0, 7), pumpage: tomorrowThisMonth ? 5.999 : 9.999 },
    ]);
  });
});

const VOLUME_REPORTS = [
  ['POA', '/api/GetWellPumpageVolumesByClientByAquifer'],
  ['USE', '/api/GetWellPumpageVolumesByClientByWellUses'],
] as const;

/** A volume report's wells as [well number, total], every group. */
async function volumeWells(url: string, request: VolumeReportRequest) {
  const report = await post<VolumeReportResponse>(url, { ...request, getAll: true });
  return report.data.flatMap((group) =>
    group.wellPumpageByVolumeItemsResources.map((well) => [well.wellNumber, well.totalPumpage]),
  );
}

describe('The volume reports read the monthly totals', () => {
  it.each(VOLUME_REPORTS)(
    '%s: whole months from their totals, the edge months from their days',
    async (name, url) => {
      const prefix = `RU-VOLUME-${name}-`;
      const well = await insertWell(t.database.db, { wellNumber: `${prefix}A`, clientId });
      const dry = await insertWell(t.database.db, { wellNumber: `${prefix}B`, clientId });
      await insertDaily(t.database.db, well.id, [
        ['2013-01-10', 999],
        ['2013-01-20', 1.25],
        ['2013-02-05', 2.5],
        ['2013-03-05', 3.125],
        ['2013-03-20', 777],
      ]);
      await keepMonth(well.id, '2013-02-01', 40, 1);
      // The edge months are summed from their days in the range, never from their totals.
      await keepMonth(well.id, '2013-01-01', 5000, 2);
      await keepMonth(well.id, '2013-03-01', 6000, 2);
      // A month kept without a day is no pumpage: the well stays out of the report.
      await keepMonth(dry.id, '2013-02-01', 0, 0);
      const period = { startDateTime: '2013-01-15', endDateTime: '2013-03-10', wellNumber: prefix };
      expect(await volumeWells(url, period)).toEqual([[`${prefix}A`, 44.375]]);
    },
  );

  it('matches the daily rows’ sum over ranges that start and end mid-month or hold whole years', async () => {
    const well = await insertWell(t.database.db, { wellNumber: 'RU-VOLUME-DAYS', clientId });
    await insertDays(
      t.database.db,
      well.id,
      eachDay('2010-11-20', '2013-04-10'),
      (index) => ((index * 37) % 101) + (index % 8) * 0.125 + 0.001,
    );
    const dailySum = async (from: string, to: string, quarters: number[]) => {
      const [row] = await t.database.query<{ total: number }>(
        `select coalesce(sum(pumpage), 0)::float8 as total from daily_pumpage
         where well_id = $1 and date between $2 and $3
           and (cardinality($4::int[]) = 0 or extract(quarter from date)::int = any($4::int[]))`,
        [well.id, from, to, quarters],
      );
      return Number(row?.total);
    };
    const ranges: [from: string, to: string, quarters: number[]][] = [
      ['2012-12-15', '2013-03-17', []],
      ['2012-11-20', '2013-04-10', []],
      ['2012-11-25', '2013-04-05', [1]],
      ['2012-12-31', '2013-01-01', []],
      ['2013-02-10', '2013-02-20', []],
      ['2013-01-31', '2013-03-01', []],
      ['2012-12-20', '2013-04-02', [4, 2]],
      ['2013-06-01', '2013-06-30', []],
      ['2011-01-01', '2012-12-31', []],
      ['2010-12-15', '2013-03-17', []],
      ['2010-11-20', '2013-04-10', [2, 3]],
      ['2011-02-01', '2012-11-30', [1, 4]],
      ['2010-01-01', '2013-12-31', [4]],
    ];
    for (const [from, to, quarter] of ranges) {
      const request = { startDateTime: from, endDateTime: to, quarter, wellNumber: 'RU-VOLUME-DAYS' };
      const report = await post<VolumeReportResponse>(VOLUME_REPORTS[0][1], request);
      expect(report.grandTotalPumpage, `${from} to ${to}`).toBe(await dailySum(from, to, quarter));
    }
  });
});

describe('GetWellUsageReport reads the monthly totals', () => {
  it('sums months from their totals and reads the days only of months not kept whole', async () => {
    const well = await insertWell(t.database.db, { wellNumber: 'RU-USAGE', clientId });
    await insertDays(t.database.db, well.id, eachDay('2014-03-01', '2014-03-31'), () => 1);
    await insertDaily(t.database.db, well.id, [['2014-04-10', 2]]);
    await keepMonth(well.id, '2014-03-01', 310.5, 31);
    await keepMonth(well.id, '2014-04-01', 7.75, 1);
    // Kept whole, May counts as every day reported without reading its (absent) rows.
    await keepMonth(well.id, '2014-05-01', 10, 31);
    await keepMonth(well.id, '2014-06-01', 0, 0);
    const report = await post<WellUsageReport>('/api/GetWellUsageReport', { wellId: well.id, year: 2014 });
    const [section] = report.wells;
    expect(section?.months).toEqual([null, null, 310.5, 7.75, 10, null, null, null, null, null, null, null]);
    expect(section?.quarters.map((quarter) => quarter.totalKgal)).toEqual([310.5, 17.75, null, null]);
    expect(section?.yearKgal).toBe(328.25);
    expect(section?.missingDayRanges).toEqual([
      { start: '2014-01-01', end: '2014-02-28', days: 59 },
      { start: '2014-04-01', end: '2014-04-09', days: 9 },
      { start: '2014-04-11', end: '2014-04-30', days: 20 },
      { start: '2014-06-01', end: '2014-12-31', days: 214 },
    ]);
  });
});

describe('Invoice generation reads the monthly totals', () => {
  it('bills each month of the quarter from its total, a month kept without a day as none', async () => {
    const client = await insertClient(t.database.db, { name: 'RU Billing' });
    const well = await insertWell(t.database.db, { wellNumber: 'RU-BILLING', clientId: client.id });
    const retired = await insertWell(t.database.db, {
      wellNumber: 'RU-BILLING-RETIRED',
      clientId: client.id,
      isActive: false,
    });
    await insertDaily(t.database.db, well.id, [
      ['2009-04-10', 100],
      ['2009-05-10', 200],
    ]);
    await keepMonth(well.id, '2009-05-01', 300.4, 1);
    await keepMonth(well.id, '2009-06-01', 50, 0);
    await keepMonth(retired.id, '2009-06-01', 5, 0);
    await post('/api/Invoice/GenerateQuarterInvoices', { year: 2009, quarter: 2 });
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.clientId, client.id), eq(invoices.year, 2009), eq(invoices.quarter, 2)));
    // 100 + 300.4 = 400.4 kgal, rounded once to 400: 0.4 million gallons at $65.
    expect(invoice).toMatchObject({ gallons: 400, feeAmountCents: 2600 });
    // June was kept at 50 without a day: nothing (an item keeps a month without pumpage as 0).
    const items = await t.database.db
      .select()
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, invoice!.id));
    expect(
      items.map((item) => [item.wellNumber, item.month1Pumpage, item.month2Pumpage, item.month3Pumpage]),
    ).toEqual([['RU-BILLING', 100, 300.4, 0]]);
  });
});
