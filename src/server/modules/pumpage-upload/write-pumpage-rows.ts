import { sql, type SQL } from 'drizzle-orm';
import type { PumpageFileKind } from '../../../shared/contracts/pumpage-upload';
import type { Tx } from '../../db/client';
import { columnNames, selectRows } from '../../db/sql';
import { isUniqueViolation } from '../../db/errors';
import {
  DAILY_PUMPAGE_UNIQUE_INDEX,
  dailyPumpage,
  HOURLY_PUMPAGE_UNIQUE_INDEX,
  hourlyPumpage,
} from '../../db/schema';
import { STAGING } from './pumpage-staging';
import { refuseDuplicateRows } from './staged-row-errors';

export interface UpsertCounts {
  inserted: number;
  updated: number;
}

const DAY_SUMS = sql.raw('pumpage_upload_day_sums');
/** The value column, named alike in both pumpage tables. */
const PUMPAGE = columnNames([dailyPumpage.pumpage]);

/** Rows an upsert inserted: PostgreSQL marks a row it inserted (not updated) with xmax = 0. */
async function insertedBy(tx: Tx, upsert: SQL): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    tx,
    sql`with written as (${upsert} returning (xmax = 0) as inserted)
      select (count(*) filter (where inserted))::int as count from written`,
  );
  return Number(row?.count ?? 0);
}

interface PumpageTable {
  table: SQL;
  columns: SQL;
  key: SQL;
  /** The unique index on `key`. */
  unique: string;
  /** What a stored row that differs from the new one becomes. */
  replace: SQL;
}

const SOURCE = columnNames([dailyPumpage.source]);

const DAILY: PumpageTable = {
  table: sql`${dailyPumpage}`,
  columns: columnNames([dailyPumpage.wellId, dailyPumpage.date, dailyPumpage.pumpage]),
  key: columnNames([dailyPumpage.wellId, dailyPumpage.date]),
  unique: DAILY_PUMPAGE_UNIQUE_INDEX,
  // A day the meter readings filled is taken over by the uploaded value, which is measured.
  replace: sql`set ${PUMPAGE} = excluded.${PUMPAGE}, ${SOURCE} = 'file'
    where ${dailyPumpage}.${PUMPAGE} <> excluded.${PUMPAGE} or ${dailyPumpage}.${SOURCE} <> 'file'`,
};
const HOURLY: PumpageTable = {
  table: sql`${hourlyPumpage}`,
  columns: columnNames([hourlyPumpage.wellId, hourlyPumpage.date, hourlyPumpage.hour, hourlyPumpage.pumpage]),
  key: columnNames([hourlyPumpage.wellId, hourlyPumpage.date, hourlyPumpage.hour]),
  unique: HOURLY_PUMPAGE_UNIQUE_INDEX,
  replace: sql`set ${PUMPAGE} = excluded.${PUMPAGE} where ${hourlyPumpage}.${PUMPAGE} <> excluded.${PUMPAGE}`,
};

/**
 * Writes `source` rows into a pumpage table and answers how many were new. First as a plain
 * insert in a savepoint: a file of new days, the usual case, is then written without ON
 * CONFLICT's speculative insertion, which costs a third more per row. When the unique index
 * refuses it (a day already stored, or repeated in the source), the savepoint is rolled back,
 * `beforeUpsert` runs (the staged file's duplicate check), and `insert ... on conflict do update`
 * replaces changed values and leaves unchanged ones alone (rewriting them would cost a new row
 * version and index entries for nothing). The caller holds the pumpage write lock, so no other
 * upload stores the same days meanwhile.
 */
async function mergeInto(
  tx: Tx,
  { table, columns, key, unique, replace }: PumpageTable,
  source: SQL,
  beforeUpsert?: () => Promise<void>,
): Promise<number> {
  const rows = sql`select ${columns} from ${source} source`;
  try {
    return await tx.transaction((savepoint) =>
      insertedBy(savepoint, sql`insert into ${table} (${columns}) ${rows}`),
    );
  } catch (error) {
    if (!isUniqueViolation(error, unique)) throw error;
  }
  await beforeUpsert?.();
  return insertedBy(
    tx,
    sql`insert into ${table} (${columns}) ${rows}
      on conflict (${key}) do update ${replace}`,
  );
}

/** The daily rows of every well-day the file touched become the sum of all their stored hours. */
async function sumTouchedDays(tx: Tx): Promise<void> {
  await tx.execute(sql`create temp table ${DAY_SUMS} on commit drop as
    select ${hourlyPumpage.wellId} as well_id, ${hourlyPumpage.date} as date, sum(${hourlyPumpage.pumpage}) as pumpage
    from ${hourlyPumpage}
    join (select distinct well_id, date from ${STAGING}) touched
      on touched.well_id = ${hourlyPumpage.wellId} and touched.date = ${hourlyPumpage.date}
    group by ${hourlyPumpage.wellId}, ${hourlyPumpage.date}`);
  await mergeInto(tx, DAILY, DAY_SUMS);
}

/**
 * Writes the staged rows of a validated file inside the caller's transaction: corrections replace
 * earlier values of the same well and day (or hour), and hourly loads keep daily = sum of hours.
 * A file that repeats a well and day (or hour) is refused with the repeated lines.
 */
export async function writePumpageRows(tx: Tx, kind: PumpageFileKind, rows: number): Promise<UpsertCounts> {
  const refuseDuplicates = () => refuseDuplicateRows(tx, kind);
  if (kind === 'daily') {
    const inserted = await mergeInto(tx, DAILY, STAGING, refuseDuplicates);
    return { inserted, updated: rows - inserted };
  }
  const inserted = await mergeInto(tx, HOURLY, STAGING, refuseDuplicates);
  await sumTouchedDays(tx);
  return { inserted, updated: rows - inserted };
}
