import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type {
  PublicPumpage,
  PublicPumpageRow,
  PublicQuarterTotal,
} from '../../../shared/contracts/public-data';
import { EXEMPT_FLAG } from '../../../shared/rules/billing';
import type { DbOrTx } from '../../db/client';
import { aquifers, invoiceItems, invoices, parishes, wells, yearlyPumpage } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { WELL_USE_LABEL } from '../wells';
import { WELL_EXEMPT, WELL_REFERENCE_JOINS } from './published-well-sql';

/*
 * The published pumpage comes from the yearly totals by quarter (kept exactly from the daily rows),
 * summed as numeric and turned into float8 only at the end, so every figure is the exact sum to the
 * thousandth of a kgal. Every well with pumpage counts, registered or not: the totals must add up
 * to what the district bills.
 */

const YEAR = sql`extract(year from ${yearlyPumpage.year})::int`;
const YEAR_KGAL = sql`${yearlyPumpage.q1Pumpage} + ${yearlyPumpage.q2Pumpage} + ${yearlyPumpage.q3Pumpage} + ${yearlyPumpage.q4Pumpage}`;

/** Each well's yearly totals with its parish, aquifer and use. */
const PUMPED_WELLS = sql`${yearlyPumpage}
  join ${wells} on ${wells.id} = ${yearlyPumpage.wellId}
  ${WELL_REFERENCE_JOINS}`;

/** One row per year, parish, aquifer, well use and exemption, in that order. */
function pumpageRows(db: DbOrTx): Promise<PublicPumpageRow[]> {
  return selectRows<PublicPumpageRow>(
    db,
    sql`select ${YEAR} as year, ${parishes.name} as parish, ${aquifers.name} as aquifer,
        ${WELL_USE_LABEL} as use, ${WELL_EXEMPT} as exempt, count(*)::int as wells,
        sum(${YEAR_KGAL})::float8 as kgal
      from ${PUMPED_WELLS}
      group by 1, 2, 3, 4, 5
      order by 1, 2, 3, 4, 5`,
  );
}

/**
 * Each quarter with pumpage or invoices: its pumpage, exempt, billable (a non-exempt well with an
 * owner) or unassigned (one without), against the non-exempt pumpage its invoices bill (the items'
 * months, before the quarter's rounding to whole kgal), null while it has no invoice.
 */
function quarterTotals(db: DbOrTx): Promise<PublicQuarterTotal[]> {
  const quarterOf = (number: number, kgal: PgColumn, days: PgColumn) =>
    sql`(${number}::int, ${kgal}, ${days})`;
  const kgalWhere = (condition: SQL) => sql`coalesce(sum(quarter.kgal) filter (where ${condition}), 0)`;
  return selectRows<PublicQuarterTotal>(
    db,
    sql`with pumped as (
        select ${YEAR} as year, quarter.number as quarter, sum(quarter.kgal) as total,
          ${kgalWhere(WELL_EXEMPT)} as exempt,
          ${kgalWhere(sql`not ${WELL_EXEMPT} and ${wells.clientId} is not null`)} as billable,
          ${kgalWhere(sql`not ${WELL_EXEMPT} and ${wells.clientId} is null`)} as unassigned
        from ${PUMPED_WELLS}
          cross join lateral (values
            ${quarterOf(1, yearlyPumpage.q1Pumpage, yearlyPumpage.q1Days)},
            ${quarterOf(2, yearlyPumpage.q2Pumpage, yearlyPumpage.q2Days)},
            ${quarterOf(3, yearlyPumpage.q3Pumpage, yearlyPumpage.q3Days)},
            ${quarterOf(4, yearlyPumpage.q4Pumpage, yearlyPumpage.q4Days)}
          ) as quarter(number, kgal, days)
        where quarter.days > 0
        group by 1, 2
      ), invoiced as (
        select ${invoices.year}::int as year, ${invoices.quarter}::int as quarter,
          coalesce(sum(${invoiceItems.month1Pumpage} + ${invoiceItems.month2Pumpage} + ${invoiceItems.month3Pumpage})
            filter (where ${invoiceItems.flag} is distinct from ${EXEMPT_FLAG}), 0) as kgal
        from ${invoices} left join ${invoiceItems} on ${invoiceItems.invoiceId} = ${invoices.id}
        group by 1, 2
      )
      select coalesce(pumped.year, invoiced.year) as year,
        coalesce(pumped.quarter, invoiced.quarter) as quarter,
        coalesce(pumped.total, 0)::float8 as "totalKgal",
        coalesce(pumped.exempt, 0)::float8 as "exemptKgal",
        coalesce(pumped.billable, 0)::float8 as "billableKgal",
        coalesce(pumped.unassigned, 0)::float8 as "unassignedKgal",
        invoiced.kgal::float8 as "invoicedKgal"
      from pumped full join invoiced on invoiced.year = pumped.year and invoiced.quarter = pumped.quarter
      order by 1, 2`,
  );
}

/** The published pumpage: by year, parish, aquifer and use, and each quarter against its invoices. */
export async function loadPublicPumpage(db: DbOrTx): Promise<PublicPumpage> {
  return { rows: await pumpageRows(db), quarters: await quarterTotals(db) };
}
