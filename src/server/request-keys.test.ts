import { count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_KEY_REUSED } from '../shared/contracts/common';
import { aquifers, clients, parishes, roles, users, wellUseCategories, wellUses, wells } from './db/schema';
import { insertAccessMatrix, insertUser } from './test/factories/people';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Every call that creates something takes a request key: twenty identical requests, one after
 * another or at once, create one record and are all answered as the first; the key sent by another
 * caller or with other values is refused 409 and told nothing of the first.
 */

let t: TestApp;
const tokens: Record<'admin' | 'otherAdmin', string> = { admin: '', otherAdmin: '' };
let userRoleId = 0;
let client = { id: 0, registrationCode: '' };
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  const matrix = await insertAccessMatrix(t.database.db);
  const otherAdmin = await insertUser(t.database.db, { email: 'other-admin@test.local', role: 'Admin' });
  tokens.admin = await t.tokenFor({ userId: matrix.admin.id });
  tokens.otherAdmin = await t.tokenFor({ userId: otherAdmin.id });
  const [userRole] = await t.database.db.select().from(roles).where(eq(roles.name, 'User'));
  userRoleId = userRole?.id ?? 0;
  client = matrix.clientA;
});
afterAll(() => t.close());

interface KeyedCreate {
  path: string;
  /** A body that creates a new record, unique to this run. */
  body: () => Record<string, unknown>;
  /** The records made with this body's distinguishing value. */
  made: (body: Record<string, unknown>) => Promise<number>;
  /** A field of the body changed, so the request is another one. */
  change: Record<string, unknown>;
}

const countWhere = async (table: PgTable, where: SQL) => {
  const [row] = await t.database.db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
};
const text = (value: unknown) => String(value);
const unique = (prefix: string) => `${prefix}${++sequence}${Date.now() % 100000}`;

const CREATES: KeyedCreate[] = [
  {
    path: '/api/Client/CreateClient',
    body: () => ({
      name: 'Keyed Water Works',
      registrationCode: unique('KEY-'),
      address1: '1 River Road',
      city: 'Baton Rouge',
      state: 'LA',
      zipCode: '70801',
    }),
    made: (body) => countWhere(clients, eq(clients.registrationCode, text(body.registrationCode))),
    change: { name: 'Another Water Works' },
  },
  {
    path: '/api/Users/AddUser',
    body: () => ({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: `${unique('keyed-')}@test.local`,
      password: 'secret1',
      confirmPassword: 'secret1',
      roleIds: [userRoleId],
      clientId: client.id,
      registrationCode: client.registrationCode,
    }),
    made: (body) => countWhere(users, eq(users.email, text(body.email))),
    change: { firstName: 'Ada' },
  },
  {
    path: '/api/Well/SaveWell',
    body: () => ({ identificationNumber: unique('3026520911'), wellNumber: unique('KW-') }),
    made: (body) => countWhere(wells, eq(wells.wellNumber, text(body.wellNumber))),
    change: { comment: 'Another well' },
  },
  {
    path: '/api/Parish/SaveParish',
    body: () => ({ parishId: unique('K'), name: 'Keyed Parish' }),
    made: (body) => countWhere(parishes, eq(parishes.parishId, text(body.parishId))),
    change: { name: 'Another Parish' },
  },
  {
    path: '/api/Aquifer/SaveAquifer',
    body: () => ({ aquiferId: unique('K'), name: 'Keyed Sand', isActive: true }),
    made: (body) => countWhere(aquifers, eq(aquifers.aquiferId, text(body.aquiferId))),
    change: { name: 'Another Sand' },
  },
  {
    path: '/api/WellUseCategory/SaveWellUseCategory',
    body: () => ({ description: unique('Keyed category '), isActive: true }),
    made: (body) => countWhere(wellUseCategories, eq(wellUseCategories.description, text(body.description))),
    change: { isActive: false },
  },
  {
    path: '/api/WellUse/SaveWellUse',
    body: () => ({ wellUseId: unique('K'), description: 'Keyed use', isActive: true }),
    made: (body) => countWhere(wellUses, eq(wellUses.wellUseId, text(body.wellUseId))),
    change: { description: 'Another use' },
  },
];

let keySequence = 0;
const newKey = () => `create-key-${++keySequence}-${Date.now()}`;

function post(path: string, requestKey: string, body: object, who: keyof typeof tokens = 'admin') {
  return t.app.inject({
    method: 'POST',
    url: `${path}?requestKey=${requestKey}`,
    payload: body,
    headers: { authorization: `Bearer ${tokens[who]}` },
  });
}

function expectOneAnswer(responses: { statusCode: number; json: () => unknown }[]) {
  const [first] = responses;
  expect(first?.json()).toEqual(expect.objectContaining({ id: expect.any(Number) }));
  for (const response of responses) {
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 200,
      body: first?.json(),
    });
  }
}

describe.each(CREATES)('$path with a request key', ({ path, body, made, change }) => {
  it('creates one record for twenty identical requests one after another', async () => {
    const values = body();
    const requestKey = newKey();
    const responses = [];
    for (let i = 0; i < 20; i += 1) responses.push(await post(path, requestKey, values));
    expectOneAnswer(responses);
    expect(await made(values)).toBe(1);
  });

  it('creates one record for twenty identical requests at once', async () => {
    const values = body();
    const requestKey = newKey();
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(path, requestKey, values)));
    expectOneAnswer(responses);
    expect(await made(values)).toBe(1);
  });

  it('refuses the key from another caller or with other values, and creates nothing with it', async () => {
    const values = body();
    const requestKey = newKey();
    const first = await post(path, requestKey, values);
    expect(first.statusCode).toBe(200);
    const otherValues = { ...body(), ...change };
    const refused = [
      await post(path, requestKey, values, 'otherAdmin'),
      await post(path, requestKey, { ...values, ...change }),
      await post(path, requestKey, otherValues),
    ];
    for (const response of refused) {
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 409,
        body: { message: REQUEST_KEY_REUSED },
      });
    }
    expect(await made(values)).toBe(1);
    expect(await made(otherValues)).toBe(0);
    expect((await post(path, requestKey, values)).json()).toEqual(first.json());
  });
});
