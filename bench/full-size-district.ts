import { performance } from 'node:perf_hooks';
import type { Database } from '../src/server/db/client';
import { todayIn } from '../src/server/time';
import { addDays } from '../src/shared/rules/calendar';
import { buildDistrict, openBenchDatabase, startBenchServer, type BenchServer } from './bench-district';
import type { DistrictSpec } from './district-cache';

const CLIENTS = 500;
export const WELLS = 2600;
/** Wells with ten years of daily pumpage; the others have none until the benchmark uploads some. */
export const METERED_WELLS = 600;

/** Which wells get pumpage, and how much: wells are counted in id order from 1. */
export interface PumpageShape {
  /** Wells 1 to meteredWells have daily rows for dailyYears back from yesterday. */
  meteredWells: number;
  /** Wells 1 to hourlyWells also have hourly rows for hourlyDays; their daily rows sum their hours. */
  hourlyWells: number;
  dailyYears: number;
  hourlyDays: number;
  /** Wells per insert statement: the rollup triggers aggregate each statement's rows at once. */
  wellsPerStatement: number;
}

const FULL_SIZE_PUMPAGE: PumpageShape = {
  meteredWells: METERED_WELLS,
  hourlyWells: 400,
  dailyYears: 10,
  hourlyDays: 365,
  wellsPerStatement: METERED_WELLS,
};

/** A deterministic pumpage in kgal from a well id, a day expression and an hour expression. */
const PUMPAGE = (well: string, day: string, hour: string) =>
  `round((20 + ((${well} * 7919 + (${day} - date '2000-01-01') * 104729 + ${hour} * 31) % 997) / 10.0)::numeric, 3)`;

/** The statements filling the pumpage of wells first + 1 to last. */
function pumpageStatements(today: string, shape: PumpageShape, first: number, last: number): string[] {
  const yesterday = addDays(today, -1);
  const hourlyFrom = addDays(today, -shape.hourlyDays);
  const dailyFrom = addDays(today, -shape.dailyYears * 365);
  const wellsById = `(select id, row_number() over (order by id) as n from wells) w`;
  const hourlyLast = Math.min(last, shape.hourlyWells);
  const hourly =
    hourlyLast > first
      ? [
          `insert into hourly_pumpage (well_id, date, hour, pumpage)
        select w.id, day::date, h, ${PUMPAGE('w.id', 'day::date', 'h')} / 24
        from ${wellsById}, generate_series(date '${hourlyFrom}', date '${yesterday}', interval '1 day') day,
          generate_series(0, 23) h
        where w.n > ${first} and w.n <= ${hourlyLast}`,
          `insert into daily_pumpage (well_id, date, pumpage)
        select well_id, date, sum(pumpage) from hourly_pumpage join ${wellsById} on w.id = well_id
        where w.n > ${first} and w.n <= ${hourlyLast} group by well_id, date`,
        ]
      : [];
  return [
    ...hourly,
    `insert into daily_pumpage (well_id, date, pumpage)
      select w.id, day::date, ${PUMPAGE('w.id', 'day::date', '0')}
      from ${wellsById}, generate_series(date '${dailyFrom}', date '${yesterday}', interval '1 day') day
      where w.n > ${first} and w.n <= ${last} and (w.n > ${shape.hourlyWells} or day < date '${hourlyFrom}')`,
  ];
}

/** Fills the pumpage tables in statements of `wellsPerStatement` wells; `log` prints each one's time. */
export async function buildPumpage(
  database: Database,
  today: string,
  shape: PumpageShape,
  log = false,
): Promise<void> {
  for (let first = 0; first < shape.meteredWells; first += shape.wellsPerStatement) {
    const last = Math.min(first + shape.wellsPerStatement, shape.meteredWells);
    for (const statement of pumpageStatements(today, shape, first, last)) {
      const started = performance.now();
      await database.query(statement);
      if (log) {
        const table = statement.includes('into hourly') ? 'hourly' : 'daily';
        const seconds = ((performance.now() - started) / 1000).toFixed(0);
        console.log(`  ${table} rows of wells ${first + 1}-${last}: ${seconds} s`);
      }
    }
  }
  // What autovacuum does to a district's tables long before anyone looks: statistics, and the
  // visibility map that lets counts use index-only scans instead of parallel heap scans.
  await database.query('vacuum analyze');
}

/** Prints the district's size and how long it took to build. */
export async function printDistrict(database: Database, wells: number, started: number): Promise<void> {
  const [counts] = await database.query<{ daily: string; hourly: string }>(
    'select (select count(*) from daily_pumpage) as daily, (select count(*) from hourly_pumpage) as hourly',
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `store: ${database.kind}; ${wells.toLocaleString('en-US')} wells, ${Number(counts?.daily).toLocaleString('en-US')} daily and ` +
      `${Number(counts?.hourly).toLocaleString('en-US')} hourly rows (built in ${seconds} s)`,
  );
}

/**
 * The full-size district of the pumpage issue: 2,600 wells of 500 clients; ten years of daily
 * pumpage for 600 metered wells; the last year of hourly pumpage for 400 of them, whose daily rows
 * are the sums of their hours. Prints what it built.
 */
export async function buildFullSizeDistrict(database: Database, today: string): Promise<void> {
  const started = performance.now();
  await buildDistrict(database, { clients: CLIENTS, wells: WELLS });
  await buildPumpage(database, today, FULL_SIZE_PUMPAGE);
  await printDistrict(database, WELLS, started);
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

/** The full-size district as kept between runs on PostgreSQL (bench/district-cache.ts). */
export const FULL_SIZE_DISTRICT: DistrictSpec = { name: 'full', build: buildFullSizeDistrict };
