import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { solveCaptcha } from '../../test/captcha';
import { FIXTURE_PASSWORD, insertAccessMatrix, insertClient, insertUser } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;

beforeAll(async () => {
  t = await createTestApp();
  matrix = await insertAccessMatrix(t.database.db);
});
afterAll(() => t.close());

function signIn(email: string, password = FIXTURE_PASSWORD, address = '10.0.0.1', reCAPTCHAToken?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Users/Authenticate',
    payload: { email, password, ...(reCAPTCHAToken ? { reCAPTCHAToken } : {}) },
    remoteAddress: address,
  });
}

function refresh(refreshToken: string) {
  return t.app.inject({ method: 'POST', url: '/api/Users/refreshToken', payload: { refreshToken } });
}

function loggedInUser(token: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/Users/GetLoggedInUser',
    headers: { authorization: `Bearer ${token}` },
  });
}

async function statusOf(response: Promise<{ statusCode: number }>): Promise<number> {
  return (await response).statusCode;
}

describe('POST /api/Users/Authenticate', () => {
  it('signs in with claims for roles, clients and access level', async () => {
    const response = await signIn('owner@test.local');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      email: 'owner@test.local',
      username: 'owner@test.local',
      role: ['Owner'],
      clientIds: [matrix.clientA.id],
      accessLevel: 40,
    });
    const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ role: ['Owner'], clientIds: [matrix.clientA.id], accessLevel: 40 });
    expect((await loggedInUser(body.token)).json()).toMatchObject({ id: matrix.owner.id, accessLevel: 40 });
  });

  it('accepts the email in any case', async () => {
    expect((await signIn('ADMIN@Test.Local')).statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', 'admin@test.local', 'wrong-password'],
    ['an unknown email', 'nobody@test.local', FIXTURE_PASSWORD],
  ])('refuses %s with one message', async (_case, email, password) => {
    const response = await signIn(email, password);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid email or password.' });
  });

  it('answers the spec messages for an empty form', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/Users/Authenticate', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: 'Please enter a valid email',
      password: 'Password is required',
    });
  });

  it('refuses a deactivated account', async () => {
    await insertUser(t.database.db, { email: 'gone@test.local', role: 'User', isActive: false });
    const response = await signIn('gone@test.local');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/deactivated/);
  });

  it('asks for the captcha after repeated failures instead of locking the owner out', async () => {
    await insertUser(t.database.db, { email: 'target@test.local', role: 'User' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn('target@test.local', 'bad-guess', `10.1.0.${attempt}`)).statusCode).toBe(401);
    }
    // Ten more guesses without a captcha are not even tried.
    for (let attempt = 3; attempt < 10; attempt += 1) {
      const refused = await signIn('target@test.local', 'bad-guess', `10.1.0.${attempt}`);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('captcha-required');
    }
    const withoutCaptcha = await signIn('target@test.local', FIXTURE_PASSWORD, '10.1.1.1');
    expect(withoutCaptcha.statusCode).toBe(401);
    expect(withoutCaptcha.json()).toEqual({
      message: 'Too many failed sign-in attempts. Please complete the captcha to sign in.',
      code: 'captcha-required',
    });
    const owner = await signIn('target@test.local', FIXTURE_PASSWORD, '10.1.1.1', await solveCaptcha(t.app));
    expect(owner.statusCode).toBe(200);
    // Success clears the account's failures: the next sign-in needs no captcha.
    expect((await signIn('target@test.local', FIXTURE_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
  });

  it('counts a wrong password with a solved captcha, and refuses a replayed or forged captcha', async () => {
    await insertUser(t.database.db, { email: 'guessed@test.local', role: 'User' });
    for (let attempt = 0; attempt < 3; attempt += 1)
      await signIn('guessed@test.local', 'bad-guess', '10.4.0.1');
    const solution = await solveCaptcha(t.app);
    const wrong = await signIn('guessed@test.local', 'bad-guess', '10.4.0.2', solution);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password.' });
    const replayed = await signIn('guessed@test.local', FIXTURE_PASSWORD, '10.4.0.2', solution);
    expect(replayed.json().code).toBe('captcha-required');
    const forged = await signIn('guessed@test.local', FIXTURE_PASSWORD, '10.4.0.2', 'bm90LWEtc29sdXRpb24=');
    expect(forged.json().code).toBe('captcha-required');
  });

  it('asks an address with many failures for the captcha on any account', async () => {
    const address = '10.2.0.1';
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn(`probe${attempt}@test.local`, 'x', address)).statusCode).toBe(401);
    }
    expect((await signIn('admin@test.local', FIXTURE_PASSWORD, address)).json().code).toBe(
      'captcha-required',
    );
    expect((await signIn('admin@test.local', FIXTURE_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
    expect(
      (await signIn('admin@test.local', FIXTURE_PASSWORD, address, await solveCaptcha(t.app))).statusCode,
    ).toBe(200);
  });

  it('never shuts an address out: after an outsider’s hundred failures from it, the Admin signs in at once', async () => {
    const office = '10.5.0.1';
    // An outsider's hundred failures with solved captchas, the last few counted for real.
    await t.database.db.execute(
      sql`insert into rate_limit_counters (key, window_start, hits) values ('signin:address-failures:10.5.0.1', now(), 98)`,
    );
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const failed = await signIn(
        `nobody${attempt}@test.local`,
        'wrong-pass',
        office,
        await solveCaptcha(t.app),
      );
      expect(failed.statusCode).toBe(401);
    }
    // The captcha is asked, never a wait of fifteen minutes.
    const unsolved = await signIn('admin@test.local', FIXTURE_PASSWORD, office);
    expect([unsolved.statusCode, unsolved.json().code]).toEqual([401, 'captcha-required']);
    const admin = await signIn('admin@test.local', FIXTURE_PASSWORD, office, await solveCaptcha(t.app));
    expect(admin.statusCode).toBe(200);
    const owner = await signIn('owner@test.local', FIXTURE_PASSWORD, office, await solveCaptcha(t.app));
    expect(owner.statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the address', async () => {
    const address = '10.6.0.1';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn('researcher@test.local', FIXTURE_PASSWORD, address)).statusCode).toBe(200);
    }
    const counters = await t.database.query<{ key: string }>(
      'select key from rate_limit_counters where key like $1',
      [`%${address}`],
    );
    expect(counters).toEqual([]);
  });
});

describe('POST /api/Users/refreshToken', () => {
  it('rotates the token, and reuse of a rotated one ends the whole family', async () => {
    const first = (await signIn('user@test.local')).json().refreshToken as string;
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    const body = rotated.json();
    expect(body).toMatchObject({ success: true, user: { email: 'user@test.local', accessLevel: 10 } });
    const second = body.user.refreshToken as string;
    expect(second).not.toBe(first);

    expect((await refresh(first)).statusCode).toBe(401);
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('ends the user’s access tokens too when a rotated token is reused', async () => {
    const first = (await signIn('user@test.local')).json();
    const rotated = (await refresh(first.refreshToken)).json().user;
    expect(await statusOf(loggedInUser(rotated.token))).toBe(200);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect(await statusOf(loggedInUser(rotated.token))).toBe(401);
    expect(await statusOf(loggedInUser(first.token))).toBe(401);
    // The owner signs in again and carries on.
    expect(await statusOf(loggedInUser((await signIn('user@test.local')).json().token))).toBe(200);
  });

  it('refuses an unknown token', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
  });

  it('ends the sessions of a deactivated user at once', async () => {
    const victim = await insertUser(t.database.db, { email: 'soon-gone@test.local', role: 'User' });
    const session = (await signIn('soon-gone@test.local')).json();
    expect((await loggedInUser(session.token)).statusCode).toBe(200);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, victim.id));
    // A change made outside the app reaches the guard's kept callers with the database's
    // notification, a moment after commit on PostgreSQL (decision 0003).
    await expect
      .poll(async () => (await loggedInUser(session.token)).statusCode, { timeout: 2000, interval: 20 })
      .toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /api/Users/Register', () => {
  const form = {
    firstName: 'Rita',
    lastName: 'Register',
    phone: '(225)-555-0100',
    password: 'secret12',
    confirmPassword: 'secret12',
    isActive: true,
  };

  async function registerWith(overrides: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/Users/Register',
      payload: { ...form, reCAPTCHAToken: await solveCaptcha(t.app), ...overrides },
      remoteAddress: '10.3.0.1',
    });
  }

  it('links the new account to the code’s client as role User, and it can sign in', async () => {
    const client = await insertClient(t.database.db, { registrationCode: 'JOIN-ME' });
    const response = await registerWith({
      email: 'Rita@Example.com',
      username: 'rita@example.com',
      registrationCode: 'JOIN-ME',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/Registration successful/);
    const session = (await signIn('rita@example.com', 'secret12')).json();
    expect(session).toMatchObject({ role: ['User'], clientIds: [client.id], accessLevel: 10 });
  });

  it('refuses an email that exists with 409', async () => {
    const response = await registerWith({
      email: 'owner@test.local',
      registrationCode: matrix.clientA.registrationCode,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this email already exists.');
  });

  it('refuses an unknown registration code', async () => {
    const response = await registerWith({ email: 'new1@example.com', registrationCode: 'NOPE' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ registrationCode: 'Invalid registration code.' });
  });

  it('accepts a captcha solution once only', async () => {
    const token = await solveCaptcha(t.app);
    const code = matrix.clientB.registrationCode;
    const first = await registerWith({
      email: 'once@example.com',
      registrationCode: code,
      reCAPTCHAToken: token,
    });
    expect(first.statusCode).toBe(200);
    const replay = await registerWith({
      email: 'twice@example.com',
      registrationCode: code,
      reCAPTCHAToken: token,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('Please complete the recaptcha before proceeding.');
  });

  it('refuses a forged captcha', async () => {
    const forged = Buffer.from(
      JSON.stringify({ challenge: { parameters: {} }, solution: { counter: 1 } }),
    ).toString('base64');
    const response = await registerWith({
      email: 'forged@example.com',
      registrationCode: 'JOIN-ME',
      reCAPTCHAToken: forged,
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers every spec message for an empty form', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/Users/Register', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your new password',
      registrationCode: 'Registration Code is required',
      reCAPTCHAToken: 'Please complete the recaptcha before proceeding.',
    });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Please enter valid email'],
    [
      { password: 'abc', confirmPassword: 'abc' },
      'password',
      'Minimum password length must be at least 5 characters',
    ],
    [{ confirmPassword: 'different' }, 'confirmPassword', 'Passwords do not match'],
    [{ phone: '2255550100' }, 'phone', 'Phone must look like (999)-999-9999'],
    [{ firstName: 'x'.repeat(101) }, 'firstName', 'First Name must be at most 100 characters'],
  ])('validates %o', async (overrides, field, message) => {
    const response = await registerWith({ email: 'valid@example.com', registrationCode: 'X', ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
  });

  it('does not let a few junk requests block a person’s email', async () => {
    const client = await insertClient(t.database.db, { registrationCode: 'REAL-CODE' });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const junk = await t.app.inject({
        method: 'POST',
        url: '/api/Users/Register',
        payload: { ...form, email: 'victim@example.com', registrationCode: 'NOPE', reCAPTCHAToken: 'junk' },
        remoteAddress: `10.7.0.${attempt}`,
      });
      expect(junk.statusCode).toBe(400);
    }
    const person = await registerWith({ email: 'victim@example.com', registrationCode: 'REAL-CODE' });
    expect(person.statusCode).toBe(200);
    expect((await signIn('victim@example.com', 'secret12')).json()).toMatchObject({ clientIds: [client.id] });
  });

  it('limits registrations per address with 429', async () => {
    let status = 0;
    for (let attempt = 0; attempt < 21; attempt += 1) {
      status = (
        await t.app.inject({
          method: 'POST',
          url: '/api/Users/Register',
          payload: {
            ...form,
            email: `flood${attempt}@example.com`,
            registrationCode: 'NOPE',
            reCAPTCHAToken: 'x',
          },
          remoteAddress: '10.8.0.1',
        })
      ).statusCode;
    }
    expect(status).toBe(429);
  });
});
