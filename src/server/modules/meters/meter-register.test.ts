import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InstallMeterRequest,
  Meter,
  SaveMeterRequest,
  WellMeter,
} from '../../../shared/contracts/meters';
import { addDays, addYears } from '../../../shared/rules/calendar';
import { auditLog, meterInstallations, meterReadings, meters, wells } from '../../db/schema';
import { installMeter, insertMeter, insertReading } from '../../test/factories/meters';
import { insertAccessMatrix, type AccessMatrix } from '../../test/factories/people';
import { insertWell } from '../../test/factories/wells';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';
import { meterLabel } from './meter-label';

let t: TestApp;
let matrix: AccessMatrix;
const tokens: Record<string, string> = {};
/** The district's today as the app sees it; tests keep their dates days away from it. */
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  matrix = await insertAccessMatrix(t.database.db);
  for (const who of ['user', 'owner', 'otherOwner', 'researcher', 'admin'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
  today = todayIn(testConfig().districtTimeZone);
});
afterAll(() => t.close());

type Who = 'user' | 'owner' | 'otherOwner' | 'researcher' | 'admin';

function call(method: 'GET' | 'POST', url: string, who: Who, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who]}` } });
}

const getMeters = (query = '', who: Who = 'admin') => call('GET', `/api/Meter/GetMeters${query}`, who);
const saveMeter = (body: SaveMeterRequest, who: Who = 'admin', query = '') =>
  call('POST', `/api/Meter/SaveMeter${query}`, who, body);
const install = (body: InstallMeterRequest, who: Who = 'admin', query = '') =>
  call('POST', `/api/Meter/InstallMeter${query}`, who, body);
const getWellMeters = (wellId: number, who: Who = 'admin') =>
  call('GET', `/api/Meter/GetWellMeters?wellId=${wellId}`, who);

let sequence = 0;
function uniqueSerial(prefix = 'SN'): string {
  sequence += 1;
  return `${prefix}-${sequence}-${Math.random().toString(36).slice(2, 7)}`;
}

function meterForm(overrides: Partial<SaveMeterRequest> = {}): SaveMeterRequest {
  return {
    serialNumber: uniqueSerial(),
    make: 'Badger',
    model: 'M25',
    sizeInches: 2,
    unit: 'gallons',
    multiplier: 10,
    registerDigits: 6,
    status: 'active',
    lastTestedOn: null,
    lastTestAccuracyPercent: null,
    ...overrides,
  };
}

const wellOfClientA = () => insertWell(t.database.db, { clientId: matrix.clientA.id });

async function storedMeter(id: number) {
  const [meter] = await t.database.db.select().from(meters).where(eq(meters.id, id));
  if (!meter) throw new Error(`meter ${id} missing`);
  return meter;
}

async function storedWell(id: number) {
  const [well] = await t.database.db.select().from(wells).where(eq(wells.id, id));
  if (!well) throw new Error(`well ${id} missing`);
  return well;
}

const installationsOf = (wellId: number) =>
  t.database.db
    .select()
    .from(meterInstallations)
    .where(eq(meterInstallations.wellId, wellId))
    .orderBy(meterInstallations.installedOn);

async function auditOf(entity: string, id: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);
}

/** A well with a meter on it since `installedOn`, opened at `openingReading`. */
async function meteredWell(installedOn: string, openingReading = 1000, meterValues = {}) {
  const well = await wellOfClientA();
  const meter = await insertMeter(t.database.db, meterValues);
  const installation = await installMeter(t.database.db, {
    wellId: well.id,
    meterId: meter.id,
    installedOn,
    openingReading,
  });
  return { well, meter, installation };
}

describe('GET Meter/GetMeters', () => {
  it('lists each meter with its test state and the well it is on now, serial numbers in natural order', async () => {
    const prefix = uniqueSerial('NAT').toUpperCase();
    const db = t.database.db;
    const testedLately = await insertMeter(db, {
      serialNumber: `${prefix}-10`,
      lastTestedOn: addDays(today, -30),
    });
    const dueSoon = await insertMeter(db, {
      serialNumber: `${prefix.toLowerCase()}-9`,
      lastTestedOn: addDays(addYears(today, -3), 30),
      lastTestAccuracyPercent: 98.5,
    });
    const overdue = await insertMeter(db, {
      serialNumber: `${prefix}-100`,
      lastTestedOn: addYears(addDays(today, -10), -3),
    });
    const untested = await insertMeter(db, { serialNumber: `${prefix}-2`, sizeInches: 1.5 });
    const well = await wellOfClientA();
    await installMeter(db, {
      wellId: well.id,
      meterId: overdue.id,
      installedOn: '2024-01-10',
      openingReading: 5,
    });
    const formerWell = await wellOfClientA();
    await installMeter(db, {
      wellId: formerWell.id,
      meterId: untested.id,
      installedOn: '2023-01-10',
      openingReading: 0,
      removedOn: '2023-06-01',
      closingReading: 40,
    });

    const response = await getMeters();
    expect(response.statusCode).toBe(200);
    const mine = (response.json().data as Meter[]).filter((meter) =>
      meter.serialNumber.toUpperCase().startsWith(prefix),
    );
    expect(mine.map((meter) => meter.id)).toEqual([untested.id, dueSoon.id, testedLately.id, overdue.id]);
    expect(mine[0]).toEqual({
      id: untested.id,
      serialNumber: `${prefix}-2`,
      make: 'Badger',
      model: 'M25',
      sizeInches: 1.5,
      unit: 'gallons',
      multiplier: 1,
      registerDigits: 6,
      status: 'active',
      lastTestedOn: null,
      lastTestAccuracyPercent: null,
      testDueOn: null,
      testState: 'untested',
      installedWellId: null,
      installedWellNumber: null,
      installedOn: null,
    });
    expect(mine[1]).toMatchObject({
      testDueOn: addYears(addDays(addYears(today, -3), 30), 3),
      testState: 'due',
      lastTestAccuracyPercent: 98.5,
    });
    expect(mine[2]).toMatchObject({ testDueOn: addYears(addDays(today, -30), 3), testState: 'current' });
    expect(mine[3]).toMatchObject({
      testState: 'overdue',
      installedWellId: well.id,
      installedWellNumber: well.wellNumber,
      installedOn: '2024-01-10',
    });
  });

  it('filters by status and by test state', async () => {
    const db = t.database.db;
    const broken = await insertMeter(db, { status: 'broken', lastTestedOn: addDays(today, -5) });
    const retired = await insertMeter(db, { status: 'retired' });
    const activeUntested = await insertMeter(db);

    const brokenOnes = (await getMeters('?status=broken')).json().data as Meter[];
    expect(brokenOnes.map((meter) => meter.id)).toContain(broken.id);
    expect(brokenOnes.every((meter) => meter.status === 'broken')).toBe(true);

    const untestedOnes = (await getMeters('?testState=untested')).json().data as Meter[];
    const ids = untestedOnes.map((meter) => meter.id);
    expect(ids).toEqual(expect.arrayContaining([retired.id, activeUntested.id]));
    expect(ids).not.toContain(broken.id);
    expect(untestedOnes.every((meter) => meter.testState === 'untested')).toBe(true);

    const both = (await getMeters('?status=retired&testState=untested')).json().data as Meter[];
    expect(both.map((meter) => meter.id)).toContain(retired.id);
    expect(both.map((meter) => meter.id)).not.toContain(activeUntested.id);

    expect((await getMeters('?testState=soon')).statusCode).toBe(400);
  });

  it.each<Who>(['owner', 'user'])('refuses the %s (staff only)', async (who) => {
    expect((await getMeters('', who)).statusCode).toBe(403);
  });

  it('lets every staff member read the register', async () => {
    expect((await getMeters('', 'researcher')).statusCode).toBe(200);
  });
});

describe('POST Meter/SaveMeter', () => {
  it('creates a meter without an id and audits it', async () => {
    const form = meterForm({ lastTestedOn: '2025-04-02', lastTestAccuracyPercent: 101.25 });
    const response = await saveMeter(form);
    expect(response.statusCode).toBe(200);
    const { message, id } = response.json();
    expect(message).toBe('Meter created successfully.');
    expect(await storedMeter(id)).toEqual({ id, ...form });
    expect((await auditOf('meter', id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('updates a meter by id and audits before and after', async () => {
    const meter = await insertMeter(t.database.db);
    const form = meterForm({ status: 'broken', model: 'M35', registerDigits: 8 });
    const response = await saveMeter({ ...form, id: meter.id });
    expect(response.json()).toEqual({ message: 'Meter updated successfully.', id: meter.id });
    expect(await storedMeter(meter.id)).toMatchObject({ status: 'broken', model: 'M35', registerDigits: 8 });
    const [entry] = await auditOf('meter', meter.id);
    expect(entry).toMatchObject({ action: 'update', before: { model: 'M25' }, after: { model: 'M35' } });
  });

  it('answers 404 for an id that does not exist', async () => {
    const response = await saveMeter({ ...meterForm(), id: 2_000_000_000 });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Meter not found.');
  });

  it('refuses a serial number another meter has, whatever its case, naming it', async () => {
    const serialNumber = uniqueSerial('DUP').toUpperCase();
    await insertMeter(t.database.db, { serialNumber });
    const copy = serialNumber.toLowerCase();
    const created = await saveMeter(meterForm({ serialNumber: copy }));
    expect(created.statusCode).toBe(409);
    expect(created.json().message).toBe(`Serial number ${copy} already exists.`);

    const other = await insertMeter(t.database.db);
    const renamed = await saveMeter({ ...meterForm({ serialNumber: copy }), id: other.id });
    expect(renamed.statusCode).toBe(409);
    expect((await storedMeter(other.id)).serialNumber).toBe(other.serialNumber);
  });

  it('keeps a meter’s own serial number on update, in another case too', async () => {
    const meter = await insertMeter(t.database.db, { serialNumber: uniqueSerial('OWN').toUpperCase() });
    const response = await saveMeter({
      ...meterForm({ serialNumber: meter.serialNumber.toLowerCase() }),
      id: meter.id,
    });
    expect(response.statusCode).toBe(200);
  });

  it.each<[string, Partial<SaveMeterRequest>, string]>([
    ['unit', { unit: 'cubicFeet' }, 'unit'],
    ['multiplier', { multiplier: 100 }, 'multiplier'],
    ['registerDigits', { registerDigits: 7 }, 'register digits'],
  ])('refuses a new %s for a meter with readings', async (field, change, words) => {
    const { well, meter, installation } = await meteredWell('2024-01-01', 100);
    await insertReading(t.database.db, {
      wellId: well.id,
      installationId: installation.id,
      readOn: '2024-02-01',
      reading: 150,
      state: 'rejected',
    });
    const unchanged = {
      serialNumber: meter.serialNumber,
      make: meter.make,
      model: meter.model,
      sizeInches: meter.sizeInches,
      unit: meter.unit,
      multiplier: meter.multiplier,
      registerDigits: meter.registerDigits,
      status: meter.status,
      lastTestedOn: meter.lastTestedOn,
      lastTestAccuracyPercent: meter.lastTestAccuracyPercent,
    } as SaveMeterRequest;
    const response = await saveMeter({ ...unchanged, ...change, id: meter.id });
    expect(response.statusCode).toBe(400);
    const message = `Meter ${meter.serialNumber} has readings: its ${words} cannot change, as that would change the volumes already recorded.`;
    expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
    expect(await storedMeter(meter.id)).toEqual(meter);

    const otherFields = await saveMeter({ ...unchanged, model: 'M70', status: 'broken', id: meter.id });
    expect(otherFields.statusCode).toBe(200);
  });

  it('changes the register of a meter without readings', async () => {
    const { meter } = await meteredWell('2024-01-01', 100);
    const response = await saveMeter({
      ...meterForm({ serialNumber: meter.serialNumber, unit: 'kgal', multiplier: 1, registerDigits: 4 }),
      id: meter.id,
    });
    expect(response.statusCode).toBe(200);
    expect(await storedMeter(meter.id)).toMatchObject({ unit: 'kgal', multiplier: 1, registerDigits: 4 });
  });

  it('refuses fewer register digits than a reading its installation opened with', async () => {
    const { meter } = await meteredWell('2024-01-01', 123456);
    const response = await saveMeter({
      ...meterForm({ serialNumber: meter.serialNumber, registerDigits: 5 }),
      id: meter.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.registerDigits).toBe(
      `Register digits must be at least 6: meter ${meter.serialNumber} was installed or removed reading 123456.`,
    );
  });

  it('shows the change on the well the meter is installed on, and audits it there', async () => {
    const { well, meter } = await meteredWell('2024-01-01');
    const response = await saveMeter({
      ...meterForm({ serialNumber: meter.serialNumber, make: 'Sensus', model: 'iPERL' }),
      id: meter.id,
    });
    expect(response.statusCode).toBe(200);
    expect((await storedWell(well.id)).meterType).toBe(`Sensus iPERL #${meter.serialNumber}`);
    const [entry] = await auditOf('well', well.id);
    expect(entry).toMatchObject({
      action: 'update-meter-type',
      after: { meterType: `Sensus iPERL #${meter.serialNumber}` },
    });
  });

  it('creates once per request key and refuses the key with another body', async () => {
    const form = meterForm();
    const key = `save-meter-${uniqueSerial('K')}`;
    const first = await saveMeter(form, 'admin', `?requestKey=${key}`);
    const again = await saveMeter(form, 'admin', `?requestKey=${key}`);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const stored = await t.database.db
      .select()
      .from(meters)
      .where(eq(meters.serialNumber, form.serialNumber));
    expect(stored).toHaveLength(1);

    const other = await saveMeter(meterForm(), 'admin', `?requestKey=${key}`);
    expect(other.statusCode).toBe(409);
  });

  it.each<[string, Partial<SaveMeterRequest>, string]>([
    ['a multiplier not in the list', { multiplier: 5 }, 'multiplier'],
    ['too few register digits', { registerDigits: 2 }, 'registerDigits'],
    ['an unknown unit', { unit: 'litres' as 'gallons' }, 'unit'],
    ['a blank serial number', { serialNumber: ' ' }, 'serialNumber'],
  ])('refuses %s', async (_, change, field) => {
    const response = await saveMeter(meterForm(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
  });

  it.each<Who>(['owner', 'user'])('refuses the %s (staff only)', async (who) => {
    expect((await saveMeter(meterForm(), who)).statusCode).toBe(403);
  });
});

describe('POST Meter/InstallMeter', () => {
  const installedOn = () => addDays(today, -20);

  it('installs a meter on a well without one, shows it as the well’s meter type and audits it', async () => {
    const well = await wellOfClientA();
    const meter = await insertMeter(t.database.db, { serialNumber: uniqueSerial('NEW') });
    const response = await install({
      wellId: well.id,
      meterId: meter.id,
      installedOn: installedOn(),
      openingReading: 42,
    });
    expect(response.statusCode).toBe(200);
    const { message, id } = response.json();
    expect(message).toBe('Meter installed successfully.');
    const [installation] = await installationsOf(well.id);
    expect(installation).toMatchObject({
      id,
      meterId: meter.id,
      installedOn: installedOn(),
      openingReading: 42,
      removedOn: null,
      closingReading: null,
      createdBy: matrix.admin.id,
    });
    expect((await storedWell(well.id)).meterType).toBe(`Badger M25 #${meter.serialNumber}`);
    const audit = await auditOf('well', well.id);
    expect(audit.map((entry) => entry.action)).toEqual(['install-meter']);
    expect(audit[0]?.after).toMatchObject({
      meterType: `Badger M25 #${meter.serialNumber}`,
      installation: { id },
    });
  });

  it('moves a meter to another well on the day it came off the first', async () => {
    const db = t.database.db;
    const meter = await insertMeter(db);
    const first = await wellOfClientA();
    await installMeter(db, {
      wellId: first.id,
      meterId: meter.id,
      installedOn: '2024-01-01',
      openingReading: 0,
      removedOn: '2024-06-01',
      closingReading: 500,
    });
    const second = await wellOfClientA();
    const early = await install({
      wellId: second.id,
      meterId: meter.id,
      installedOn: '2024-05-31',
      openingReading: 500,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.installedOn).toBe(
      `Meter ${meter.serialNumber} was on another well until 2024-06-01: it cannot be installed before then.`,
    );
    const onTheDay = await install({
      wellId: second.id,
      meterId: meter.id,
      installedOn: '2024-06-01',
      openingReading: 500,
    });
    expect(onTheDay.statusCode).toBe(200);
  });

  it('installs once per request key', async () => {
    const well = await wellOfClientA();
    const meter = await insertMeter(t.database.db);
    const body = { wellId: well.id, meterId: meter.id, installedOn: installedOn(), openingReading: 7 };
    const key = `install-${uniqueSerial('K')}`;
    const first = await install(body, 'admin', `?requestKey=${key}`);
    const again = await install(body, 'admin', `?requestKey=${key}`);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await installationsOf(well.id)).toHaveLength(1);
    expect((await install({ ...body, openingReading: 8 }, 'admin', `?requestKey=${key}`)).statusCode).toBe(
      409,
    );
  });

  it.each(['retired', 'broken'] as const)('refuses a %s meter', async (status) => {
    const well = await wellOfClientA();
    const meter = await insertMeter(t.database.db, { status });
    const response = await install({
      wellId: well.id,
      meterId: meter.id,
      installedOn: installedOn(),
      openingReading: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.meterId).toBe(
      `Meter ${meter.serialNumber} is ${status} and cannot be installed.`,
    );
    expect(await installationsOf(well.id)).toEqual([]);
  });

  it('refuses a meter that does not exist', async () => {
    const well = await wellOfClientA();
    const response = await install({
      wellId: well.id,
      meterId: 2_000_000_000,
      installedOn: installedOn(),
      openingReading: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.meterId).toBe('Meter 2000000000 does not exist.');
  });

  it('refuses a meter installed on another well now, naming that well', async () => {
    const { well, meter } = await meteredWell('2024-01-01');
    const other = await wellOfClientA();
    const response = await install({
      wellId: other.id,
      meterId: meter.id,
      installedOn: installedOn(),
      openingReading: 0,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Meter ${meter.serialNumber} is already installed on well ${well.wellNumber}.`,
    );
  });

  it('refuses the meter already on the well', async () => {
    const { well, meter } = await meteredWell('2024-01-01');
    const response = await install({
      wellId: well.id,
      meterId: meter.id,
      installedOn: installedOn(),
      openingReading: 0,
      closingReading: 2000,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`Meter ${meter.serialNumber} is already installed on this well.`);
  });

  it('refuses an installation date in the future', async () => {
    const well = await wellOfClientA();
    const meter = await insertMeter(t.database.db);
    const response = await install({
      wellId: well.id,
      meterId: meter.id,
      installedOn: addDays(today, 3),
      openingReading: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.installedOn).toBe('The installation date cannot be in the future.');
  });

  it('refuses an opening reading with more digits than the register', async () => {
    const well = await wellOfClientA();
    const meter = await insertMeter(t.database.db, { registerDigits: 4 });
    const response = await install({
      wellId: well.id,
      meterId: meter.id,
      installedOn: installedOn(),
      openingReading: 10000,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.openingReading).toBe(
      `Opening reading has more digits than the register of meter ${meter.serialNumber} (4).`,
    );
  });

  it.each(['2024-03-01', '2024-02-01'])(
    'refuses a date not after the current installation’s (%s, installed 2024-03-01)',
    async (date) => {
      const { well, meter } = await meteredWell('2024-03-01');
      const next = await insertMeter(t.database.db);
      const response = await install({
        wellId: well.id,
        meterId: next.id,
        installedOn: date,
        openingReading: 0,
        closingReading: 1200,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.installedOn).toBe(
        `The installation date must be after 2024-03-01, when meter ${meter.serialNumber} was installed on this well.`,
      );
    },
  );

  it('refuses a date not after the current meter’s last reading that counts', async () => {
    const { well, meter, installation } = await meteredWell('2024-01-01');
    await insertReading(t.database.db, {
      wellId: well.id,
      installationId: installation.id,
      readOn: '2024-04-01',
      reading: 1500,
    });
    const next = await insertMeter(t.database.db);
    const response = await install({
      wellId: well.id,
      meterId: next.id,
      installedOn: '2024-04-01',
      openingReading: 0,
      closingReading: 1600,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.installedOn).toBe(
      `The installation date must be after 2024-04-01, the last reading of meter ${meter.serialNumber}.`,
    );
  });

  it('requires the closing reading of the meter coming off, a rejected later reading notwithstanding', async () => {
    const { well, meter, installation } = await meteredWell('2024-01-01');
    await insertReading(t.database.db, {
      wellId: well.id,
      installationId: installation.id,
      readOn: '2024-09-01',
      reading: 9000,
      state: 'rejected',
    });
    const next = await insertMeter(t.database.db);
    const response = await install({
      wellId: well.id,
      meterId: next.id,
      installedOn: '2024-05-01',
      openingReading: 0,
    });
    expect(response.statusCode).toBe(400);
    const message = `Closing reading is required: meter ${meter.serialNumber} comes off this well.`;
    expect(response.json()).toMatchObject({ message, errors: { closingReading: message } });
    expect(await installationsOf(well.id)).toEqual([installation]);
  });

  it('refuses a closing reading with more digits than the old meter’s register', async () => {
    const { well, meter } = await meteredWell('2024-01-01', 100, { registerDigits: 4 });
    const next = await insertMeter(t.database.db);
    const response = await install({
      wellId: well.id,
      meterId: next.id,
      installedOn: '2024-05-01',
      openingReading: 0,
      closingReading: 12345,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.closingReading).toBe(
      `Closing reading has more digits than the register of meter ${meter.serialNumber} (4).`,
    );
  });

  it('refuses a date before the well’s last meter came off', async () => {
    const well = await wellOfClientA();
    const old = await insertMeter(t.database.db);
    await installMeter(t.database.db, {
      wellId: well.id,
      meterId: old.id,
      installedOn: '2024-01-01',
      openingReading: 0,
      removedOn: '2024-06-01',
      closingReading: 10,
    });
    const next = await insertMeter(t.database.db);
    const response = await install({
      wellId: well.id,
      meterId: next.id,
      installedOn: '2024-05-01',
      openingReading: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.installedOn).toBe(
      "The well's last meter was removed on 2024-06-01: install the new one on or after it.",
    );
  });

  it('answers 404 for a well that does not exist', async () => {
    const meter = await insertMeter(t.database.db);
    const response = await install({
      wellId: 2_000_000_000,
      meterId: meter.id,
      installedOn: installedOn(),
      openingReading: 0,
    });
    expect(response.statusCode).toBe(404);
  });

  it.each<Who>(['owner', 'user'])('refuses the %s, even on their own well (staff only)', async (who) => {
    const well = await wellOfClientA();
    const meter = await insertMeter(t.database.db);
    const response = await install(
      { wellId: well.id, meterId: meter.id, installedOn: installedOn(), openingReading: 0 },
      who,
    );
    expect(response.statusCode).toBe(403);
  });

  // These two go through recordReading: the closing read is a reading of the installation coming off.
  describe('replacing the meter on a well', () => {
    it('records the closing read, closes the old installation on the day and opens the new one', async () => {
      const { well, meter, installation } = await meteredWell('2024-01-01', 1000);
      await insertReading(t.database.db, {
        wellId: well.id,
        installationId: installation.id,
        readOn: '2024-03-01',
        reading: 1500,
        registerTotal: 500,
      });
      const next = await insertMeter(t.database.db, { make: 'Sensus', model: 'OMNI' });
      const response = await install({
        wellId: well.id,
        meterId: next.id,
        installedOn: '2024-04-01',
        openingReading: 3,
        closingReading: 1800,
      });
      expect(response.statusCode).toBe(200);
      const { id } = response.json();

      const [old, current] = await installationsOf(well.id);
      expect(old).toMatchObject({
        id: installation.id,
        meterId: meter.id,
        removedOn: '2024-04-01',
        closingReading: 1800,
      });
      expect(current).toMatchObject({
        id,
        meterId: next.id,
        installedOn: '2024-04-01',
        openingReading: 3,
        removedOn: null,
      });
      const [closingRead] = await t.database.db
        .select()
        .from(meterReadings)
        .where(
          and(eq(meterReadings.installationId, installation.id), eq(meterReadings.readOn, '2024-04-01')),
        );
      expect(closingRead).toMatchObject({
        reading: 1800,
        isRollover: false,
        source: 'staff',
        comment: 'Closing read: meter removed',
      });
      expect((await storedWell(well.id)).meterType).toBe(`Sensus OMNI #${next.serialNumber}`);
    });

    it('records a closing read below the last reading as a rollover', async () => {
      const { well, installation } = await meteredWell('2024-01-01', 999_000);
      await insertReading(t.database.db, {
        wellId: well.id,
        installationId: installation.id,
        readOn: '2024-03-01',
        reading: 999_900,
        registerTotal: 900,
      });
      const next = await insertMeter(t.database.db);
      const response = await install({
        wellId: well.id,
        meterId: next.id,
        installedOn: '2024-04-01',
        openingReading: 0,
        closingReading: 150,
      });
      expect(response.statusCode).toBe(200);
      const [closingRead] = await t.database.db
        .select()
        .from(meterReadings)
        .where(
          and(eq(meterReadings.installationId, installation.id), eq(meterReadings.readOn, '2024-04-01')),
        );
      expect(closingRead).toMatchObject({ reading: 150, isRollover: true });
    });
  });
});

describe('GET Meter/GetWellMeters', () => {
  it('answers the well’s installations newest first, to the owner of the well', async () => {
    const db = t.database.db;
    const well = await wellOfClientA();
    const first = await insertMeter(db, {
      serialNumber: uniqueSerial('OLD'),
      unit: 'cubicFeet',
      multiplier: 100,
    });
    const second = await insertMeter(db);
    const removed = await installMeter(db, {
      wellId: well.id,
      meterId: first.id,
      installedOn: '2023-01-01',
      openingReading: 10,
      removedOn: '2024-02-01',
      closingReading: 700,
    });
    const current = await installMeter(db, {
      wellId: well.id,
      meterId: second.id,
      installedOn: '2024-02-01',
      openingReading: 0,
    });
    const response = await getWellMeters(well.id, 'owner');
    expect(response.statusCode).toBe(200);
    expect(response.json().data as WellMeter[]).toEqual([
      {
        installationId: current.id,
        meterId: second.id,
        serialNumber: second.serialNumber,
        make: 'Badger',
        model: 'M25',
        unit: 'gallons',
        multiplier: 1,
        registerDigits: 6,
        installedOn: '2024-02-01',
        openingReading: 0,
        removedOn: null,
        closingReading: null,
        isInstalled: true,
      },
      {
        installationId: removed.id,
        meterId: first.id,
        serialNumber: first.serialNumber,
        make: 'Badger',
        model: 'M25',
        unit: 'cubicFeet',
        multiplier: 100,
        registerDigits: 6,
        installedOn: '2023-01-01',
        openingReading: 10,
        removedOn: '2024-02-01',
        closingReading: 700,
        isInstalled: false,
      },
    ]);
  });

  it('answers an empty list for a well that never had a meter', async () => {
    const well = await wellOfClientA();
    expect((await getWellMeters(well.id, 'user')).json()).toEqual({ message: 'OK', data: [] });
  });

  it('answers 404 for another client’s well, and for a well that does not exist', async () => {
    const { well } = await meteredWell('2024-01-01');
    expect((await getWellMeters(well.id, 'otherOwner')).statusCode).toBe(404);
    const elsewhere = await insertWell(t.database.db, { clientId: matrix.clientB.id });
    expect((await getWellMeters(elsewhere.id, 'owner')).statusCode).toBe(404);
    expect((await getWellMeters(elsewhere.id, 'otherOwner')).statusCode).toBe(200);
    expect((await getWellMeters(2_000_000_000, 'admin')).statusCode).toBe(404);
  });

  it('lets staff read any well’s meters, one without a client too', async () => {
    const unassigned = await insertWell(t.database.db, { clientId: null });
    expect((await getWellMeters(unassigned.id, 'researcher')).statusCode).toBe(200);
    expect((await getWellMeters(unassigned.id, 'owner')).statusCode).toBe(404);
  });
});

describe('meterLabel', () => {
  it.each([
    [{ make: 'Badger', model: 'M25', serialNumber: 'SN123' }, 'Badger M25 #SN123'],
    [{ make: null, model: 'M25', serialNumber: 'SN123' }, 'M25 #SN123'],
    [{ make: '  ', model: null, serialNumber: 'SN123' }, '#SN123'],
    [
      { make: 'Northern Hydraulic Instruments', model: 'Turbine Series 4000', serialNumber: 'NH-2024-0001' },
      'Northern Hydraulic Instruments Turb… #NH-2024-0001',
    ],
    [{ make: 'Badger', model: 'M25', serialNumber: 'S'.repeat(47) }, `#${'S'.repeat(47)}`],
    [{ make: 'Badger', model: 'M25', serialNumber: 'S'.repeat(50) }, 'S'.repeat(50)],
  ])('labels %o as %s, at most 50 characters', (meter, label) => {
    expect(meterLabel(meter)).toBe(label);
    expect(meterLabel(meter).length).toBeLessThanOrEqual(50);
  });
});
