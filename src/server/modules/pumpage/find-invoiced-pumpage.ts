import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dailyPumpage, invoiceItems, invoices, wells } from '../../db/schema';
import { idArray, selectRows } from '../../db/sql';
import { ConflictError } from '../../errors';
import type { WellQuarter } from './well-quarter';

export interface InvoicedPumpage {
  wellNumber: string;
  year: number;
  quarter: number;
  invoiceNumber: string;
}

/** How many invoiced well-quarters a refusal names before summing up the rest. */
const NAMED_CONFLICTS = 3;

/**
 * The invoices built from the well-quarters `source` names: an invoice of the same year and
 * quarter carrying an item for the well (by id or, for older items, by number). One more than a
 * refusal names, so it can say there are more.
 */
function selectInvoiced(db: DbOrTx, source: SQL, period: { year: SQL; quarter: SQL }, where: SQL) {
  return selectRows<InvoicedPumpage>(
    db,
    sql`
    select distinct ${wells.wellNumber} as "wellNumber", ${invoices.year}::int as year,
      ${invoices.quarter}::int as quarter, ${invoices.invoiceNumber} as "invoiceNumber"
    ${source}
    join ${invoices} on ${invoices.year} = ${period.year} and ${invoices.quarter} = ${period.quarter}
    join ${invoiceItems} on ${invoiceItems.invoiceId} = ${invoices.id}
      and (${invoiceItems.wellId} = ${wells.id} or ${invoiceItems.wellNumber} = ${wells.wellNumber})
    where ${where}
    order by "wellNumber", year, quarter, "invoiceNumber"
    limit ${NAMED_CONFLICTS + 1}`,
  );
}

/** The invoiced well-quarters among these daily rows. */
export function findInvoicedPumpage(db: DbOrTx, ids: readonly number[]) {
  return selectInvoiced(
    db,
    sql`from ${dailyPumpage} join ${wells} on ${wells.id} = ${dailyPumpage.wellId}`,
    {
      year: sql`extract(year from ${dailyPumpage.date})`,
      quarter: sql`extract(quarter from ${dailyPumpage.date})`,
    },
    sql`${dailyPumpage.id} = any(${idArray(ids)}::bigint[])`,
  );
}

/** The invoices built from one well's quarter: asked of the quarter, as a month may have no rows yet. */
export function findInvoicedQuarter(db: DbOrTx, { wellId, year, quarter }: WellQuarter) {
  return selectInvoiced(
    db,
    sql`from ${wells}`,
    { year: sql`${year}`, quarter: sql`${quarter}` },
    sql`${wells.id} = ${wellId}`,
  );
}

/** Pumpage on an invoice stays as billed: a change to it is refused, naming the invoices. */
export function refuseInvoicedPumpage(found: InvoicedPumpage[]): void {
  if (found.length === 0) return;
  const named = found
    .slice(0, NAMED_CONFLICTS)
    .map(
      (row) =>
        `Pumpage of ${row.wellNumber} in ${row.year} Q${row.quarter} is on invoice ${row.invoiceNumber}`,
    );
  const more = found.length > NAMED_CONFLICTS ? ' (and more)' : '';
  throw new ConflictError(`${named.join('; ')}${more}; regenerate or void that invoice first.`);
}
