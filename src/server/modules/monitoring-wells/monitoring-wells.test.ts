import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AquiferComparisonResponse,
  MeasurementsResponse,
  MonitoringWell,
  SaveMeasurementRequest,
  SaveMonitoringWellRequest,
} from '../../../shared/contracts/monitoring-wells';
import { addDays } from '../../../shared/rules/calendar';
import { levelTrendPerYear } from '../../../shared/rules/level-trend';
import { auditLog, permitSettings } from '../../db/schema';
import type { MailMessage } from '../../integrations/mail/mailer';
import { insertAccessMatrix, type AccessMatrix } from '../../test/factories/people';
import { insertDaily } from '../../test/factories/pumpage';
import { insertWell, insertWellReferences } from '../../test/factories/wells';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';

/*
 * Monitoring wells through the API: staff only; wells created and changed with field-named
 * refusals; measurements replaced by key; the level trend; the aquifer comparison; the audit.
 */

let t: TestApp;
let matrix: AccessMatrix;
let references: Awaited<ReturnType<typeof insertWellReferences>>;
const tokens: Record<string, string> = {};
const sent: MailMessage[] = [];
let today: string;
const STAFF = 'alerts@district.test';

type Who = 'owner' | 'researcher' | 'admin';
const db = () => t.database.db;

function call(method: 'GET' | 'POST', url: string, who: Who, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who]}` } });
}

let siteSequence = 0;
function nextSiteNumber(): string {
  siteSequence += 1;
  return `3032510911150${String(siteSequence).padStart(2, '0')}`;
}

async function saveWell(request: Partial<SaveMonitoringWellRequest>, who: Who = 'researcher') {
  return call('POST', '/api/MonitoringWell/SaveMonitoringWell', who, {
    aquiferId: references.sand400.id,
    ...request,
  });
}

async function newWell(request: Partial<SaveMonitoringWellRequest> = {}): Promise<number> {
  const response = await saveWell({ siteNumber: nextSiteNumber(), ...request });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

async function saveMeasurement(request: Partial<SaveMeasurementRequest> & { monitoringWellId: number }) {
  const response = await call('POST', '/api/MonitoringWell/SaveMeasurement', 'researcher', {
    parameter: 'depth-to-water',
    measuredOn: '2020-01-15',
    value: 100,
    ...request,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

async function measurementsOf(monitoringWellId: number): Promise<MeasurementsResponse['data']> {
  const response = await call(
    'GET',
    `/api/MonitoringWell/GetMeasurements?monitoringWellId=${monitoringWellId}`,
    'researcher',
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MeasurementsResponse>().data;
}

async function listed(query = ''): Promise<MonitoringWell[]> {
  const response = await call('GET', `/api/MonitoringWell/GetMonitoringWells${query}`, 'researcher');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: MonitoringWell[] }>().data;
}

beforeAll(async () => {
  t = await createTestApp({
    mailer: {
      send: async (message) => {
        sent.push(message);
        return { messageId: `test-${sent.length}` };
      },
    },
  });
  matrix = await insertAccessMatrix(db());
  references = await insertWellReferences(db());
  for (const who of ['owner', 'researcher', 'admin'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
  today = todayIn(testConfig().districtTimeZone);
  await db()
    .insert(permitSettings)
    .values({ id: 1, alertEmail: STAFF })
    .onConflictDoUpdate({ target: permitSettings.id, set: { alertEmail: STAFF } });
});
afterAll(() => t.close());

describe('who may call', () => {
  it.each([
    ['GET', '/api/MonitoringWell/GetMonitoringWells'],
    ['GET', '/api/MonitoringWell/GetMeasurements?monitoringWellId=1'],
    ['GET', `/api/MonitoringWell/GetAquiferComparison?aquiferId=1`],
    ['POST', '/api/MonitoringWell/SaveMonitoringWell'],
    ['POST', '/api/MonitoringWell/SaveMeasurement'],
  ] as const)('an owner is refused %s %s', async (method, url) => {
    const response = await call(method, url, 'owner', method === 'POST' ? {} : undefined);
    expect(response.statusCode).toBe(403);
  });
});

describe('saving a monitoring well', () => {
  it('creates one and changes it, auditing both', async () => {
    const siteNumber = nextSiteNumber();
    const id = await newWell({
      siteNumber,
      parishId: references.eastBatonRouge.id,
      latitude: 30.5475,
      longitude: -91.1875,
      landSurfaceAltitudeFeet: 40.5,
      altitudeDatum: 'NAVD88',
      levelAlertDepthFeet: 180,
    });
    const changed = await saveWell({ id, siteNumber, localName: 'EB-917', note: 'Recorder well' });
    expect(changed.statusCode, changed.body).toBe(200);
    const [well] = (await listed()).filter((row) => row.id === id);
    expect(well).toMatchObject({
      siteNumber,
      localName: 'EB-917',
      displayName: 'EB-917',
      aquiferName: '400-Foot Sand',
      parishId: null,
      landSurfaceAltitudeFeet: null,
      note: 'Recorder well',
      levelCount: 0,
      levelTrendFeetPerYear: null,
    });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'monitoring-well'), eq(auditLog.entityId, String(id))));
    expect(audits.map((row) => row.action).sort()).toEqual(['create', 'update']);
    expect(audits.every((row) => row.actorUserId === matrix.researcher.id)).toBe(true);
  });

  it('names a well without a local name by its agency and site number', async () => {
    const siteNumber = nextSiteNumber();
    const id = await newWell({ siteNumber });
    expect((await listed()).find((row) => row.id === id)?.displayName).toBe(`USGS ${siteNumber}`);
  });

  it('refuses a site number, a local name or a production well another monitoring well has', async () => {
    const production = await insertWell(db(), { clientId: null });
    const siteNumber = nextSiteNumber();
    await newWell({ siteNumber, localName: 'Taken Name', wellId: production.id });
    const site = await saveWell({ siteNumber });
    expect(site.statusCode).toBe(400);
    expect(site.json()).toMatchObject({
      errors: { siteNumber: `A monitoring well with site number ${siteNumber} already exists.` },
    });
    const name = await saveWell({ localName: 'taken name' });
    expect(name.statusCode).toBe(400);
    expect(name.json().errors).toHaveProperty('localName');
    const linked = await saveWell({ localName: 'Another', wellId: production.id });
    expect(linked.statusCode).toBe(400);
    expect(linked.json().errors.wellId).toBe('That production well is already monitoring well Taken Name.');
  });

  it('refuses an unknown aquifer, parish or well, naming each field, and an unknown id with 404', async () => {
    const refused = await saveWell({
      localName: 'Nowhere',
      aquiferId: 999_999,
      parishId: 999_998,
      wellId: 999_997,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      aquiferId: 'Aquifer 999999 does not exist.',
      parishId: 'Parish 999998 does not exist.',
      wellId: 'Well 999997 does not exist.',
    });
    const missing = await saveWell({ id: 999_999, localName: 'Ghost' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a well with neither site number nor local name, naming the site number', async () => {
    const refused = await saveWell({ siteNumber: '' });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('siteNumber');
  });
});

describe('measurements', () => {
  it('replaces a measurement of the same day and time, and audits it', async () => {
    const wellId = await newWell();
    const first = await saveMeasurement({ monitoringWellId: wellId, measuredAt: '09:30', value: 120.5 });
    const second = await saveMeasurement({
      monitoringWellId: wellId,
      measuredAt: '09:30',
      value: 121.25,
      approved: true,
      measuredBy: 'J. Smith',
    });
    expect(second).toBe(first);
    const { measurements } = await measurementsOf(wellId);
    expect(measurements).toEqual([
      expect.objectContaining({
        id: first,
        measuredAt: '09:30',
        value: 121.25,
        depthFeet: 121.25,
        approved: true,
        measuredBy: 'J. Smith',
        source: 'manual',
        qualifiers: [],
      }),
    ]);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'measurement'), eq(auditLog.entityId, String(first))));
    expect(audits.map((row) => row.action).sort()).toEqual(['create', 'update']);
  });

  it('lists them oldest first, altitudes as depths when the land surface is known', async () => {
    const wellId = await newWell({ landSurfaceAltitudeFeet: 40, altitudeDatum: 'NAVD88' });
    await saveMeasurement({
      monitoringWellId: wellId,
      measuredOn: '2021-05-01',
      parameter: 'level-altitude',
      value: -110.5,
    });
    await saveMeasurement({ monitoringWellId: wellId, measuredOn: '2019-05-01', value: 149 });
    await saveMeasurement({
      monitoringWellId: wellId,
      measuredOn: '2020-05-01',
      parameter: 'chloride',
      value: 45,
    });
    const { well, measurements } = await measurementsOf(wellId);
    expect(measurements.map((row) => [row.measuredOn, row.parameter, row.depthFeet])).toEqual([
      ['2019-05-01', 'depth-to-water', 149],
      ['2020-05-01', 'chloride', null],
      ['2021-05-01', 'level-altitude', 150.5],
    ]);
    expect(well).toMatchObject({
      levelCount: 2,
      chlorideCount: 1,
      firstMeasuredOn: '2019-05-01',
      lastMeasuredOn: '2021-05-01',
      lastDepthFeet: 150.5,
      lastChlorideMgL: 45,
    });
  });

  it('keeps an altitude without a land surface, with no depth', async () => {
    const wellId = await newWell();
    await saveMeasurement({ monitoringWellId: wellId, parameter: 'level-altitude', value: -110 });
    const { measurements, well } = await measurementsOf(wellId);
    expect(measurements[0]?.depthFeet).toBeNull();
    expect(well.lastDepthFeet).toBeNull();
  });

  it('answers 404 for an unknown well', async () => {
    const missing = await call(
      'GET',
      '/api/MonitoringWell/GetMeasurements?monitoringWellId=999999',
      'researcher',
    );
    expect(missing.statusCode).toBe(404);
    const save = await call('POST', '/api/MonitoringWell/SaveMeasurement', 'researcher', {
      monitoringWellId: 999_999,
      parameter: 'chloride',
      measuredOn: '2020-01-01',
      value: 10,
    });
    expect(save.statusCode).toBe(404);
  });

  it('alerts staff once for a recent level past the threshold, and lists the alert', async () => {
    const wellId = await newWell({ localName: 'Alerting Well', levelAlertDepthFeet: 150 });
    const before = sent.length;
    const measurement = await saveMeasurement({
      monitoringWellId: wellId,
      measuredOn: addDays(today, -3),
      value: 155,
    });
    await saveMeasurement({ monitoringWellId: wellId, measuredOn: addDays(today, -3), value: 155 });
    await saveMeasurement({ monitoringWellId: wellId, measuredOn: addDays(today, -2), value: 149 });
    const mails = sent.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual([STAFF]);
    expect(mails[0]?.text).toContain('Alerting Well: depth to water 155 ft');
    const { alerts } = await measurementsOf(wellId);
    expect(alerts).toEqual([
      expect.objectContaining({ measurementId: measurement, kind: 'level', threshold: 150, value: 155 }),
    ]);
  });
});

describe('the level trend', () => {
  it('is positive when the water falls, and equals the pure rule', async () => {
    const wellId = await newWell({ landSurfaceAltitudeFeet: 30, altitudeDatum: 'NAVD88' });
    const points = [
      { measuredOn: '2015-01-10', depthFeet: 100 },
      { measuredOn: '2016-03-02', depthFeet: 101.75 },
      { measuredOn: '2017-07-19', depthFeet: 101.5 },
      { measuredOn: '2019-11-30', depthFeet: 104.125 },
    ];
    for (const point of points.slice(0, 3))
      await saveMeasurement({
        monitoringWellId: wellId,
        measuredOn: point.measuredOn,
        value: point.depthFeet,
      });
    // The last as an altitude: 30 - (-74.125) = 104.125 ft deep.
    await saveMeasurement({
      monitoringWellId: wellId,
      measuredOn: '2019-11-30',
      parameter: 'level-altitude',
      value: -74.125,
    });
    await saveMeasurement({
      monitoringWellId: wellId,
      measuredOn: '2018-01-01',
      parameter: 'chloride',
      value: 500,
    });
    const well = (await listed()).find((row) => row.id === wellId);
    const expected = levelTrendPerYear(points);
    expect(expected).toBeGreaterThan(0);
    expect(well?.levelTrendFeetPerYear).toBeCloseTo(expected ?? Number.NaN, 9);
  });

  it('is negative when the water rises', async () => {
    const wellId = await newWell();
    await saveMeasurement({ monitoringWellId: wellId, measuredOn: '2010-01-01', value: 180 });
    await saveMeasurement({ monitoringWellId: wellId, measuredOn: '2012-01-01', value: 170 });
    const well = (await listed()).find((row) => row.id === wellId);
    expect(well?.levelTrendFeetPerYear).toBeLessThan(0);
  });

  it('filters the list by aquifer', async () => {
    const wellId = await newWell({ aquiferId: references.sand1500.id });
    const rows = await listed(`?aquiferId=${references.sand1500.id}`);
    expect(rows.map((row) => row.id)).toEqual([wellId]);
  });

  it('names the wells in the order people read them: EB-792 before EB-1000', async () => {
    const aquiferId = references.sand600.id;
    const later = await newWell({ aquiferId, localName: 'EB-1000 (order)' });
    const earlier = await newWell({ aquiferId, localName: 'EB-792 (order)' });
    const rows = await listed(`?aquiferId=${aquiferId}`);
    const names = rows.map((row) => row.id).filter((id) => id === later || id === earlier);
    expect(names).toEqual([earlier, later]);
  });
});

describe('the aquifer comparison', () => {
  it('answers monthly mean depths beside the aquifer’s monthly pumpage, within the years', async () => {
    const aquiferId = references.sand600.id;
    const wellId = await newWell({ aquiferId, localName: 'Comparison Well' });
    await saveMeasurement({ monitoringWellId: wellId, measuredOn: '2022-12-20', value: 90 });
    await saveMeasurement({ monitoringWellId: wellId, measuredOn: '2023-01-05', value: 100 });
    await saveMeasurement({ monitoringWellId: wellId, measuredOn: '2023-01-25', value: 103 });
    await saveMeasurement({ monitoringWellId: wellId, measuredOn: '2023-03-10', value: 99.5 });
    await saveMeasurement({
      monitoringWellId: wellId,
      measuredOn: '2023-02-10',
      parameter: 'chloride',
      value: 99,
    });
    const one = await insertWell(db(), { clientId: null, aquiferId });
    const two = await insertWell(db(), { clientId: null, aquiferId });
    const elsewhere = await insertWell(db(), { clientId: null, aquiferId: references.sand400.id });
    await insertDaily(db(), one.id, [
      ['2022-12-31', 5],
      ['2023-01-02', 10],
      ['2023-01-03', 15.5],
    ]);
    await insertDaily(db(), two.id, [
      ['2023-01-20', 4.5],
      ['2023-03-01', 7],
    ]);
    await insertDaily(db(), elsewhere.id, [['2023-01-20', 1000]]);
    const response = await call(
      'GET',
      `/api/MonitoringWell/GetAquiferComparison?aquiferId=${aquiferId}&fromYear=2023&toYear=2023`,
      'researcher',
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<AquiferComparisonResponse>();
    expect(data.aquiferName).toBe('600-Foot Sand');
    expect(data.wells).toEqual([
      {
        id: wellId,
        displayName: 'Comparison Well',
        months: [
          { month: '2023-01', depthFeet: 101.5 },
          { month: '2023-03', depthFeet: 99.5 },
        ],
      },
    ]);
    expect(data.pumpage).toEqual([
      { month: '2023-01', kgal: 30 },
      { month: '2023-03', kgal: 7 },
    ]);
  });

  it('answers 404 for an unknown aquifer', async () => {
    const response = await call(
      'GET',
      '/api/MonitoringWell/GetAquiferComparison?aquiferId=999999',
      'researcher',
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('values at the edges of their columns', () => {
  it('stores and lists them without a server error', async () => {
    const wellId = await newWell({
      localName: 'Ẓ'.repeat(50),
      latitude: -90,
      longitude: 180,
      landSurfaceAltitudeFeet: 999_999.99,
      altitudeDatum: 'LMSL',
      levelAlertDepthFeet: 0.01,
      chlorideAlertMgL: 99_999_999.99,
      note: '𝄞'.repeat(500),
    });
    const extremes: Partial<SaveMeasurementRequest>[] = [
      { parameter: 'level-altitude', measuredOn: today, value: -999_999_999.999 },
      { parameter: 'depth-to-water', measuredOn: '0001-01-01', measuredAt: '23:59', value: 999_999_999.999 },
      { parameter: 'chloride', measuredOn: today, value: 999_999_999.999, method: 'ü'.repeat(100) },
    ];
    for (const extreme of extremes) {
      const response = await call('POST', '/api/MonitoringWell/SaveMeasurement', 'researcher', {
        monitoringWellId: wellId,
        ...extreme,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const { well, measurements, alerts } = await measurementsOf(wellId);
    expect(measurements).toHaveLength(3);
    expect(alerts.map((alert) => alert.kind)).toEqual(['chloride']);
    expect(well.levelTrendFeetPerYear).not.toBeNaN();
    const comparison = await call(
      'GET',
      `/api/MonitoringWell/GetAquiferComparison?aquiferId=${references.sand400.id}&fromYear=2200&toYear=1900`,
      'researcher',
    );
    expect(comparison.statusCode).toBe(200);
  });
});

describe('request keys', () => {
  it('answers a repeated save of a well or a measurement as the first was answered', async () => {
    const body = { siteNumber: nextSiteNumber(), aquiferId: references.sand400.id };
    const url = '/api/MonitoringWell/SaveMonitoringWell?requestKey=well-key-1';
    const first = await call('POST', url, 'researcher', body);
    const again = await call('POST', url, 'researcher', body);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());

    const measurement = {
      monitoringWellId: first.json<{ id: number }>().id,
      parameter: 'chloride',
      measuredOn: '2020-02-02',
      value: 12,
    };
    const measurementUrl = '/api/MonitoringWell/SaveMeasurement?requestKey=measurement-key-1';
    const saved = await call('POST', measurementUrl, 'researcher', measurement);
    const repeated = await call('POST', measurementUrl, 'researcher', measurement);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(repeated.json()).toEqual(saved.json());
  });
});
