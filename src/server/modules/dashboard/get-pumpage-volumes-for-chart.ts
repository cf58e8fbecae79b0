import { and, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ChartResponse } from '../../../shared/contracts/dashboard';
import type { chartFilterSchema } from '../../../shared/contracts/wells';
import { dailyPumpage, monthlyPumpage, wells } from '../../db/schema';
import type { Caller } from '../auth/caller';
import { scopeToCaller } from '../auth/scope';
import type { DbOrTx } from '../../db/client';

type ChartFilter = z.output<typeof chartFilterSchema>;

/** The chart covers the current year and the two before. */
export const CHART_YEARS = 3;

function anyOf(column: Parameters<typeof inArray>[0], ids: number[]) {
  return ids.length > 0 ? inArray(column, ids) : undefined;
}

/**
 * POST GetPumpageVolumesForChart: monthly pumpage in million gallons of the caller's wells, from
 * 1 January two years back to today in the district's time zone. One aggregate query; pumpage is
 * kgal, so a month is its sum / 1000, rounded to 3 decimals once, at the end. The months before
 * today's come from their totals (monthly_pumpage, the exact sums of their daily rows, kept only
 * while they have some), which hold no day after today; today's month from its daily rows up to
 * today, since a row dated after today (not yet pumped) may sit in the same month and stays out.
 */
export async function getPumpageVolumesForChart(
  db: DbOrTx,
  caller: Caller,
  filter: ChartFilter,
  today: string,
): Promise<ChartResponse> {
  const firstYear = Number(today.slice(0, 4)) - (CHART_YEARS - 1);
  const currentMonth = `${today.slice(0, 7)}-01`;
  // The caller's wells are chosen inside each branch, so each reads only their months and days
  // through its (well_id, ...) key; a condition outside the union would read every well's first.
  const chartWells = db
    .select({ id: wells.id })
    .from(wells)
    .where(
      and(
        scopeToCaller(caller, wells.clientId),
        anyOf(wells.clientId, filter.clientId),
        anyOf(wells.aquiferId, filter.aquiferId),
        anyOf(wells.wellUseId, filter.wellUseId),
        anyOf(wells.parishId, filter.parishId),
      ),
    );
  const pastMonths = db
    .select({
      day: sql<string>`${monthlyPumpage.month}`.as('day'),
      pumpage: sql<string>`${monthlyPumpage.pumpage}`.as('pumpage'),
    })
    .from(monthlyPumpage)
    .where(
      and(
        inArray(monthlyPumpage.wellId, chartWells),
        gte(monthlyPumpage.month, `${firstYear}-01-01`),
        lt(monthlyPumpage.month, currentMonth),
        sql`${monthlyPumpage.days} > 0`,
      ),
    );
  const daysOfThisMonth = db
    .select({
      day: sql<string>`${dailyPumpage.date}`.as('day'),
      pumpage: sql<string>`${dailyPumpage.pumpage}`.as('pumpage'),
    })
    .from(dailyPumpage)
    .where(
      and(
        inArray(dailyPumpage.wellId, chartWells),
        gte(dailyPumpage.date, currentMonth),
        lte(dailyPumpage.date, today),
      ),
    );
  const pumpage = pastMonths.unionAll(daysOfThisMonth).as('pumpage');
  const yearMonth = sql<string>`to_char(${pumpage.day}, 'YYYY-MM')`;
  const rows = await db
    .select({
      yearMonth,
      pumpage: sql<string>`round(sum(${pumpage.pumpage}) / 1000, 3)`,
    })
    .from(pumpage)
    .groupBy(yearMonth)
    .orderBy(yearMonth);
  return {
    message: 'OK',
    data: rows.map((row) => ({ yearMonth: row.yearMonth, pumpage: Number(row.pumpage) })),
  };
}
