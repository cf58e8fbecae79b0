import { performance } from 'node:perf_hooks';
import type { Database } from '../src/server/db/client';
import { todayIn } from '../src/server/time';
import { addDays } from '../src/shared/rules/calendar';
import { buildDistrict, openBenchDatabase, startBenchServer, type BenchServer } from './bench-district';

const CLIENTS = 500;
export const WELLS = 2600;
/** Wells with ten years of daily pumpage; the others have none until the benchmark uploads some. */
export const METERED_WELLS = 600;
const HOURLY_WELLS = 400;
const DAILY_YEARS = 10;
const HOURLY_DAYS = 365;

/** A deterministic pumpage in kgal from a well id, a day expression and an hour expression. */
const PUMPAGE = (well: string, day: string, hour: string) =>
  `round((20 + ((${well} * 7919 + (${day} - date '2000-01-01') * 104729 + ${hour} * 31) % 997) / 10.0)::numeric, 3)`;

async function buildPumpage(database: Database, today: string): Promise<void> {
  const yesterday = addDays(today, -1);
  const hourlyFrom = addDays(today, -HOURLY_DAYS);
  const dailyFrom = addDays(today, -DAILY_YEARS * 365);
  const wellsById = `(select id, row_number() over (order by id) as n from wells) w`;
  await database.query(`insert into hourly_pumpage (well_id, date, hour, pumpage)
    select w.id, day::date, h, ${PUMPAGE('w.id', 'day::date', 'h')} / 24
    from ${wellsById}, generate_series(date '${hourlyFrom}', date '${yesterday}', interval '1 day') day,
      generate_series(0, 23) h
    where w.n <= ${HOURLY_WELLS}`);
  await database.query(`insert into daily_pumpage (well_id, date, pumpage)
    select well_id, date, sum(pumpage) from hourly_pumpage group by well_id, date`);
  await database.query(`insert into daily_pumpage (well_id, date, pumpage)
    select w.id, day::date, ${PUMPAGE('w.id', 'day::date', '0')}
    from ${wellsById}, generate_series(date '${dailyFrom}', date '${yesterday}', interval '1 day') day
    where w.n <= ${METERED_WELLS} and (w.n > ${HOURLY_WELLS} or day < date '${hourlyFrom}')`);
  // What autovacuum does to a district's tables long before anyone looks: statistics, and the
  // visibility map that lets counts use index-only scans instead of parallel heap scans.
  await database.query('vacuum analyze');
}

/**
 * The full-size district of the pumpage issue: 2,600 wells of 500 clients; ten years of daily
 * pumpage for 600 metered wells; the last year of hourly pumpage for 400 of them, whose daily rows
 * are the sums of their hours. Prints what it built.
 */
export async function buildFullSizeDistrict(database: Database, today: string): Promise<void> {
  const started = performance.now();
  await buildDistrict(database, { clients: CLIENTS, wells: WELLS });
  await buildPumpage(database, today);
  const [counts] = await database.query<{ daily: string; hourly: string }>(
    'select (select count(*) from daily_pumpage) as daily, (select count(*) from hourly_pumpage) as hourly',
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `store: ${database.kind}; ${WELLS} wells, ${Number(counts?.daily).toLocaleString('en-US')} daily and ` +
      `${Number(counts?.hourly).toLocaleString('en-US')} hourly rows (built in ${seconds} s)`,
  );
}

/**
 * Runs `measure` on a full-size district with the app started and an Admin signed in, then closes
 * the app and the database: the frame of the pumpage and reports benchmarks.
 */
export async function onFullSizeDistrict(
  measure: (database: Database, server: BenchServer, today: string) => Promise<void>,
): Promise<void> {
  const database = await openBenchDatabase();
  try {
    const server = await startBenchServer(database);
    try {
      const today = todayIn(server.config.districtTimeZone);
      await buildFullSizeDistrict(database, today);
      await measure(database, server, today);
    } finally {
      await server.close();
    }
  } finally {
    await database.close();
  }
}
