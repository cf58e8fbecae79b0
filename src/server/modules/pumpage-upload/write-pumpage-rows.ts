import { sql } from 'drizzle-orm';
import type { PumpageFileKind } from '../../../shared/contracts/pumpage-upload';
import type { Tx } from '../../db/client';
import { selectRows } from '../../db/sql';
import { chunkArrays, ROWS_PER_STATEMENT, type RowChunk } from './row-chunks';
import type { ValidatedRows } from './validated-rows';

export interface UpsertCounts {
  inserted: number;
  updated: number;
}

interface CountRow {
  inserted: number;
  updated: number;
}

async function upsertDailyChunk(tx: Tx, chunk: RowChunk): Promise<CountRow> {
  const [counts] = await selectRows<CountRow>(
    tx,
    sql`with upserted as (
      insert into daily_pumpage (well_id, date, pumpage)
      select * from unnest(${chunk.wellIds}::int[], ${chunk.dates}::date[], ${chunk.pumpages}::numeric[])
      on conflict (well_id, date) do update set pumpage = excluded.pumpage
      returning (xmax = 0) as inserted)
    select count(*) filter (where inserted)::int as inserted,
      count(*) filter (where not inserted)::int as updated
    from upserted`,
  );
  return counts ?? { inserted: 0, updated: 0 };
}

/** Hours are upserted, then the daily rows of the same well-days become the sum of their stored hours. */
async function upsertHourlyChunk(tx: Tx, chunk: RowChunk): Promise<CountRow> {
  const [counts] = await selectRows<CountRow>(
    tx,
    sql`with upserted as (
      insert into hourly_pumpage (well_id, date, hour, pumpage)
      select * from unnest(${chunk.wellIds}::int[], ${chunk.dates}::date[], ${chunk.hours}::smallint[],
        ${chunk.pumpages}::numeric[])
      on conflict (well_id, date, hour) do update set pumpage = excluded.pumpage
      returning (xmax = 0) as inserted)
    select count(*) filter (where inserted)::int as inserted,
      count(*) filter (where not inserted)::int as updated
    from upserted`,
  );
  // A well-day split across two chunks is summed twice; the second sum sees all its hours.
  await tx.execute(sql`
    insert into daily_pumpage (well_id, date, pumpage)
    select hourly.well_id, hourly.date, sum(hourly.pumpage)
    from hourly_pumpage hourly
    join (select distinct well_id, date
          from unnest(${chunk.wellIds}::int[], ${chunk.dates}::date[]) as day(well_id, date)) touched
      on touched.well_id = hourly.well_id and touched.date = hourly.date
    group by hourly.well_id, hourly.date
    on conflict (well_id, date) do update set pumpage = excluded.pumpage`);
  return counts ?? { inserted: 0, updated: 0 };
}

/** Upserts all validated rows in set-based statements inside the caller's transaction. */
export async function writePumpageRows(
  tx: Tx,
  kind: PumpageFileKind,
  rows: ValidatedRows,
): Promise<UpsertCounts> {
  const total = { inserted: 0, updated: 0 };
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = chunkArrays(rows, start, Math.min(rows.length, start + ROWS_PER_STATEMENT));
    const counts = kind === 'daily' ? await upsertDailyChunk(tx, chunk) : await upsertHourlyChunk(tx, chunk);
    total.inserted += Number(counts.inserted);
    total.updated += Number(counts.updated);
  }
  return total;
}
