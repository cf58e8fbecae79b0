import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { monthsOfQuarter, QUARTERS } from '../../../shared/rules/quarters';
import { aquifers, dailyPumpage, monthlyPumpage, parishes, wells, wellUses } from '../../db/schema';
import type { Caller } from '../auth/caller';
import { scopeToCaller } from '../auth/scope';
import { WELL_USE_LABEL } from '../wells';

/** What the report statement needs once the client is known and the district's "yesterday" is. */
export interface ReportWindow {
  /** Null for a single well without a client (then wellId is set). */
  clientId: number | null;
  /** One well of the client, or null for all of them. */
  wellId: number | null;
  year: number;
  /** The last day missing data is counted for: yesterday or 31 December, whichever comes first. */
  countMissingThrough: string;
}

/** The raw row: figures arrive as JSON so both drivers hand back plain numbers and nulls. */
export interface WellUsageRow {
  wellId: number;
  wellNumber: string;
  clientWellName: string | null;
  aquifer: string | null;
  wellUse: string | null;
  parish: string | null;
  flag: string | null;
  isActive: boolean;
  months: (number | null)[] | null;
  quarters: (number | null)[] | null;
  yearKgal: number | null;
  missingDayCount: number | null;
  missingDayRanges: { start: string; end: string; days: number }[] | null;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** Sums of the rows whose month passes each condition; constants only, so inlined as text. */
function sumsOfMonths(conditions: readonly string[]): SQL {
  return sql.join(
    conditions.map((condition) => sql.raw(`sum(pumpage) filter (where month ${condition})::float8`)),
    sql`, `,
  );
}

const MONTH_CONDITIONS = MONTHS.map((month) => `= ${month}`);
const QUARTER_CONDITIONS = QUARTERS.map((quarter) => `in (${monthsOfQuarter(quarter).join(', ')})`);

/**
 * The one statement behind the report: per well, its lookups, twelve monthly sums, four quarter
 * sums and the year's, and the days without a row compressed into ranges. The sums are the year's
 * monthly totals (monthly_pumpage, exact, kept only while a month has rows). The days with a row are
 * read as spans: a month whose rows cover every day is one span, without reading them; the rows of
 * the other months are a span each. Each span's gap to the one before it (lag) is a missing range,
 * and the tail after the last is added per well, so the cost follows the data, not wells x 365
 * generated days. Gaps stop at the last counted day; rows after it (today's) still count in the
 * sums. Exported so the benchmark times exactly this SQL.
 */
export function wellUsageReportSql(caller: Caller, window: ReportWindow): SQL {
  const yearStart = sql`${`${window.year}-01-01`}::date`;
  const nextYearStart = sql`${`${window.year + 1}-01-01`}::date`;
  const through = sql`${window.countMissingThrough}::date`;
  const wellCondition = and(
    window.clientId === null ? isNull(wells.clientId) : eq(wells.clientId, window.clientId),
    window.wellId === null ? undefined : eq(wells.id, window.wellId),
    scopeToCaller(caller, wells.clientId),
  );
  return sql`with report_wells as (
      select ${wells.id} as id, ${wells.wellNumber} as well_number, ${wells.clientWellName} as client_well_name,
        ${wells.flag} as flag, ${wells.isActive} as is_active, ${aquifers.name} as aquifer,
        ${WELL_USE_LABEL} as well_use, ${parishes.name} as parish
      from ${wells}
        left join ${aquifers} on ${aquifers.id} = ${wells.aquiferId}
        left join ${parishes} on ${parishes.id} = ${wells.parishId}
        left join ${wellUses} on ${wellUses.id} = ${wells.wellUseId}
      where ${wellCondition}
    ),
    year_months as (
      select ${monthlyPumpage.wellId} as well_id, ${monthlyPumpage.month} as first_day,
        (${monthlyPumpage.month} + interval '1 month')::date as next_first_day,
        extract(month from ${monthlyPumpage.month})::int as month, ${monthlyPumpage.pumpage} as pumpage,
        ${monthlyPumpage.days} = (${monthlyPumpage.month} + interval '1 month')::date - ${monthlyPumpage.month} as is_whole
      from report_wells rw
        join ${monthlyPumpage} on ${monthlyPumpage.wellId} = rw.id and ${monthlyPumpage.days} > 0
          and ${monthlyPumpage.month} >= ${yearStart} and ${monthlyPumpage.month} < ${nextYearStart}
    ),
    covered as (
      select well_id, first_day, next_first_day - 1 as last_day from year_months where is_whole
      union all
      select ym.well_id, ${dailyPumpage.date}, ${dailyPumpage.date}
      from year_months ym
        join ${dailyPumpage} on ${dailyPumpage.wellId} = ym.well_id
          and ${dailyPumpage.date} >= ym.first_day and ${dailyPumpage.date} < ym.next_first_day
      where not ym.is_whole
    ),
    spans as (
      select well_id, first_day, last_day,
        coalesce(lag(last_day) over (partition by well_id order by first_day) + 1, ${yearStart}) as gap_first,
        least(first_day - 1, ${through}) as gap_last
      from covered
    ),
    gaps as (
      select well_id, max(last_day) as last_date,
        jsonb_agg(jsonb_build_object('start', gap_first::text, 'end', gap_last::text,
          'days', gap_last - gap_first + 1) order by first_day) filter (where gap_first <= gap_last) as gaps,
        sum(gap_last - gap_first + 1) filter (where gap_first <= gap_last) as gap_days
      from spans group by well_id
    ),
    usage as (
      select well_id, json_build_array(${sumsOfMonths(MONTH_CONDITIONS)}) as months,
        json_build_array(${sumsOfMonths(QUARTER_CONDITIONS)}) as quarters, sum(pumpage)::float8 as year_kgal
      from year_months group by well_id
    ),
    with_tail as (
      select rw.*, u.months, u.quarters, u.year_kgal, g.gaps, g.gap_days,
        coalesce(g.last_date + 1, ${yearStart}) as tail_first
      from report_wells rw left join usage u on u.well_id = rw.id left join gaps g on g.well_id = rw.id
    )
    select id as "wellId", well_number as "wellNumber", client_well_name as "clientWellName",
      aquifer, well_use as "wellUse", parish, flag, is_active as "isActive",
      months, quarters, year_kgal as "yearKgal",
      (coalesce(gap_days, 0) + greatest(${through} - tail_first + 1, 0))::int as "missingDayCount",
      coalesce(gaps, '[]'::jsonb) || case when tail_first <= ${through}
        then jsonb_build_array(jsonb_build_object('start', tail_first::text, 'end', ${through}::text,
          'days', ${through} - tail_first + 1))
        else '[]'::jsonb end as "missingDayRanges"
    from with_tail
    order by well_number, id`;
}
