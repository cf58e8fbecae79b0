import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { Database } from '../src/server/db/client';
import type { Caller } from '../src/server/modules/auth/caller';
import { addDays } from '../src/shared/rules/calendar';
import { median } from './bench-district';
import { medianMs } from './measure';
import { partitionOf, PUMPAGE_TABLES, type PumpageTable } from './partition-sql';
import { pumpageTableCalls } from './pumpage-table-calls';

/*
 * What partitioning by year may change, measured the same way on the current tables and on the
 * partitioned ones: sizes, the pumpage table's statements, one well's year, and writes (each in a
 * transaction rolled back, so every state measures the same rows).
 */

export interface Figure {
  label: string;
  unit: 'ms' | 'MB';
  value: number;
}

const WRITE_ROWS = 100_000;
const WRITE_RUNS = Number(process.env.BENCH_PARTITIONS_WRITE_RUNS ?? 3);
const READ_RUNS = 9;

const megabytes = (bytes: string | number) => Number(bytes) / 1024 / 1024;

async function sizes(database: Database, table: PumpageTable): Promise<Figure[]> {
  const [row] = await database.query<{ indexes: string; heap: string }>(
    // A table that is not partitioned has no partition tree: it counts alone.
    `select sum(pg_indexes_size(relid)) as indexes, sum(pg_table_size(relid)) as heap
     from (select relid from pg_partition_tree($1::regclass) union select $1::regclass) tables`,
    [table.name],
  );
  return [
    { label: `${table.name}: index size`, unit: 'MB', value: megabytes(row?.indexes ?? 0) },
    { label: `${table.name}: table size`, unit: 'MB', value: megabytes(row?.heap ?? 0) },
  ];
}

async function reads(database: Database, caller: Caller, today: string): Promise<Figure[]> {
  const [well] = await database.query<{ id: number }>('select min(id) as id from wells');
  const wellId = Number(well?.id);
  const lastYear = Number(today.slice(0, 4)) - 1;
  const calls = (await pumpageTableCalls(database, caller, today)).calls.map((call) => ({
    label: `pumpage table: ${call.label}`,
    bare: call.bare,
  }));
  const oneWell = (label: string, sql: string, params: unknown[]) => ({
    label,
    bare: () => Promise.resolve(() => database.query(sql, params)),
  });
  calls.push(
    oneWell(
      `one well's days of ${lastYear}`,
      `select date, pumpage from daily_pumpage where well_id = $1 and date >= $2 and date < $3 order by date`,
      [wellId, `${lastYear}-01-01`, `${lastYear + 1}-01-01`],
    ),
    oneWell(
      `one well's hours of the last 365 days`,
      `select date, hour, pumpage from hourly_pumpage where well_id = $1 and date >= $2 order by date, hour`,
      [wellId, addDays(today, -365)],
    ),
  );
  const figures: Figure[] = [];
  for (const call of calls) {
    figures.push({ label: call.label, unit: 'ms', value: await medianMs(await call.bare(), READ_RUNS, 2) });
  }
  return figures;
}

/**
 * Each statement is stopped after this: on the big district the rollup trigger turns the DELETE of
 * a year into hours (its statement removing emptied months is planned as a nested loop).
 */
export const WRITE_LIMIT_MS = Number(process.env.BENCH_PARTITIONS_LIMIT_SECONDS ?? 300) * 1000;

const isTimeout = (error: unknown) => (error as { code?: string }).code === '57014';

/** Median time of `statements` in a transaction rolled back each time; infinite when stopped. */
async function rolledBackMs(client: pg.Client, statements: string[]): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < WRITE_RUNS; run += 1) {
    await client.query('begin');
    try {
      await client.query(`set local statement_timeout = ${WRITE_LIMIT_MS}`);
      const started = performance.now();
      for (const statement of statements) await client.query(statement);
      times.push(performance.now() - started);
    } catch (error) {
      if (!isTimeout(error)) throw error;
      return Number.POSITIVE_INFINITY;
    } finally {
      await client.query('rollback');
    }
  }
  return median(times);
}

const yearBounds = (year: number) => [`'${year}-01-01'`, `'${year + 1}-01-01'`] as const;

/** The year's months, which the rollup triggers do not take away when they do not fire. */
function monthsOf(table: PumpageTable, year: number): string[] {
  const [from, to] = yearBounds(year);
  return table.name === 'daily_pumpage'
    ? [`delete from monthly_pumpage where month >= ${from} and month < ${to}`]
    : [];
}

/** Removing a year: DELETE on the current table; detaching and dropping its partition otherwise. */
function deleteYear(table: PumpageTable, year: number, partitioned: boolean): string[] {
  const [from, to] = yearBounds(year);
  if (!partitioned) return [`delete from ${table.name} where date >= ${from} and date < ${to}`];
  const partition = partitionOf(table, year);
  return [
    `alter table ${table.name} detach partition ${partition}`,
    `drop table ${partition}`,
    ...monthsOf(table, year),
  ];
}

/** The same DELETE with the rollup trigger off and the months removed by hand: the DELETE's own cost. */
function deleteYearUntriggered(table: PumpageTable, year: number): string[] {
  const [from, to] = yearBounds(year);
  return [
    `alter table ${table.name} disable trigger user`,
    `delete from ${table.name} where date >= ${from} and date < ${to}`,
    ...monthsOf(table, year),
  ];
}

async function rowsOfYear(client: pg.Client, table: PumpageTable, year: number): Promise<string> {
  const found = await client.query<{ count: string }>(
    `select count(*) as count from ${table.name} where date >= $1 and date < $2`,
    [`${year}-01-01`, `${year + 1}-01-01`],
  );
  return Number(found.rows[0]?.count).toLocaleString('en-US');
}

async function upserts(client: pg.Client, today: string): Promise<Figure[]> {
  const newRows = `insert into daily_pumpage (well_id, date, pumpage)
    select w.id, day::date, 1.5 from (select id from wells order by id) w,
      generate_series(date '${today}', date '${today}' + 60, interval '1 day') day
    limit ${WRITE_ROWS}`;
  const corrections = `insert into daily_pumpage (well_id, date, pumpage)
    select well_id, date, pumpage + 0.5
    from (select well_id, date, pumpage from daily_pumpage order by date desc, well_id limit ${WRITE_ROWS}) latest
    on conflict (well_id, date) do update set pumpage = excluded.pumpage
      where daily_pumpage.pumpage <> excluded.pumpage`;
  const rows = WRITE_ROWS.toLocaleString('en-US');
  return [
    { label: `insert ${rows} new daily rows`, unit: 'ms', value: await rolledBackMs(client, [newRows]) },
    {
      label: `correct ${rows} daily rows (upsert)`,
      unit: 'ms',
      value: await rolledBackMs(client, [corrections]),
    },
  ];
}

/** The first whole year of daily rows, and the first year of hourly ones (part of a year). */
async function removals(client: pg.Client, partitioned: boolean): Promise<Figure[]> {
  const [daily, hourly] = PUMPAGE_TABLES;
  const years = await client.query<{ daily: number; hourly: number }>(
    `select extract(year from (select min(date) from daily_pumpage))::int + 1 as daily,
       extract(year from (select min(date) from hourly_pumpage))::int as hourly`,
  );
  const figures: Figure[] = [];
  for (const [table, year] of [
    [daily, years.rows[0]?.daily],
    [hourly, years.rows[0]?.hourly],
  ] as const) {
    if (!table || !year) continue;
    const label = `remove ${year} from ${table.name} (${await rowsOfYear(client, table, year)} rows)`;
    figures.push({
      label,
      unit: 'ms',
      value: await rolledBackMs(client, deleteYear(table, year, partitioned)),
    });
    if (!partitioned && table.name === 'daily_pumpage') {
      const statements = deleteYearUntriggered(table, year);
      figures.push({
        label: '  the same DELETE, triggers off',
        unit: 'ms',
        value: await rolledBackMs(client, statements),
      });
    }
  }
  return figures;
}

/** Every figure of the tables as they are now, partitioned or not. */
export async function measureTables(
  database: Database,
  client: pg.Client,
  caller: Caller,
  today: string,
  partitioned: boolean,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const table of PUMPAGE_TABLES) figures.push(...(await sizes(database, table)));
  figures.push(...(await reads(database, caller, today)));
  figures.push(...(await upserts(client, today)));
  figures.push(...(await removals(client, partitioned)));
  return figures;
}
