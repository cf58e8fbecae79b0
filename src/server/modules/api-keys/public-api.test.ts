import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicApiPumpageRow } from '../../../shared/contracts/public-api';
import type { PublicDataSettings, PublicWell } from '../../../shared/contracts/public-data';
import { EXEMPT_FLAG } from '../../../shared/rules/billing';
import { dailyPumpage, wells } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { insertApiKey } from '../../test/factories/api-keys';
import { insertDistrictProfile } from '../../test/factories/district';
import { insertClient, insertUser } from '../../test/factories/people';
import { eachDay, insertDays } from '../../test/factories/pumpage';
import { insertWell, insertWellReferences } from '../../test/factories/wells';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * The read API for agencies, with a key holding every scope: the registered wells (JSON and
 * GeoJSON), their monthly pumpage per year, and the public summary, paged and filtered, and never
 * anything private of a client. The wells and pumpage below are the whole district of this file.
 */

let t: TestApp;
let key = '';
let adminToken = '';
const db = () => t.database.db;

/** What no answer may hold: the private client's name, contacts and address, and its users' e-mail. */
const PRIVATE_TEXTS = [
  'Hidden Holdings LLC',
  'Paula Private',
  'private.contact@owner.test',
  '(225) 555-0142',
  'Second Contact',
  'second.contact@owner.test',
  '(225) 555-0143',
  '77 Secret Lane',
  'Suite 9',
  'owner.user@owner.test',
  'Quiet Co',
  'quiet@owner.test',
  '123 Hush Road',
];
const PUBLIC_OWNER = 'City of Baton Rouge Water System';

beforeAll(async () => {
  t = await createTestApp();
  key = (await insertApiKey(db())).key;
  const admin = await insertUser(db(), { email: 'admin@api.test', role: 'Admin' });
  adminToken = await t.tokenFor({ userId: admin.id });
  const refs = await insertWellReferences(db());
  const hidden = await insertClient(db(), {
    name: 'Hidden Holdings LLC',
    contactName: 'Paula Private',
    contactEmail: 'private.contact@owner.test',
    contactPhone: '(225) 555-0142',
    contactName2: 'Second Contact',
    contactEmail2: 'second.contact@owner.test',
    contactPhone2: '(225) 555-0143',
    address1: '77 Secret Lane',
    address2: 'Suite 9',
  });
  await insertUser(db(), { email: 'owner.user@owner.test', role: 'Owner', clientIds: [hidden.id] });
  const city = await insertClient(db(), {
    name: PUBLIC_OWNER,
    isPublic: true,
    contactName: 'Public Works Desk',
    contactEmail: 'desk@city.test',
  });
  const quiet = await insertClient(db(), {
    name: 'Quiet Co',
    contactEmail: 'quiet@owner.test',
    address1: '123 Hush Road',
  });
  // Numbered so that the order people read (PA-1, PA-2, PA-10) differs from the text's.
  const industrial = await insertWell(db(), {
    clientId: hidden.id,
    wellNumber: 'PA-2',
    aquiferId: refs.sand400.id,
    parishId: refs.eastBatonRouge.id,
    wellUseId: refs.industrial.id,
    wellDepth: 412.5,
    wellStatus: 'Active',
    latitude: 30.45,
    longitude: -91.18,
    meterType: 'Turbine',
    clientWellName: 'Hidden plant well',
  });
  const supply = await insertWell(db(), {
    clientId: city.id,
    wellNumber: 'PA-10',
    aquiferId: refs.sand600.id,
    parishId: refs.westBatonRouge.id,
    wellUseId: refs.publicSupply.id,
    flag: EXEMPT_FLAG,
  });
  const orphan = await insertWell(db(), {
    clientId: null,
    wellNumber: 'PA-1',
    parishId: refs.eastBatonRouge.id,
    isActive: false,
  });
  const unregistered = await insertWell(db(), {
    clientId: quiet.id,
    wellNumber: 'PA-3',
    parishId: refs.eastBatonRouge.id,
    isRegistered: false,
  });
  await insertDays(db(), industrial.id, eachDay('2024-01-20', '2024-03-10'));
  await insertDays(db(), industrial.id, eachDay('2025-12-25', '2025-12-31'), (index) => 10.125 + index);
  await insertDays(db(), supply.id, ['2024-02-29', '2024-11-30', '2024-12-01'], (index) => 3.5 * (index + 1));
  await insertDays(db(), orphan.id, ['2025-06-15'], () => 0);
  await insertDays(db(), unregistered.id, eachDay('2024-01-01', '2024-01-31'));
});
afterAll(() => t.close());

async function read<T>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: { 'X-Api-Key': key } });
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  return response.json<T>();
}

interface Page<Row> {
  message: string;
  data: Row[];
  totalCount: number;
}

const wellNumbers = (page: Page<PublicWell>) => page.data.map((well) => well.wellNumber);

async function publish(sections: PublicDataSettings) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/PublicData/UpdatePublicDataSettings',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: sections,
  });
  expect(response.statusCode).toBe(200);
}
const NOTHING_PUBLISHED = { publishLanding: false, publishPumpage: false, publishWells: false };

describe('GET /api/public/v1/wells', () => {
  it('pages the registered wells in the order people read their numbers, whatever the public pages publish', async () => {
    await publish(NOTHING_PUBLISHED);
    const all = await read<Page<PublicWell>>('/api/public/v1/wells');
    expect(wellNumbers(all)).toEqual(['PA-1', 'PA-2', 'PA-10']);
    expect(all.totalCount).toBe(3);

    const first = await read<Page<PublicWell>>('/api/public/v1/wells?pageSize=2');
    const second = await read<Page<PublicWell>>('/api/public/v1/wells?pageSize=2&page=2');
    expect([wellNumbers(first), first.totalCount]).toEqual([['PA-1', 'PA-2'], 3]);
    expect([wellNumbers(second), second.totalCount]).toEqual([['PA-10'], 3]);
  });

  it('answers each well as published: the owner only when public', async () => {
    const { data } = await read<Page<PublicWell>>('/api/public/v1/wells');
    expect(data).toEqual([
      {
        wellNumber: 'PA-1',
        aquifer: null,
        parish: 'East Baton Rouge',
        use: null,
        depthFeet: null,
        status: null,
        isActive: false,
        exempt: false,
        latitude: null,
        longitude: null,
        publicOwner: null,
      },
      {
        wellNumber: 'PA-2',
        aquifer: '400-Foot Sand',
        parish: 'East Baton Rouge',
        use: 'Industrial',
        depthFeet: 412.5,
        status: 'Active',
        isActive: true,
        exempt: false,
        latitude: 30.45,
        longitude: -91.18,
        publicOwner: null,
      },
      {
        wellNumber: 'PA-10',
        aquifer: '600-Foot Sand',
        parish: 'West Baton Rouge',
        use: 'TPS',
        depthFeet: null,
        status: null,
        isActive: true,
        exempt: true,
        latitude: null,
        longitude: null,
        publicOwner: PUBLIC_OWNER,
      },
    ]);
  });

  it('filters by parish, aquifer and use by their names, whatever their case', async () => {
    const filtered = async (query: string) =>
      wellNumbers(await read<Page<PublicWell>>(`/api/public/v1/wells?${query}`));
    expect(await filtered('parish=east%20baton%20ROUGE')).toEqual(['PA-1', 'PA-2']);
    expect(await filtered('aquifer=600-foot%20sand')).toEqual(['PA-10']);
    expect(await filtered('use=industrial')).toEqual(['PA-2']);
    expect(await filtered('use=tps')).toEqual(['PA-10']);
    expect(await filtered('parish=East%20Baton%20Rouge&aquifer=400-Foot%20Sand')).toEqual(['PA-2']);
    const none = await read<Page<PublicWell>>('/api/public/v1/wells?parish=Nowhere');
    expect([none.data, none.totalCount]).toEqual([[], 0]);
  });
});

describe('GET /api/public/v1/wells.geojson', () => {
  it('answers a FeatureCollection: a point at [longitude, latitude], none without a location', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/public/v1/wells.geojson?pageSize=2',
      headers: { 'X-Api-Key': key },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/geo\+json/);
    const collection = response.json<{
      type: string;
      features: { type: string; geometry: unknown; properties: Record<string, unknown> }[];
      totalCount: number;
      page: number;
      pageSize: number;
    }>();
    expect(collection).toMatchObject({ type: 'FeatureCollection', totalCount: 3, page: 1, pageSize: 2 });
    expect(collection.features).toEqual([
      {
        type: 'Feature',
        geometry: null,
        properties: expect.objectContaining({ wellNumber: 'PA-1', parish: 'East Baton Rouge' }),
      },
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-91.18, 30.45] },
        properties: {
          wellNumber: 'PA-2',
          aquifer: '400-Foot Sand',
          parish: 'East Baton Rouge',
          use: 'Industrial',
          depthFeet: 412.5,
          status: 'Active',
          isActive: true,
          exempt: false,
          publicOwner: null,
        },
      },
    ]);
    const rest = await read<{ features: { properties: { wellNumber: string; publicOwner: string } }[] }>(
      '/api/public/v1/wells.geojson?pageSize=2&page=2&use=TPS',
    );
    expect(rest.features).toEqual([]);
    const supply = await read<{ features: { properties: { wellNumber: string; publicOwner: string } }[] }>(
      '/api/public/v1/wells.geojson?use=TPS',
    );
    expect(supply.features.map((feature) => feature.properties)).toMatchObject([
      { wellNumber: 'PA-10', publicOwner: PUBLIC_OWNER },
    ]);
  });
});

describe('GET /api/public/v1/pumpage', () => {
  /** Each registered well's year as the daily rows sum it, by month and in all. */
  async function expectedRows(): Promise<PublicApiPumpageRow[]> {
    const sums = await selectRows<{ wellNumber: string; year: number; month: number; kgal: number }>(
      db(),
      sql`select ${wells.wellNumber} as "wellNumber", extract(year from ${dailyPumpage.date})::int as year,
          extract(month from ${dailyPumpage.date})::int as month, sum(${dailyPumpage.pumpage})::float8 as kgal
        from ${dailyPumpage} join ${wells} on ${wells.id} = ${dailyPumpage.wellId}
        where ${wells.isRegistered}
        group by 1, 2, 3`,
    );
    const totals = await selectRows<{ wellNumber: string; year: number; kgal: number }>(
      db(),
      sql`select ${wells.wellNumber} as "wellNumber", extract(year from ${dailyPumpage.date})::int as year,
          sum(${dailyPumpage.pumpage})::float8 as kgal
        from ${dailyPumpage} join ${wells} on ${wells.id} = ${dailyPumpage.wellId}
        where ${wells.isRegistered}
        group by 1, 2`,
    );
    return totals.map(({ wellNumber, year, kgal }) => {
      const months = Array.from(
        { length: 12 },
        (_, index) =>
          sums.find((sum) => sum.wellNumber === wellNumber && sum.year === year && sum.month === index + 1)
            ?.kgal ?? null,
      );
      return { wellNumber, year, months, totalKgal: kgal } as PublicApiPumpageRow;
    });
  }

  const shape = (row: PublicApiPumpageRow) => ({
    wellNumber: row.wellNumber,
    year: row.year,
    months: row.months,
    totalKgal: row.totalKgal,
  });

  it('answers each registered well’s year by month, equal to its daily rows, by year then well number', async () => {
    const page = await read<Page<PublicApiPumpageRow>>('/api/public/v1/pumpage');
    expect(page.data.map((row) => `${row.year} ${row.wellNumber}`)).toEqual([
      '2024 PA-2',
      '2024 PA-10',
      '2025 PA-1',
      '2025 PA-2',
    ]);
    expect(page.totalCount).toBe(4);
    const expected = await expectedRows();
    for (const row of page.data) {
      expect(shape(row)).toEqual(
        expected.find((sum) => sum.wellNumber === row.wellNumber && sum.year === row.year),
      );
    }
    const supply = page.data.find((row) => row.wellNumber === 'PA-10');
    expect(supply).toMatchObject({
      parish: 'West Baton Rouge',
      aquifer: '600-Foot Sand',
      use: 'TPS',
      exempt: true,
      months: [null, 3.5, null, null, null, null, null, null, null, null, 7, 10.5],
      totalKgal: 21,
    });
    expect(page.data.find((row) => row.wellNumber === 'PA-1')?.months[5]).toBe(0);
  });

  it('filters by year, well number, parish, aquifer and use, and pages', async () => {
    const keys = async (query: string) => {
      const page = await read<Page<PublicApiPumpageRow>>(`/api/public/v1/pumpage?${query}`);
      return { rows: page.data.map((row) => `${row.year} ${row.wellNumber}`), totalCount: page.totalCount };
    };
    expect(await keys('year=2024')).toEqual({ rows: ['2024 PA-2', '2024 PA-10'], totalCount: 2 });
    expect(await keys('well=pa-2')).toEqual({ rows: ['2024 PA-2', '2025 PA-2'], totalCount: 2 });
    expect(await keys('well=PA-2&year=2025')).toEqual({ rows: ['2025 PA-2'], totalCount: 1 });
    expect(await keys('parish=west%20baton%20rouge')).toEqual({ rows: ['2024 PA-10'], totalCount: 1 });
    expect(await keys('aquifer=400-foot%20sand')).toEqual({
      rows: ['2024 PA-2', '2025 PA-2'],
      totalCount: 2,
    });
    expect(await keys('use=Industrial&year=2024')).toEqual({ rows: ['2024 PA-2'], totalCount: 1 });
    expect(await keys('well=PA-3')).toEqual({ rows: [], totalCount: 0 });
    expect(await keys('year=2023')).toEqual({ rows: [], totalCount: 0 });
    expect(await keys('pageSize=3&page=2')).toEqual({ rows: ['2025 PA-2'], totalCount: 4 });
  });
});

describe('privacy', () => {
  it('answers nothing private of any client, only the name of a client marked public', async () => {
    await insertDistrictProfile(db(), { phone: '(225) 555-0100', email: 'office@district.test' });
    await publish({ publishLanding: true, publishPumpage: true, publishWells: true });
    const answers: string[] = [];
    for (const url of [
      '/api/public/v1/wells',
      '/api/public/v1/wells?pageSize=1000',
      '/api/public/v1/wells.geojson',
      '/api/public/v1/pumpage',
      '/api/public/v1/pumpage?pageSize=1000&year=2024',
      '/api/public/v1/summary',
    ]) {
      answers.push(JSON.stringify(await read(url)));
    }
    const everything = answers.join('\n');
    for (const text of PRIVATE_TEXTS)
      expect({ text, found: everything.includes(text) }).toEqual({ text, found: false });
    for (const text of ['Public Works Desk', 'desk@city.test', 'Turbine', 'Hidden plant well', 'PA-3']) {
      expect({ text, found: everything.includes(text) }).toEqual({ text, found: false });
    }
    expect(everything).toContain(PUBLIC_OWNER);
    const summary = JSON.parse(answers.at(-1) ?? '{}') as { data: { sections: PublicDataSettings } };
    expect(summary.data.sections).toEqual({ publishLanding: true, publishPumpage: true, publishWells: true });
  });
});
