import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_KEY_HEADER } from '../../shared/contracts/api-keys';
import type { DbOrTx } from '../db/client';
import type * as Passwords from '../modules/auth/passwords';
import { monitoringMeasurements, monitoringWells } from '../db/schema';
import { selectRows } from '../db/sql';
import { insertDays, insertHours } from '../test/factories/pumpage';
import { insertWell, insertWellReferences } from '../test/factories/wells';
import {
  queryString,
  requestJsonSchema,
  requestPartArbitrary,
  type JsonSchemaNode,
} from '../test/contract-arbitraries';
import { insertApiKey } from '../test/factories/api-keys';
import { insertClient, insertUser } from '../test/factories/people';
import { createTestApp, type TestApp } from '../test/test-app';
import type { DeclaredRoute } from './access-guard';

/*
 * Hostile input never answers 500. Every declared API route is walked with
 * requests generated from its own contract (a new route is walked without touching this file), by
 * an Admin and by an owner-side caller (the read API's with an agency's key holding every scope),
 * and must never answer 5xx; a request it refuses (4xx) must not have written anything.
 */

const SEED = 20_240_230;
/** Cases per route with a body or query contract (WALK_CASES runs deeper); routes without input get a few. */
const CASES_WITH_INPUT = Number(process.env.WALK_CASES ?? 100);
const CASES_WITHOUT_INPUT = 10;
/**
 * The callers' ids (and the agency's key's) sit far above the small ids generated requests name, so
 * no case changes them.
 */
const ADMIN_ID = 2_000_000_000;
const OWNER_ID = 2_000_000_001;
const API_KEY_ID = 2_000_000_000;
/** Refused sign-ins and registrations are counted by design: that table is the limiter's memory. */
const BOOKKEEPING_TABLES = new Set(['rate_limit_counters']);
/**
 * Refusals an attempt's history records by design, as staff read it: an e-mail refused for want of
 * an address (with the request key it claimed), a sync refused because the books are not connected.
 */
const RECORDED_REFUSALS: Record<string, ReadonlySet<string>> = {
  'GET /api/Invoice/SendEmailToClient': new Set(['invoice_emails', 'request_keys']),
  'GET /api/SendConfirmationEmail': new Set(['invoice_emails', 'request_keys']),
  'PUT /api/Invoice/UpdateOrCreateInvoice': new Set(['accounting_sync_log']),
};
const NOTHING_RECORDED: ReadonlySet<string> = new Set();
/**
 * The read API notes a key's last use once the guard lets its call through, before the query is
 * validated: a refused query may note it (at most once a minute).
 */
const KEY_USE_RECORDED: ReadonlySet<string> = new Set(['api_keys']);

/** The tables whose fingerprint moved between two fingerprints. */
function changedTables(before: string, after: string): string[] {
  const earlier = new Set(before.split(' '));
  return after
    .split(' ')
    .filter((entry) => !earlier.has(entry))
    .map((entry) => entry.slice(0, entry.indexOf('=')));
}

/** Multipart file bodies are walked by the upload module's own tests. */
const MULTIPART_URLS = new Set(['/api/UploadWellPumpages']);

/*
 * Password hashing at its production cost would spend most of the walk in argon2 (sign-in verifies
 * a decoy hash even for unknown accounts). The walk is about input handling, so hashes here are
 * cheap; verify reads the cost from the hash itself.
 */
vi.mock('../modules/auth/passwords', async (importOriginal) => {
  const cheapHash = (password: string) => hash(password, { memoryCost: 256, timeCost: 1, parallelism: 1 });
  const decoy = cheapHash('decoy-password-for-unknown-accounts');
  return {
    ...(await importOriginal<typeof Passwords>()),
    hashPassword: cheapHash,
    decoyPasswordHash: () => decoy,
  };
});

let t: TestApp;
const tokens: { admin: string; owner: string } = { admin: '', owner: '' };
/** An agency's key holding every scope, for the read API's routes. */
let apiKey = '';
const unhandled: string[] = [];
let fingerprintSql = '';

/** Unhandled errors the error handler logs: the cause behind a 500. */
const errorLog = new Writable({
  write(chunk: Buffer, _encoding, done) {
    const entry = JSON.parse(chunk.toString()) as { msg?: string; err?: { message?: string } };
    // Drizzle's message holds the SQL and its parameters, then the driver's cause after them.
    const message = (entry.err?.message ?? 'unknown').replace(
      /^Failed query: [\s\S]*?\nparams: [\s\S]*?: (?=[a-z])/,
      '',
    );
    unhandled.push(`${entry.msg ?? ''}: ${message}`);
    done();
  },
});

async function seed(db: DbOrTx) {
  const clientA = await insertClient(db, { name: 'Walk Client A' });
  const clientB = await insertClient(db, { name: 'Walk Client B' });
  await insertUser(db, { id: ADMIN_ID, email: 'walk-admin@test.local', role: 'Admin' });
  await insertUser(db, {
    id: OWNER_ID,
    email: 'walk-owner@test.local',
    role: 'Owner',
    clientIds: [clientA.id],
  });
  await insertUser(db, { email: 'walk-user@test.local', role: 'User', clientIds: [clientA.id] });
  const references = await insertWellReferences(db);
  const wellA = await insertWell(db, {
    clientId: clientA.id,
    aquiferId: references.sand400.id,
    parishId: references.eastBatonRouge.id,
    wellUseId: references.industrial.id,
    wellDepth: 400,
    dailyPumpRate: 1200.5,
    latitude: 30.45,
    longitude: -91.18,
  });
  const wellB = await insertWell(db, { clientId: clientB.id, aquiferId: references.sand600.id });
  await insertDays(db, wellA.id, ['2024-01-30', '2024-01-31', '2024-02-01', '2024-02-29']);
  await insertDays(db, wellB.id, ['2024-03-31', '2024-04-01']);
  await insertHours(db, wellA.id, '2024-01-31', [0, 1, 23]);
  const [monitoringWell] = await db
    .insert(monitoringWells)
    .values({
      siteNumber: '303251091115001',
      aquiferId: references.sand400.id,
      landSurfaceAltitudeFeet: 60,
      altitudeDatum: 'NAVD88',
      levelAlertDepthFeet: 250,
      isPublic: true,
    })
    .returning({ id: monitoringWells.id });
  await db.insert(monitoringMeasurements).values(
    ['2024-01-15', '2024-02-15'].map((measuredOn) => ({
      monitoringWellId: monitoringWell?.id ?? 0,
      parameter: 'depth-to-water' as const,
      measuredOn,
      value: 201.5,
      approved: true,
      source: 'manual' as const,
    })),
  );
  apiKey = (await insertApiKey(db, { id: API_KEY_ID })).key;
}

/** Per table: row count and newest row version; any committed insert, update or delete moves one. */
async function buildFingerprintSql(db: DbOrTx): Promise<string> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public'`,
  );
  return tables
    .map((table) => table.name)
    .filter((name) => !BOOKKEEPING_TABLES.has(name))
    .sort()
    .map(
      (name) =>
        `select '${name}' as t, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0) as f from "${name}"`,
    )
    .join(' union all ');
}

/**
 * The next transaction id of the cluster: a write needs one, reads do not. While it stands still
 * nothing wrote anywhere, so the full fingerprint is only read when it moves (on PostgreSQL other
 * databases move it too; the fingerprint then decides).
 */
async function nextTransactionId(): Promise<string> {
  const [row] = await t.database.query<{ xmax: string }>(
    'select pg_snapshot_xmax(pg_current_snapshot())::text as xmax',
  );
  return row?.xmax ?? '';
}

async function fingerprint(): Promise<string> {
  const rows = await t.database.query<{ t: string; f: string }>(fingerprintSql);
  return rows.map((row) => `${row.t}=${row.f}`).join(' ');
}

beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'warn', stream: errorLog } });
  await seed(t.database.db);
  tokens.admin = await t.tokenFor({ userId: ADMIN_ID });
  tokens.owner = await t.tokenFor({ userId: OWNER_ID });
  fingerprintSql = await buildFingerprintSql(t.database.db);
});
afterAll(() => t.close());

interface Finding {
  route: string;
  status: number;
  message: string;
  request: string;
}

function hashOf(text: string): number {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + character.charCodeAt(0)) | 0;
  return hash;
}

function describeRequest(query: string, body: unknown): string {
  const text = `${query} ${JSON.stringify(body) ?? ''}`;
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
}

let addressCounter = 0;
/** Each request its own address: the sign-in and registration limits would otherwise answer 429. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

async function walk(route: DeclaredRoute): Promise<Finding[]> {
  const name = `${route.method} ${route.url}`;
  const bodySchema: JsonSchemaNode | undefined = MULTIPART_URLS.has(route.url)
    ? undefined
    : requestJsonSchema(route.body);
  const querySchema = requestJsonSchema(route.querystring);
  const hasInput = Boolean(bodySchema ?? querySchema);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const isKeyed = route.access !== 'public' && 'apiKeyScope' in route.access;
  const callers: Record<string, string>[] =
    route.access === 'public'
      ? [{}]
      : 'apiKeyScope' in route.access
        ? [{ [API_KEY_HEADER]: apiKey }]
        : route.access.minLevel <= 40
          ? [bearer(tokens.admin), bearer(tokens.owner)]
          : [bearer(tokens.admin)];
  const cases = fc.sample(
    fc.record({
      credentials: fc.constantFrom(...callers),
      body: requestPartArbitrary(bodySchema),
      query: requestPartArbitrary(querySchema),
    }),
    { seed: SEED ^ hashOf(name), numRuns: hasInput ? CASES_WITH_INPUT : CASES_WITHOUT_INPUT },
  );

  const findings: Finding[] = [];
  const recorded = RECORDED_REFUSALS[name] ?? (isKeyed ? KEY_USE_RECORDED : NOTHING_RECORDED);
  let before = await fingerprint();
  let transactionBefore = await nextTransactionId();
  let answered = 0;
  for (const { credentials, body, query } of cases) {
    unhandled.length = 0;
    const search = queryString(query);
    const sendsBody = body !== undefined && route.method !== 'GET';
    const response = await t.app.inject({
      method: route.method as 'GET',
      url: `${route.url}${search}`,
      headers: {
        ...credentials,
        ...(sendsBody ? { 'content-type': 'application/json' } : {}),
      },
      ...(sendsBody ? { payload: JSON.stringify(body) } : {}),
      remoteAddress: nextAddress(),
    });
    const transactionAfter = await nextTransactionId();
    const after = transactionAfter === transactionBefore ? before : await fingerprint();
    const request = describeRequest(search, body);
    if (response.statusCode >= 500 || unhandled.length) {
      findings.push({ route: name, status: response.statusCode, message: unhandled.join('; '), request });
    } else if (
      response.statusCode >= 400 &&
      changedTables(before, after).some((table) => !recorded.has(table))
    ) {
      findings.push({
        route: name,
        status: response.statusCode,
        message: 'a refused request wrote',
        request,
      });
    }
    before = after;
    transactionBefore = transactionAfter;
    if (response.statusCode < 400) answered += 1;
  }
  // The read API's cases must reach its handlers: a key refused every time would walk nothing.
  if (isKeyed && answered === 0) {
    findings.push({ route: name, status: 0, message: "the agency's key was never let through", request: '' });
  }
  return findings;
}

describe('hostile input never answers 500', () => {
  it('walks every declared API route with requests generated from its contract', async () => {
    const routes = t.app.declaredRoutes.filter((route) => !route.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(40);
    const findings: Finding[] = [];
    for (const route of routes) findings.push(...(await walk(route)));
    // One finding per route and cause is enough to read.
    const distinct = [
      ...new Map(findings.map((finding) => [`${finding.route} ${finding.message}`, finding])).values(),
    ];
    expect(distinct).toEqual([]);
  }, 600_000);
});
