import { and, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PumpageFilterInput } from '../../../shared/contracts/pumpage';
import { dailyPumpage } from '../../db/schema';
import type { Caller } from '../auth/caller';
import { wellIdConditions, wellNumberContains } from '../wells';
import type { DayRange } from './range-totals';

/*
 * The pumpage filter in parts: the conditions on wells alone, the period, and the quarters on any
 * date column. Readers of daily rows take them together (pumpageConditions); readers of the
 * kept totals take the period and the quarters to rangePumpageRowsSql (range-totals.ts).
 */

/** The caller's scope and the filter's well conditions, on `wells`. */
export function pumpageWellConditions(caller: Caller, filter: PumpageFilterInput): SQL | undefined {
  return and(...wellIdConditions(caller, filter), wellNumberContains(filter.wellNumber));
}

const latest = (days: (string | null)[]) =>
  days.reduce<string | null>(
    (kept, day) => (day !== null && (kept === null || day > kept) ? day : kept),
    null,
  );
const earliest = (days: (string | null)[]) =>
  days.reduce<string | null>(
    (kept, day) => (day !== null && (kept === null || day < kept) ? day : kept),
    null,
  );

/** The days both the years and the dates allow (empty when from > to); null ends are open. */
export function pumpagePeriod(filter: PumpageFilterInput): DayRange {
  return {
    from: latest([filter.startDate === null ? null : `${filter.startDate}-01-01`, filter.startDateTime]),
    to: earliest([filter.endDate === null ? null : `${filter.endDate}-12-31`, filter.endDateTime]),
  };
}

/** The filter's quarters on a date: a daily row's, or a month's first day (a month is in one quarter). */
export function inPumpageQuarters(filter: PumpageFilterInput, date: SQL): SQL | undefined {
  return filter.quarter.length ? inArray(sql`extract(quarter from ${date})::int`, filter.quarter) : undefined;
}

/**
 * The pumpage filter and the caller's scope as conditions on `daily_pumpage` joined to `wells`.
 * The period is a plain range on daily_pumpage.date so its index can serve it.
 */
export function pumpageConditions(caller: Caller, filter: PumpageFilterInput): SQL | undefined {
  const { from, to } = pumpagePeriod(filter);
  return and(
    pumpageWellConditions(caller, filter),
    from === null ? undefined : gte(dailyPumpage.date, from),
    to === null ? undefined : lte(dailyPumpage.date, to),
    inPumpageQuarters(filter, sql`${dailyPumpage.date}`),
  );
}
