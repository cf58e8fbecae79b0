import { sql, type SQL } from 'drizzle-orm';
import type { PumpageFileKind } from '../../../shared/contracts/pumpage-upload';
import type { Tx } from '../../db/client';
import { selectRows } from '../../db/sql';
import { STAGING } from './pumpage-staging';

export interface UpsertCounts {
  inserted: number;
  updated: number;
}

/** Uploads write one at a time, so two files with the same new well-day cannot race each other. */
const UPLOAD_LOCK_KEY = 7_042_002;
const DAY_SUMS = sql.raw('pumpage_upload_day_sums');

async function countOf(tx: Tx, statement: SQL): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    tx,
    sql`with written as (${statement} returning 1)
    select count(*)::int as count from written`,
  );
  return Number(row?.count ?? 0);
}

/**
 * Replaces changed values of existing days and inserts the new days from `source` (well_id, date,
 * pumpage). Rewriting an unchanged value would cost a new row version and index entries for nothing,
 * so a re-sent file touches only what changed. Answers how many rows were new.
 */
async function mergeDays(tx: Tx, source: SQL): Promise<number> {
  await tx.execute(sql`update daily_pumpage target set pumpage = source.pumpage
    from ${source} source
    where target.well_id = source.well_id and target.date = source.date and target.pumpage <> source.pumpage`);
  return countOf(
    tx,
    sql`insert into daily_pumpage (well_id, date, pumpage)
      select source.well_id, source.date, source.pumpage from ${source} source
      where not exists (select 1 from daily_pumpage target
                        where target.well_id = source.well_id and target.date = source.date)`,
  );
}

async function mergeHours(tx: Tx): Promise<number> {
  await tx.execute(sql`update hourly_pumpage target set pumpage = source.pumpage
    from ${STAGING} source
    where target.well_id = source.well_id and target.date = source.date and target.hour = source.hour
      and target.pumpage <> source.pumpage`);
  return countOf(
    tx,
    sql`insert into hourly_pumpage (well_id, date, hour, pumpage)
      select source.well_id, source.date, source.hour, source.pumpage from ${STAGING} source
      where not exists (select 1 from hourly_pumpage target where target.well_id = source.well_id
                        and target.date = source.date and target.hour = source.hour)`,
  );
}

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
  await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK_KEY})`);
  if (kind === 'daily') {
    const inserted = await mergeDays(tx, STAGING);
    return { inserted, updated: rows - inserted };
  }
  const inserted = await mergeHours(tx);
  await sumTouchedDays(tx);
  return { inserted, updated: rows - inserted };
}
