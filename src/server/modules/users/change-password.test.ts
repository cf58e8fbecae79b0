import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { FIXTURE_PASSWORD, insertAccessMatrix, insertUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;

beforeAll(async () => {
  t = await createTestApp();
  matrix = await insertAccessMatrix(t.database.db);
});
afterAll(() => t.close());

async function changePassword(actorId: number, userId: number, password: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/Users/ChangeUserPassword?userId=${userId}&password=${encodeURIComponent(password)}`,
    headers: { authorization: `Bearer ${await t.tokenFor({ userId: actorId })}` },
  });
}

function signIn(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/Users/Authenticate', payload: { email, password } });
}

describe('PUT /api/Users/ChangeUserPassword', () => {
  it('lets a user change their own password', async () => {
    const self = await insertUser(t.database.db, { email: 'self@test.local', role: 'User' });
    const response = await changePassword(self.id, self.id, 'brand-new');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated successfully.', id: self.id });
    expect((await signIn('self@test.local', 'brand-new')).statusCode).toBe(200);
    expect((await signIn('self@test.local', FIXTURE_PASSWORD)).statusCode).toBe(401);
  });

  it('ends the target’s sessions when staff reset it, and audits who did', async () => {
    const target = await insertUser(t.database.db, { email: 'reset-me@test.local', role: 'User' });
    const session = (await signIn('reset-me@test.local', FIXTURE_PASSWORD)).json();
    expect((await changePassword(matrix.admin.id, target.id, 'by-admin')).statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/Users/refreshToken',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const audit = await t.database.db.select().from(auditLog);
    expect(audit).toContainEqual(
      expect.objectContaining({
        actorUserId: matrix.admin.id,
        action: 'reset-password',
        entityId: String(target.id),
      }),
    );
  });

  it.each([
    ['an Owner resets a User of their own client', 'owner', 'user', 403],
    ['an Owner resets a user of another client', 'owner', 'otherOwner', 404],
    ['a User resets another user of their client', 'user', 'owner', 403],
    ['a User resets a user of another client', 'user', 'otherOwner', 404],
    ['an Owner resets staff', 'owner', 'admin', 404],
    ['a Researcher resets an Owner', 'researcher', 'owner', 200],
    ['a Researcher resets an Admin', 'researcher', 'admin', 403],
    ['an Admin resets a Researcher', 'admin', 'researcher', 200],
  ] as const)('%s: %s', async (_case, actor, target, status) => {
    const response = await changePassword(matrix[actor].id, matrix[target].id, FIXTURE_PASSWORD);
    expect(response.statusCode).toBe(status);
  });

  it('answers 404 for a user that does not exist', async () => {
    expect((await changePassword(matrix.admin.id, 999_999, 'whatever')).statusCode).toBe(404);
  });

  it.each([
    ['', 'New password is required'],
    ['abcd', 'Minimum length of Password is 5'],
    ['x'.repeat(101), 'Password must be at most 100 characters'],
  ])('validates the password %#', async (password, message) => {
    const response = await changePassword(matrix.admin.id, matrix.user.id, password);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.password).toBe(message);
  });
});

describe('GET /api/Roles/GetAllRoles', () => {
  async function roleNames(userId: number) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/Roles/GetAllRoles',
      headers: { authorization: `Bearer ${await t.tokenFor({ userId })}` },
    });
    return response.json().data.map((role: { name: string }) => role.name);
  }

  it('lists every role with its level for staff', async () => {
    expect(await roleNames(matrix.admin.id)).toEqual(['User', 'Owner', 'Researcher', 'Admin']);
  });

  it('leaves Admin out below staff level', async () => {
    expect(await roleNames(matrix.owner.id)).toEqual(['User', 'Owner', 'Researcher']);
  });
});
