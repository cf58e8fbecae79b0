import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoiceItems, invoices, wells } from '../../db/schema';
import { selectRows } from '../../db/sql';
import type { InvoicedPumpage } from './find-invoiced-pumpage';
import type { WellQuarter } from './well-quarter';

/**
 * The invoices built from one well's quarter, by the rule the deletion applies to its rows: an
 * invoice of the same year and quarter carrying an item for the well (by id or, for older items,
 * by number). Asked of the quarter rather than of rows, as a month may have none yet.
 */
export function findInvoicedQuarter(db: DbOrTx, { wellId, year, quarter }: WellQuarter, limit: number) {
  return selectRows<InvoicedPumpage>(
    db,
    sql`
    select distinct ${wells.wellNumber} as "wellNumber", ${invoices.year}::int as year,
      ${invoices.quarter}::int as quarter, ${invoices.invoiceNumber} as "invoiceNumber"
    from ${wells}
    join ${invoices} on ${invoices.year} = ${year} and ${invoices.quarter} = ${quarter}
    join ${invoiceItems} on ${invoiceItems.invoiceId} = ${invoices.id}
      and (${invoiceItems.wellId} = ${wells.id} or ${invoiceItems.wellNumber} = ${wells.wellNumber})
    where ${wells.id} = ${wellId}
    order by "wellNumber", year, quarter, "invoiceNumber"
    limit ${limit}`,
  );
}
