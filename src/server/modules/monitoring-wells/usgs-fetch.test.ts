import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { monitoringMeasurements, monitoringWells } from '../../db/schema';
import { startFakeUsgsService, type FakeUsgsService } from '../../integrations/usgs/fake-usgs-service';
import type { MailMessage } from '../../integrations/mail/mailer';
import { USGS_CLIENT_LIMITS } from '../../integrations/usgs/usgs-client';
import { insertWellReferences } from '../../test/factories/wells';
import { openTestDatabase } from '../../test/test-app';
import type { AlertContext } from './monitoring-alerts';
import { runUsgsFetch, UsgsFetchRunError } from './usgs-fetch-job';

/*
 * The nightly USGS fetch against a local fake of the Water Data OGC API that pages two features at
 * a time: measurements land once, a second run adds nothing, and a failing site keeps its data.
 */

const EB_1000 = '303251091115001';
const EB_917 = '302912091053901';
const LIMITS = { ...USGS_CLIENT_LIMITS, pageSize: 2 };

let fake: FakeUsgsService;
let database: Database;
let context: AlertContext;
const sent: MailMessage[] = [];
let wellIds: Record<string, number>;

beforeAll(async () => {
  fake = await startFakeUsgsService(LIMITS.pageSize);
});
afterAll(() => fake.close());

beforeEach(async () => {
  database = await openTestDatabase();
  sent.length = 0;
  context = {
    database,
    mailer: {
      send: (message) => {
        sent.push(message);
        return Promise.resolve({ messageId: String(sent.length) });
      },
    },
    today: () => '2025-06-30',
  };
  const aquiferId = (await insertWellReferences(database.db)).sand400.id;
  const wells = await database.db
    .insert(monitoringWells)
    .values([
      { siteNumber: EB_1000, aquiferId },
      { siteNumber: EB_917, aquiferId },
      // Known only by a local name: nothing to ask the USGS.
      { localName: 'Fault observation 1', aquiferId },
    ])
    .returning({ id: monitoringWells.id, siteNumber: monitoringWells.siteNumber });
  wellIds = Object.fromEntries(wells.map((well) => [well.siteNumber ?? '', well.id]));
  fake.sites.clear();
  fake.failing.clear();
  fake.requests.length = 0;
  fake.sites.set(`USGS-${EB_1000}`, [
    { time: '2023-08-22T14:05:00Z', value: '199.02' },
    { time: '2024-03-12T15:15:00Z', value: '196.44' },
    { time: '2024-09-17T14:25:00Z', value: '', qualifier: ['O'] },
    { time: '2025-03-11T15:50:00Z', value: '195.90', approval: 'Provisional' },
    { time: '2025-03-11T15:50:00Z', value: '22.5', parameterCode: '00010' },
  ]);
  fake.sites.set(`USGS-${EB_917}`, [
    { time: '2025-06-20T09:30:00Z', value: '151.96', approval: 'Provisional' },
  ]);
});
afterEach(() => database.close());

async function measurementsOf(siteNumber: string) {
  return database.db
    .select({
      measuredOn: monitoringMeasurements.measuredOn,
      value: monitoringMeasurements.value,
      approved: monitoringMeasurements.approved,
      source: monitoringMeasurements.source,
    })
    .from(monitoringMeasurements)
    .where(eq(monitoringMeasurements.monitoringWellId, wellIds[siteNumber] ?? 0))
    .orderBy(asc(monitoringMeasurements.measuredOn));
}

it('stores every page of every site once, as fetched from the USGS', async () => {
  const outcome = await runUsgsFetch(context, fake.baseUrl, LIMITS);
  expect(outcome).toEqual({ wells: 2, added: 5, updated: 0, unchanged: 0, alerts: 0 });
  expect(fake.requests.filter((request) => request.includes(EB_1000))).toHaveLength(3);
  expect(await measurementsOf(EB_1000)).toEqual([
    { measuredOn: '2023-08-22', value: 199.02, approved: true, source: 'usgs-fetch' },
    { measuredOn: '2024-03-12', value: 196.44, approved: true, source: 'usgs-fetch' },
    { measuredOn: '2024-09-17', value: null, approved: true, source: 'usgs-fetch' },
    { measuredOn: '2025-03-11', value: 195.9, approved: false, source: 'usgs-fetch' },
  ]);
  expect(
    fake.requests.every((request) => request.startsWith('/ogcapi/v0/collections/field-measurements/items')),
  ).toBe(true);
});

it('adds nothing on a second run, and takes a revision on a later one', async () => {
  await runUsgsFetch(context, fake.baseUrl, LIMITS);
  expect(await runUsgsFetch(context, fake.baseUrl, LIMITS)).toMatchObject({
    added: 0,
    updated: 0,
    unchanged: 5,
  });
  fake.sites.set(`USGS-${EB_917}`, [{ time: '2025-06-20T09:30:00Z', value: '151.90', approval: 'Approved' }]);
  expect(await runUsgsFetch(context, fake.baseUrl, LIMITS)).toMatchObject({
    added: 0,
    updated: 1,
    unchanged: 4,
  });
  expect(await measurementsOf(EB_917)).toEqual([
    { measuredOn: '2025-06-20', value: 151.9, approved: true, source: 'usgs-fetch' },
  ]);
});

it('alerts on a recent level past its well’s threshold, once', async () => {
  await database.db
    .update(monitoringWells)
    .set({ levelAlertDepthFeet: 150 })
    .where(eq(monitoringWells.id, wellIds[EB_917] ?? 0));
  expect(await runUsgsFetch(context, fake.baseUrl, LIMITS)).toMatchObject({ alerts: 1 });
  expect(await runUsgsFetch(context, fake.baseUrl, LIMITS)).toMatchObject({ alerts: 0 });
});

it('keeps a failing site’s data, stores the others, and fails the run naming the site', async () => {
  await runUsgsFetch(context, fake.baseUrl, LIMITS);
  const before = await measurementsOf(EB_1000);
  fake.failing.set(`USGS-${EB_1000}`, 503);
  fake.sites.set(`USGS-${EB_917}`, [
    { time: '2025-06-20T09:30:00Z', value: '151.96', approval: 'Provisional' },
    { time: '2025-06-27T10:00:00Z', value: '152.10', approval: 'Provisional' },
  ]);
  const run = runUsgsFetch(context, fake.baseUrl, LIMITS);
  await expect(run).rejects.toThrow(UsgsFetchRunError);
  await expect(run).rejects.toThrow(
    `1 of 2 monitoring wells could not be fetched from the USGS (USGS-${EB_1000}: the service answered 503); the others added 1 and updated 0 measurements`,
  );
  expect(await measurementsOf(EB_1000)).toEqual(before);
  expect(await measurementsOf(EB_917)).toHaveLength(2);
});

it('stores none of a site whose later page the reader refuses', async () => {
  fake.sites.set(`USGS-${EB_1000}`, [
    { time: '2024-03-12T15:15:00Z', value: '196.44' },
    { time: '2024-09-17T14:25:00Z', value: '197.01' },
    { time: 'last spring', value: '195.90' },
  ]);
  await expect(runUsgsFetch(context, fake.baseUrl, LIMITS)).rejects.toThrow(/feature 1: time must be/);
  expect(await measurementsOf(EB_1000)).toEqual([]);
  expect(await measurementsOf(EB_917)).toHaveLength(1);
});
