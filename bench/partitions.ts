import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client';
import { loadCaller } from '../src/server/modules/auth/caller';
import { BENCH_ADMIN_EMAIL, benchToday } from './bench-district';
import { BIG_DISTRICT } from './big-district';
import {
  benchDatabaseUrl,
  createDatabase,
  type DistrictSpec,
  dropDatabase,
  openDistrict,
  siblingUrl,
} from './district-cache';
import { FULL_SIZE_DISTRICT } from './full-size-district';
import { type Figure, measureTables, WRITE_LIMIT_MS } from './partition-measures';
import { partitionByYearSql, partitionYears, PUMPAGE_TABLES, triggersOf } from './partition-sql';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** A file copy of the kept district; autovacuum may hold the template a moment, so it tries again. */
async function copyOf(spec: DistrictSpec): Promise<string> {
  await (await openDistrict(spec)).close();
  const url = siblingUrl(`partitions_${spec.name}`);
  await dropDatabase(url);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await createDatabase(url, siblingUrl(spec.name));
      return url;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('being accessed')) throw error;
      await sleep(5000);
    }
  }
}

async function counts(client: pg.Client): Promise<string> {
  const found = await client.query<{ daily: string; hourly: string; months: string }>(
    `select (select count(*) from daily_pumpage) as daily, (select count(*) from hourly_pumpage) as hourly,
       (select sum(pumpage)::text || ' kgal in ' || count(*) || ' months' from monthly_pumpage) as months`,
  );
  const row = found.rows[0];
  return `${Number(row?.daily).toLocaleString('en-US')} daily, ${Number(row?.hourly).toLocaleString('en-US')} hourly rows; ${row?.months}`;
}

/** The migration's statements in one transaction, as the migrator runs them; then statistics. */
async function partition(client: pg.Client, today: string): Promise<void> {
  const years = await partitionYears(client, today);
  const before = await counts(client);
  await client.query('begin');
  for (const table of PUMPAGE_TABLES) {
    const started = performance.now();
    for (const statement of partitionByYearSql(table, years, await triggersOf(client, table)))
      await client.query(statement);
    console.log(
      `  ${table.name}: partitioned by year (${years[0]}-${years.at(-1)} and a default) in ${seconds(started)}`,
    );
  }
  const committing = performance.now();
  await client.query('commit');
  console.log(`  commit ${seconds(committing)}`);
  // Autovacuum analyzes partitions, never a partitioned table itself: a migration must.
  const analyzing = performance.now();
  await client.query('vacuum analyze daily_pumpage, hourly_pumpage');
  console.log(`  vacuum analyze of both ${seconds(analyzing)}`);
  const after = await counts(client);
  if (after !== before) throw new Error(`rows differ after partitioning: ${before} / ${after}`);
  console.log(`  same rows and monthly totals: ${after}`);
}

async function onCopy(url: string, work: (database: Database, client: pg.Client) => Promise<void>) {
  const database = await openDatabase({ databaseUrl: url });
  const client = new pg.Client({ connectionString: url, options: '-c parallel_setup_cost=10000' });
  await client.connect();
  try {
    await work(database, client);
  } finally {
    await client.end();
    await database.close();
  }
}

const shown = (figure: Figure | undefined) =>
  figure === undefined
    ? '-'
    : Number.isFinite(figure.value)
      ? figure.value.toFixed(1)
      : `> ${WRITE_LIMIT_MS}`;

function printFigures(current: Figure[], partitioned: Figure[]): void {
  const width = Math.max(...current.map((figure) => figure.label.length)) + 5;
  console.log(`\n${'measure'.padEnd(width)}      current     by year   by year / current`);
  for (const figure of current) {
    const other = partitioned.find((each) => each.label === figure.label);
    const ratio = other && Number.isFinite(figure.value) ? (other.value / figure.value).toFixed(2) : '-';
    console.log(
      `${`${figure.label} (${figure.unit})`.padEnd(width)} ${shown(figure).padStart(12)} ${shown(other).padStart(11)}   ${ratio.padStart(8)}`,
    );
  }
  console.log(`(> ${WRITE_LIMIT_MS}: stopped by statement_timeout, BENCH_PARTITIONS_LIMIT_SECONDS)`);
}

async function measureDistrict(spec: DistrictSpec, today: string): Promise<void> {
  console.log(`\n${spec.name} district:`);
  const copying = performance.now();
  const url = await copyOf(spec);
  console.log(`  copied the kept district in ${seconds(copying)}`);
  try {
    await onCopy(url, async (database, client) => {
      const caller = await loadCaller(database.db, { email: BENCH_ADMIN_EMAIL });
      if (!caller) throw new Error('bench admin missing');
      const current = await measureTables(database, client, caller, today, false);
      await partition(client, today);
      printFigures(current, await measureTables(database, client, caller, today, true));
    });
  } finally {
    await dropDatabase(url);
  }
}

/**
 * `npm run bench -- partitions`: on a copy of each kept district (full-size and big, next to
 * BENCH_DATABASE_URL), the current pumpage tables measured, then partitioned by year as a migration
 * would do it to an existing database (timed), then measured again: index and table sizes, the
 * pumpage table's statements, one well's year, writes, and removing a year. BENCH_PARTITIONS_DISTRICTS
 * (`full`, `big` or `full,big`, the default) chooses the districts.
 */
export async function run(): Promise<void> {
  benchDatabaseUrl();
  const chosen = (process.env.BENCH_PARTITIONS_DISTRICTS ?? 'full,big').split(',');
  const today = benchToday();
  for (const spec of [FULL_SIZE_DISTRICT, BIG_DISTRICT].filter((each) => chosen.includes(each.name)))
    await measureDistrict(spec, today);
}
