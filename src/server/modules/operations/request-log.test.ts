import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/rules/calendar';
import { SIGNED_LINK_PARAMS } from '../auth';
import { connectSandbox } from '../../test/factories/accounting';
import { insertDistrictProfile } from '../../test/factories/district';
import { insertInvoice } from '../../test/factories/invoices';
import { caller, TEST_CARD } from '../../test/factories/payments';
import { FIXTURE_PASSWORD, insertAccessMatrix } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { todayIn } from '../../time';

/*
 * The whole log of a series of real calls, at the most talkative level, holds no password, token,
 * hash or signature: sign-in, refresh, password change and reset (body and the spec's query form),
 * a forged token, a signed link, the payment sandbox, the sandbox ledger's codes and a query that
 * fails while writing a password hash.
 */

const DEMO_PASSWORD = 'demo12345';
/** Prefixes of every secret the portal hands out or keeps. */
const SECRET_PREFIXES = [
  'eyJ', // a JWT (access tokens), or any base64 JSON object
  '$argon2', // password hashes
  'sbx-code.',
  'sbx-access.',
  'sbx-refresh.', // the sandbox ledger's grants
  '_secret_', // a payment intent's client secret
  'whsec_', // webhook signing secrets
];

const lines: string[] = [];
let t: TestApp;
let matrix: Awaited<ReturnType<typeof insertAccessMatrix>>;
/** Every secret value the series saw, to look for in the log as well as the prefixes. */
const secrets = new Set<string>([DEMO_PASSWORD, FIXTURE_PASSWORD]);

beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
  });
  matrix = await insertAccessMatrix(t.database.db);
  await insertDistrictProfile(t.database.db);
});
afterAll(() => t.close());

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  route?: string;
  method?: string;
  url?: string;
  status?: number;
  durationMs?: number;
  userId?: number;
}

const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);

function json(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token?: string) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function signIn(email: string, password: string) {
  const response = await json('POST', '/api/Users/Authenticate', { email, password });
  expect(response.statusCode, response.body).toBe(200);
  const { token, refreshToken } = response.json<{ token: string; refreshToken: string }>();
  secrets.add(token).add(refreshToken);
  return { token, refreshToken };
}

async function runTheSeries(): Promise<void> {
  const adminEmail = matrix.admin.email;
  let admin = await signIn(adminEmail, FIXTURE_PASSWORD);
  const changed = await json(
    'PUT',
    '/api/Users/ChangeUserPassword',
    { userId: matrix.admin.id, password: DEMO_PASSWORD, currentPassword: FIXTURE_PASSWORD },
    admin.token,
  );
  expect(changed.statusCode, changed.body).toBe(200);
  admin = await signIn(adminEmail, DEMO_PASSWORD);

  const refreshed = await json('POST', '/api/Users/refreshToken', { refreshToken: admin.refreshToken });
  expect(refreshed.statusCode).toBe(200);
  const user = refreshed.json<{ user: { token: string; refreshToken: string } }>().user;
  secrets.add(user.token).add(user.refreshToken);
  admin = user;
  expect((await json('GET', '/api/Users/GetLoggedInUser', undefined, admin.token)).statusCode).toBe(200);

  const resetInBody = await json(
    'PUT',
    '/api/Users/ChangeUserPassword',
    { userId: matrix.user.id, password: DEMO_PASSWORD },
    admin.token,
  );
  expect(resetInBody.statusCode).toBe(200);
  const resetInQuery = await json(
    'PUT',
    `/api/Users/ChangeUserPassword?userId=${matrix.owner.id}&password=${DEMO_PASSWORD}`,
    undefined,
    admin.token,
  );
  expect(resetInQuery.statusCode).toBe(200);
  const refused = await json('POST', '/api/Users/Authenticate', { email: adminEmail, password: 'wrong-one' });
  expect(refused.statusCode).toBe(401);

  const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOjF9.forged-signature';
  secrets.add(forged);
  expect((await json('GET', '/api/Users/GetLoggedInUser', undefined, forged)).statusCode).toBe(401);

  const invoice = await insertInvoice(t.database.db, {
    clientId: matrix.clientA.id,
    year: 2030,
    quarter: 1,
    feeAmountCents: 10_000,
    billingDate: addDays(todayIn('America/Chicago'), -5),
    dueDate: addDays(todayIn('America/Chicago'), 25),
  });
  const link = await json(
    'GET',
    `/api/Report/CreateInvoiceReportLink?invoiceId=${invoice.id}`,
    undefined,
    admin.token,
  );
  const linkUrl = link.json<{ data: { url: string } }>().data.url;
  secrets.add(new URL(linkUrl, 'http://portal').searchParams.get(SIGNED_LINK_PARAMS.signature) ?? '');
  expect((await t.app.inject({ method: 'GET', url: linkUrl })).statusCode).toBe(200);

  const owner = caller(t.app, await t.tokenFor({ userId: matrix.owner.id }));
  const intent = await owner(
    'GET',
    `/Invoice/CreatePaymentIntent?clientId=${matrix.clientA.id}&invoiceId=${invoice.id}&paymentMethod=card`,
  );
  const { id, client_secret } = intent.json<{ data: { id: string; client_secret: string } }>().data;
  secrets.add(client_secret);
  const confirmed = await owner('POST', '/payments/sandbox/ConfirmPaymentIntent', {
    paymentIntentId: id,
    clientSecret: client_secret,
    card: TEST_CARD,
  });
  expect(confirmed.statusCode).toBe(200);

  const { code } = await connectSandbox(caller(t.app, admin.token));
  secrets.add(code);

  // A write that fails in PostgreSQL: the driver's error and Drizzle's carry the row and the
  // parameters, here a fresh password hash.
  await t.database.query('alter table users add constraint refuse_writes check (id < 0) not valid');
  try {
    const failed = await json(
      'PUT',
      '/api/Users/ChangeUserPassword',
      { userId: matrix.researcher.id, password: DEMO_PASSWORD },
      admin.token,
    );
    expect(failed.statusCode).toBe(500);
  } finally {
    await t.database.query('alter table users drop constraint refuse_writes');
  }
}

describe('the request log', () => {
  it('never holds a password, token, hash or signature, at level trace, through a series of real calls', async () => {
    await runTheSeries();
    const log = lines.join('');
    expect(parsed().filter((line) => line.msg === 'request completed').length).toBeGreaterThan(10);
    expect(log).toContain('Failed query: update');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(4);
      expect(log, 'a secret of the series').not.toContain(secret);
    }
    for (const prefix of SECRET_PREFIXES) expect(log, prefix).not.toContain(prefix);
  }, 60_000);

  it('writes one line per request with its id, route pattern, status, duration and user', async () => {
    const token = await t.tokenFor({ userId: matrix.admin.id });
    lines.length = 0;
    await json('GET', '/api/Users/GetLoggedInUser?x=1', undefined, token);
    await json('GET', '/api/Users/GetLoggedInUser');
    const [signedIn, anonymous, ...others] = parsed();
    expect(others).toEqual([]);
    expect(signedIn).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: expect.any(String),
      route: '/api/Users/GetLoggedInUser',
      method: 'GET',
      url: '/api/Users/GetLoggedInUser?x=1',
      status: 200,
      durationMs: expect.any(Number),
      userId: matrix.admin.id,
    });
    expect(anonymous).toMatchObject({ route: '/api/Users/GetLoggedInUser', status: 401 });
    expect(anonymous?.userId).toBeUndefined();
    expect(anonymous?.reqId).not.toBe(signedIn?.reqId);
  });

  it('logs the web app’s pages and unknown API paths without their URLs', async () => {
    lines.length = 0;
    await json('GET', '/client/payment/done?payment_intent_client_secret=pi_1_secret_2');
    await json('GET', '/api/Nothing/Here?token=abc');
    expect(parsed().map(({ route, url, status }) => ({ route, url, status }))).toEqual([
      { route: 'web', url: undefined, status: 404 },
      { route: 'api: no route', url: undefined, status: 404 },
    ]);
    expect(lines.join('')).not.toContain('secret');
  });

  it('leaves out the probes and the scrapes unless they fail', async () => {
    lines.length = 0;
    await json('GET', '/api/health');
    await json('GET', '/api/ready');
    await json('GET', '/api/metrics');
    expect(lines).toEqual([]);
    await t.database.query('alter table drizzle.__drizzle_migrations rename to __away');
    try {
      expect((await json('GET', '/api/ready')).statusCode).toBe(503);
    } finally {
      await t.database.query('alter table drizzle.__away rename to __drizzle_migrations');
    }
    expect(parsed()).toEqual([
      expect.objectContaining({ level: 40, msg: 'request failed', route: '/api/ready', status: 503 }),
    ]);
  });
});
