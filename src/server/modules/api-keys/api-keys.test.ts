import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY_CREATED,
  API_KEY_EXPIRY_PAST,
  API_KEY_REVOKED,
  type ApiKeyRow,
  type CreateApiKeyRequest,
} from '../../../shared/contracts/api-keys';
import { PUBLIC_API_RATE_LIMITED } from '../../../shared/contracts/public-api';
import { addDays } from '../../../shared/rules/calendar';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { DEMO_API_KEY, DEMO_API_KEY_NAME, seedApiKeys } from '../../db/seed/api-keys';
import { apiKeys, auditLog } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { insertApiKey } from '../../test/factories/api-keys';
import { insertAccessMatrix, type AccessMatrix } from '../../test/factories/people';
import {
  copyTemplateDatabase,
  createTestApp,
  openTestDatabase,
  testConfig,
  type TestApp,
} from '../../test/test-app';
import { todayIn } from '../../time';
import { AccessTokens } from '../auth';
import type { ApiInstance } from '../context';
import { noteApiKeyUse } from './note-api-key-use';
import {
  API_KEY_MISSING,
  API_KEY_REVOKED_REFUSAL,
  API_KEY_UNKNOWN,
  apiKeyExpiredRefusal,
  apiKeyScopeRefusal,
} from './verify-api-key';

/*
 * The agencies' keys through the API: made, listed and revoked by an Admin, kept only as hashes,
 * and checked on every call of the read API (valid, not revoked, not expired, holding the call's
 * scope, within its rate). Each test makes the keys it reads.
 */

let t: TestApp;
let matrix: AccessMatrix;
const tokens: Record<string, string> = {};
const today = todayIn(testConfig().districtTimeZone);
const db = () => t.database.db;

type Who = 'admin' | 'researcher' | 'owner';

const WELLS = '/api/public/v1/wells';
const GEOJSON = '/api/public/v1/wells.geojson';
const PUMPAGE = '/api/public/v1/pumpage';
const SUMMARY = '/api/public/v1/summary';

beforeAll(async () => {
  t = await createTestApp();
  matrix = await insertAccessMatrix(db());
  for (const who of ['admin', 'researcher', 'owner'] as const) {
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  }
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, who?: Who, payload?: object) {
  const headers = who ? { authorization: `Bearer ${tokens[who]}` } : {};
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

/** A read-API call with the key (none: no header), on this app or another instance. */
function read(key: string | undefined, url = WELLS, app: ApiInstance = t.app) {
  return app.inject({ method: 'GET', url, headers: key === undefined ? {} : { 'X-Api-Key': key } });
}

async function createKey(body: Partial<CreateApiKeyRequest> = {}) {
  const response = await call('POST', '/api/ApiKey/CreateApiKey', 'admin', {
    name: 'State agency',
    scopes: ['wells', 'pumpage'],
    ...body,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ message: string; id: number; key: string }>();
}

async function listKeys(): Promise<ApiKeyRow[]> {
  const response = await call('GET', '/api/ApiKey/GetApiKeys', 'admin');
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ApiKeyRow[] }>().data;
}

async function keyRow(id: number) {
  const [row] = await selectRows<Record<string, unknown>>(
    db(),
    sql`select * from ${apiKeys} where ${apiKeys.id} = ${id}`,
  );
  if (!row) throw new Error(`no api key ${id}`);
  return row;
}

async function lastUsedAt(id: number): Promise<Date | null> {
  const [row] = await db()
    .select({ lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(sql`${apiKeys.id} = ${id}`);
  return row?.lastUsedAt ?? null;
}

/** The key's last use as the table holds it, waited for: the guard notes it without holding the answer. */
async function lastUseAfter(id: number, earlier: Date | null): Promise<Date | null> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const noted = await lastUsedAt(id);
    if (noted !== null && (earlier === null || noted > earlier)) return noted;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

describe('making a key', () => {
  it('answers the key once and keeps only its SHA-256 and first characters', async () => {
    const created = await createKey({ name: 'Hashed agency', expiresOn: addDays(today, 30) });
    expect(created.message).toBe(API_KEY_CREATED);
    expect(created.key).toMatch(/^gwd_[A-Za-z0-9_-]{43}$/);

    const row = await keyRow(created.id);
    expect(row.key_hash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(row.prefix).toBe(created.key.slice(0, 12));
    expect(JSON.stringify(row)).not.toContain(created.key.slice(12));

    const listed = (await listKeys()).find((key) => key.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      name: 'Hashed agency',
      prefix: created.key.slice(0, 12),
      scopes: ['wells', 'pumpage'],
      expiresOn: addDays(today, 30),
      createdBy: 'Test Admin',
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
      revokedBy: null,
      isActive: true,
    });
    const listText = JSON.stringify(await listKeys());
    expect(listText).not.toContain(created.key.slice(12));
    expect(listText).not.toContain(String(row.key_hash));

    const audits = await db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'api-key' and ${auditLog.entityId} = ${String(created.id)}`);
    expect(audits.map((entry) => entry.action)).toEqual(['create-api-key']);
    expect(audits[0]?.actorUserId).toBe(matrix.admin.id);
    expect(JSON.stringify(audits)).not.toContain(created.key.slice(12));
    expect(JSON.stringify(audits)).not.toContain(String(row.key_hash));
  });

  it('lists the keys newest first', async () => {
    const older = await createKey({ name: 'Older agency' });
    const newer = await createKey({ name: 'Newer agency' });
    const ids = (await listKeys()).map((key) => key.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it('takes an expiry only after the district’s today, naming the field', async () => {
    const [before] = await selectRows<{ keys: number }>(
      db(),
      sql`select count(*)::int as keys from ${apiKeys}`,
    );
    for (const expiresOn of [today, addDays(today, -1)]) {
      const response = await call('POST', '/api/ApiKey/CreateApiKey', 'admin', {
        name: 'Late agency',
        scopes: ['wells'],
        expiresOn,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: API_KEY_EXPIRY_PAST,
        errors: { expiresOn: API_KEY_EXPIRY_PAST },
      });
    }
    const [after] = await selectRows<{ keys: number }>(
      db(),
      sql`select count(*)::int as keys from ${apiKeys}`,
    );
    expect(after?.keys).toBe(before?.keys);
    const tomorrow = await createKey({ name: 'Tomorrow agency', expiresOn: addDays(today, 1) });
    expect(tomorrow.id).toBeGreaterThan(0);
  });

  it('is the Admin’s alone: staff and owners are refused with 403, anonymous callers with 401', async () => {
    const { id } = await insertApiKey(db());
    const calls = [
      ['GET', '/api/ApiKey/GetApiKeys', undefined],
      ['POST', '/api/ApiKey/CreateApiKey', { name: 'Agency', scopes: ['wells'] }],
      ['PUT', `/api/ApiKey/RevokeApiKey?id=${id}`, undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      for (const who of ['researcher', 'owner'] as const) {
        expect((await call(method, url, who, body)).statusCode).toBe(403);
      }
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    }
    expect((await keyRow(id)).revoked_at).toBeNull();
  });
});

describe('revoking a key', () => {
  it('refuses the key from the next call, idempotently, and audits it once', async () => {
    const created = await createKey({ name: 'Revoked agency' });
    expect((await read(created.key)).statusCode).toBe(200);

    const revoked = await call('PUT', `/api/ApiKey/RevokeApiKey?id=${created.id}`, 'admin');
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ message: API_KEY_REVOKED });
    const refused = await read(created.key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(API_KEY_REVOKED_REFUSAL);

    const again = await call('PUT', `/api/ApiKey/RevokeApiKey?id=${created.id}`, 'admin');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: API_KEY_REVOKED });
    const listed = (await listKeys()).find((key) => key.id === created.id);
    expect(listed).toMatchObject({ revokedBy: 'Test Admin', isActive: false });
    expect(listed?.revokedAt).toEqual(expect.any(String));
    const audits = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(sql`${auditLog.entity} = 'api-key' and ${auditLog.entityId} = ${String(created.id)}`);
    expect(audits.map((entry) => entry.action).sort()).toEqual(['create-api-key', 'revoke-api-key']);
  });

  it('answers 404 for a key that does not exist', async () => {
    const response = await call('PUT', '/api/ApiKey/RevokeApiKey?id=2000000001', 'admin');
    expect(response.statusCode).toBe(404);
  });

  it('refuses a revoked key at once on a second instance of the app on the same database', async () => {
    const instances = await twoInstances();
    try {
      const [first, second] = instances.apps;
      const { id, key } = await insertApiKey(instances.db);
      expect((await read(key, WELLS, first)).statusCode).toBe(200);
      expect((await read(key, WELLS, second)).statusCode).toBe(200);

      const revoked = await first.inject({
        method: 'PUT',
        url: `/api/ApiKey/RevokeApiKey?id=${id}`,
        headers: { authorization: `Bearer ${instances.adminToken}` },
      });
      expect(revoked.statusCode).toBe(200);
      for (const app of instances.apps) {
        const refused = await read(key, WELLS, app);
        expect(refused.statusCode).toBe(401);
        expect(refused.json().message).toBe(API_KEY_REVOKED_REFUSAL);
      }
    } finally {
      await instances.close();
    }
  });
});

describe('the read API’s gate', () => {
  it('refuses a call without a key, or with a key it does not know, with 401', async () => {
    const missing = await read(undefined);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe(API_KEY_MISSING);
    const { key } = await insertApiKey(db());
    const unknown = await read(`${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(API_KEY_UNKNOWN);
    expect((await read('x'.repeat(5000))).statusCode).toBe(401);
  });

  it('ignores a bearer token: an Admin without a key is refused', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: WELLS,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(API_KEY_MISSING);
  });

  it('accepts a key through its last day and refuses it the day after', async () => {
    const { id, key } = await insertApiKey(db(), { expiresOn: addDays(today, 1) });
    expect((await read(key)).statusCode).toBe(200);
    await db().execute(sql`update ${apiKeys} set expires_on = ${today}::date where ${apiKeys.id} = ${id}`);
    expect((await read(key)).statusCode).toBe(200);

    const yesterday = addDays(today, -1);
    await db().execute(
      sql`update ${apiKeys} set expires_on = ${yesterday}::date where ${apiKeys.id} = ${id}`,
    );
    const refused = await read(key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(apiKeyExpiredRefusal(yesterday));
    expect((await listKeys()).find((row) => row.id === id)?.isActive).toBe(false);
  });

  it('lets a key read only its scopes (403 for the others); the summary takes any valid key', async () => {
    const { key: pumpageOnly } = await insertApiKey(db(), { scopes: ['pumpage'] });
    for (const url of [WELLS, GEOJSON]) {
      const refused = await read(pumpageOnly, url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(apiKeyScopeRefusal('wells'));
    }
    expect((await read(pumpageOnly, PUMPAGE)).statusCode).toBe(200);
    expect((await read(pumpageOnly, SUMMARY)).statusCode).toBe(200);

    const { key: wellsOnly } = await insertApiKey(db(), { scopes: ['wells'] });
    expect((await read(wellsOnly, WELLS)).statusCode).toBe(200);
    expect((await read(wellsOnly, GEOJSON)).statusCode).toBe(200);
    const refused = await read(wellsOnly, PUMPAGE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(apiKeyScopeRefusal('pumpage'));

    const { key: levelsOnly } = await insertApiKey(db(), { scopes: ['levels'] });
    expect((await read(levelsOnly, SUMMARY)).statusCode).toBe(200);
    expect((await read(levelsOnly, WELLS)).statusCode).toBe(403);
  });

  it('notes the last use, at most once a minute', async () => {
    const { id, key } = await insertApiKey(db());
    expect(await lastUsedAt(id)).toBeNull();
    expect((await read(key)).statusCode).toBe(200);
    const first = await lastUseAfter(id, null);
    expect(first).not.toBeNull();
    expect((await listKeys()).find((row) => row.id === id)?.lastUsedAt).toBe(first?.toISOString());

    // Within the minute a call writes nothing, nor does another instance's note.
    expect((await read(key)).statusCode).toBe(200);
    await noteApiKeyUse(db(), id);
    expect(await lastUsedAt(id)).toEqual(first);

    // Once the note is older, the next call notes it again.
    await db().execute(
      sql`update ${apiKeys} set last_used_at = now() - interval '2 minutes' where ${apiKeys.id} = ${id}`,
    );
    const aged = await lastUsedAt(id);
    expect((await read(key)).statusCode).toBe(200);
    expect(await lastUseAfter(id, aged)).not.toBeNull();
  });

  it('opens the read API to the demo’s documented key, seeded once however often the seed runs', async () => {
    await seedApiKeys(db());
    await seedApiKeys(db());
    const demo = (await listKeys()).filter((row) => row.name === DEMO_API_KEY_NAME);
    expect(demo).toMatchObject([{ scopes: ['wells', 'pumpage', 'levels'], expiresOn: null, isActive: true }]);
    for (const url of [WELLS, GEOJSON, PUMPAGE, SUMMARY]) {
      expect({ url, status: (await read(DEMO_API_KEY, url)).statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('answers 429 with Retry-After past the per-key limit, each key counted apart', async () => {
    const limited = await createTestApp({ config: { apiKeyRequestsPerMinute: 3 } });
    try {
      const { key: busy } = await insertApiKey(limited.database.db);
      const { key: quiet } = await insertApiKey(limited.database.db);
      for (let call = 0; call < 3; call += 1) {
        expect((await read(busy, WELLS, limited.app)).statusCode).toBe(200);
      }
      const refused = await read(busy, PUMPAGE, limited.app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(PUBLIC_API_RATE_LIMITED);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await read(quiet, WELLS, limited.app)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

/**
 * Two instances of the app on one database of their own: on PostgreSQL each with its own pool, as
 * two servers would be; PGlite belongs to one process, so there the two share it.
 */
async function twoInstances() {
  const config = testConfig();
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  let databases: Database[];
  let drop = async () => {};
  if (testDatabaseUrl) {
    const copy = await copyTemplateDatabase(testDatabaseUrl);
    databases = [
      await openDatabase({ databaseUrl: copy.url }),
      await openDatabase({ databaseUrl: copy.url }),
    ];
    drop = () => copy.drop();
  } else {
    const shared = await openTestDatabase();
    databases = [shared, shared];
  }
  const apps = await Promise.all(
    databases.map(async (database) => {
      const app = await buildApp({ config, database, webRoot: '/nonexistent' });
      await app.ready();
      return app;
    }),
  );
  const [first, second] = apps;
  const [primary] = databases;
  if (!first || !second || !primary) throw new Error('the instances did not start');
  const admin = (await insertAccessMatrix(primary.db)).admin;
  const adminToken = await new AccessTokens(config.jwtSecret, config.accessTokenMinutes).issue({
    userId: admin.id,
    roles: [],
    clientIds: [],
    accessLevel: 0,
  });
  return {
    apps: [first, second] as const,
    db: primary.db,
    adminToken,
    async close() {
      for (const app of apps) await app.close();
      for (const database of new Set(databases)) await database.close();
      await drop();
    },
  };
}
