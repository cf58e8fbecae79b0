import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients } from '../../db/schema';
import { insertAccessMatrix, insertClient } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
type Who = 'admin' | 'researcher' | 'owner' | 'user' | 'otherOwner';

beforeAll(async () => {
  t = await createTestApp();
  matrix = await insertAccessMatrix(t.database.db);
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, who?: Who, payload?: object) {
  const headers = who ? { authorization: `Bearer ${await t.tokenFor({ userId: matrix[who].id })}` } : {};
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

let codeSequence = 0;
function newClient(overrides: Record<string, unknown> = {}) {
  codeSequence += 1;
  return {
    name: 'Bayou Water Works',
    ownerId: '2042',
    registrationCode: `BWW-${codeSequence}`,
    isActive: true,
    isSelfSubmitting: false,
    contactName: 'Ann Landry',
    contactPhone: '(225)-555-0100',
    contactEmail: 'ann@bayou.test',
    address1: '1 River Road',
    address2: '',
    city: 'Baton Rouge',
    state: 'LA',
    zipCode: '70801',
    location: 'Downtown',
    ...overrides,
  };
}

/** The stored client as UpdateClient expects it back: every field, with changes applied. */
async function storedAsBody(clientId: number, changes: Record<string, unknown> = {}) {
  const [row] = await t.database.db.select().from(clients).where(eq(clients.id, clientId));
  if (!row) throw new Error(`client ${clientId} missing`);
  return { ...row, ...changes };
}

describe('GET /api/Client/GetAllClients', () => {
  const names = async (who: Who, query = '') => {
    const response = await call('GET', `/api/Client/GetAllClients${query}`, who);
    expect(response.statusCode).toBe(200);
    return response.json().data.map((client: { name: string }) => client.name);
  };

  it('lists every client for staff', async () => {
    expect(await names('admin')).toEqual(expect.arrayContaining(['Client A', 'Client B']));
    expect(await names('researcher')).toEqual(expect.arrayContaining(['Client A', 'Client B']));
  });

  it('lists only the caller’s own clients below staff level', async () => {
    expect(await names('owner')).toEqual(['Client A']);
    expect(await names('user')).toEqual(['Client A']);
    expect(await names('otherOwner')).toEqual(['Client B']);
  });

  it('filters by isActive', async () => {
    await insertClient(t.database.db, { name: 'Dormant Client', isActive: false });
    // Other tests may deactivate clients of their own: the answer is every inactive client stored.
    const inactive = await t.database.db
      .select({ name: clients.name })
      .from(clients)
      .where(eq(clients.isActive, false));
    const listed: string[] = await names('admin', '?isActive=false');
    expect([...listed].sort()).toEqual(inactive.map((client) => client.name).sort());
    expect(inactive.map((client) => client.name)).toContain('Dormant Client');
    expect(await names('admin', '?isActive=true')).not.toContain('Dormant Client');
    expect(await names('admin')).toContain('Dormant Client');
  });

  it('answers the list with the client fields from level 40', async () => {
    const response = await call('GET', '/api/Client/GetAllClients', 'owner');
    expect(response.json()).toEqual({
      message: 'OK',
      data: [
        expect.objectContaining({ id: matrix.clientA.id, registrationCode: matrix.clientA.registrationCode }),
      ],
    });
  });

  it('gives a level-10 User only the name of their client: no registration code, no contacts', async () => {
    await t.database.db
      .update(clients)
      .set({ contactName: 'Casey Contact', contactEmail: 'casey@client-a.test' })
      .where(eq(clients.id, matrix.clientA.id));
    const response = await call('GET', '/api/Client/GetAllClients', 'user');
    expect(response.json()).toEqual({
      message: 'OK',
      data: [{ id: matrix.clientA.id, name: 'Client A', isActive: true }],
    });
  });

  it('refuses a filter that is not a boolean, and anonymous callers', async () => {
    expect((await call('GET', '/api/Client/GetAllClients?isActive=maybe', 'admin')).statusCode).toBe(400);
    expect((await call('GET', '/api/Client/GetAllClients')).statusCode).toBe(401);
  });
});

describe('GET /api/Client/GetClientById', () => {
  it('answers the client with its users, their emails and roles', async () => {
    const response = await call('GET', `/api/Client/GetClientById?clientId=${matrix.clientA.id}`, 'admin');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: matrix.clientA.id, name: 'Client A', message: 'OK' });
    expect(body.users).toEqual(
      expect.arrayContaining([
        { id: matrix.owner.id, name: 'Test Owner', email: 'owner@test.local', role: 'Owner' },
        { id: matrix.user.id, name: 'Test User', email: 'user@test.local', role: 'User' },
      ]),
    );
    expect(body.users).toHaveLength(2);
  });

  it.each([
    ['Admin', 'admin', 'clientA', 200],
    ['Researcher', 'researcher', 'clientB', 200],
    ['the Owner of the client', 'owner', 'clientA', 200],
    ['an Owner of another client', 'otherOwner', 'clientA', 404],
    ['the Owner, for another client', 'owner', 'clientB', 404],
    ['a User of the client', 'user', 'clientA', 403],
  ] as const)('answers %s with %s %s', async (_who, who, client, status) => {
    const response = await call('GET', `/api/Client/GetClientById?clientId=${matrix[client].id}`, who);
    expect(response.statusCode).toBe(status);
  });

  it('answers 404 for a client that does not exist and 401 without a token', async () => {
    expect((await call('GET', '/api/Client/GetClientById?clientId=999999', 'admin')).statusCode).toBe(404);
    expect((await call('GET', `/api/Client/GetClientById?clientId=${matrix.clientA.id}`)).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/Client/CreateClient', () => {
  it('creates a client, answers its id and audits the new values', async () => {
    const body = newClient({ contactPhone2: '(225)-555-0101', contactEmail3: 'third@bayou.test' });
    const response = await call('POST', '/api/Client/CreateClient', 'admin', body);
    expect(response.statusCode).toBe(200);
    const { id, message } = response.json();
    expect(message).toBe('Client created successfully.');
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, id));
    expect(row).toMatchObject({
      name: 'Bayou Water Works',
      registrationCode: body.registrationCode,
      address2: null,
      contactPhone2: '(225)-555-0101',
      contactEmail3: 'third@bayou.test',
      contactName2: null,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'client'), eq(auditLog.entityId, String(id))));
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: matrix.admin.id,
        action: 'create-client',
        before: null,
        after: expect.objectContaining({
          name: 'Bayou Water Works',
          registrationCode: body.registrationCode,
        }),
      }),
    ]);
  });

  it('makes a client active and not self-submitting unless told otherwise', async () => {
    const { isActive: _a, isSelfSubmitting: _s, ...body } = newClient();
    const response = await call('POST', '/api/Client/CreateClient', 'researcher', body);
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, response.json().id));
    expect(row).toMatchObject({ isActive: true, isSelfSubmitting: false, isPublic: false });
  });

  it('marks a client public when staff say so, and reads it back', async () => {
    const response = await call('POST', '/api/Client/CreateClient', 'admin', newClient({ isPublic: true }));
    expect(response.statusCode).toBe(200);
    const { id } = response.json();
    const detail = await call('GET', `/api/Client/GetClientById?clientId=${id}`, 'admin');
    expect(detail.json()).toMatchObject({ id, isPublic: true });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'create-client'), eq(auditLog.entityId, String(id))));
    expect(audit?.after).toMatchObject({ isPublic: true });
  });

  it('answers 409 naming a registration code that is taken', async () => {
    const response = await call(
      'POST',
      '/api/Client/CreateClient',
      'admin',
      newClient({ registrationCode: matrix.clientA.registrationCode }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `A client with registration code '${matrix.clientA.registrationCode}' already exists.`,
    );
  });

  it.each([
    ['the Owner of a client', 'owner', 403],
    ['a User', 'user', 403],
    ['an anonymous caller', undefined, 401],
  ] as const)('refuses %s', async (_who, who, status) => {
    expect((await call('POST', '/api/Client/CreateClient', who, newClient())).statusCode).toBe(status);
  });

  it('names every missing required field', async () => {
    const response = await call('POST', '/api/Client/CreateClient', 'admin', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Name is required',
      registrationCode: 'Registration Code is required',
      address1: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'Zip Code is required',
    });
  });

  it('treats blank required fields as missing', async () => {
    const blank = { name: ' ', registrationCode: '', address1: '', city: '', state: '', zipCode: '' };
    const response = await call('POST', '/api/Client/CreateClient', 'admin', newClient(blank));
    expect(response.json().errors).toMatchObject({
      name: 'Name is required',
      address1: 'Address is required',
      city: 'City is required',
    });
  });

  const long = (length: number) => 'x'.repeat(length);
  it.each([
    ['name', long(501), 'Name must be at most 500 characters'],
    ['ownerId', long(51), 'Owner Id must be at most 50 characters'],
    ['registrationCode', long(21), 'Registration Code must be at most 20 characters'],
    ['address1', long(151), 'Address must be at most 150 characters'],
    ['address2', long(151), 'Address 2 must be at most 150 characters'],
    ['city', long(151), 'City must be at most 150 characters'],
    ['state', long(51), 'State must be at most 50 characters'],
    ['zipCode', '12345678901', 'Zip Code must be at most 10 characters'],
    ['zipCode', '7080', 'Zip Code must be 5 digits'],
    ['zipCode', '70801-1234', 'Zip Code must be 5 digits'],
    ['contactName', long(151), 'Contact Name must be at most 150 characters'],
    ['contactName2', long(151), 'Contact Name 2 must be at most 150 characters'],
    ['contactName3', long(151), 'Contact Name 3 must be at most 150 characters'],
    ['contactPhone', long(21), 'Contact Phone must be at most 20 characters'],
    ['contactPhone', '2255550100', 'Phone must look like (999)-999-9999'],
    ['contactPhone2', '(225) 555-0100', 'Phone must look like (999)-999-9999'],
    ['contactPhone3', '225-555-0100', 'Phone must look like (999)-999-9999'],
    ['contactEmail', 'not-an-email', 'Please enter valid email'],
    ['contactEmail', `${long(95)}@a.test`, 'Contact Email must be at most 100 characters'],
    ['contactEmail2', 'ann@', 'Please enter valid email'],
    ['contactEmail3', 'ann bayou.test', 'Please enter valid email'],
    ['location', long(501), 'Location must be at most 500 characters'],
  ])('checks %s: %s', async (field, value, message) => {
    const response = await call('POST', '/api/Client/CreateClient', 'admin', newClient({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });
});

describe('PUT /api/Client/UpdateClient', () => {
  it('lets staff change a client and the flags, and audits before and after', async () => {
    const client = await insertClient(t.database.db, { name: 'Old Name', contactName: 'Old Contact' });
    const body = await storedAsBody(client.id, {
      name: 'New Name',
      contactName: 'New Contact',
      isActive: false,
      isSelfSubmitting: true,
    });
    const response = await call('PUT', '/api/Client/UpdateClient', 'admin', body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Client updated successfully.', id: client.id });
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row).toMatchObject({
      name: 'New Name',
      contactName: 'New Contact',
      isActive: false,
      isSelfSubmitting: true,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update-client'), eq(auditLog.entityId, String(client.id))));
    expect(audit).toMatchObject({
      actorUserId: matrix.admin.id,
      before: expect.objectContaining({ name: 'Old Name', contactName: 'Old Contact', isActive: true }),
      after: expect.objectContaining({ name: 'New Name', contactName: 'New Contact', isActive: false }),
    });
  });

  it('refuses a changed registration code, for staff too', async () => {
    const client = await insertClient(t.database.db);
    const body = await storedAsBody(client.id, { registrationCode: 'CHANGED-1' });
    const response = await call('PUT', '/api/Client/UpdateClient', 'admin', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The registration code cannot be changed.',
      errors: { registrationCode: 'The registration code cannot be changed.' },
    });
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row?.registrationCode).toBe(client.registrationCode);
  });

  it('lets the Owner edit their own client’s profile', async () => {
    const body = await storedAsBody(matrix.clientA.id, { contactName: 'Owner Edited', contactPhone3: '' });
    const response = await call('PUT', '/api/Client/UpdateClient', 'owner', body);
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, matrix.clientA.id));
    expect(row).toMatchObject({ contactName: 'Owner Edited', contactPhone3: null });
  });

  it('keeps the flags when the Owner leaves them out', async () => {
    const {
      isActive: _a,
      isSelfSubmitting: _s,
      ...body
    } = await storedAsBody(matrix.clientA.id, {
      city: 'Zachary',
    });
    expect((await call('PUT', '/api/Client/UpdateClient', 'owner', body)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, matrix.clientA.id));
    expect(row).toMatchObject({ city: 'Zachary', isActive: true, isSelfSubmitting: false });
  });

  it.each([
    ['isActive', { isActive: false }],
    ['isSelfSubmitting', { isSelfSubmitting: true }],
    ['isPublic', { isPublic: true }],
  ])('refuses the Owner a changed %s', async (_flag, change) => {
    const body = await storedAsBody(matrix.clientA.id, { contactName: 'Sneaky', ...change });
    const response = await call('PUT', '/api/Client/UpdateClient', 'owner', body);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Only district staff may change the active, self-submitting and public flags.',
    );
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, matrix.clientA.id));
    expect(row).toMatchObject({ isActive: true, isSelfSubmitting: false, isPublic: false });
    expect(row?.contactName).not.toBe('Sneaky');
  });

  it('lets staff mark a client public and back, keeps it when left out, and audits it', async () => {
    const client = await insertClient(t.database.db, { name: 'Town Water System' });
    const publish = await storedAsBody(client.id, { isPublic: true });
    expect((await call('PUT', '/api/Client/UpdateClient', 'admin', publish)).statusCode).toBe(200);
    const read = async () =>
      (await call('GET', `/api/Client/GetClientById?clientId=${client.id}`, 'admin')).json().isPublic;
    expect(await read()).toBe(true);
    const { isPublic: _p, ...leftOut } = await storedAsBody(client.id, { city: 'Zachary' });
    expect((await call('PUT', '/api/Client/UpdateClient', 'researcher', leftOut)).statusCode).toBe(200);
    expect(await read()).toBe(true);
    const withdraw = await storedAsBody(client.id, { isPublic: false });
    expect((await call('PUT', '/api/Client/UpdateClient', 'admin', withdraw)).statusCode).toBe(200);
    expect(await read()).toBe(false);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update-client'), eq(auditLog.entityId, String(client.id))))
      .orderBy(auditLog.id);
    expect(audits.map((audit) => [audit.before, audit.after])).toEqual([
      [expect.objectContaining({ isPublic: false }), expect.objectContaining({ isPublic: true })],
      [
        expect.objectContaining({ isPublic: true }),
        expect.objectContaining({ isPublic: true, city: 'Zachary' }),
      ],
      [expect.objectContaining({ isPublic: true }), expect.objectContaining({ isPublic: false })],
    ]);
  });

  it('refuses the Owner a changed Owner Id, and lets staff change it', async () => {
    await t.database.db.update(clients).set({ ownerId: 'RS-0042' }).where(eq(clients.id, matrix.clientA.id));
    for (const ownerId of ['RS-9999', '']) {
      const body = await storedAsBody(matrix.clientA.id, { contactName: 'Sneaky', ownerId });
      const response = await call('PUT', '/api/Client/UpdateClient', 'owner', body);
      expect([response.statusCode, response.json().message]).toEqual([
        403,
        'Only district staff may change the Owner Id.',
      ]);
    }
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, matrix.clientA.id));
    expect(row).toMatchObject({ ownerId: 'RS-0042' });
    expect(row?.contactName).not.toBe('Sneaky');
    const unchanged = await storedAsBody(matrix.clientA.id, { contactName: 'Owner Kept Id' });
    expect((await call('PUT', '/api/Client/UpdateClient', 'owner', unchanged)).statusCode).toBe(200);
    const byStaff = await storedAsBody(matrix.clientA.id, { ownerId: 'RS-0043' });
    expect((await call('PUT', '/api/Client/UpdateClient', 'admin', byStaff)).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(clients).where(eq(clients.id, matrix.clientA.id));
    expect(after).toMatchObject({ ownerId: 'RS-0043', contactName: 'Owner Kept Id' });
  });

  it('refuses the Owner a changed registration code', async () => {
    const body = await storedAsBody(matrix.clientA.id, { registrationCode: 'MINE-NOW' });
    const response = await call('PUT', '/api/Client/UpdateClient', 'owner', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.registrationCode).toBe('The registration code cannot be changed.');
  });

  it.each([
    ['the Owner, for another client', 'owner', 'clientB', 404],
    ['an Owner of another client', 'otherOwner', 'clientA', 404],
    ['a User of the client', 'user', 'clientA', 403],
    ['Researcher', 'researcher', 'clientB', 200],
    ['an anonymous caller', undefined, 'clientA', 401],
  ] as const)('answers %s with %s', async (_case, who, client, status) => {
    const body = await storedAsBody(matrix[client].id);
    expect((await call('PUT', '/api/Client/UpdateClient', who, body)).statusCode).toBe(status);
  });

  it('answers 404 for a client that does not exist', async () => {
    const body = { ...(await storedAsBody(matrix.clientA.id)), id: 999_999 };
    expect((await call('PUT', '/api/Client/UpdateClient', 'admin', body)).statusCode).toBe(404);
  });

  it('validates like creation and needs the id', async () => {
    const { id: _id, ...withoutId } = await storedAsBody(matrix.clientA.id, { city: '', zipCode: 'abcde' });
    const response = await call('PUT', '/api/Client/UpdateClient', 'admin', withoutId);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      id: 'Client id is required',
      city: 'City is required',
      zipCode: 'Zip Code must be 5 digits',
    });
  });
});
