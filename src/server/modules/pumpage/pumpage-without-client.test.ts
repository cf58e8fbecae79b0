import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComplianceReport } from '../../../shared/contracts/compliance-report';
import type { ChartPoint } from '../../../shared/contracts/wells';
import type { VolumeReportResponse } from '../../../shared/contracts/volume-reports';
import type { WellPumpageRow } from '../../../shared/contracts/pumpage';
import { insertAccessMatrix } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartFile } from '../../test/factories/pumpage-upload';
import { insertWell } from '../../test/factories/wells';

/**
 * Pumpage of a well without a client reaches staff's tables, water data and reports with
 * no client name, in a group of its own in the volume reports (decision 0031); owners never see it.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
let wellId: number;
/** Last year: inside the chart's three years and over, so every report counts it whatever today is. */
const YEAR = new Date().getUTCFullYear() - 1;

beforeAll(async () => {
  t = await createTestApp();
  matrix = await insertAccessMatrix(t.database.db);
  for (const who of ['owner', 'admin'] as const) tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  wellId = (await insertWell(t.database.db, { clientId: null, wellNumber: 'NP-1' })).id;
  await insertWell(t.database.db, { clientId: matrix.clientA.id, wellNumber: 'NP-A1' });
  const csv = `WellNumber,Date,Pumpage\nNP-1,${YEAR}-01-01,10\nNP-1,${YEAR}-01-02,5\nNP-A1,${YEAR}-01-01,7\n`;
  const response = await upload(csv, 'admin');
  expect(response.json()).toMatchObject({ inserted: 3 });
});
afterAll(() => t.close());

function upload(csv: string, who: string) {
  const { payload, headers } = multipartFile('pumpage.csv', csv);
  const authorization = `Bearer ${tokens[who]}`;
  return t.app.inject({
    method: 'POST',
    url: '/api/UploadWellPumpages',
    payload,
    headers: { ...headers, authorization },
  });
}

function post(url: string, who: string, payload: object) {
  return t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${tokens[who]}` } });
}

async function postOk<T>(url: string, who: string, payload: object): Promise<T> {
  const response = await post(url, who, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

const period = { startDate: YEAR, endDate: YEAR };

describe('pumpage of a well without a client', () => {
  it('is loaded by well number for staff; to an owner the number is unknown', async () => {
    const response = await upload(`WellNumber,Date,Pumpage\nNP-1,${YEAR}-01-03,1\n`, 'owner');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Line 2: unknown well number NP-1');
  });

  it('lists in the pumpage table with no client, sorted by client too; owners see their own only', async () => {
    const rowsOf = async (who: string) =>
      (
        await postOk<{ data: WellPumpageRow[] }>(
          '/api/GetAllWellPumpages?sortBy=client&sortDirection=asc',
          who,
          period,
        )
      ).data;
    const staffRows = await rowsOf('admin');
    expect(staffRows.map((row) => [row.wellNumber, row.client])).toEqual([
      ['NP-A1', 'Client A'],
      ['NP-1', null],
      ['NP-1', null],
    ]);
    expect((await rowsOf('owner')).map((row) => row.wellNumber)).toEqual(['NP-A1']);
  });

  it('answers water data, the daily volume and the usage report to staff, 404 to an owner', async () => {
    const days = { wellId, startDate: `${YEAR}-01-01`, endDate: `${YEAR}-01-02` };
    // Hourly data is staff's alone (level 50).
    expect((await post('/api/GetHourlyWellPumpageData', 'admin', days)).statusCode).toBe(200);
    const calls: [string, object][] = [
      ['/api/GetAllHistoricWellPumpages', { wellId, startYear: YEAR, endYear: YEAR }],
      ['/api/GetDailyWellPumpageData', days],
      ['/api/GetWellUsageReport', { wellId, year: YEAR }],
    ];
    for (const [url, body] of calls) {
      expect((await post(url, 'admin', body)).statusCode, url).toBe(200);
      expect((await post(url, 'owner', body)).statusCode, url).toBe(404);
    }
    const report = await postOk<Record<string, unknown>>('/api/GetWellUsageReport', 'admin', {
      wellId,
      year: YEAR,
    });
    expect(report).toMatchObject({ clientId: null, clientName: null, wellId, totals: { yearKgal: 15 } });
  });

  // The reports are staff's alone (level 50), so no owner ever reads them.
  it('is a compliance row without a client; a client filter leaves it out', async () => {
    const clientsOf = async (clientId: number[]) => {
      const body = { year: YEAR, quarter: [1], clientId };
      const report = await postOk<ComplianceReport>('/api/GetComplianceReport', 'admin', body);
      return report.data.map((row) => [row.wellNumber, row.client]);
    };
    expect(await clientsOf([])).toEqual([
      ['NP-1', null],
      ['NP-A1', 'Client A'],
    ]);
    expect(await clientsOf([matrix.clientA.id])).toEqual([['NP-A1', 'Client A']]);
  });

  it.each(['GetWellPumpageVolumesByClientByAquifer', 'GetWellPumpageVolumesByClientByWellUses'])(
    '%s groups it under no client, last, and counts it in the grand total',
    async (report) => {
      const volumes = (filter: object = {}) =>
        postOk<VolumeReportResponse>(`/api/${report}`, 'admin', { ...period, getAll: true, ...filter });
      const staff = await volumes();
      expect(staff.grandTotalPumpage).toBe(22);
      expect(staff.data.map((group) => [group.clientId, group.client, group.totalPumpage])).toEqual([
        [matrix.clientA.id, 'Client A', 7],
        [null, null, 15],
      ]);
      expect(staff.data[1]?.wellPumpageByVolumeItemsResources).toMatchObject([
        { wellNumber: 'NP-1', client: null },
      ]);
      expect((await volumes({ clientId: [matrix.clientA.id] })).grandTotalPumpage).toBe(7);
    },
  );

  it('counts in the staff chart, not in a client filter or an owner’s', async () => {
    const january = async (who: string, filter: object = {}) => {
      const chart = await postOk<{ data: ChartPoint[] }>('/api/GetPumpageVolumesForChart', who, filter);
      return chart.data.find((point) => point.yearMonth === `${YEAR}-01`)?.pumpage;
    };
    expect(await january('admin')).toBe(0.022);
    expect(await january('admin', { clientId: [matrix.clientA.id] })).toBe(0.007);
    expect(await january('owner')).toBe(0.007);
  });
});
