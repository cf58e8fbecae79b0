import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DailyPumpageResponse, dailyPumpageRequestSchema } from '../../../shared/contracts/dashboard';
import { dailyPumpage } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { addDays } from '../../../shared/rules/calendar';
import type { Caller } from '../auth/caller';
import { findVisibleWell } from '../auth/scope';
import type { DbOrTx } from '../../db/client';

type DailyPumpageRequest = z.output<typeof dailyPumpageRequestSchema>;

/** The dashboard's Daily Volume: the last 7 days, ending yesterday. */
export const DEFAULT_DAYS = 7;

interface DayRow {
  date: string;
  year: number;
  month_name: string;
  day_name: string;
  formatted_date: string;
  pumpage: string | number | null;
}

/** The requested range, or the 7 days ending yesterday in the district's time zone. */
function rangeOf(request: DailyPumpageRequest, today: string): { start: string; end: string } {
  if (request.startDate && request.endDate) return { start: request.startDate, end: request.endDate };
  const end = addDays(today, -1);
  return { start: addDays(end, -(DEFAULT_DAYS - 1)), end };
}

/**
 * POST GetDailyWellPumpageData: one row per day of the range for a well the caller may see, in
 * thousands of gallons; a day without a record answers null.
 */
export async function getDailyWellPumpageData(
  db: DbOrTx,
  caller: Caller,
  request: DailyPumpageRequest,
  today: string,
): Promise<DailyPumpageResponse> {
  await findVisibleWell(db, caller, request.wellId);
  const { start, end } = rangeOf(request, today);
  const rows = await selectRows<DayRow>(
    db,
    sql`
    select day.date::text as date, extract(year from day.date)::int as year,
      to_char(day.date, 'FMMonth') as month_name, to_char(day.date, 'FMDay') as day_name,
      to_char(day.date, 'MM/DD/YYYY') as formatted_date, ${dailyPumpage.pumpage} as pumpage
    from generate_series(${start}::date, ${end}::date, interval '1 day') as series(day_start)
    cross join lateral (select series.day_start::date as date) as day
    left join ${dailyPumpage} on ${dailyPumpage.wellId} = ${request.wellId} and ${dailyPumpage.date} = day.date
      -- The range again on the table: without it the join reads every day the well ever had.
      and ${dailyPumpage.date} between ${start}::date and ${end}::date
    order by day.date`,
  );
  return {
    message: 'OK',
    data: rows.map((row) => ({
      date: row.date,
      year: Number(row.year),
      monthName: row.month_name,
      dayName: row.day_name,
      formattedDate: row.formatted_date,
      dailyPumpage: row.pumpage === null ? null : Number(row.pumpage),
    })),
  };
}
