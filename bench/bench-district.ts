import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { buildApp } from '../src/server/app';
import { loadConfig, type AppConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { AccessTokens, type AccessClaims } from '../src/server/modules/auth/access-tokens';
import { loadCaller, type Caller } from '../src/server/modules/auth/caller';
import type { ApiInstance } from '../src/server/modules/context';
import type { Mailer } from '../src/server/integrations/mail/mailer';
import { insertUser } from '../src/server/test/factories/people';
import { todayIn } from '../src/server/time';
import { medianMs } from './measure';

/** Turns the use cases' statements into the text and parameters the driver receives. */
const dialect = new PgDialect();
export const BENCH_ADMIN_EMAIL = 'bench-admin@bench.test';

/**
 * BENCH_DATABASE_URL (or DATABASE_URL) names an empty PostgreSQL database to build the district
 * in; without either, a fresh embedded database in a temporary folder, as the app keeps its
 * embedded store in DATA_DIR (so the database's data lives on disk, not in the process's memory),
 * removed on close: never existing data.
 */
export async function openBenchDatabase(): Promise<Database> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(os.tmpdir(), 'gdp-bench-store-'));
  const opened = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  const database: Database = {
    ...opened,
    async close() {
      await opened.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await database.migrate();
  const [existing] = await database.query<{ count: string }>('select count(*) as count from clients');
  if (Number(existing?.count) > 0) {
    await database.close();
    throw new Error('The benchmark database must be empty: the benchmark builds its own district.');
  }
  return database;
}

/**
 * A district of `clients` clients and `wells` wells in one SQL statement per table, deterministic:
 * the same run always builds the same wells (BW-00001 ...). Coordinates spread over the district's
 * 0.4° square, so about one well in sixteen falls in the industrial district's bounding box.
 */
export async function buildDistrict(database: Database, size: { clients: number; wells: number }) {
  const statements = [
    `insert into aquifers (aquifer_id, name) select 'A' || i, (i * 200) || '-Foot Sand' from generate_series(1, 10) i`,
    `insert into parishes (parish_id, name) select 'P' || i, 'Parish ' || i from generate_series(1, 8) i`,
    `insert into well_uses (well_use_id, description) select 'U' || i, 'Use ' || i from generate_series(1, 12) i`,
    `insert into clients (name, address1, city, state, zip_code, registration_code)
       select 'Bench Client ' || lpad(i::text, 3, '0'), i || ' Main Street', 'Baton Rouge', 'LA', '70801', 'BENCH-' || i
       from generate_series(1, ${size.clients}) i`,
    `insert into wells (client_id, aquifer_id, well_use_id, parish_id, identification_number, well_number,
         permit_number, well_depth, daily_pump_rate, client_well_name, latitude, longitude, is_active, well_status,
         well_status_date, meter_type)
       select c.first + (i * 7) % ${size.clients}, a.first + i % 10, u.first + (i * 5) % 12, p.first + (i * 3) % 8,
         '30' || lpad(i::text, 13, '0'), 'BW-' || lpad(i::text, 5, '0'), 'P-' || (i % 1000), 200 + (i * 37) % 2600,
         100 + (i * 13) % 900, 'Well No. ' || (i % 9 + 1), 30.3 + ((i * 7919) % 4000) / 10000.0,
         -91.3 + ((i * 104729) % 4000) / 10000.0, i % 17 <> 0, case when i % 17 = 0 then 'Inactive' else 'Active' end,
         now(), case when i % 3 = 0 then 'Magnetic' end
       from generate_series(1, ${size.wells}) i,
         (select min(id) as first from clients) c, (select min(id) as first from aquifers) a,
         (select min(id) as first from well_uses) u, (select min(id) as first from parishes) p`,
  ];
  for (const statement of statements) await database.query(statement);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Medians of the API call and of its bare SQL, measured in alternating rounds so that load from
 * elsewhere on the machine weighs on both alike.
 */
export async function alternatingMedians(
  api: () => Promise<unknown>,
  bare: () => Promise<unknown>,
  rounds = 7,
  runsPerRound = 9,
) {
  const apiRounds: number[] = [];
  const sqlRounds: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    apiRounds.push(await medianMs(api, runsPerRound, 2));
    sqlRounds.push(await medianMs(bare, runsPerRound, 2));
  }
  return { apiMs: median(apiRounds), sqlMs: median(sqlRounds) };
}

/** Runs one of the use cases' statements bare, as the driver would receive it. */
export function bareQuery(database: Database, statement: SQL): () => Promise<unknown> {
  const query = dialect.sqlToQuery(statement);
  return () => database.query(query.sql, query.params);
}

/**
 * A bench on the full-size district runs for longer than a signed-in user's token lives (15 minutes
 * by default), more so on a busy machine; an expired token would answer 401 halfway through.
 */
const BENCH_TOKEN_MINUTES = 12 * 60;

/** The app's settings as production reads them, with a secret of the run's own. */
export function benchConfig(dataDir: string): AppConfig {
  return loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
  });
}

/** Today in the district's time zone, as the app sees it. */
export const benchToday = () => todayIn(benchConfig(os.tmpdir()).districtTimeZone);

export interface BenchServer {
  app: ApiInstance;
  caller: Caller;
  token: string;
  config: AppConfig;
  /** A token of another user, signed with this server's secret (owners, more staff). */
  issueToken(claims: AccessClaims): Promise<string>;
  close(): Promise<void>;
}

/** The bench Admin: a district kept between runs (bench/district-cache.ts) already has one. */
async function benchAdmin(database: Database): Promise<Caller> {
  const existing = await loadCaller(database.db, { email: BENCH_ADMIN_EMAIL });
  if (existing) return existing;
  const admin = await insertUser(database.db, { email: BENCH_ADMIN_EMAIL, role: 'Admin' });
  const caller = await loadCaller(database.db, { id: admin.id });
  if (!caller) throw new Error('bench admin missing');
  return caller;
}

/**
 * The real app on the bench database with an Admin signed in; `webRoot` serves a built web app,
 * `mailer` replaces the outbox.
 */
export async function startBenchServer(
  database: Database,
  webRoot?: string,
  mailer?: Mailer,
): Promise<BenchServer> {
  // Measured as production runs: under test the server also checks every bulk answer against its
  // contract, which is not what a district's server does. The data lives in the bench database.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gdp-bench-'));
  const config = benchConfig(dataDir);
  const caller = await benchAdmin(database);
  const app = await buildApp({
    config,
    database,
    webRoot: webRoot ?? '/nonexistent',
    ...(mailer ? { mailer } : {}),
  });
  await app.ready();
  const tokens = new AccessTokens(config.jwtSecret, BENCH_TOKEN_MINUTES);
  const token = await tokens.issue({
    userId: caller.id,
    roles: ['Admin'],
    clientIds: [],
    accessLevel: 100,
  });
  return {
    app,
    caller,
    token,
    config,
    issueToken: (claims) => tokens.issue(claims),
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
