import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportMeasurementsResponse } from '../../../shared/contracts/monitoring-wells';
import { levelTrendPerYear } from '../../../shared/rules/level-trend';
import { insertWell } from '../../test/factories/wells';
import { insertUser } from '../../test/factories/people';
import { multipartFile } from '../../test/factories/pumpage-upload';
import { createTestApp, openTestDatabase } from '../../test/test-app';
import type { Database } from '../client';
import { mulberry32 } from './random';
import { insertReferenceData } from './reference-rows';
import { DEMO_ALERT_RECIPIENT, RISING_CHLORIDE_WELL, seedMonitoringWells } from './monitoring-wells';

/*
 * The demo's monitoring wells on the reference lists and one registry well (the one a monitoring
 * well is linked to), without the rest of the demo district, which the seed test covers.
 */

const TODAY = '2026-06-15';

let database: Database;
let inserted: number;
let registryWellId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const ids = await insertReferenceData(database.db);
  const registryWell = await insertWell(database.db, {
    clientId: null,
    wellNumber: 'EB-5001',
    parishId: ids.parishes.get('EBR'),
    aquiferId: ids.aquifers.get('1200'),
  });
  registryWellId = registryWell.id;
  inserted = await database.db.transaction((tx) => seedMonitoringWells(tx, mulberry32(7), { today: TODAY }));
}, 60_000);

afterAll(async () => {
  await database?.close();
});

async function rows<Row>(sql: string, params?: unknown[]): Promise<Row[]> {
  return database.query<Row>(sql, params);
}

describe('the demo monitoring wells', () => {
  it('seeds about ten wells, six public, a few thousand measurements', async () => {
    const [counts] = await rows<{ wells: number; public: number; measurements: number; datums: number }>(
      `select count(*)::int as wells, count(*) filter (where is_public)::int as public,
         (select count(*)::int from monitoring_measurements) as measurements,
         count(*) filter (where land_surface_altitude_feet is not null and altitude_datum is not null)::int as datums
       from monitoring_wells`,
    );
    expect(counts).toEqual({ wells: 10, public: 6, measurements: inserted, datums: 10 });
    expect(inserted).toBeGreaterThan(1_500);
    expect(inserted).toBeLessThan(20_000);
  });

  it('has the three USGS sites of the importer’s samples, and chloride and conductance at the fault', async () => {
    const sites = await rows<{ site_number: string }>(
      `select site_number from monitoring_wells where site_number is not null order by site_number`,
    );
    expect(sites.map((site) => site.site_number)).toEqual([
      '302912091053901',
      '303015091092301',
      '303251091115001',
    ]);
    const quality = await rows<{ parameter: string; wells: number }>(
      `select parameter, count(distinct monitoring_well_id)::int as wells from monitoring_measurements
       group by parameter order by parameter`,
    );
    expect(quality).toEqual([
      { parameter: 'chloride', wells: 4 },
      { parameter: 'depth-to-water', wells: 10 },
      { parameter: 'specific-conductance', wells: 2 },
    ]);
  });

  it('has EB-1000 since January 1977, falling until the mid-1990s, then recovering', async () => {
    const levels = await rows<{ measured_on: string; value: number; approved: boolean }>(
      `select to_char(m.measured_on, 'YYYY-MM-DD') as measured_on, m.value::float8 as value, m.approved
       from monitoring_measurements m join monitoring_wells w on w.id = m.monitoring_well_id
       where w.site_number = '303251091115001' and m.parameter = 'depth-to-water' order by m.measured_on`,
    );
    expect(levels[0]?.measured_on.slice(0, 7)).toBe('1977-01');
    expect(levels.length).toBeGreaterThan(45 * 12);
    const depths = levels.map((level) => level.value);
    expect(Math.min(...depths)).toBeGreaterThan(150);
    expect(Math.max(...depths)).toBeLessThan(300);
    const points = (from: string, to: string) =>
      levels
        .filter((level) => level.measured_on >= from && level.measured_on < to)
        .map((level) => ({ measuredOn: level.measured_on, depthFeet: level.value }));
    expect(levelTrendPerYear(points('1977-01-01', '1996-01-01'))).toBeGreaterThan(1);
    expect(levelTrendPerYear(points('2000-01-01', TODAY))).toBeLessThan(0);
    const lastYear = levels.filter((level) => level.measured_on >= '2025-06-15');
    expect(lastYear.length).toBeGreaterThan(10);
    expect(lastYear.every((level) => !level.approved)).toBe(true);
    expect(levels.filter((level) => level.measured_on < '2025-06-15').every((level) => level.approved)).toBe(
      true,
    );
  });

  it('links one monitoring well to a production well of the registry, named by its number', async () => {
    const linked = await rows<{ well_id: number; local_name: string }>(
      `select well_id, local_name from monitoring_wells where well_id is not null`,
    );
    expect(linked).toEqual([{ well_id: registryWellId, local_name: 'EB-5001' }]);
  });

  it('records the rising chloride well’s alert as sent, so no crossing is alerted again', async () => {
    const alerts = await rows<{ local_name: string; outcome: string; recipients: string; sent: boolean }>(
      `select w.local_name, a.outcome, a.recipients, a.sent_at is not null as sent
       from monitoring_alerts a join monitoring_measurements m on m.id = a.measurement_id
         join monitoring_wells w on w.id = m.monitoring_well_id`,
    );
    expect(alerts.length).toBeGreaterThanOrEqual(1);
    expect(alerts.length).toBeLessThanOrEqual(3);
    for (const alert of alerts)
      expect(alert).toEqual({
        local_name: RISING_CHLORIDE_WELL,
        outcome: 'sent',
        recipients: DEMO_ALERT_RECIPIENT,
        sent: true,
      });
    const [crossings] = await rows<{ unalerted: number; crossed: number }>(
      `select count(*) filter (where a.id is null)::int as unalerted, count(*)::int as crossed
       from monitoring_measurements m join monitoring_wells w on w.id = m.monitoring_well_id
         left join monitoring_alerts a on a.measurement_id = m.id
           and a.kind = case when m.parameter = 'chloride' then 'chloride' else 'level' end
       where (m.parameter = 'chloride' and m.value > w.chloride_alert_mg_l)
          or (m.parameter = 'depth-to-water' and m.value > w.level_alert_depth_feet)`,
    );
    expect(crossings).toEqual({ unalerted: 0, crossed: alerts.length });
  });

  it('gives the same wells and measurements for the same day', async () => {
    const again = await openTestDatabase();
    try {
      await insertReferenceData(again.db);
      const count = await again.db.transaction((tx) =>
        seedMonitoringWells(tx, mulberry32(7), { today: TODAY }),
      );
      expect(count).toBe(inserted);
      const checksum = (db: Database) =>
        db.query<{
          sum: string;
        }>(`select md5(string_agg(monitoring_well_id || parameter || measured_on || value,
          ',' order by monitoring_well_id, parameter, measured_on)) as sum from monitoring_measurements`);
      expect(await checksum(again)).toEqual(await checksum(database));
    } finally {
      await again.close();
    }
  });
});

describe('the importer’s shipped samples on the demo wells', () => {
  const SAMPLES = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../integrations/usgs/samples',
  );

  it('import into the demo’s three USGS sites, adding or revising a few rows', async () => {
    const t = await createTestApp();
    try {
      await insertReferenceData(t.database.db);
      await t.database.db.transaction((tx) => seedMonitoringWells(tx, mulberry32(7), { today: TODAY }));
      const admin = await insertUser(t.database.db, { email: 'importer@demo.test', role: 'Admin' });
      const token = await t.tokenFor({ userId: admin.id });
      const countOf = async () =>
        (
          await t.database.query<{ rows: number }>(
            'select count(*)::int as rows from monitoring_measurements',
          )
        )[0]?.rows ?? 0;
      const before = await countOf();
      let added = 0;
      for (const file of [
        'EB-1000-gwlevels.rdb',
        'field-measurements.geojson',
        'water-quality-results.csv',
      ]) {
        const { payload, headers } = multipartFile(file, readFileSync(path.join(SAMPLES, file)));
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/MonitoringWell/ImportMeasurements',
          payload,
          headers: { ...headers, authorization: `Bearer ${token}` },
        });
        expect([file, response.statusCode, response.body]).toEqual([file, 200, expect.any(String)]);
        const answer = response.json<ImportMeasurementsResponse>();
        expect(answer.sites).toBeGreaterThan(0);
        expect(answer.added + answer.updated).toBeGreaterThan(0);
        expect(answer.added + answer.updated).toBeLessThan(40);
        added += answer.added;
      }
      expect(await countOf()).toBe(before + added);
    } finally {
      await t.close();
    }
  });
});
