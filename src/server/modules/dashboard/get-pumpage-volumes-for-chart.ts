import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ChartResponse } from '../../../shared/contracts/dashboard';
import type { chartFilterSchema } from '../../../shared/contracts/wells';
import { dailyPumpage, wells } from '../../db/schema';
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
 * 1 January two years back to today in the district's time zone. One aggregate query; daily rows
 * are kgal, so a month is its sum / 1000, rounded to 3 decimals once, at the end.
 */
export async function getPumpageVolumesForChart(
  db: DbOrTx,
  caller: Caller,
  filter: ChartFilter,
  today: string,
): Promise<ChartResponse> {
  const firstYear = Number(today.slice(0, 4)) - (CHART_YEARS - 1);
  const yearMonth = sql<string>`to_char(${dailyPumpage.date}, 'YYYY-MM')`;
  const rows = await db
    .select({
      yearMonth,
      pumpage: sql<string>`round(sum(${dailyPumpage.pumpage}) / 1000, 3)`,
    })
    .from(dailyPumpage)
    .innerJoin(wells, eq(wells.id, dailyPumpage.wellId))
    .where(
      and(
        gte(dailyPumpage.date, `${firstYear}-01-01`),
        lte(dailyPumpage.date, today),
        scopeToCaller(caller, wells.clientId),
        anyOf(wells.clientId, filter.clientId),
        anyOf(wells.aquiferId, filter.aquiferId),
        anyOf(wells.wellUseId, filter.wellUseId),
        anyOf(wells.parishId, filter.parishId),
      ),
    )
    .groupBy(yearMonth)
    .orderBy(yearMonth);
  return {
    message: 'OK',
    data: rows.map((row) => ({ yearMonth: row.yearMonth, pumpage: Number(row.pumpage) })),
  };
}
