import { sql, type SQL } from 'drizzle-orm';
import type { PumpageFileKind } from '../../../shared/contracts/pumpage-upload';
import type { Tx } from '../../db/client';
import { selectRows } from '../../db/sql';
import { STAGING } from './pumpage-staging';

export interface UpsertCounts {
  inserted: number;
  updated: number;
}

const DAY_SUMS = sql.raw('pumpage_upload_day_sums');

/** Rows an upsert inserted: PostgreSQL marks a row it inserted (not updated) with xmax = 0. */
async function insertedBy(tx: Tx, upsert: SQL): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    tx,
    sql`with written as (${upsert} returning (xmax = 0) as inserted)
      select (count(*) filter (where inserted))::int as count from written`,
  );
  return Number(row?.count ?? 0);
}

/** Whether the join of the source to its table finds any row: index probes, stopping at the first. */
async function anyStored(tx: Tx, join: SQL): Promise<boolean> {
  const rows = await selectRows(tx, sql`select 1 from ${join} limit 1`);
  return rows.length > 0;
}

/**
 * Writes `source` rows into a pumpage table: when none of them is stored yet (a file of new days,
 * the usual case) with a plain insert, else with `insert ... on conflict do update` that replaces
 * changed values and leaves unchanged ones alone (rewriting them would cost a new row version and
 * index entries for nothing). ON CONFLICT's speculative insertion costs a third more per row, and
 * the pumpage write lock (held by the caller) keeps the days unstored between the look and the
 * insert. Answers how many rows were new.
 */
async function mergeInto(
  tx: Tx,
  { table, columns, key }: { table: SQL; columns: SQL; key: SQL },
  source: SQL,
): Promise<number> {
  const rows = sql`select ${columns} from ${source} source`;
  const stored = sql`${source} source join ${table} stored using (${key})`;
  if (!(await anyStored(tx, stored))) return insertedBy(tx, sql`insert into ${table} (${columns}) ${rows}`);
  return insertedBy(
    tx,
    sql`insert into ${table} (${columns}) ${rows}
      on conflict (${key}) do update set pumpage = excluded.pumpage
        where ${table}.pumpage <> excluded.pumpage`,
  );
}

const DAILY = {
  table: sql.raw('daily_pumpage'),
  columns: sql.raw('well_id, date, pumpage'),
  key: sql.raw('well_id, date'),
};
const HOURLY = {
  table: sql.raw('hourly_pumpage'),
  columns: sql.raw('well_id, date, hour, pumpage'),
  key: sql.raw('well_id, date, hour'),
};

const mergeDays = (tx: Tx, source: SQL) => mergeInto(tx, DAILY, source);
const mergeHours = (tx: Tx) => mergeInto(tx, HOURLY, STAGING);

/** The daily rows of every well-day the file touched become the sum of all their stored hours. */
async function sumTouchedDays(tx: Tx): Promise<void> {
  await tx.execute(sql`create temp table ${DAY_SUMS} on commit drop as
    select hourly.well_id, hourly.date, sum(hourly.pumpage) as pumpage
    from hourly_pumpage hourly
    join (select distinct well_id, date from ${STAGING}) touched
      on touched.well_id = hourly.well_id and touched.date = hourly.date
    group by hourly.well_id, hourly.date`);
  await mergeDays(tx, DAY_SUMS);
}

/**
 * Writes the staged rows of a validated file inside the caller's transaction: corrections replace
 * earlier values of the same well and day (or hour), and hourly loads keep daily = sum of hours.
 */
export async function writePumpageRows(tx: Tx, kind: PumpageFileKind, rows: number): Promise<UpsertCounts> {
  if (kind === 'daily') {
    const inserted = await mergeDays(tx, STAGING);
    return { inserted, updated: rows - inserted };
  }
  const inserted = await mergeHours(tx);
  await sumTouchedDays(tx);
  return { inserted, updated: rows - inserted };
}
