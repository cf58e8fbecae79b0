import { sql } from 'drizzle-orm';
import { quarterOfMonth } from '../../../shared/rules/quarters';
import type { DbOrTx } from '../../db/client';
import { invoiceItems, invoices, wells } from '../../db/schema';
import { selectRows } from '../../db/sql';

export interface InvoicedQuarter {
  invoiceId: number;
  clientId: number;
  invoiceNumber: string;
  year: number;
  quarter: number;
  hasPaid: boolean;
}

/** The (year, quarter) pairs the days from `first` to `last` touch, in order. */
export function quartersOfDays(first: string, last: string): { year: number; quarter: number }[] {
  const quarters: { year: number; quarter: number }[] = [];
  let year = Number(first.slice(0, 4));
  let quarter: number = quarterOfMonth(Number(first.slice(5, 7)));
  const lastYear = Number(last.slice(0, 4));
  const lastQuarter = quarterOfMonth(Number(last.slice(5, 7)));
  while (year < lastYear || (year === lastYear && quarter <= lastQuarter)) {
    quarters.push({ year, quarter });
    quarter += 1;
    if (quarter > 4) {
      quarter = 1;
      year += 1;
    }
  }
  return quarters;
}

/**
 * The invoices of the quarters the days from `first` to `last` fall in that pumpage of the well
 * would change: its client's invoice of the quarter (which a regeneration would bill the well on),
 * and any invoice carrying an item for the well (by id or, for older items, by number).
 */
export function invoicesOfDays(db: DbOrTx, wellId: number, first: string, last: string) {
  const quarters = quartersOfDays(first, last);
  return selectRows<InvoicedQuarter>(
    db,
    sql`
    select ${invoices.id} as "invoiceId", ${invoices.clientId} as "clientId",
      ${invoices.invoiceNumber} as "invoiceNumber", ${invoices.year}::int as year,
      ${invoices.quarter}::int as quarter, ${invoices.hasPaid} as "hasPaid"
    from ${wells}
    join ${invoices} on ${invoices.clientId} = ${wells.clientId}
      or exists (select 1 from ${invoiceItems} where ${invoiceItems.invoiceId} = ${invoices.id}
        and (${invoiceItems.wellId} = ${wells.id} or ${invoiceItems.wellNumber} = ${wells.wellNumber}))
    join json_to_recordset(${JSON.stringify(quarters)}::json) as q(year int, quarter int)
      on q.year = ${invoices.year} and q.quarter = ${invoices.quarter}
    where ${wells.id} = ${wellId}
    order by year, quarter, "invoiceNumber"`,
  );
}
