import { and, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PumpageFilterInput } from '../../../shared/contracts/pumpage';
import { dailyPumpage } from '../../db/schema';
import type { Caller } from '../auth/caller';
import { wellIdConditions, wellNumberContains } from '../wells';

/**
 * The pumpage filter and the caller's scope as conditions on `daily_pumpage` joined to `wells`.
 * Years and dates become plain ranges on daily_pumpage.date so its index can serve them.
 */
export function pumpageConditions(caller: Caller, filter: PumpageFilterInput): SQL | undefined {
  return and(
    ...wellIdConditions(caller, filter),
    filter.startDate === null ? undefined : gte(dailyPumpage.date, `${filter.startDate}-01-01`),
    filter.endDate === null ? undefined : lt(dailyPumpage.date, `${filter.endDate + 1}-01-01`),
    filter.startDateTime === null ? undefined : gte(dailyPumpage.date, filter.startDateTime),
    filter.endDateTime === null ? undefined : lte(dailyPumpage.date, filter.endDateTime),
    filter.quarter.length
      ? inArray(sql`extract(quarter from ${dailyPumpage.date})::int`, filter.quarter)
      : undefined,
    wellNumberContains(filter.wellNumber),
  );
}
