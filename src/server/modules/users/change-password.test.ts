import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { FIXTURE_PASSWORD, insertAccessMatrix, insertUser } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;

beforeAll(async () => {
  t = await createTestApp();
  matrix = await insertAccessMatrix(t.database.db);
});
afterAll(() => t.close());

/** The spec's form: both in the query, body empty. */
async function changePassword(actorId: number, userId: number, password: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/Users/ChangeUserPassword?userId=${userId}&password=${encodeURIComponent(password)}`,
    headers: { authorization: `Bearer ${await t.tokenFor({ userId: actorId })}` },
  });
}

function changePasswordWithBody(token: string, body: object) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/Users/ChangeUserPassword',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
}

function signIn(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/Users/Authenticate', payload: { email, password } });
}

function refresh(refreshToken: string) {
  return t.app.inject({ method: 'POST', url: '/api/Users/refreshToken', payload: { refreshToken } });
}

async function loggedInStatus(token: string): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/Users/GetLoggedInUser',
    headers: { authorization: `Bearer ${token}` },
  });
  return response.statusCode;
}

interface Session {
  token: string;
  refreshToken: string;
}

describe('PUT /api/Users/ChangeUserPassword', () => {
  it('lets a user change their own password in the body, proving the current one', async () => {
    const self = await insertUser(t.database.db, { email: 'self@test.local', role: 'User' });
    const session: Session = (await signIn('self@test.local', FIXTURE_PASSWORD)).json();
    const response = await changePasswordWithBody(session.token, {
      userId: self.id,
      currentPassword: FIXTURE_PASSWORD,
      password: 'brand-new',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated successfully.', id: self.id });
    expect((await signIn('self@test.local', 'brand-new')).statusCode).toBe(200);
    expect((await signIn('self@test.local', FIXTURE_PASSWORD)).statusCode).toBe(401);
  });

  it.each([
    ['without the current password', {}, 'Current password is required'],
    ['with a wrong current password', { currentPassword: 'not-it' }, 'Current password is incorrect.'],
  ])('refuses changing one’s own password %s', async (_case, extra, message) => {
    const self = await insertUser(t.database.db, {
      email: `self-${message.length}@test.local`,
      role: 'User',
    });
    const token = await t.tokenFor({ userId: self.id });
    const response = await changePasswordWithBody(token, {
      userId: self.id,
      password: 'brand-new',
      ...extra,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ currentPassword: message });
    // The spec's query form carries no current password, so it cannot change one's own either.
    expect((await changePassword(self.id, self.id, 'brand-new')).statusCode).toBe(400);
    expect((await signIn(`self-${message.length}@test.local`, FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('takes the right current password after ten wrong ones, at once', async () => {
    const self = await insertUser(t.database.db, { email: 'ten-wrong@test.local', role: 'User' });
    const token = await t.tokenFor({ userId: self.id });
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const wrong = await changePasswordWithBody(token, {
        userId: self.id,
        currentPassword: `not-it-${attempt}`,
        password: 'brand-new',
      });
      expect(wrong.statusCode).toBe(400);
    }
    const right = await changePasswordWithBody(token, {
      userId: self.id,
      currentPassword: FIXTURE_PASSWORD,
      password: 'brand-new',
    });
    expect(right.statusCode).toBe(200);
    expect((await signIn('ten-wrong@test.local', 'brand-new')).statusCode).toBe(200);
  });

  it('ends the user’s other sessions and earlier access tokens, and keeps the session that changed it', async () => {
    const self = await insertUser(t.database.db, { email: 'two-browsers@test.local', role: 'Owner' });
    const here: Session = (await signIn('two-browsers@test.local', FIXTURE_PASSWORD)).json();
    const elsewhere: Session = (await signIn('two-browsers@test.local', FIXTURE_PASSWORD)).json();
    const response = await changePasswordWithBody(here.token, {
      userId: self.id,
      currentPassword: FIXTURE_PASSWORD,
      password: 'changed-here',
    });
    expect(response.statusCode).toBe(200);

    expect(await loggedInStatus(elsewhere.token)).toBe(401);
    expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(401);
    // Every token issued before the change ends; this browser refreshes once and carries on.
    expect(await loggedInStatus(here.token)).toBe(401);
    const renewed = await refresh(here.refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect(await loggedInStatus(renewed.json().user.token)).toBe(200);
  });

  it('ends every session and access token of a user whose password staff reset', async () => {
    const target = await insertUser(t.database.db, { email: 'reset-tokens@test.local', role: 'User' });
    const session: Session = (await signIn('reset-tokens@test.local', FIXTURE_PASSWORD)).json();
    const admin: Session = (await signIn('admin@test.local', FIXTURE_PASSWORD)).json();
    const response = await changePasswordWithBody(admin.token, { userId: target.id, password: 'by-admin' });
    expect(response.statusCode).toBe(200);
    expect(await loggedInStatus(session.token)).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect(await loggedInStatus(admin.token)).toBe(200);
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

  it('keeps the spec’s query form for a reset, and no log line shows the password', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const admin = await insertUser(logged.database.db, { email: 'log-admin@test.local', role: 'Admin' });
      const target = await insertUser(logged.database.db, { email: 'log-target@test.local', role: 'User' });
      const response = await logged.app.inject({
        method: 'PUT',
        url: `/api/Users/ChangeUserPassword?userId=${target.id}&password=Sup3r-Secret-Value`,
        headers: { authorization: `Bearer ${await logged.tokenFor({ userId: admin.id })}` },
      });
      expect(response.statusCode).toBe(200);
      const log = lines.join('');
      expect(log).toContain('/api/Users/ChangeUserPassword?userId=');
      expect(log).toContain('password=[redacted]');
      expect(log).not.toContain('Sup3r-Secret-Value');
    } finally {
      await logged.close();
    }
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
