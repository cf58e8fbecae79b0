import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clientUsers } from '../../db/schema';
import { insertAccessMatrix, insertClient, insertUser } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
type Who = 'admin' | 'researcher' | 'owner' | 'user' | 'otherOwner';

beforeAll(async () => {
  t = await createTestApp();
  matrix = await insertAccessMatrix(t.database.db);
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, who?: Who, payload?: object) {
  const headers = who ? { authorization: `Bearer ${await t.tokenFor({ userId: matrix[who].id })}` } : {};
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

const assign = (who: Who | undefined, clientId: number, users: unknown) =>
  call('POST', '/api/Client/AssignClientUsers', who, { clientId, users });
const remove = (who: Who | undefined, clientId: number, userId: number) =>
  call('DELETE', `/api/Client/RemoveUserAssignment?clientId=${clientId}&userId=${userId}`, who);

async function linkedClientIds(userId: number) {
  const rows = await t.database.db.select().from(clientUsers).where(eq(clientUsers.userId, userId));
  return rows.map((row) => row.clientId);
}

let emailSequence = 0;
const freshUser = (role?: 'User' | 'Owner' | 'Researcher' | 'Admin', extra: { isActive?: boolean } = {}) => {
  emailSequence += 1;
  return insertUser(t.database.db, {
    email: `loose-${emailSequence}@test.local`,
    firstName: `Loose${emailSequence}`,
    role,
    ...extra,
  });
};

describe('GET /api/Users/GetAllUnAssignedUsers', () => {
  it('lists active users without a client and below staff level', async () => {
    const looseUser = await freshUser('User');
    const looseOwner = await freshUser('Owner');
    const roleless = await freshUser();
    const inactive = await freshUser('User', { isActive: false });
    const response = await call('GET', '/api/Users/GetAllUnAssignedUsers', 'admin');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual(
      expect.arrayContaining([
        { id: looseUser.id, name: `${looseUser.firstName} User`, email: looseUser.email, role: 'User' },
        { id: looseOwner.id, name: `${looseOwner.firstName} Owner`, email: looseOwner.email, role: 'Owner' },
        { id: roleless.id, name: `${roleless.firstName} Nobody`, email: roleless.email, role: '' },
      ]),
    );
    const ids = data.map((user: { id: number }) => user.id);
    for (const excluded of [
      inactive.id,
      matrix.admin.id,
      matrix.researcher.id,
      matrix.owner.id,
      matrix.user.id,
    ]) {
      expect(ids).not.toContain(excluded);
    }
  });

  it.each([
    ['Researcher', 'researcher', 200],
    ['an Owner', 'owner', 403],
    ['a User', 'user', 403],
    ['an anonymous caller', undefined, 401],
  ] as const)('answers %s with %s', async (_who, who, status) => {
    expect((await call('GET', '/api/Users/GetAllUnAssignedUsers', who)).statusCode).toBe(status);
  });
});

describe('POST /api/Client/AssignClientUsers', () => {
  it('links the users to the client, one audit row each, and they leave the unassigned list', async () => {
    const client = await insertClient(t.database.db);
    const first = await freshUser('User');
    const second = await freshUser('Owner');
    const response = await assign('admin', client.id, [first.id, second.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: '2 users assigned successfully.', id: client.id });
    expect(await linkedClientIds(first.id)).toEqual([client.id]);
    expect(await linkedClientIds(second.id)).toEqual([client.id]);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assign-client-user'), eq(auditLog.entityId, String(client.id))));
    expect(audit.map((row) => row.after)).toEqual(
      expect.arrayContaining([
        { clientId: client.id, userId: first.id },
        { clientId: client.id, userId: second.id },
      ]),
    );
    expect(audit).toHaveLength(2);
    expect(audit.every((row) => row.actorUserId === matrix.admin.id)).toBe(true);

    const unassigned = (await call('GET', '/api/Users/GetAllUnAssignedUsers', 'admin')).json().data;
    expect(unassigned.map((user: { id: number }) => user.id)).not.toContain(first.id);

    const detail = (await call('GET', `/api/Client/GetClientById?clientId=${client.id}`, 'admin')).json();
    expect(detail.users.map((user: { id: number }) => user.id).sort()).toEqual([first.id, second.id].sort());
  });

  it('leaves an existing link alone and audits only new ones', async () => {
    const client = await insertClient(t.database.db);
    const member = await freshUser('User');
    expect((await assign('researcher', client.id, [member.id])).statusCode).toBe(200);
    expect((await assign('researcher', client.id, [member.id, member.id])).statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assign-client-user'), eq(auditLog.entityId, String(client.id))));
    expect(audit).toHaveLength(1);
  });

  it('refuses to put staff under a client', async () => {
    const client = await insertClient(t.database.db);
    const response = await assign('admin', client.id, [matrix.researcher.id]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.users).toBe('District staff cannot be assigned to a client.');
    expect(await linkedClientIds(matrix.researcher.id)).toEqual([]);
  });

  it('answers 404 for an unknown user or client, and changes nothing', async () => {
    const client = await insertClient(t.database.db);
    const real = await freshUser('User');
    expect((await assign('admin', client.id, [real.id, 999_999])).statusCode).toBe(404);
    expect(await linkedClientIds(real.id)).toEqual([]);
    expect((await assign('admin', 999_999, [real.id])).statusCode).toBe(404);
  });

  it('needs at least one user', async () => {
    const response = await assign('admin', matrix.clientA.id, []);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.users).toBe('Select at least one user.');
  });

  it.each([
    ['the Owner of the client', 'owner', 403],
    ['a User', 'user', 403],
    ['an anonymous caller', undefined, 401],
  ] as const)('refuses %s', async (_who, who, status) => {
    const loose = await freshUser('User');
    expect((await assign(who, matrix.clientA.id, [loose.id])).statusCode).toBe(status);
    expect(await linkedClientIds(loose.id)).toEqual([]);
  });
});

describe('DELETE /api/Client/RemoveUserAssignment', () => {
  it('unlinks the user, audits it, and the user is unassigned again', async () => {
    const client = await insertClient(t.database.db);
    const member = await freshUser('User');
    await assign('admin', client.id, [member.id]);
    const response = await remove('admin', client.id, member.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User removed from the client successfully.', id: client.id });
    expect(await linkedClientIds(member.id)).toEqual([]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'remove-client-user'), eq(auditLog.entityId, String(client.id))));
    expect(audit).toMatchObject({
      actorUserId: matrix.admin.id,
      before: { clientId: client.id, userId: member.id },
    });
    const unassigned = (await call('GET', '/api/Users/GetAllUnAssignedUsers', 'researcher')).json().data;
    expect(unassigned.map((user: { id: number }) => user.id)).toContain(member.id);
  });

  it('answers 404 when the user is not assigned to that client', async () => {
    const response = await remove('admin', matrix.clientB.id, matrix.user.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This user is not assigned to this client.');
  });

  it.each([
    ['the Owner of the client', 'owner', 403],
    ['a User', 'user', 403],
    ['an anonymous caller', undefined, 401],
  ] as const)('refuses %s', async (_who, who, status) => {
    expect((await remove(who, matrix.clientA.id, matrix.user.id)).statusCode).toBe(status);
    expect(await linkedClientIds(matrix.user.id)).toEqual([matrix.clientA.id]);
  });

  it('lets a Researcher remove', async () => {
    const client = await insertClient(t.database.db);
    const member = await freshUser('Owner');
    await assign('admin', client.id, [member.id]);
    expect((await remove('researcher', client.id, member.id)).statusCode).toBe(200);
  });
});
