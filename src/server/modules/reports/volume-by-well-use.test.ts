import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { accessMatrixTokens } from '../../test/factories/people';
import { insertVolumeDistrict } from '../../test/factories/volume-reports';
import { POA_PATH, USE_PATH, volumeReportCaller } from '../../test/factories/volume-report-calls';

let t: TestApp;
let district: Awaited<ReturnType<typeof insertVolumeDistrict>>;
let tokens: Record<string, string> = {};
let api: ReturnType<typeof volumeReportCaller>;
const YEAR_2024 = { startDate: 2024, endDate: 2024 };

beforeAll(async () => {
  t = await createTestApp();
  district = await insertVolumeDistrict(t.database.db);
  tokens = await accessMatrixTokens(district.matrix, t.tokenFor);
  api = volumeReportCaller(t, tokens, USE_PATH);
});
afterAll(() => t.close());

describe('POST GetWellPumpageVolumesByClientByWellUses: groups', () => {
  it('groups the period’s wells by client and well use, in name order, with group totals', async () => {
    expect(await api.groups(YEAR_2024)).toEqual([
      'Client A / Industrial: 103.003',
      'Client A / TPS: 10.625',
      'Client B / Industrial: 100',
      'Client B / TPS: 7.5',
      'Client C: 1',
    ]);
  });

  it('answers each group’s wells with their own parish and aquifer', async () => {
    const [first] = (await api.report({ ...YEAR_2024, pageSize: 1 })).data;
    expect(first).toMatchObject({
      client: 'Client A',
      wellUseId: district.refs.industrial.id,
      wellUse: 'Industrial',
      parishId: null,
      parish: null,
      aquiferId: null,
      aquifer: null,
      totalPumpage: 103.003,
    });
    expect(
      first?.wellPumpageByVolumeItemsResources.map(
        (well) => `${well.wellNumber} ${well.parish} ${well.aquifer} ${well.wellUse} ${well.totalPumpage}`,
      ),
    ).toEqual([
      'VA-1 East Baton Rouge 400-Foot Sand Industrial 100',
      'VA-3 East Baton Rouge 600-Foot Sand Industrial 0',
      'VA-4 West Baton Rouge 400-Foot Sand Industrial 3.003',
    ]);
  });

  it('pages five groups by default and by the page size asked, totals over every page', async () => {
    const whole = await api.report(YEAR_2024);
    expect(whole).toMatchObject({ totalRecords: 5, grandTotalPumpage: 222.128 });
    expect(whole.data).toHaveLength(5);
    const pages = [];
    for (const pageNumber of [1, 2, 3])
      pages.push(await api.report({ ...YEAR_2024, pageSize: 2, pageNumber }));
    expect(pages.map((page) => page.data.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((page) => page.data)).toEqual(whole.data);
    expect(pages.every((page) => page.totalRecords === 5 && page.grandTotalPumpage === 222.128)).toBe(true);
  });

  it('filters like the other report', async () => {
    const { matrix, refs } = district;
    expect(
      await api.groups({ ...YEAR_2024, clientId: [matrix.clientA.id], wellUseId: [refs.industrial.id] }),
    ).toEqual(['Client A / Industrial: 103.003']);
    expect(
      await api.groups({ ...YEAR_2024, parishId: [refs.eastBatonRouge.id], aquiferId: [refs.sand400.id] }),
    ).toEqual(['Client A / Industrial: 100', 'Client A / TPS: 10.625', 'Client B / Industrial: 100']);
    expect(await api.groups({ startDateTime: '2024-07-02T00:00:00Z', endDateTime: '2024-12-31' })).toEqual([
      'Client A / Industrial: 2.002',
    ]);
  });
});

describe('volume reports: access and validation', () => {
  for (const path of [POA_PATH, USE_PATH]) {
    const caller = () => volumeReportCaller(t, tokens, path);

    it(`${path} is for staff: owners and users 403, anonymous 401, researchers allowed`, async () => {
      expect((await caller().request(YEAR_2024, null)).statusCode).toBe(401);
      expect((await caller().request(YEAR_2024, 'owner')).statusCode).toBe(403);
      expect((await caller().request(YEAR_2024, 'user')).statusCode).toBe(403);
      expect((await caller().report(YEAR_2024, 'researcher')).totalRecords).toBeGreaterThan(0);
    });

    it(`${path} refuses bad pages and periods with the field's message`, async () => {
      const refused = async (body: Parameters<ReturnType<typeof caller>['request']>[0]) => {
        const response = await caller().request(body);
        expect(response.statusCode).toBe(400);
        return (response.json() as { errors: Record<string, string> }).errors;
      };
      expect((await refused({ pageNumber: 0 })).pageNumber).toBe('Page number must be 1 or more');
      expect((await refused({ pageSize: 101 })).pageSize).toBe('Page size must be at most 100');
      expect((await refused({ pageSize: 0 })).pageSize).toBe('Page size must be 1 or more');
      expect((await refused({ startDate: 2025, endDate: 2024 })).endDate).toBe(
        'End year must not be before the start year',
      );
      expect((await refused({ startDateTime: '2024-02-01', endDateTime: '2024-01-01' })).endDateTime).toBe(
        'End date must not be before the start date',
      );
      expect((await refused({ startDateTime: 'yesterday' })).startDateTime).toBe(
        'Use a date such as 2024-03-31',
      );
    });
  }
});
