import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertVolumeDistrict } from '../../test/factories/volume-reports';
import { POA_PATH, volumeReportCaller } from '../../test/factories/volume-report-calls';

let t: TestApp;
let district: Awaited<ReturnType<typeof insertVolumeDistrict>>;
const tokens: Record<string, string> = {};
let api: ReturnType<typeof volumeReportCaller>;
const YEAR_2024 = { startDate: 2024, endDate: 2024 };

beforeAll(async () => {
  t = await createTestApp();
  district = await insertVolumeDistrict(t.database.db);
  for (const who of ['owner', 'researcher', 'admin'] as const)
    tokens[who] = await t.tokenFor({ userId: district.matrix[who].id });
  api = volumeReportCaller(t, tokens, POA_PATH);
});
afterAll(() => t.close());

describe('POST GetWellPumpageVolumesByClientByAquifer: groups', () => {
  it('groups the period’s wells by parish, client and aquifer, in name order, with group totals', async () => {
    expect(await api.groups(YEAR_2024)).toEqual([
      'East Baton Rouge / Client A / 400-Foot Sand: 110.625',
      'East Baton Rouge / Client A / 600-Foot Sand: 0',
      'East Baton Rouge / Client B / 400-Foot Sand: 100',
      'West Baton Rouge / Client A / 400-Foot Sand: 3.003',
      'West Baton Rouge / Client B / 1,500-Foot Sand: 7.5',
      'Client C: 1',
    ]);
  });

  it('answers the spec’s volume item with its wells in well-number order', async () => {
    const { data } = await api.report({ ...YEAR_2024, pageSize: 1 });
    const { clientA, refs } = { ...district.matrix, refs: district.refs };
    expect(data).toEqual([
      {
        clientId: clientA.id,
        client: 'Client A',
        parishId: refs.eastBatonRouge.id,
        parish: 'East Baton Rouge',
        aquiferId: refs.sand400.id,
        aquifer: '400-Foot Sand',
        wellUseId: null,
        wellUse: null,
        totalPumpage: 110.625,
        wellPumpageByVolumeItemsResources: [
          {
            wellNumber: 'VA-1',
            aquifer: '400-Foot Sand',
            client: 'Client A',
            wellUse: 'Industrial',
            parish: 'East Baton Rouge',
            totalPumpage: 100,
            dailyPumpRate: 500.5,
          },
          {
            wellNumber: 'VA-2',
            aquifer: '400-Foot Sand',
            client: 'Client A',
            wellUse: 'TPS',
            parish: 'East Baton Rouge',
            totalPumpage: 10.625,
            dailyPumpRate: null,
          },
        ],
      },
    ]);
  });

  it('keeps a real zero report and leaves out wells without pumpage in the period', async () => {
    const { data } = await api.report({ ...YEAR_2024, getAll: true });
    const wellNumbers = data.flatMap((group) =>
      group.wellPumpageByVolumeItemsResources.map((w) => w.wellNumber),
    );
    expect(wellNumbers).toEqual(['VA-1', 'VA-2', 'VA-3', 'VB-1', 'VA-4', 'VB-2', 'VC-1']);
  });
});

describe('POST GetWellPumpageVolumesByClientByAquifer: paging and totals', () => {
  it('pages three groups at a time by default; totals cover every page', async () => {
    const all = (await api.report({ ...YEAR_2024, getAll: true })).data;
    const first = await api.report(YEAR_2024);
    const second = await api.report({ ...YEAR_2024, pageNumber: 2 });
    expect(first.data).toEqual(all.slice(0, 3));
    expect(second.data).toEqual(all.slice(3));
    for (const page of [first, second]) {
      expect(page.totalRecords).toBe(6);
      expect(page.grandTotalPumpage).toBe(222.128);
    }
    expect(first.message).toBe('6 groups found.');
  });

  it('honours a page size, and a page past the end is empty with the same totals', async () => {
    const pages = [];
    for (const pageNumber of [1, 2, 3])
      pages.push(await api.report({ ...YEAR_2024, pageSize: 2, pageNumber }));
    expect(pages.map((page) => page.data.length)).toEqual([2, 2, 2]);
    expect(
      new Set(pages.flatMap((page) => page.data.map((g) => `${g.parishId}-${g.clientId}-${g.aquiferId}`)))
        .size,
    ).toBe(6);
    expect(await api.report({ ...YEAR_2024, pageNumber: 4, pageSize: 2 })).toEqual({
      message: '6 groups found.',
      data: [],
      totalRecords: 6,
      grandTotalPumpage: 222.128,
    });
  });

  it('answers the sum of its groups as the grand total, to the thousandth', async () => {
    const { data, grandTotalPumpage } = await api.report({ getAll: true });
    const sum = data.reduce((total, group) => total + Math.round(group.totalPumpage * 1000), 0) / 1000;
    expect(grandTotalPumpage).toBe(sum);
    const wells = data.flatMap((group) => group.wellPumpageByVolumeItemsResources);
    for (const group of data) {
      const ofGroup = group.wellPumpageByVolumeItemsResources;
      expect(ofGroup.reduce((total, well) => total + Math.round(well.totalPumpage * 1000), 0)).toBe(
        Math.round(group.totalPumpage * 1000),
      );
    }
    expect(wells.map((well) => well.wellNumber)).toContain('VB-3');
  });
});

describe('POST GetWellPumpageVolumesByClientByAquifer: filters', () => {
  it('filters by years, dates and quarters', async () => {
    expect(await api.groups({ startDate: 2023, endDate: 2023 })).toEqual([
      'East Baton Rouge / Client A / 400-Foot Sand: 10',
      'West Baton Rouge / Client B / 600-Foot Sand: 40',
    ]);
    expect(await api.groups({ startDateTime: '2024-01-05', endDateTime: '2024-02-02' })).toEqual([
      'East Baton Rouge / Client A / 400-Foot Sand: 64.25',
    ]);
    expect(await api.groups({ ...YEAR_2024, quarter: [2] })).toEqual([
      'East Baton Rouge / Client B / 400-Foot Sand: 100',
      'West Baton Rouge / Client B / 1,500-Foot Sand: 7.5',
      'Client C: 1',
    ]);
  });

  it('filters by clients, aquifers, parishes, well uses and well number', async () => {
    const { matrix, refs } = district;
    expect(await api.groups({ ...YEAR_2024, clientId: [matrix.clientB.id] })).toEqual([
      'East Baton Rouge / Client B / 400-Foot Sand: 100',
      'West Baton Rouge / Client B / 1,500-Foot Sand: 7.5',
    ]);
    expect(await api.groups({ ...YEAR_2024, aquiferId: [refs.sand600.id, refs.sand1500.id] })).toEqual([
      'East Baton Rouge / Client A / 600-Foot Sand: 0',
      'West Baton Rouge / Client B / 1,500-Foot Sand: 7.5',
    ]);
    expect(await api.groups({ ...YEAR_2024, parishId: [refs.westBatonRouge.id] })).toEqual([
      'West Baton Rouge / Client A / 400-Foot Sand: 3.003',
      'West Baton Rouge / Client B / 1,500-Foot Sand: 7.5',
    ]);
    expect(await api.groups({ ...YEAR_2024, wellUseId: [refs.publicSupply.id] })).toEqual([
      'East Baton Rouge / Client A / 400-Foot Sand: 10.625',
      'West Baton Rouge / Client B / 1,500-Foot Sand: 7.5',
    ]);
    expect(await api.groups({ ...YEAR_2024, wellNumber: 'vc' })).toEqual(['Client C: 1']);
    const none = await api.report({ ...YEAR_2024, wellNumber: 'nothing' });
    expect(none).toMatchObject({ data: [], totalRecords: 0, grandTotalPumpage: 0 });
  });
});
