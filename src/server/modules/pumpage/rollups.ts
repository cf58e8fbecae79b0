import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dailyPumpage, monthlyPumpage, yearlyPumpage } from '../../db/schema';
import { columnNames, selectRows } from '../../db/sql';
import { QUARTERS } from '../../../shared/rules/quarters';

/** A kept total that differs from its daily rows: null on the side that has no row. */
export interface RollupDifference {
  table: 'monthly_pumpage' | 'yearly_pumpage';
  wellId: number;
  /** YYYY-MM-DD: the month's first day, or in yearly_pumpage the quarter's. */
  period: string;
  /** From the daily rows: thousands of gallons as exact decimal text, and how many rows. */
  rawPumpage: string | null;
  rawDays: number | null;
  /** As the table keeps them. */
  keptPumpage: string | null;
  keptDays: number | null;
}

/** The daily rows summed by well and month, as the rollup triggers keep them. */
const rawMonths = sql`
  select ${dailyPumpage.wellId} as well_id, date_trunc('month', ${dailyPumpage.date})::date as month,
    sum(${dailyPumpage.pumpage}) as pumpage, count(*)::int as days
  from ${dailyPumpage} group by 1, 2`;

/** The daily rows summed by well and year with each quarter apart, as yearly_pumpage keeps them. */
const rawYears = sql`
  select ${dailyPumpage.wellId} as well_id, date_trunc('year', ${dailyPumpage.date})::date as year,
    ${sql.join(
      QUARTERS.map(
        (
          quarter,
        ) => sql`coalesce(sum(${dailyPumpage.pumpage}) filter (where extract(quarter from ${dailyPumpage.date}) = ${quarter}), 0),
          (count(*) filter (where extract(quarter from ${dailyPumpage.date}) = ${quarter}))::int`,
      ),
      sql`, `,
    )}
  from ${dailyPumpage} group by 1, 2`;

const YEARLY_COLUMNS = [
  yearlyPumpage.wellId,
  yearlyPumpage.year,
  yearlyPumpage.q1Pumpage,
  yearlyPumpage.q1Days,
  yearlyPumpage.q2Pumpage,
  yearlyPumpage.q2Days,
  yearlyPumpage.q3Pumpage,
  yearlyPumpage.q3Days,
  yearlyPumpage.q4Pumpage,
  yearlyPumpage.q4Days,
];

/**
 * The quarters (well_id, period, pumpage, days) of rows shaped as yearly_pumpage's: those with days
 * or pumpage, and a year with neither as its first quarter, which should not be kept at all.
 */
function quartersOf(years: SQL): SQL {
  const quarter = (n: number) =>
    sql`(${sql.raw(String(n))}, years.${sql.identifier(`q${n}_pumpage`)}, years.${sql.identifier(`q${n}_days`)})`;
  return sql`select years.well_id, (years.year + (quarter.number - 1) * interval '3 months')::date as period,
      quarter.pumpage, quarter.days
    from (${years}) as years
      cross join lateral (values ${sql.join(QUARTERS.map(quarter), sql`, `)}) as quarter(number, pumpage, days)
    where quarter.days <> 0 or quarter.pumpage <> 0
      or (quarter.number = 1 and years.q1_days + years.q2_days + years.q3_days + years.q4_days = 0)`;
}

/** A full join of raw and kept totals on (well_id, period), keeping where they differ. */
function differing(table: RollupDifference['table'], raw: SQL, kept: SQL): SQL {
  return sql`select ${table}::text as "table", coalesce(raw.well_id, kept.well_id) as "wellId",
      coalesce(raw.period, kept.period)::text as period,
      raw.pumpage::text as "rawPumpage", raw.days as "rawDays",
      kept.pumpage::text as "keptPumpage", kept.days as "keptDays"
    from (${raw}) as raw full join (${kept}) as kept
      on kept.well_id = raw.well_id and kept.period = raw.period
    where raw.pumpage is distinct from kept.pumpage or raw.days is distinct from kept.days`;
}

/**
 * Recomputes every month and every year's quarters from the daily rows and lists where
 * monthly_pumpage or yearly_pumpage says otherwise, by table, well and period, at most `limit` of
 * them; `count` is how many there are in all.
 */
export async function findRollupDifferences(
  db: DbOrTx,
  limit: number,
): Promise<{ count: number; differences: RollupDifference[] }> {
  const monthly = differing(
    'monthly_pumpage',
    sql`select well_id, month as period, pumpage, days from (${rawMonths}) as months`,
    sql`select ${monthlyPumpage.wellId} as well_id, ${monthlyPumpage.month} as period,
      ${monthlyPumpage.pumpage} as pumpage, ${monthlyPumpage.days} as days from ${monthlyPumpage}`,
  );
  const yearly = differing(
    'yearly_pumpage',
    quartersOf(sql`select * from (${rawYears}) as raw(${columnNames(YEARLY_COLUMNS)})`),
    quartersOf(sql`select * from ${yearlyPumpage}`),
  );
  const rows = await selectRows<RollupDifference & { count: number }>(
    db,
    sql`select *, (count(*) over ())::int as count
      from (${monthly} union all ${yearly}) as differences
      order by 1, 2, 3
      limit ${limit}`,
  );
  return {
    count: rows[0]?.count ?? 0,
    differences: rows.map(({ count: _count, ...difference }) => difference),
  };
}

/** Replaces every monthly and yearly total with the sums of its daily rows; answers how many of each it wrote. */
export async function rebuildRollups(db: DbOrTx): Promise<{ months: number; years: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${dailyPumpage} in share mode`);
    await tx.execute(sql`delete from ${monthlyPumpage}`);
    await tx.execute(sql`delete from ${yearlyPumpage}`);
    const [row] = await selectRows<{ months: number; years: number }>(
      tx,
      sql`with months as (
        insert into ${monthlyPumpage} (${columnNames([monthlyPumpage.wellId, monthlyPumpage.month, monthlyPumpage.pumpage, monthlyPumpage.days])})
        ${rawMonths}
        returning 1
      ), years as (
        insert into ${yearlyPumpage} (${columnNames(YEARLY_COLUMNS)})
        ${rawYears}
        returning 1
      )
      select (select count(*) from months)::int as months, (select count(*) from years)::int as years`,
    );
    return { months: row?.months ?? 0, years: row?.years ?? 0 };
  });
}
