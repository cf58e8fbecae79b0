import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicMonitoringWell } from '../../../shared/contracts/monitoring-wells';
import type { MeasurementParameter } from '../../../shared/states';
import { monitoringMeasurements, monitoringWells } from '../../db/schema';
import { insertApiKey } from '../../test/factories/api-keys';
import { insertWellReferences } from '../../test/factories/wells';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * The published monitoring wells through the API: the public page's two anonymous calls (cached)
 * and the agencies' /api/public/v1/levels. Three wells: two marked public, one not, whose name,
 * threshold and note must never leave.
 */

let t: TestApp;
let levelsKey = '';
const db = () => t.database.db;
const ids = { corridor: 0, river: 0, hidden: 0 };

const SECRET_TEXTS = ['Hidden observation 9', 'Landowner gate code 4471', '303000091000001'];

type Row = [
  MeasurementParameter,
  string,
  number | null,
  { at?: string; qualifiers?: string; approved?: boolean }?,
];

async function insertMeasurements(monitoringWellId: number, rows: Row[]) {
  await db()
    .insert(monitoringMeasurements)
    .values(
      rows.map(([parameter, measuredOn, value, more = {}]) => ({
        monitoringWellId,
        parameter,
        measuredOn,
        measuredAt: more.at ?? null,
        value,
        qualifiers: more.qualifiers ?? '',
        approved: more.approved ?? true,
        source: 'manual' as const,
      })),
    );
}

beforeAll(async () => {
  t = await createTestApp();
  levelsKey = (await insertApiKey(db(), { scopes: ['levels'] })).key;
  const refs = await insertWellReferences(db());
  const common = { aquiferId: refs.sand1500.id, altitudeDatum: 'NAVD88' as const };
  const [corridor, river, hidden] = await db()
    .insert(monitoringWells)
    .values([
      {
        ...common,
        siteNumber: '303251091115001',
        localName: 'PL-10',
        parishId: refs.eastBatonRouge.id,
        latitude: 30.5475,
        longitude: -91.1972,
        landSurfaceAltitudeFeet: 62.5,
        levelAlertDepthFeet: 260,
        isPublic: true,
        note: 'Corridor note',
      },
      { ...common, siteNumber: '302912091053901', isPublic: true, chlorideAlertMgL: 250 },
      {
        ...common,
        siteNumber: '303000091000001',
        localName: 'Hidden observation 9',
        landSurfaceAltitudeFeet: 40,
        levelAlertDepthFeet: 100,
        isPublic: false,
        note: 'Landowner gate code 4471',
      },
    ])
    .returning({ id: monitoringWells.id });
  if (!corridor || !river || !hidden) throw new Error('monitoring wells not inserted');
  Object.assign(ids, { corridor: corridor.id, river: river.id, hidden: hidden.id });
  await insertMeasurements(corridor.id, [
    ['depth-to-water', '1990-03-10', 200.25, { at: '09:30' }],
    ['depth-to-water', '1990-03-10', 200.75, { at: '14:00' }],
    ['level-altitude', '1991-03-12', -140.5],
    ['depth-to-water', '1992-03-11', null, { qualifiers: 'P,D' }],
    ['chloride', '1992-06-01', 41.5],
    ['depth-to-water', '1993-03-09', 205.5, { approved: false }],
  ]);
  await insertMeasurements(river.id, [
    ['depth-to-water', '2001-05-01', 120],
    ['depth-to-water', '2002-05-01', 121],
  ]);
  await insertMeasurements(hidden.id, [
    ['depth-to-water', '2001-05-01', 130],
    ['chloride', '2001-05-01', 999],
  ]);
}, 60_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function publicWells(): Promise<PublicMonitoringWell[]> {
  const response = await get('/api/PublicData/GetMonitoringWells');
  expect(response.statusCode).toBe(200);
  return response.json<{ data: PublicMonitoringWell[] }>().data;
}

function expectNoSecret(body: string) {
  for (const secret of [...SECRET_TEXTS, 'Corridor note', 'levelAlertDepthFeet', 'chlorideAlertMgL', 'note'])
    expect(body).not.toContain(secret);
}

describe('the published monitoring wells', () => {
  it('lists only the wells marked public, named and ordered as people read them, with their latest figures', async () => {
    const response = await get('/api/PublicData/GetMonitoringWells');
    expect(response.statusCode).toBe(200);
    expectNoSecret(response.body);
    const wells = response.json<{ data: PublicMonitoringWell[] }>().data;
    expect(wells.map((well) => well.displayName)).toEqual(['PL-10', 'USGS 302912091053901']);
    expect(wells[0]).toEqual({
      id: ids.corridor,
      agencyCode: 'USGS',
      siteNumber: '303251091115001',
      displayName: 'PL-10',
      aquiferName: '1,500-Foot Sand',
      parishName: 'East Baton Rouge',
      latitude: 30.5475,
      longitude: -91.1972,
      landSurfaceAltitudeFeet: 62.5,
      altitudeDatum: 'NAVD88',
      firstMeasuredOn: '1990-03-10',
      lastMeasuredOn: '1993-03-09',
      lastDepthFeet: 205.5,
      lastChlorideMgL: 41.5,
      levelTrendFeetPerYear: expect.any(Number),
    });
    expect(wells[0]?.levelTrendFeetPerYear).toBeCloseTo(1.6, 0);
    expect(wells[1]).toMatchObject({ parishName: null, lastChlorideMgL: null, lastDepthFeet: 121 });
    expect(wells[1]?.levelTrendFeetPerYear).toBeCloseTo(1, 1);
  });

  it('answers a public well’s measurements oldest first, an altitude as a depth below land surface', async () => {
    const response = await get(`/api/PublicData/GetLevels?monitoringWellId=${ids.corridor}`);
    expect(response.statusCode).toBe(200);
    expectNoSecret(response.body);
    const { data } = response.json<{ data: { well: PublicMonitoringWell; measurements: unknown[] } }>();
    expect(data.well.displayName).toBe('PL-10');
    expect(data.measurements).toEqual([
      {
        parameter: 'depth-to-water',
        measuredOn: '1990-03-10',
        measuredAt: '09:30',
        value: 200.25,
        depthFeet: 200.25,
        qualifiers: [],
        approved: true,
      },
      expect.objectContaining({ measuredAt: '14:00', value: 200.75 }),
      expect.objectContaining({ parameter: 'level-altitude', value: -140.5, depthFeet: 203 }),
      expect.objectContaining({ value: null, depthFeet: null, qualifiers: ['P', 'D'] }),
      expect.objectContaining({ parameter: 'chloride', value: 41.5, depthFeet: null }),
      expect.objectContaining({ measuredOn: '1993-03-09', approved: false }),
    ]);
  });

  it('answers a private well and an unknown one alike, and names a bad id', async () => {
    const hidden = await get(`/api/PublicData/GetLevels?monitoringWellId=${ids.hidden}`);
    const unknown = await get('/api/PublicData/GetLevels?monitoringWellId=987654');
    expect([hidden.statusCode, hidden.json()]).toEqual([404, unknown.json()]);
    expect(unknown.json<{ message: string }>().message).toBe('Monitoring well not found');
    expect(unknown.statusCode).toBe(404);
    for (const bad of ['abc', '-1', '1e99', '']) {
      const response = await get(`/api/PublicData/GetLevels?monitoringWellId=${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('monitoringWellId');
    }
  });

  it('answers from its cache until a measurement is added, then anew', async () => {
    const lastOf = async () => (await publicWells()).find((well) => well.id === ids.river)?.lastMeasuredOn;
    const levelsOf = async () =>
      (await get(`/api/PublicData/GetLevels?monitoringWellId=${ids.river}`)).json<{
        data: { measurements: unknown[] };
      }>().data.measurements.length;
    await vi.waitFor(async () => expect(await lastOf()).toBe('2002-05-01'));
    expect(await levelsOf()).toBe(2);
    // Without the announcement the kept answers stay: they are served from the cache.
    await db().execute(
      sql`alter table monitoring_measurements disable trigger monitoring_measurements_public_data_changed`,
    );
    try {
      await insertMeasurements(ids.river, [['depth-to-water', '2003-05-01', 122]]);
    } finally {
      await db().execute(
        sql`alter table monitoring_measurements enable trigger monitoring_measurements_public_data_changed`,
      );
    }
    expect(await lastOf()).toBe('2002-05-01');
    expect(await levelsOf()).toBe(2);
    // A measurement added as the portal adds them is announced, and drops the kept answers.
    await insertMeasurements(ids.river, [['depth-to-water', '2004-05-01', 123]]);
    await vi.waitFor(async () => expect(await lastOf()).toBe('2004-05-01'));
    expect(await levelsOf()).toBe(4);
  });
});

describe('the read API’s levels', () => {
  type ApiLevel = {
    site: string;
    siteNumber: string | null;
    measuredOn: string;
    parameter: string;
    aquifer: string;
  };
  async function levels(query: string, key = levelsKey) {
    const response = await get(`/api/public/v1/levels${query}`, { 'x-api-key': key });
    return response;
  }
  async function rows(query: string): Promise<{ data: ApiLevel[]; totalCount: number }> {
    const response = await levels(query);
    expect(response.statusCode).toBe(200);
    expectNoSecret(response.body);
    return response.json();
  }

  it('needs a key holding the levels scope', async () => {
    const { key: wellsOnly } = await insertApiKey(db(), { scopes: ['wells', 'pumpage'] });
    expect((await levels('', wellsOnly)).statusCode).toBe(403);
    expect((await get('/api/public/v1/levels')).statusCode).toBe(401);
  });

  it('pages the public wells’ measurements by site, day and time, never a private well’s', async () => {
    const all = await rows('?pageSize=1000');
    expect(all.data.map((row) => `${row.site} ${row.measuredOn}`)).toEqual([
      'PL-10 1990-03-10',
      'PL-10 1990-03-10',
      'PL-10 1991-03-12',
      'PL-10 1992-03-11',
      'PL-10 1992-06-01',
      'PL-10 1993-03-09',
      'USGS 302912091053901 2001-05-01',
      'USGS 302912091053901 2002-05-01',
      'USGS 302912091053901 2003-05-01',
      'USGS 302912091053901 2004-05-01',
    ]);
    expect(all.totalCount).toBe(10);
    expect(all.data[0]).toEqual({
      agencyCode: 'USGS',
      siteNumber: '303251091115001',
      site: 'PL-10',
      aquifer: '1,500-Foot Sand',
      parameter: 'depth-to-water',
      measuredOn: '1990-03-10',
      measuredAt: '09:30',
      value: 200.25,
      depthFeet: 200.25,
      qualifiers: [],
      approved: true,
    });
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(...(await rows(`?pageSize=3&page=${page}`)).data);
    expect(pages).toEqual(all.data);
    expect((await rows('?pageSize=3&page=5')).data).toEqual([]);
  });

  it('filters by site number or local name, parameter and days', async () => {
    expect((await rows('?site=pl-10&parameter=chloride')).data.map((row) => row.measuredOn)).toEqual([
      '1992-06-01',
    ]);
    const bySiteNumber = await rows('?site=302912091053901&from=2002-05-01&to=2003-05-01');
    expect(bySiteNumber.data.map((row) => row.measuredOn)).toEqual(['2002-05-01', '2003-05-01']);
    expect((await rows('?site=303000091000001')).totalCount).toBe(0);
    expect((await rows('?site=Hidden%20observation%209')).totalCount).toBe(0);
  });

  it('refuses a bad filter with a message naming it', async () => {
    for (const [query, field] of [
      ['?parameter=arsenic', 'Parameter'],
      ['?from=2020-02-30', 'from'],
      ['?pageSize=1001', 'pageSize'],
      [`?site=${'x'.repeat(51)}`, 'Site'],
    ] as const) {
      const response = await levels(query);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.body).toContain(field);
    }
  });
});
