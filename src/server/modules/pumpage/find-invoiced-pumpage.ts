import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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
    select distinct w.well_number as "wellNumber", i.year::int as year, i.quarter::int as quarter,
      i.invoice_number as "invoiceNumber"
    from daily_pumpage d
    join wells w on w.id = d.well_id
    join invoices i on i.year = extract(year from d.date) and i.quarter = extract(quarter from d.date)
    join invoice_items item on item.invoice_id = i.id
      and (item.well_id = w.id or item.well_number = w.well_number)
    where d.id = any(${idArray(ids)}::bigint[])
    order by "wellNumber", year, quarter, "invoiceNumber"
    limit ${limit}`,
  );
}
