import { sql, type SQL } from 'drizzle-orm';
import { addDays, addMonths } from '../../../shared/rules/calendar';
import { dailyPumpage, monthlyPumpage } from '../../db/schema';

/** Calendar days from `from` to `to`, both included (YYYY-MM-DD); a null end is open. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

/** A day range as whole months and the days left over at its ends. */
export interface MonthSplit {
  /** First days of months: from `from` (included) to `to` (excluded); null when no month is whole. */
  months: { from: string | null; to: string | null } | null;
  /** The days of the partial months at either end, closed ranges; at most two, under two months of days in all. */
  days: { from: string; to: string }[];
}

const LAST_MONTH = '9999-12';
const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
/** The first day of the month after `day`'s, or null after the last month a date can have. */
const monthAfter = (day: string) => (day.startsWith(LAST_MONTH) ? null : addMonths(firstOfMonth(day), 1));
const isLastOfMonth = (day: string) =>
  day.startsWith(LAST_MONTH) ? day.endsWith('-31') : addDays(day, 1) === monthAfter(day);

/** Splits a day range into the whole months it covers and the days of its partial edge months. */
export function splitIntoMonths({ from, to }: DayRange): MonthSplit {
  if (from !== null && to !== null && from > to) return { months: null, days: [] };
  const monthsFrom = from === null || from === firstOfMonth(from) ? from : monthAfter(from);
  // From a day of the last month on, no whole month follows: every day is an edge day.
  if (from !== null && monthsFrom === null)
    return { months: null, days: [{ from, to: to ?? `${LAST_MONTH}-31` }] };
  // A range to the last day of all has no end month: open, as no day follows it.
  const monthsTo = to === null ? null : isLastOfMonth(to) ? monthAfter(to) : firstOfMonth(to);
  if (from !== null && to !== null && monthsFrom !== null && monthsTo !== null && monthsFrom >= monthsTo) {
    // Within one month, or across two partial ones: every day is an edge day.
    return { months: null, days: [{ from, to }] };
  }
  const days: MonthSplit['days'] = [];
  if (from !== null && monthsFrom !== null && from < monthsFrom)
    days.push({ from, to: addDays(monthsFrom, -1) });
  if (to !== null && monthsTo !== null && to >= monthsTo) days.push({ from: monthsTo, to });
  return { months: { from: monthsFrom, to: monthsTo }, days };
}

/** Extra conditions on a month's first day or a daily row's date, e.g. the filter's quarters. */
export type DateCondition = (date: SQL) => SQL | undefined;

function whereAll(conditions: (SQL | undefined)[]): SQL {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
}

/**
 * Rows (well_id, pumpage, days) whose sums per well are its daily rows' total and count over the
 * range: the whole months from monthly_pumpage, the edge days from daily_pumpage. A well appears only if it has daily
 * rows in the range (a kept month has days > 0; 0 only while a statement removes its last row).
 * `onDate` must hold for a whole month or not at all (the filter's quarters do).
 */
export function rangePumpageRowsSql(range: DayRange, onDate: DateCondition = () => undefined): SQL {
  const { months, days } = splitIntoMonths(range);
  const month = sql`${monthlyPumpage.month}`;
  const date = sql`${dailyPumpage.date}`;
  const parts = [
    ...(months
      ? [
          sql`select ${monthlyPumpage.wellId} as well_id, ${monthlyPumpage.pumpage} as pumpage,
              ${monthlyPumpage.days} as days
            from ${monthlyPumpage}
            where ${whereAll([
              sql`${monthlyPumpage.days} > 0`,
              months.from === null ? undefined : sql`${month} >= ${months.from}::date`,
              months.to === null ? undefined : sql`${month} < ${months.to}::date`,
              onDate(month),
            ])}`,
        ]
      : []),
    ...days.map(
      (edge) =>
        sql`select ${dailyPumpage.wellId} as well_id, ${dailyPumpage.pumpage} as pumpage, 1 as days
          from ${dailyPumpage}
          where ${whereAll([sql`${date} >= ${edge.from}::date and ${date} <= ${edge.to}::date`, onDate(date)])}`,
    ),
  ];
  return parts.length
    ? sql.join(parts, sql` union all `)
    : sql`select null::int as well_id, null::numeric as pumpage, null::int as days where false`;
}
