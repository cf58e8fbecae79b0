import { sql, type SQL } from 'drizzle-orm';
import {
  MONTH_FIELDS,
  type HistoricPumpageRequestInput,
  type HistoricPumpageResponse,
  type HistoricPumpageRow,
} from '../../../shared/contracts/water-data';
import { monthlyPumpage } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { NotFoundError } from '../../errors';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { yearRangeOf, type YearRange } from './periods';
import { visibleWellCte } from '../auth/scope';
import { WELL_NOT_FOUND } from '../../../shared/contracts/messages';

/**
 * A month is its monthly_pumpage row, the exact sum of its daily rows, kept only while it has some
 * (`days` > 0): the sum is null without one, 0 for reported zeros, exactly "no data" versus
 * "pumped nothing".
 */
const monthColumns = sql.join(
  MONTH_FIELDS.map(
    (field, index) =>
      sql`(sum(${monthlyPumpage.pumpage}) filter (where extract(month from ${monthlyPumpage.month}) = ${sql.raw(
        String(index + 1),
      )}))::float8 as ${sql.identifier(field)}`,
  ),
  sql`, `,
);

/**
 * The one statement behind the monthly tab: a row per year of the range, newest first, with the
 * well's monthly totals and their sum (numeric, exact, until the float8 of each answer), or no row
 * when the caller may not see the well. Takes the resolved years (see yearRangeOf). Exported so the
 * benchmark times exactly this SQL.
 */
export function historicWellPumpagesSql(caller: Caller, request: { wellId: number } & YearRange): SQL {
  return sql`with ${visibleWellCte(caller, request.wellId)}
    select years.year::int as "year", ${monthColumns}, sum(${monthlyPumpage.pumpage})::float8 as "total"
    from visible_well
      cross join generate_series(${request.endYear}::int, ${request.startYear}::int, -1) as years(year)
      left join ${monthlyPumpage} on ${monthlyPumpage.wellId} = ${request.wellId}
        and ${monthlyPumpage.month} >= make_date(years.year, 1, 1)
        and ${monthlyPumpage.month} < make_date(years.year + 1, 1, 1)
        and ${monthlyPumpage.days} > 0
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
