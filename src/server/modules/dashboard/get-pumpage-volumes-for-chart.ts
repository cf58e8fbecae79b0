import { and, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { addMonths } from '../../../shared/rules/calendar';
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
 * kgal, so a month is its sum / 1000, rounded to 3 decimals once, at the end. Every month comes from
 * its total (monthly_pumpage, the exact sums of its daily rows, kept only while it has some); this
 * month's loses the rows dated after today (not yet pumped), usually none, found through the date
 * index, so the chart never reads the district's days. A month whose every row is after today is
 * left out, as its days up to today would be.
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
  const months = db
    .select({
      month: sql<string>`${monthlyPumpage.month}`.as('month'),
      pumpage: sql<string>`${monthlyPumpage.pumpage}`.as('pumpage'),
      days: sql<number>`${monthlyPumpage.days}`.as('days'),
    })
    .from(monthlyPumpage)
    .where(
      and(
        inArray(monthlyPumpage.wellId, chartWells),
        gte(monthlyPumpage.month, `${firstYear}-01-01`),
        lte(monthlyPumpage.month, currentMonth),
        sql`${monthlyPumpage.days} > 0`,
      ),
    );
  const daysAfterToday = db
    .select({
      month: sql<string>`${currentMonth}::date`.as('month'),
      pumpage: sql<string>`-${dailyPumpage.pumpage}`.as('pumpage'),
      days: sql<number>`-1`.as('days'),
    })
    .from(dailyPumpage)
    .where(
      and(
        gt(dailyPumpage.date, today),
        lt(dailyPumpage.date, addMonths(currentMonth, 1)),
        inArray(dailyPumpage.wellId, chartWells),
      ),
    );
  const pumpage = months.unionAll(daysAfterToday).as('pumpage');
  const yearMonth = sql<string>`to_char(${pumpage.month}, 'YYYY-MM')`;
  const rows = await db
    .select({
      yearMonth,
      pumpage: sql<string>`round(sum(${pumpage.pumpage}) / 1000, 3)`,
    })
    .from(pumpage)
    .groupBy(yearMonth)
    .having(sql`sum(${pumpage.days}) > 0`)
    .orderBy(yearMonth);
  return {
    message: 'OK',
    data: rows.map((row) => ({ yearMonth: row.yearMonth, pumpage: Number(row.pumpage) })),
  };
}
