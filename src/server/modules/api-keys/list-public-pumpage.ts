import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { pageOffset } from '../../../shared/contracts/common';
import type { publicApiPumpageQuerySchema } from '../../../shared/contracts/public-api';
import type { DbOrTx } from '../../db/client';
import { jsonArraySql, jsonListBody, selectJsonList } from '../../db/json-list';
import { matchCountSql } from '../../db/paging';
import { aquifers, monthlyPumpage, parishes, wells, yearlyPumpage } from '../../db/schema';
import { WELL_USE_LABEL } from '../wells';
import {
  publishedWellConditions,
  WELL_EXEMPT,
  WELL_NUMBER_ORDER,
  WELL_REFERENCE_JOINS,
} from '../public-data';

export type PublicPumpageQuery = z.output<typeof publicApiPumpageQuerySchema>;

const firstOfYear = (year: number) => `${String(year).padStart(4, '0')}-01-01`;

/**
 * One page of the (well, year) pairs with pumpage the filter matches, by year then well number (in
 * the order people read them, ending on the unique number), with their place in that order and
 * on every row how many match in all. A year with pumpage is a row of the yearly totals, which the
 * daily rows' triggers keep (a year without rows has none).
 */
function pumpagePageSql(query: PublicPumpageQuery): SQL {
  const where = and(
    publishedWellConditions(query),
    query.year === undefined ? undefined : eq(yearlyPumpage.year, firstOfYear(query.year)),
    query.well === undefined ? undefined : sql`lower(${wells.wellNumber}) = lower(${query.well})`,
  );
  return sql`select ${yearlyPumpage.wellId} as well_id, ${yearlyPumpage.year} as year,
      row_number() over (order by ${yearlyPumpage.year}, ${WELL_NUMBER_ORDER}) as place, ${matchCountSql()} as total
    from ${yearlyPumpage}
      join ${wells} on ${wells.id} = ${yearlyPumpage.wellId}
      ${WELL_REFERENCE_JOINS}
    where ${where}
    order by place
    limit ${query.pageSize} offset ${pageOffset(query.page, query.pageSize)}`;
}

/**
 * A row's twelve months in kgal, January first, from the monthly totals (the exact sums of the
 * month's daily rows); null for a month without a daily row.
 */
const MONTHS = sql`(select json_agg(${monthlyPumpage.pumpage}::float8 order by month_index.n)
  from generate_series(0, 11) as month_index(n)
    left join ${monthlyPumpage} on ${monthlyPumpage.wellId} = page.well_id
      and ${monthlyPumpage.month} = (page.year + make_interval(months => month_index.n))::date)`;

/** The fields of a row (publicApiPumpageRowSchema); the year's total from the yearly totals. */
const PUMPAGE_FIELDS = {
  wellNumber: wells.wellNumber,
  year: sql`extract(year from page.year)::int`,
  parish: parishes.name,
  aquifer: aquifers.name,
  use: WELL_USE_LABEL,
  exempt: WELL_EXEMPT,
  months: MONTHS,
  totalKgal: sql`(${yearlyPumpage.q1Pumpage} + ${yearlyPumpage.q2Pumpage} + ${yearlyPumpage.q3Pumpage}
    + ${yearlyPumpage.q4Pumpage})::float8`,
};

/** One statement: the page of rows as a JSON array and how many match in all. */
export function publicPumpageSql(query: PublicPumpageQuery): SQL {
  const rows = jsonArraySql({
    fields: PUMPAGE_FIELDS,
    from: sql`page
      join ${yearlyPumpage} on ${yearlyPumpage.wellId} = page.well_id and ${yearlyPumpage.year} = page.year
      join ${wells} on ${wells.id} = page.well_id
      ${WELL_REFERENCE_JOINS}`,
    orderBy: sql`page.place`,
  });
  return sql`with page as (${pumpagePageSql(query)})
    select coalesce((select max(page.total) from page), 0)::int as count, ${rows}::text as data`;
}

/**
 * GET public/v1/pumpage: a page of monthly pumpage per registered well and year, in thousands of
 * gallons, as the body's JSON text.
 */
export async function listPublicPumpage(db: DbOrTx, query: PublicPumpageQuery): Promise<string> {
  const { count, data } = await selectJsonList(db, publicPumpageSql(query));
  return jsonListBody(`${count} well years found.`, data, { totalCount: count });
}
