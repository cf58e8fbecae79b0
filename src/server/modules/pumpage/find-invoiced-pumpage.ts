import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dailyPumpage, invoiceItems, invoices, wells } from '../../db/schema';
import { idArray, selectRows } from '../../db/sql';

export interface InvoicedPumpage {
  wellNumber: string;
  year: number;
  quarter: number;
  invoiceNumber: string;
}

/**
 * The well-quarters among these daily rows that an existing invoice was built from: an invoice of
 * the same year and quarter carrying an item for the well (by id or, for older items, by number).
 */
export function findInvoicedPumpage(db: DbOrTx, ids: readonly number[], limit: number) {
  return selectRows<InvoicedPumpage>(
    db,
    sql`
    select distinct ${wells.wellNumber} as "wellNumber", ${invoices.year}::int as year,
      ${invoices.quarter}::int as quarter, ${invoices.invoiceNumber} as "invoiceNumber"
    from ${dailyPumpage}
    join ${wells} on ${wells.id} = ${dailyPumpage.wellId}
    join ${invoices} on ${invoices.year} = extract(year from ${dailyPumpage.date})
      and ${invoices.quarter} = extract(quarter from ${dailyPumpage.date})
    join ${invoiceItems} on ${invoiceItems.invoiceId} = ${invoices.id}
      and (${invoiceItems.wellId} = ${wells.id} or ${invoiceItems.wellNumber} = ${wells.wellNumber})
    where ${dailyPumpage.id} = any(${idArray(ids)}::bigint[])
    order by "wellNumber", year, quarter, "invoiceNumber"
    limit ${limit}`,
  );
}
