import { sql, type SQL } from 'drizzle-orm';
import {
  MONTH_FIELDS,
  type HistoricPumpageRequestInput,
  type HistoricPumpageResponse,
  type HistoricPumpageRow,
} from '../../../shared/contracts/water-data';
import { dailyPumpage } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { NotFoundError } from '../../errors';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { yearRangeOf, type YearRange } from './periods';
import { visibleWellCte } from '../auth/scope';
import { WELL_NOT_FOUND } from '../../../shared/contracts/messages';

/** sum(...) of no rows is null, of reported zeros 0: that is exactly "no data" versus "pumped nothing". */
const monthColumns = sql.join(
  MONTH_FIELDS.map(
    (field, index) =>
      sql`(sum(${dailyPumpage.pumpage}) filter (where extract(month from ${dailyPumpage.date}) = ${sql.raw(
        String(index + 1),
      )}))::float8 as ${sql.identifier(field)}`,
  ),
  sql`, `,
);

/**
 * The one statement behind the monthly tab: a row per year of the range, newest first, with the
 * monthly sums of the well's daily rows, or no row when the caller may not see the well. Takes the
 * resolved years (see yearRangeOf). Exported so the benchmark times exactly this SQL.
 */
export function historicWellPumpagesSql(caller: Caller, request: { wellId: number } & YearRange): SQL {
  return sql`with ${visibleWellCte(caller, request.wellId)}
    select years.year::int as "year", ${monthColumns}, sum(${dailyPumpage.pumpage})::float8 as "total"
    from visible_well
      cross join generate_series(${request.endYear}::int, ${request.startYear}::int, -1) as years(year)
      left join ${dailyPumpage} on ${dailyPumpage.wellId} = ${request.wellId}
        and ${dailyPumpage.date} >= make_date(years.year, 1, 1)
        and ${dailyPumpage.date} < make_date(years.year + 1, 1, 1)
    group by years.year
    order by years.year desc`;
}

/** POST GetAllHistoricWellPumpages: a well's pumpage per year and month, in thousands of gallons. */
export async function getHistoricWellPumpages(
  db: DbOrTx,
  caller: Caller,
  request: HistoricPumpageRequestInput,
  today: string,
): Promise<HistoricPumpageResponse> {
  const range = yearRangeOf(request, today);
  const data = await selectRows<HistoricPumpageRow>(
    db,
    historicWellPumpagesSql(caller, { wellId: request.wellId, ...range }),
  );
  if (data.length === 0) throw new NotFoundError(WELL_NOT_FOUND);
  return { message: `Pumpage of ${range.startYear} to ${range.endYear}.`, data };
}
