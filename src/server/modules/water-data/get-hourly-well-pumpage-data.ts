import { sql, type SQL } from 'drizzle-orm';
import {
  canSeeHourlyPumpage,
  HOUR_FIELDS,
  HOURLY_FORBIDDEN_MESSAGE,
  type HourlyPumpageRequestInput,
  type HourlyPumpageResponse,
  type HourlyPumpageRow,
} from '../../../shared/contracts/water-data';
import { hourlyPumpage } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { ForbiddenError, NotFoundError } from '../../errors';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { hourlyRangeOf, type DateRange } from './periods';
import { visibleWellCte } from '../auth/scope';
import { WELL_NOT_FOUND } from '../../../shared/contracts/messages';

const hourColumns = sql.join(
  HOUR_FIELDS.map(
    (field, hour) =>
      sql`(sum(${hourlyPumpage.pumpage}) filter (where ${hourlyPumpage.hour} = ${sql.raw(
        String(hour),
      )}))::float8 as ${sql.identifier(field)}`,
  ),
  sql`, `,
);

/**
 * The one statement behind the hourly tab: a row per day of the range with its 24 hours pivoted
 * into columns (null for an hour without a reading), or no row when the caller may not see the
 * well. Takes the resolved dates (see hourlyRangeOf). Exported so the benchmark times exactly this SQL.
 */
export function hourlyWellPumpageSql(caller: Caller, request: { wellId: number } & DateRange): SQL {
  return sql`with ${visibleWellCte(caller, request.wellId)}
    select extract(year from day.date)::int as "year", to_char(day.date, 'FMMonth') as "monthName",
      to_char(day.date, 'FMDay') as "dayName", to_char(day.date, 'MM/DD/YYYY') as "formattedDate",
      day.date::text as "date", ${hourColumns}
    from visible_well
      cross join generate_series(${request.startDate}::date, ${request.endDate}::date, interval '1 day')
        as series(day_start)
      cross join lateral (select series.day_start::date as date) as day
      left join ${hourlyPumpage} on ${hourlyPumpage.wellId} = ${request.wellId}
        and ${hourlyPumpage.date} = day.date
        -- The range again on the table, so only the range's readings are read, not the well's every one.
        and ${hourlyPumpage.date} between ${request.startDate}::date and ${request.endDate}::date
    group by day.date
    order by day.date`;
}

/**
 * POST GetHourlyWellPumpageData: a well's meter readings per day and hour, in thousands of
 * gallons. Role Admin only, refused before the well is looked up.
 */
export async function getHourlyWellPumpageData(
  db: DbOrTx,
  caller: Caller,
  request: HourlyPumpageRequestInput,
  today: string,
): Promise<HourlyPumpageResponse> {
  if (!canSeeHourlyPumpage(caller.roles)) throw new ForbiddenError(HOURLY_FORBIDDEN_MESSAGE);
  const range = hourlyRangeOf(request, today);
  const data = await selectRows<HourlyPumpageRow>(
    db,
    hourlyWellPumpageSql(caller, { wellId: request.wellId, ...range }),
  );
  if (data.length === 0) throw new NotFoundError(WELL_NOT_FOUND);
  return { message: `Hourly pumpage of ${range.startDate} to ${range.endDate}.`, data };
}
