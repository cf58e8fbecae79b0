import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { generateQuarterInvoicesEndpoint } from '../src/shared/contracts/invoices';
import { lastQuarterEndedBy, quarterBefore } from '../src/shared/rules/quarters';
import { openDatabase, type Database } from '../src/server/db/client';
import { todayIn } from '../src/server/time';
import { benchToday, startBenchServer, type BenchServer } from './bench-district';

/*
 * Districts kept between runs in databases of their own next to BENCH_DATABASE_URL's
 * (`<name>_full`, `<name>_big`): the big district takes many minutes to build. A row in
 * bench_district says the build finished, with the builder's version and its day.
 */

/** Bumped when a builder changes what it builds, so kept districts are built again. */
const BUILD_VERSION = 1;
/** Pumpage ends yesterday when built; after a week the last days of a kept district run dry. */
const KEEP_DAYS = 7;
/** Quarters of invoices generated when building, for the invoice list and the owners' widget. */
const INVOICED_QUARTERS = 4;

export interface DistrictSpec {
  /** The database's suffix, and the name the tables print. */
  name: string;
  /** Fills the migrated, empty database and prints what it built. */
  build(database: Database, today: string): Promise<void>;
}

/** BENCH_DATABASE_URL: the kept districts, the load and the partitions benchmarks run on PostgreSQL only. */
export function benchDatabaseUrl(): string {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error('Set BENCH_DATABASE_URL to a PostgreSQL database: this benchmark runs on PostgreSQL only.');
    process.exit(1);
  }
  return url;
}

/** The URL of `<database>_<suffix>` on BENCH_DATABASE_URL's server. */
export function siblingUrl(suffix: string): string {
  const url = new URL(benchDatabaseUrl());
  url.pathname = `/${encodeURIComponent(`${databaseName(url.toString())}_${suffix}`)}`;
  return url.toString();
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** Runs `work` on a connection to BENCH_DATABASE_URL's own database, where other databases are made. */
async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: benchDatabaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function databaseExists(url: string): Promise<boolean> {
  return onServer(async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [databaseName(url)]);
    return (found.rowCount ?? 0) > 0;
  });
}

/** An empty database, or a file copy of `template` (which nobody may be connected to). */
export async function createDatabase(url: string, template?: string): Promise<void> {
  const from = template ? ` template ${pg.escapeIdentifier(databaseName(template))}` : '';
  await onServer((client) =>
    client.query(`create database ${pg.escapeIdentifier(databaseName(url))}${from}`),
  );
}

export async function dropDatabase(url: string): Promise<void> {
  await onServer((client) =>
    client.query(`drop database if exists ${pg.escapeIdentifier(databaseName(url))} with (force)`),
  );
}

async function isBuilt(database: Database, spec: DistrictSpec, today: string): Promise<boolean> {
  const [marker] = await database.query<{ version: number; built_on: string }>(
    `select version, built_on::text from bench_district where name = $1`,
    [spec.name],
  );
  if (!marker || marker.version !== BUILD_VERSION) return false;
  const age = (Date.parse(today) - Date.parse(marker.built_on)) / 86_400_000;
  if (age > KEEP_DAYS) return false;
  console.log(`${spec.name} district: kept from ${marker.built_on} (${databaseName(siblingUrl(spec.name))})`);
  return true;
}

/** The kept district's database, migrated, or undefined when it must be built (again). */
async function openKept(spec: DistrictSpec, today: string): Promise<Database | undefined> {
  const url = siblingUrl(spec.name);
  if (!(await databaseExists(url))) return undefined;
  const database = await openDatabase({ databaseUrl: url });
  await database.migrate();
  const [table] = await database.query<{ found: string | null }>(
    `select to_regclass('bench_district')::text as found`,
  );
  if (table?.found && (await isBuilt(database, spec, today))) return database;
  await database.close();
  await dropDatabase(url);
  return undefined;
}

/** The last quarters' invoices through the API, as a district that has billed for a year has. */
async function generateInvoices(server: BenchServer, today: string): Promise<void> {
  let period = lastQuarterEndedBy(today);
  for (let quarter = 0; quarter < INVOICED_QUARTERS; quarter += 1) {
    const response = await server.app.inject({
      method: 'POST',
      url: generateQuarterInvoicesEndpoint.path,
      headers: { authorization: `Bearer ${server.token}` },
      payload: period,
    });
    if (response.statusCode !== 200) throw new Error(`invoices answered ${response.statusCode}`);
    period = quarterBefore(period);
  }
}

async function build(spec: DistrictSpec, today: string): Promise<Database> {
  const url = siblingUrl(spec.name);
  console.log(`${spec.name} district: building in ${databaseName(url)}...`);
  const started = performance.now();
  await createDatabase(url);
  const database = await openDatabase({ databaseUrl: url });
  await database.migrate();
  await spec.build(database, today);
  const server = await startBenchServer(database);
  try {
    await generateInvoices(server, today);
  } finally {
    await server.close();
  }
  await database.query('vacuum analyze');
  await database.query(
    `create table bench_district (name text primary key, version int not null, built_on date not null, seconds int not null)`,
  );
  const seconds = Math.round((performance.now() - started) / 1000);
  await database.query(`insert into bench_district values ($1, $2, $3, $4)`, [
    spec.name,
    BUILD_VERSION,
    today,
    seconds,
  ]);
  console.log(`${spec.name} district: built in ${seconds} s, invoices included`);
  return database;
}

/** The district kept in `<name>_<spec.name>`, built first when missing, stale or unfinished. */
export async function openDistrict(spec: DistrictSpec): Promise<Database> {
  const today = benchToday();
  return (await openKept(spec, today)) ?? build(spec, today);
}

/** Runs `measure` on the kept district with the app started, then closes both. */
export async function onDistrict(
  spec: DistrictSpec,
  measure: (database: Database, server: BenchServer, today: string) => Promise<void>,
): Promise<void> {
  const database = await openDistrict(spec);
  try {
    const server = await startBenchServer(database);
    try {
      await measure(database, server, todayIn(server.config.districtTimeZone));
    } finally {
      await server.close();
    }
  } finally {
    await database.close();
  }
}
