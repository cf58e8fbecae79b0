import { inArray, sql, type SQL } from 'drizzle-orm';
import { QUARTERS, type Quarter } from '../../../shared/rules/quarters';
import { addDays, addMonths } from '../../../shared/rules/calendar';
import { dailyPumpage, monthlyPumpage, yearlyPumpage } from '../../db/schema';

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

/** Spans of first days (of months or of years): `from` included, `to` excluded, null ends open. */
export interface FirstDaySpan {
  from: string | null;
  to: string | null;
}

/** A day range as whole years, the whole months outside them and the days left over at its ends. */
export interface YearSplit {
  /** 1 January of the whole years; null when no year is whole. */
  years: FirstDaySpan | null;
  /** First days of the whole months before and after those years (all of them when no year is whole). */
  months: FirstDaySpan[];
  days: { from: string; to: string }[];
}

const firstOfYear = (month: string) => `${month.slice(0, 4)}-01-01`;
/** The first 1 January on or after a month's first day, or null when it would be after the last year. */
function yearOnOrAfter(month: string): string | null {
  if (month.endsWith('-01-01')) return month;
  const next = Number(month.slice(0, 4)) + 1;
  return next > 9999 ? null : `${String(next).padStart(4, '0')}-01-01`;
}

/** Splits a day range into whole years, whole months outside them, and edge days. */
export function splitIntoYears(range: DayRange): YearSplit {
  const { months, days } = splitIntoMonths(range);
  if (!months) return { years: null, months: [], days };
  const yearsFrom = months.from === null ? null : yearOnOrAfter(months.from);
  const yearsTo = months.to === null ? null : firstOfYear(months.to);
  const noWholeYear =
    (months.from !== null && yearsFrom === null) ||
    (yearsFrom !== null && yearsTo !== null && yearsFrom >= yearsTo);
  if (noWholeYear) return { years: null, months: [months], days };
  const spans: FirstDaySpan[] = [];
  if (months.from !== null && yearsFrom !== null && months.from < yearsFrom)
    spans.push({ from: months.from, to: yearsFrom });
  if (months.to !== null && yearsTo !== null && yearsTo < months.to)
    spans.push({ from: yearsTo, to: months.to });
  return { years: { from: yearsFrom, to: yearsTo }, months: spans, days };
}

function whereAll(conditions: (SQL | undefined)[]): SQL {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
}

function inSpan(column: SQL, span: FirstDaySpan): SQL[] {
  return [
    ...(span.from === null ? [] : [sql`${column} >= ${span.from}::date`]),
    ...(span.to === null ? [] : [sql`${column} < ${span.to}::date`]),
  ];
}

/**
 * Rows (well_id, pumpage, days) whose sums per well are its daily rows' total and count over the
 * range and in the chosen quarters (none chosen: all): the whole years from yearly_pumpage (the
 * chosen quarters' columns), the whole months outside them from monthly_pumpage, the edge days from
 * daily_pumpage. A well appears only if it has daily rows there (kept totals with days > 0).
 */
export function rangePumpageRowsSql(range: DayRange, quarters: readonly Quarter[] = []): SQL {
  const { years, months, days } = splitIntoYears(range);
  const chosen = quarters.length ? quarters : QUARTERS;
  const inQuarters = (date: SQL) =>
    quarters.length ? inArray(sql`extract(quarter from ${date})::int`, [...quarters]) : undefined;
  const yearSum = (column: 'pumpage' | 'days') =>
    sql.join(
      chosen.map((quarter) => sql`${yearlyPumpage}.${sql.identifier(`q${quarter}_${column}`)}`),
      sql` + `,
    );
  const month = sql`${monthlyPumpage.month}`;
  const date = sql`${dailyPumpage.date}`;
  const parts = [
    ...(years
      ? [
          sql`select ${yearlyPumpage.wellId} as well_id, ${yearSum('pumpage')} as pumpage, ${yearSum('days')} as days
            from ${yearlyPumpage}
            where ${whereAll([sql`${yearSum('days')} > 0`, ...inSpan(sql`${yearlyPumpage.year}`, years)])}`,
        ]
      : []),
    ...months.map(
      (span) =>
        sql`select ${monthlyPumpage.wellId} as well_id, ${monthlyPumpage.pumpage} as pumpage,
            ${monthlyPumpage.days} as days
          from ${monthlyPumpage}
          where ${whereAll([sql`${monthlyPumpage.days} > 0`, ...inSpan(month, span), inQuarters(month)])}`,
    ),
    ...days.map(
      (edge) =>
        sql`select ${dailyPumpage.wellId} as well_id, ${dailyPumpage.pumpage} as pumpage, 1 as days
          from ${dailyPumpage}
          where ${whereAll([sql`${date} >= ${edge.from}::date and ${date} <= ${edge.to}::date`, inQuarters(date)])}`,
    ),
  ];
  return parts.length
    ? sql.join(parts, sql` union all `)
    : sql`select null::int as well_id, null::numeric as pumpage, null::int as days where false`;
}
