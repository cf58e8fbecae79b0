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

/**
 * Inserts the new days from `source` (well_id, date, pumpage) and replaces changed values of
 * existing ones. An unchanged value is not rewritten (that would cost a new row version and index
 * entries for nothing), so a re-sent file touches only what changed. Answers how many rows were new.
 */
async function mergeDays(tx: Tx, source: SQL): Promise<number> {
  return insertedBy(
    tx,
    sql`insert into daily_pumpage (well_id, date, pumpage)
      select source.well_id, source.date, source.pumpage from ${source} source
      on conflict (well_id, date) do update set pumpage = excluded.pumpage
        where daily_pumpage.pumpage <> excluded.pumpage`,
  );
}

async function mergeHours(tx: Tx): Promise<number> {
  return insertedBy(
    tx,
    sql`insert into hourly_pumpage (well_id, date, hour, pumpage)
      select source.well_id, source.date, source.hour, source.pumpage from ${STAGING} source
      on conflict (well_id, date, hour) do update set pumpage = excluded.pumpage
        where hourly_pumpage.pumpage <> excluded.pumpage`,
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
  if (kind === 'daily') {
    const inserted = await mergeDays(tx, STAGING);
    return { inserted, updated: rows - inserted };
  }
  const inserted = await mergeHours(tx);
  await sumTouchedDays(tx);
  return { inserted, updated: rows - inserted };
}
