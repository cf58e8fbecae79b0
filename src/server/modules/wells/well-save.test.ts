import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaveWellInput } from '../../../shared/contracts/wells';
import { auditLog, wells } from '../../db/schema';
import { insertAccessMatrix } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertWell, insertWellReferences } from '../../test/factories/wells';

let t: TestApp;
const tokens: Record<string, string> = {};
let refs: Awaited<ReturnType<typeof insertWellReferences>>;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;

beforeAll(async () => {
  t = await createTestApp();
  matrix = await insertAccessMatrix(t.database.db);
  for (const who of ['user', 'owner', 'otherOwner', 'researcher', 'admin'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
  refs = await insertWellReferences(t.database.db);
});
afterAll(() => t.close());

let sequence = 0;
function newWell(overrides: Partial<SaveWellInput> = {}): SaveWellInput {
  sequence += 1;
  return {
    clientId: matrix.clientA.id,
    aquiferId: refs.sand400.id,
    wellUseId: refs.industrial.id,
    parishId: refs.eastBatonRouge.id,
    identificationNumber: `302652091111${sequence}`,
    wellNumber: `SV-${sequence}`,
    permitNumber: 'P-24-1234',
    wellDepth: 420,
    dailyPumpRate: 150.5,
    clientWellName: 'Plant Well No. 1',
    isRegistered: true,
    availableInformation: "Driller's log",
    latitude: 30.4478611,
    longitude: -91.1875556,
    flag: 'E',
    isActive: true,
    completionDateTime: '2001-05-14T18:00:00.000Z',
    inactiveDateTime: null,
    cagcdPermitDate: '2001-03-01',
    cagcdPermitNumber: 'CAGCD-2001-014',
    ldnrNotificationDate: '2001-06-01',
    ldnrNotificationNumber: 'EB2001-123',
    wellStatus: 'Active',
    meterType: 'Magnetic',
    comment: 'New well',
    ...overrides,
  };
}

function call(method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who]}` } });
}

const saveWell = (body: object, who = 'admin') => call('POST', '/api/Well/SaveWell', who, body);

async function storedWell(id: number) {
  const [well] = await t.database.db.select().from(wells).where(eq(wells.id, id));
  if (!well) throw new Error(`well ${id} missing`);
  return well;
}

async function auditActions(id: number) {
  const rows = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'well'), eq(auditLog.entityId, String(id))));
  return rows.map((row) => row.action);
}

describe('POST Well/SaveWell', () => {
  it('creates a well without an id, stamping the status date, and audits it', async () => {
    const started = Date.now();
    const response = await saveWell(newWell({ wellNumber: 'SV-CREATE' }));
    expect(response.statusCode).toBe(200);
    const { message, id } = response.json();
    expect(message).toBe('Well created successfully.');
    const detail = (await call('GET', `/api/Well/GetWellById?id=${id}`, 'admin')).json().data;
    expect(detail).toMatchObject({
      wellNumber: 'SV-CREATE',
      latitude: 30.4478611,
      longitude: -91.1875556,
      flag: 'E',
      wellDepth: 420,
      dailyPumpRate: 150.5,
      completionDateTime: '2001-05-14T18:00:00.000Z',
      cagcdPermitDate: '2001-03-01',
      wellStatus: 'Active',
    });
    expect(Date.parse(detail.wellStatusDate)).toBeGreaterThanOrEqual(started - 1000);
    expect(await auditActions(id)).toEqual(['create']);
  });

  it('updates a well with an id and keeps the status date while the status stays', async () => {
    const { id } = (await saveWell(newWell())).json();
    const stamped = (await storedWell(id)).wellStatusDate;
    const response = await saveWell({ ...newWell({ wellNumber: 'SV-RENAMED', wellStatus: 'Active' }), id });
    expect(response.json()).toEqual({ message: 'Well updated successfully.', id });
    const after = await storedWell(id);
    expect(after.wellNumber).toBe('SV-RENAMED');
    expect(after.wellStatusDate).toEqual(stamped);
    expect(await auditActions(id)).toEqual(['create', 'update']);
  });

  it('stamps the status date with the server’s time when the status changes, ignoring a sent date', async () => {
    const { id } = (await saveWell(newWell({ wellStatus: null }))).json();
    expect((await storedWell(id)).wellStatusDate).toBeNull();
    const before = Date.now();
    await saveWell({ ...newWell({ wellStatus: 'Inactive' }), id, wellStatusDate: '1999-01-01T00:00:00Z' });
    const stamp = (await storedWell(id)).wellStatusDate;
    expect(stamp?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stamp?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it.each<[string, Partial<SaveWellInput>, Record<string, string>]>([
    [
      'a missing identification number',
      { identificationNumber: '  ' },
      { identificationNumber: 'Identification Number is required' },
    ],
    ['a missing well number', { wellNumber: '' }, { wellNumber: 'Well Number is required' }],
    [
      'a well number over 30 characters',
      { wellNumber: 'W'.repeat(31) },
      { wellNumber: 'Well Number must be at most 30 characters' },
    ],
    [
      'an identification number over 30 characters',
      { identificationNumber: '1'.repeat(31) },
      { identificationNumber: 'Identification Number must be at most 30 characters' },
    ],
    [
      'an Appl No over 10 characters',
      { permitNumber: 'P-123456789' },
      { permitNumber: 'Appl No must be at most 10 characters' },
    ],
    ['an unknown status', { wellStatus: 'Closed' as 'Active' }, { wellStatus: expect.any(String) as string }],
  ])('refuses %s (400, field message)', async (_name, overrides, errors) => {
    const response = await saveWell(newWell(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(expect.objectContaining(errors));
  });

  it('refuses a well number another well has, in any case (409 naming it)', async () => {
    await saveWell(newWell({ wellNumber: 'SV-TAKEN' }));
    for (const wellNumber of ['SV-TAKEN', 'sv-taken']) {
      const response = await saveWell(newWell({ wellNumber }));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(`Well Number ${wellNumber} already exists.`);
    }
  });

  it('lets a well keep its own number', async () => {
    const { id } = (await saveWell(newWell({ wellNumber: 'SV-KEEP' }))).json();
    expect((await saveWell({ ...newWell({ wellNumber: 'SV-KEEP' }), id })).statusCode).toBe(200);
  });

  it.each([
    ['clientId', 'Client 999999 does not exist.'],
    ['aquiferId', 'Aquifer 999999 does not exist.'],
    ['wellUseId', 'Well use 999999 does not exist.'],
    ['parishId', 'Parish 999999 does not exist.'],
  ])('refuses an unknown %s (400 naming the field)', async (field, message) => {
    const response = await saveWell(newWell({ [field]: 999999 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: message } });
  });

  it('answers 404 for an id that does not exist', async () => {
    const response = await saveWell({ ...newWell(), id: 999999 });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Well not found.');
  });

  it('is staff work: owners and users are refused', async () => {
    for (const who of ['owner', 'user']) expect((await saveWell(newWell(), who)).statusCode).toBe(403);
    expect((await saveWell(newWell(), 'researcher')).statusCode).toBe(200);
  });
});

describe('POST Well/SaveClientWellDetails', () => {
  const saveDetails = (body: object, who: string) =>
    call('POST', '/api/Well/SaveClientWellDetails', who, body);

  it('lets an owner change the owner well name and comment of their own well, and audits it', async () => {
    const well = await insertWell(t.database.db, { clientId: matrix.clientA.id, clientWellName: 'Old name' });
    const response = await saveDetails(
      { id: well.id, clientWellName: ' House Well ', comment: 'Pump replaced' },
      'owner',
    );
    expect(response.json()).toEqual({ message: 'Well details saved successfully.', id: well.id });
    const after = await storedWell(well.id);
    expect(after).toMatchObject({
      clientWellName: 'House Well',
      comment: 'Pump replaced',
      wellNumber: well.wellNumber,
    });
    expect(await auditActions(well.id)).toEqual(['update-owner-details']);
  });

  it('ignores any other field an owner sends', async () => {
    const well = await insertWell(t.database.db, { clientId: matrix.clientA.id, wellDepth: 300 });
    const body = { id: well.id, clientWellName: null, comment: null, wellDepth: 999, wellNumber: 'HACKED' };
    expect((await saveDetails(body, 'owner')).statusCode).toBe(200);
    expect(await storedWell(well.id)).toMatchObject({ wellDepth: 300, wellNumber: well.wellNumber });
  });

  it('refuses a user below level 40 and answers 404 for another client’s well', async () => {
    const well = await insertWell(t.database.db, { clientId: matrix.clientA.id, clientWellName: 'Kept' });
    expect((await saveDetails({ id: well.id, clientWellName: 'x' }, 'user')).statusCode).toBe(403);
    const other = await saveDetails({ id: well.id, clientWellName: 'x' }, 'otherOwner');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Well not found.');
    expect((await storedWell(well.id)).clientWellName).toBe('Kept');
  });

  it('checks the owner well name’s length', async () => {
    const well = await insertWell(t.database.db, { clientId: matrix.clientA.id });
    const response = await saveDetails({ id: well.id, clientWellName: 'n'.repeat(201) }, 'owner');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.clientWellName).toBe('Owner Well Name must be at most 200 characters');
  });
});

describe('PUT Well/DeactivateWell', () => {
  const deactivate = (id: number, who = 'admin') => call('PUT', `/api/Well/DeactivateWell?id=${id}`, who);

  it('deactivates the well with stamps, keeps the row, and audits it', async () => {
    const well = await insertWell(t.database.db, { clientId: matrix.clientA.id, wellStatus: 'Active' });
    const before = Date.now();
    const response = await deactivate(well.id);
    expect(response.json()).toEqual({ message: 'Well deactivated successfully.', id: well.id });
    const after = await storedWell(well.id);
    expect(after).toMatchObject({ isActive: false, wellStatus: 'Inactive' });
    expect(after.inactiveDateTime?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(after.wellStatusDate?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await auditActions(well.id)).toEqual(['deactivate']);
  });

  it('leaves an inactive well and its dates as they are', async () => {
    const inactiveOn = new Date('2010-01-01T18:00:00Z');
    const well = await insertWell(t.database.db, {
      clientId: matrix.clientA.id,
      isActive: false,
      wellStatus: 'Inactive',
      inactiveDateTime: inactiveOn,
      wellStatusDate: inactiveOn,
    });
    expect((await deactivate(well.id)).json().message).toBe('Well is already inactive.');
    expect(await storedWell(well.id)).toMatchObject({
      inactiveDateTime: inactiveOn,
      wellStatusDate: inactiveOn,
    });
  });

  it('is staff only and answers 404 for a missing well', async () => {
    const well = await insertWell(t.database.db, { clientId: matrix.clientA.id });
    expect((await deactivate(well.id, 'owner')).statusCode).toBe(403);
    expect((await storedWell(well.id)).isActive).toBe(true);
    expect((await deactivate(999999)).statusCode).toBe(404);
  });
});
