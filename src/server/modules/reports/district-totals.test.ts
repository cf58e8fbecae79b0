import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceReport } from '../../../shared/contracts/compliance-report';
import type { ChartResponse } from '../../../shared/contracts/dashboard';
import type { WellPumpagePage } from '../../../shared/contracts/pumpage';
import type { VolumeReportRequest, VolumeReportResponse } from '../../../shared/contracts/volume-reports';
import { quarterDateRange, quarterOfMonth, type Quarter } from '../../../shared/rules/quarters';
import { seedDemoDistrict } from '../../db/seed';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';

/**
 * Totals that add up: one period gives the same district total in the volume reports, the
 * usage chart, the pumpage table, the compliance report and a plain SQL sum, on the demo district.
 * Pumpage is compared in whole thousandths of a kgal (the storage's numeric(14,3)), summed as integers.
 */
let t: TestApp;
let token: string;

/** The last quarter that is over, and its last month: both inside the seeded years and the chart's. */
let quarter: { year: number; quarter: Quarter; start: string; end: string };
let month: { start: string; end: string };

const thousandths = (kgal: number | string) => Math.round(Number(kgal) * 1000);
const lastDayBefore = (end: string) =>
  new Date(Date.parse(`${end}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

function periodOf(today: string) {
  const [year = 0, monthNumber = 1] = today.split('-').map(Number);
  const current = quarterOfMonth(monthNumber);
  const previous = {
    year: current === 1 ? year - 1 : year,
    quarter: (current === 1 ? 4 : current - 1) as Quarter,
  };
  const range = quarterDateRange(previous.year, previous.quarter);
  const monthStart = `${lastDayBefore(range.end).slice(0, 7)}-01`;
  return { quarter: { ...previous, ...range }, month: { start: monthStart, end: range.end } };
}

beforeAll(async () => {
  t = await createTestApp();
  const today = todayIn(testConfig().districtTimeZone);
  await seedDemoDistrict(t.database, { today });
  ({ quarter, month } = periodOf(today));
  const [admin] = await t.database.query<{ id: number }>(
    `select id from users where email = 'admin@demo.test'`,
  );
  token = await t.tokenFor({ userId: admin?.id ?? 0 });
}, 300_000);
afterAll(() => t?.close());

async function post<Body>(url: string, payload: object): Promise<Body> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Body;
}

/** A plain sum of the daily rows, start <= date < end, in thousandths. */
async function sqlTotal(start: string, end: string): Promise<number> {
  const [row] = await t.database.query<{ total: string }>(
    `select coalesce(sum(pumpage), 0)::text as total from daily_pumpage where date >= $1 and date < $2`,
    [start, end],
  );
  return thousandths(row?.total ?? 0);
}

/** Both volume reports: grand total and the sum of every group (getAll) must agree. */
async function volumeTotals(start: string, end: string) {
  const body: VolumeReportRequest = { startDateTime: start, endDateTime: lastDayBefore(end), getAll: true };
  const totals: Record<string, number> = {};
  for (const [name, url] of [
    ['byParishOwnerAquifer', '/api/GetWellPumpageVolumesByClientByAquifer'],
    ['byWellUse', '/api/GetWellPumpageVolumesByClientByWellUses'],
  ] as const) {
    const report = await post<VolumeReportResponse>(url, body);
    expect(report.data).toHaveLength(report.totalRecords);
    totals[`${name} grand total`] = thousandths(report.grandTotalPumpage);
    totals[`${name} sum of groups`] = report.data.reduce(
      (sum, group) => sum + thousandths(group.totalPumpage),
      0,
    );
    totals[`${name} sum of wells`] = report.data
      .flatMap((group) => group.wellPumpageByVolumeItemsResources)
      .reduce((sum, well) => sum + thousandths(well.totalPumpage), 0);
  }
  return totals;
}

/** The usage chart's months of the period: million gallons, rounded to 0.001 (= 1 kgal) per month. */
async function chartMonths(start: string, end: string) {
  const chart = await post<ChartResponse>('/api/GetPumpageVolumesForChart', {});
  return chart.data.filter(
    (point) => point.yearMonth >= start.slice(0, 7) && point.yearMonth < end.slice(0, 7),
  );
}

async function expectChartMatches(start: string, end: string) {
  const months = await chartMonths(start, end);
  expect(months.length).toBeGreaterThan(0);
  for (const point of months) {
    const kgal = (await sqlTotal(`${point.yearMonth}-01`, nextMonth(point.yearMonth))) / 1000;
    expect(point.pumpage, point.yearMonth).toBe(Math.round(kgal) / 1000);
  }
  const chartKgal = months.reduce((sum, point) => sum + Math.round(point.pumpage * 1000), 0);
  // Each month is rounded to the whole kgal, so the period differs from the exact sum by at most half a kgal a month.
  expect(Math.abs(chartKgal * 1000 - (await sqlTotal(start, end)))).toBeLessThanOrEqual(months.length * 500);
}

function nextMonth(yearMonth: string): string {
  const [year = 0, monthNumber = 1] = yearMonth.split('-').map(Number);
  return monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
}

describe('the same period gives the same district total everywhere', () => {
  it('a quarter: volume reports, compliance report and SQL agree; the chart to the kgal a month', async () => {
    const expected = await sqlTotal(quarter.start, quarter.end);
    expect(expected).toBeGreaterThan(0);
    const totals = await volumeTotals(quarter.start, quarter.end);
    const compliance = await post<ComplianceReport>('/api/GetComplianceReport', {
      year: quarter.year,
      quarters: [quarter.quarter],
    });
    const key = `q${quarter.quarter}` as const;
    totals['compliance report'] = compliance.data.reduce(
      (sum, row) => sum + thousandths(row.pumpage.find((entry) => entry.year === quarter.year)?.[key] ?? 0),
      0,
    );
    for (const [source, total] of Object.entries(totals)) expect(total, source).toBe(expected);
    await expectChartMatches(quarter.start, quarter.end);
  }, 120_000);

  it('a month: volume reports, the pumpage table summed over all its pages and SQL agree', async () => {
    const expected = await sqlTotal(month.start, month.end);
    expect(expected).toBeGreaterThan(0);
    const totals = await volumeTotals(month.start, month.end);
    const filter = { startDateTime: month.start, endDateTime: lastDayBefore(month.end) };
    let table = 0;
    let rows = 0;
    for (let page = 1; ; page += 1) {
      const answer = await post<WellPumpagePage>(
        `/api/GetAllWellPumpages?page=${page}&rowsPerPage=100`,
        filter,
      );
      table += answer.data.reduce((sum, row) => sum + thousandths(row.pumpage), 0);
      rows += answer.data.length;
      if (answer.data.length < 100) {
        expect(rows).toBe(answer.totalCount);
        break;
      }
    }
    totals['pumpage table'] = table;
    for (const [source, total] of Object.entries(totals)) expect(total, source).toBe(expected);
    await expectChartMatches(month.start, month.end);
  }, 300_000);
});
