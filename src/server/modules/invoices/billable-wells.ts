import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { InvoicePeriod } from '../../../shared/contracts/invoices';
import { quarterDateRange, type Quarter } from '../../../shared/rules/quarters';
import type { DbOrTx } from '../../db/client';
import { invoices, monthlyPumpage, parishes, wells, wellUses } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { WELL_USE_LABEL } from '../wells';

/** A well's line on a quarter's invoice, with the client it bills. */
export interface BillableWell {
  clientId: number;
  wellId: number;
  parish: string | null;
  use: string | null;
  ownerNo: string | null;
  wellNumber: string;
  depth: number | null;
  flag: string | null;
  /** kgal in each month of the quarter; null when the month has no daily rows. */
  month1: number | null;
  month2: number | null;
  month3: number | null;
}

const monthStart = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

/** A month's total of daily pumpage, as float8 (null: no rows). */
function monthSum(month: string): SQL {
  return sql`(sum(${monthlyPumpage.pumpage}) filter (where ${monthlyPumpage.month} = ${month}::date))::float8`;
}

/** Whose wells: every client without an invoice for the quarter yet, or one client's (to regenerate). */
export type BillableClients = { kind: 'uninvoiced' } | { kind: 'client'; clientId: number };

/**
 * The wells a quarter bills: each well of the clients asked for that is active or has pumpage in
 * the quarter, with its three monthly sums, in client and well-number order. One statement reading
 * the quarter's three monthly totals per well (monthly_pumpage, the exact sums of the daily rows,
 * kept only while a month has some): billing needs nothing of a daily row but its month's sum.
 */
export function billableWellsSql({ year, quarter }: InvoicePeriod, whose: BillableClients): SQL {
  const { start, end } = quarterDateRange(year, quarter as Quarter);
  const firstMonth = (quarter - 1) * 3 + 1;
  const month = (index: number) => monthSum(monthStart(year, firstMonth + index));
  const invoiced = and(
    eq(invoices.clientId, wells.clientId),
    eq(invoices.year, year),
    eq(invoices.quarter, quarter),
  );
  return sql`select ${wells.clientId} as "clientId", ${wells.id} as "wellId", ${parishes.name} as parish,
      ${WELL_USE_LABEL} as use, ${wells.clientWellName} as "ownerNo", ${wells.wellNumber} as "wellNumber",
      ${wells.wellDepth}::float8 as depth, ${wells.flag} as flag,
      ${month(0)} as month1, ${month(1)} as month2, ${month(2)} as month3
    from ${wells}
      left join ${parishes} on ${parishes.id} = ${wells.parishId}
      left join ${wellUses} on ${wellUses.id} = ${wells.wellUseId}
      left join ${monthlyPumpage} on ${monthlyPumpage.wellId} = ${wells.id} and ${monthlyPumpage.days} > 0
        and ${monthlyPumpage.month} >= ${start}::date and ${monthlyPumpage.month} < ${end}::date
    where ${whose.kind === 'client' ? eq(wells.clientId, whose.clientId) : sql`${wells.clientId} is not null and not exists (select 1 from ${invoices} where ${invoiced})`}
    group by ${wells.id}, ${parishes.name}, ${wellUses.description}, ${wellUses.wellUseId}
    having ${wells.isActive} or count(${monthlyPumpage.wellId}) > 0
    order by ${wells.clientId}, ${wells.wellNumber}`;
}

export function selectBillableWells(
  db: DbOrTx,
  period: InvoicePeriod,
  whose: BillableClients = { kind: 'uninvoiced' },
): Promise<BillableWell[]> {
  return selectRows<BillableWell>(db, billableWellsSql(period, whose));
}
