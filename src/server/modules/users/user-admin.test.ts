import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddUserRequest, UpdateUserRequest, UserRow } from '../../../shared/contracts/user-admin';
import type { RoleName } from '../../../shared/rules/access';
import { auditLog, roles } from '../../db/schema';
import { FIXTURE_PASSWORD, insertAccessMatrix, insertClient, insertUser } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
const roleId = {} as Record<RoleName, number>;
let emailSequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  matrix = await insertAccessMatrix(t.database.db);
  for (const role of await t.database.db.select().from(roles)) roleId[role.name as RoleName] = role.id;
});
afterAll(() => t.close());

type Actor = 'admin' | 'researcher' | 'owner' | 'user' | 'otherOwner';

async function call(method: 'GET' | 'POST' | 'PUT', url: string, actorId?: number, payload?: object) {
  const headers =
    actorId === undefined ? {} : { authorization: `Bearer ${await t.tokenFor({ userId: actorId })}` };
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const listUsers = (actorId?: number) => call('GET', '/api/Users/GetAllUsers', actorId);
const getUser = (actorId: number | undefined, query: string) =>
  call('GET', `/api/Users/GetUser?${query}`, actorId);
const addUser = (actorId: number | undefined, body: object) =>
  call('POST', '/api/Users/AddUser', actorId, body);
const updateUser = (actorId: number | undefined, body: object) =>
  call('PUT', '/api/Users/UpdateUser', actorId, body);

function uniqueEmail(): string {
  emailSequence += 1;
  return `person-${emailSequence}@test.local`;
}

function newUser(overrides: Partial<AddUserRequest> = {}): AddUserRequest {
  return {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: uniqueEmail(),
    phone: '(225)-555-0100',
    password: 'secret1',
    confirmPassword: 'secret1',
    roleIds: [roleId.User],
    clientId: matrix.clientA.id,
    registrationCode: matrix.clientA.registrationCode,
    ...overrides,
  };
}

/** The update body for an existing row, as the Edit User form sends it. */
function editOf(row: UserRow, overrides: Partial<UpdateUserRequest> = {}): UpdateUserRequest {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    username: row.username,
    phone: row.phone,
    roleIds: row.roleIds,
    clientId: row.clientId,
    registrationCode: row.registrationCode,
    isActive: row.isActive,
    ...overrides,
  };
}

/** A fresh User of the given client, read back as the list shows it. */
async function freshUser(clientIds = [matrix.clientA.id], role: RoleName = 'User'): Promise<UserRow> {
  const created = await insertUser(t.database.db, { email: uniqueEmail(), role, clientIds });
  const response = await getUser(matrix.admin.id, `id=${created.id}`);
  return response.json().data as UserRow;
}

async function auditOf(entityId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(entityId))));
}

describe('GET /api/Users/GetAllUsers', () => {
  it('answers anonymous callers 401 and a User 403', async () => {
    expect((await listUsers()).statusCode).toBe(401);
    expect((await listUsers(matrix.user.id)).statusCode).toBe(403);
  });

  it.each(['admin', 'researcher'] as const)(
    'lists every user for %s with the spec’s fields',
    async (actor) => {
      const response = await listUsers(matrix[actor].id);
      expect(response.statusCode).toBe(200);
      const rows: UserRow[] = response.json().data;
      expect(rows.map((row) => row.email)).toEqual(
        expect.arrayContaining(['admin@test.local', 'researcher@test.local', 'owner-b@test.local']),
      );
      expect(rows.find((row) => row.id === matrix.owner.id)).toEqual({
        id: matrix.owner.id,
        firstName: 'Test',
        lastName: 'Owner',
        email: 'owner@test.local',
        username: 'owner@test.local',
        phone: null,
        roleIds: [roleId.Owner],
        role: 'Owner',
        clientId: matrix.clientA.id,
        client: 'Client A',
        registrationCode: matrix.clientA.registrationCode,
        isActive: true,
        dateRegistered: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(rows.find((row) => row.id === matrix.admin.id)).toMatchObject({
        role: 'Admin',
        clientId: null,
        client: null,
        registrationCode: null,
      });
    },
  );

  it('lists only the users of their own client for an owner', async () => {
    const response = await listUsers(matrix.owner.id);
    expect(response.statusCode).toBe(200);
    const rows: UserRow[] = response.json().data;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.map((row) => row.email)).toEqual(
      expect.arrayContaining(['owner@test.local', 'user@test.local']),
    );
    expect(rows.every((row) => row.clientId === matrix.clientA.id)).toBe(true);
  });

  it('shows an owner only their own client of a user who has two', async () => {
    const shared = await freshUser([matrix.clientA.id, matrix.clientB.id]);
    const ownerRows: UserRow[] = (await listUsers(matrix.owner.id)).json().data;
    expect(ownerRows.find((row) => row.id === shared.id)).toMatchObject({ client: 'Client A' });
    const otherRows: UserRow[] = (await listUsers(matrix.otherOwner.id)).json().data;
    expect(otherRows.find((row) => row.id === shared.id)).toMatchObject({
      clientId: matrix.clientB.id,
      client: 'Client B',
      registrationCode: matrix.clientB.registrationCode,
    });
    expect(shared.client).toBe('Client A, Client B');
  });
});

describe('GET /api/Users/GetUser', () => {
  it.each([
    ['admin reads a client user', 'admin', 'user', '', 200],
    ['admin reads a user of the given client', 'admin', 'user', 'clientA', 200],
    ['admin names another client', 'admin', 'user', 'clientB', 404],
    ['admin reads staff', 'admin', 'researcher', '', 200],
    ['researcher reads an admin', 'researcher', 'admin', '', 200],
    ['owner reads a user of their client', 'owner', 'user', 'clientA', 200],
    ['owner reads another client’s owner', 'owner', 'otherOwner', '', 404],
    ['owner names the other client', 'owner', 'otherOwner', 'clientB', 404],
    ['owner reads staff', 'owner', 'admin', '', 404],
    ['user reads a colleague', 'user', 'owner', 'clientA', 403],
  ] as const)('%s', async (_case, actor, target, client, status) => {
    const clientQuery = client ? `&clientId=${matrix[client].id}` : '';
    const response = await getUser(matrix[actor].id, `id=${matrix[target].id}${clientQuery}`);
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json().data).toMatchObject({ id: matrix[target].id });
  });

  it('answers 401 without a token, 404 for an unknown user and 400 without an id', async () => {
    expect((await getUser(undefined, `id=${matrix.user.id}`)).statusCode).toBe(401);
    expect((await getUser(matrix.admin.id, 'id=999999')).statusCode).toBe(404);
    expect((await getUser(matrix.admin.id, '')).statusCode).toBe(400);
  });
});

describe('POST /api/Users/AddUser', () => {
  it('adds a User of a client, answers its id and audits it without the password', async () => {
    const body = newUser({ email: 'New.Person@Test.Local' });
    const response = await addUser(matrix.admin.id, body);
    expect(response.statusCode).toBe(200);
    const { id, message } = response.json();
    expect(message).toBe('User added successfully.');
    expect((await getUser(matrix.admin.id, `id=${id}`)).json().data).toMatchObject({
      email: 'new.person@test.local',
      phone: '(225)-555-0100',
      role: 'User',
      clientId: matrix.clientA.id,
      isActive: true,
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/Users/Authenticate',
      payload: { email: 'new.person@test.local', password: 'secret1' },
    });
    expect(signIn.statusCode).toBe(200);
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ actorUserId: matrix.admin.id, action: 'add-user', before: null });
    expect(audit?.after).toMatchObject({
      email: 'new.person@test.local',
      roles: ['User'],
      clientIds: [matrix.clientA.id],
    });
    expect(JSON.stringify(audit)).not.toMatch(/secret1|argon2|password/i);
  });

  it('gives Admin and Researcher no client, whatever was sent', async () => {
    for (const role of ['Admin', 'Researcher'] as const) {
      const response = await addUser(matrix.admin.id, newUser({ roleIds: [roleId[role]] }));
      expect(response.statusCode).toBe(200);
      const row = (await getUser(matrix.admin.id, `id=${response.json().id}`)).json().data;
      expect(row).toMatchObject({ role, clientId: null, client: null });
    }
    const withoutClient = newUser({ roleIds: [roleId.Researcher], clientId: null, registrationCode: '' });
    expect((await addUser(matrix.admin.id, withoutClient)).statusCode).toBe(200);
  });

  it('answers the spec’s messages for an empty body', async () => {
    const response = await addUser(matrix.admin.id, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your new password',
      roleIds: 'Role is required',
    });
  });

  it.each([
    ['firstName', 'First Name is required', { firstName: '  ' }],
    ['lastName', 'Last Name is required', { lastName: '' }],
    ['firstName', 'First Name must be at most 100 characters', { firstName: 'x'.repeat(101) }],
    ['lastName', 'Last Name must be at most 100 characters', { lastName: 'x'.repeat(101) }],
    ['email', 'Email is required', { email: '' }],
    ['email', 'Please enter valid email', { email: 'grace' }],
    ['email', 'Email must be at most 250 characters', { email: `${'x'.repeat(246)}@t.io` }],
    ['phone', 'Phone must look like (999)-999-9999', { phone: '2255550100' }],
    ['password', 'Password is required', { password: '', confirmPassword: '' }],
    [
      'password',
      'Minimum password length must be at least 5 characters',
      { password: 'abcd', confirmPassword: 'abcd' },
    ],
    [
      'password',
      'Password must be at most 100 characters',
      { password: 'x'.repeat(101), confirmPassword: 'x'.repeat(101) },
    ],
    ['confirmPassword', 'Please confirm your new password', { confirmPassword: '' }],
    ['confirmPassword', 'Passwords do not match', { confirmPassword: 'secret2' }],
    ['roleIds', 'Role is required', { roleIds: [] }],
    ['roleIds', 'Role not found.', { roleIds: [9999] }],
    ['clientId', 'Client is required for User and Owner roles', { clientId: null }],
    ['registrationCode', 'Registration Code is required', { registrationCode: '' }],
    [
      'registrationCode',
      'Registration Code must be at most 20 characters',
      { registrationCode: 'x'.repeat(21) },
    ],
    [
      'registrationCode',
      'Registration Code does not match the chosen client',
      { registrationCode: 'WRONG-CODE' },
    ],
  ])('refuses %s: %s', async (field, message, overrides) => {
    const response = await addUser(matrix.admin.id, newUser(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(response.json().message).toBeTruthy();
  });

  it('asks for client and code together for a User with neither', async () => {
    const response = await addUser(matrix.admin.id, newUser({ clientId: null, registrationCode: null }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Client is required for User and Owner roles',
      errors: {
        clientId: 'Client is required for User and Owner roles',
        registrationCode: 'Registration Code is required',
      },
    });
  });

  it('answers 409 for an email already taken, in any case', async () => {
    const response = await addUser(matrix.admin.id, newUser({ email: 'OWNER@test.local' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An account with this email already exists.' });
  });

  it('answers 404 for a client that does not exist', async () => {
    const response = await addUser(matrix.admin.id, newUser({ clientId: 999999 }));
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['anonymous', undefined, 'User', 401],
    ['a User', 'user', 'User', 403],
    ['an Owner', 'owner', 'User', 403],
    ['an Owner adding an Admin', 'owner', 'Admin', 403],
    ['an Owner adding a Researcher', 'owner', 'Researcher', 403],
    ['a Researcher adding an Admin', 'researcher', 'Admin', 403],
    ['a Researcher adding a Researcher', 'researcher', 'Researcher', 200],
    ['a Researcher adding an Owner', 'researcher', 'Owner', 200],
    ['an Admin adding an Admin', 'admin', 'Admin', 200],
  ] as const)('%s', async (_case, actor: Actor | undefined, role, status) => {
    const actorId = actor === undefined ? undefined : matrix[actor].id;
    const response = await addUser(actorId, newUser({ roleIds: [roleId[role]] }));
    expect(response.statusCode).toBe(status);
  });

  it('says why a Researcher may not add an Admin', async () => {
    const response = await addUser(matrix.researcher.id, newUser({ roleIds: [roleId.Admin] }));
    expect(response.json()).toEqual({ message: 'You may not give a role above your own access level.' });
  });
});

describe('PUT /api/Users/UpdateUser', () => {
  it('updates names, email, phone, role and client, and audits before and after', async () => {
    const row = await freshUser();
    const response = await updateUser(
      matrix.admin.id,
      editOf(row, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'Ada.Renamed@Test.Local',
        phone: '(504)-555-0199',
        roleIds: [roleId.Owner],
        clientId: matrix.clientB.id,
        registrationCode: matrix.clientB.registrationCode,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User updated successfully.', id: row.id });
    expect((await getUser(matrix.admin.id, `id=${row.id}`)).json().data).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada.renamed@test.local',
      phone: '(504)-555-0199',
      role: 'Owner',
      clientId: matrix.clientB.id,
      client: 'Client B',
    });
    const audits = await auditOf(row.id);
    const update = audits.find((audit) => audit.action === 'update-user');
    expect(update).toMatchObject({
      actorUserId: matrix.admin.id,
      before: { email: row.email, roles: ['User'], clientIds: [matrix.clientA.id], phone: null },
      after: { email: 'ada.renamed@test.local', roles: ['Owner'], clientIds: [matrix.clientB.id] },
    });
    expect(JSON.stringify(update)).not.toMatch(/password|argon2/i);
  });

  it('drops the client links of a user made Researcher', async () => {
    const row = await freshUser();
    const response = await updateUser(matrix.admin.id, editOf(row, { roleIds: [roleId.Researcher] }));
    expect(response.statusCode).toBe(200);
    expect((await getUser(matrix.admin.id, `id=${row.id}`)).json().data).toMatchObject({
      role: 'Researcher',
      clientId: null,
    });
  });

  it('ends the sessions of a deactivated user at once', async () => {
    const row = await freshUser();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/Users/Authenticate',
      payload: { email: row.email, password: FIXTURE_PASSWORD },
    });
    const session = signIn.json();
    expect((await updateUser(matrix.admin.id, editOf(row, { isActive: false }))).statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/Users/refreshToken',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/Users/GetLoggedInUser',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(401);
    const audit = (await auditOf(row.id)).find((entry) => entry.action === 'update-user');
    expect(audit).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
  });

  it('keeps a deactivated user’s earlier access tokens dead after reactivation', async () => {
    const row = await freshUser();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/Users/Authenticate',
      payload: { email: row.email, password: FIXTURE_PASSWORD },
    });
    const { token } = signIn.json();
    expect((await updateUser(matrix.admin.id, editOf(row, { isActive: false }))).statusCode).toBe(200);
    expect((await updateUser(matrix.admin.id, editOf(row, { isActive: true }))).statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/Users/GetLoggedInUser',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('refuses to deactivate oneself', async () => {
    const self = (await getUser(matrix.owner.id, `id=${matrix.owner.id}`)).json().data;
    const response = await updateUser(matrix.owner.id, editOf(self, { isActive: false }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ isActive: 'You cannot deactivate your own account.' });
  });

  it('answers 409 when the new email belongs to someone else', async () => {
    const row = await freshUser();
    const response = await updateUser(matrix.admin.id, editOf(row, { email: 'user@test.local' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An account with this email already exists.' });
  });

  it.each([
    ['firstName', 'First Name is required', { firstName: '' }],
    ['lastName', 'Last Name must be at most 100 characters', { lastName: 'x'.repeat(101) }],
    ['email', 'Please enter valid email', { email: 'not-an-email' }],
    ['clientId', 'Client is required for User and Owner roles', { clientId: null }],
    ['registrationCode', 'Registration Code is required', { registrationCode: null }],
    ['registrationCode', 'Registration Code does not match the chosen client', { registrationCode: 'WRONG' }],
  ])('refuses %s: %s', async (field, message, overrides) => {
    const row = await freshUser();
    const response = await updateUser(matrix.admin.id, editOf(row, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('answers 401 without a token and 404 for an unknown user', async () => {
    const row = await freshUser();
    expect((await updateUser(undefined, editOf(row))).statusCode).toBe(401);
    expect((await updateUser(matrix.admin.id, editOf(row, { id: 999999 }))).statusCode).toBe(404);
  });

  describe('access', () => {
    it.each([
      ['a User edits a colleague', 'user', 'owner', {}, 403],
      ['an Owner edits a User of their client', 'owner', 'user', {}, 200],
      ['an Owner edits another client’s owner', 'owner', 'otherOwner', {}, 404],
      ['an Owner edits staff', 'owner', 'researcher', {}, 404],
      ['a Researcher edits an Admin', 'researcher', 'admin', {}, 403],
      ['a Researcher edits an Owner', 'researcher', 'owner', {}, 200],
      ['an Admin edits a Researcher', 'admin', 'researcher', {}, 200],
    ] as const)('%s', async (_case, actor, target, overrides, status) => {
      const row = (await getUser(matrix.admin.id, `id=${matrix[target].id}`)).json().data;
      const response = await updateUser(matrix[actor].id, editOf(row, overrides));
      expect(response.statusCode).toBe(status);
    });

    it.each([
      ['Researcher', 'You may not give a role above your own access level.'],
      ['Admin', 'Only district staff may give the Admin role.'],
    ] as const)('refuses an Owner raising a user to %s', async (role, message) => {
      const row = await freshUser();
      const response = await updateUser(matrix.owner.id, editOf(row, { roleIds: [roleId[role]] }));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message });
    });

    it('lets an Owner make a user of their client an Owner', async () => {
      const row = await freshUser();
      const response = await updateUser(matrix.owner.id, editOf(row, { roleIds: [roleId.Owner] }));
      expect(response.statusCode).toBe(200);
    });

    it('refuses an Owner moving their user to another client', async () => {
      const row = await freshUser();
      const response = await updateUser(
        matrix.owner.id,
        editOf(row, { clientId: matrix.clientB.id, registrationCode: matrix.clientB.registrationCode }),
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Client not found.' });
    });

    it.each([
      // Role ids are read in beforeAll, after the table is built: hence functions.
      ['the role', () => ({ roleIds: [roleId.Owner] })],
      ['the active flag', () => ({ isActive: false })],
      ['the email', () => ({ email: 'taken-over@test.local' })],
    ] as const)(
      'answers 404 to an Owner changing %s of a user who also belongs to another client',
      async (_field, change) => {
        const clientC = await insertClient(t.database.db, { name: 'Client C' });
        const row = await freshUser([matrix.clientA.id, clientC.id]);
        const ownerView = (await getUser(matrix.owner.id, `id=${row.id}`)).json().data;
        const response = await updateUser(matrix.owner.id, editOf(ownerView, change()));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'User not found.' });
        const adminView = (await getUser(matrix.admin.id, `id=${row.id}`)).json().data;
        expect(adminView).toMatchObject({
          email: row.email,
          isActive: true,
          role: 'User',
          client: 'Client A, Client C',
        });
      },
    );
  });
});
