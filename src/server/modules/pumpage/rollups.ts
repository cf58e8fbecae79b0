import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dailyPumpage, monthlyPumpage } from '../../db/schema';
import { columnNames, selectRows } from '../../db/sql';

/** A month whose kept total differs from its daily rows: null on the side that has no row. */
export interface RollupDifference {
  wellId: number;
  /** The month's first day, YYYY-MM-DD. */
  month: string;
  /** From the daily rows: thousands of gallons as exact decimal text, and how many rows. */
  rawPumpage: string | null;
  rawDays: number | null;
  /** As monthly_pumpage keeps them. */
  keptPumpage: string | null;
  keptDays: number | null;
}

/** The daily rows summed by well and month, as the rollup triggers keep them. */
const rawMonths = sql`
  select ${dailyPumpage.wellId} as well_id, date_trunc('month', ${dailyPumpage.date})::date as month,
    sum(${dailyPumpage.pumpage}) as pumpage, count(*)::int as days
  from ${dailyPumpage} group by 1, 2`;

/**
 * Recomputes every month from the daily rows and lists where monthly_pumpage says otherwise, in
 * well and month order, at most `limit` of them; `count` is how many there are in all.
 */
export async function findRollupDifferences(
  db: DbOrTx,
  limit: number,
): Promise<{ count: number; differences: RollupDifference[] }> {
  const rows = await selectRows<RollupDifference & { count: number }>(
    db,
    sql`
    with raw as (${rawMonths})
    select coalesce(raw.well_id, ${monthlyPumpage.wellId}) as "wellId",
      coalesce(raw.month, ${monthlyPumpage.month})::text as month,
      raw.pumpage::text as "rawPumpage", raw.days as "rawDays",
      ${monthlyPumpage.pumpage}::text as "keptPumpage", ${monthlyPumpage.days} as "keptDays",
      (count(*) over ())::int as count
    from raw full join ${monthlyPumpage}
      on ${monthlyPumpage.wellId} = raw.well_id and ${monthlyPumpage.month} = raw.month
    where raw.pumpage is distinct from ${monthlyPumpage.pumpage} or raw.days is distinct from ${monthlyPumpage.days}
    order by 1, 2
    limit ${limit}`,
  );
  return {
    count: rows[0]?.count ?? 0,
    differences: rows.map(({ count: _count, ...difference }) => difference),
  };
}

/** Replaces every monthly total with the sum of its daily rows; answers how many months it wrote. */
export async function rebuildRollups(db: DbOrTx): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${dailyPumpage} in share mode`);
    await tx.execute(sql`delete from ${monthlyPumpage}`);
    const [row] = await selectRows<{ months: number }>(
      tx,
      sql`with written as (
        insert into ${monthlyPumpage} (${columnNames([monthlyPumpage.wellId, monthlyPumpage.month, monthlyPumpage.pumpage, monthlyPumpage.days])})
        ${rawMonths}
        returning 1)
      select count(*)::int as months from written`,
    );
    return row?.months ?? 0;
  });
}
