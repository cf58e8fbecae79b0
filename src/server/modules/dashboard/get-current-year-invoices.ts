import { sql } from 'drizzle-orm';
import type { CurrentYearInvoicesResponse } from '../../../shared/contracts/dashboard';
import { isClientScoped } from '../../../shared/rules/access';
import { selectRows } from '../../db/sql';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { findVisibleClient } from '../auth/scope';

interface InvoiceRow {
  id: number;
  invoice_number: string;
  title: string;
  year: number;
  quarter: number;
  has_paid: boolean;
  due_date: string;
  total_cents: string | number;
}

/**
 * GET GetCurrentYearInvoices?clientId: the client's invoices of the district's current year, by
 * quarter. Total = fee + adjustments + late fee; a hidden late fee counts as none.
 * Owners see only invoices staff have made visible.
 */
export async function getCurrentYearInvoices(
  db: DbOrTx,
  caller: Caller,
  input: { clientId: number },
  today: string,
): Promise<CurrentYearInvoicesResponse> {
  await findVisibleClient(db, caller, input.clientId);
  const year = Number(today.slice(0, 4));
  const visibleOnly = isClientScoped(caller.accessLevel) ? sql`and i.is_visible` : sql``;
  const rows = await selectRows<InvoiceRow>(
    db,
    sql`
    select i.id, i.invoice_number, i.title, i.year, i.quarter, i.has_paid, i.due_date::text as due_date,
      i.fee_amount_cents
        + case when i.hide_late_fees then 0 else i.late_fee_amount_cents end
        + coalesce((select sum(a.value_cents) from adjustments a where a.invoice_id = i.id), 0) as total_cents
    from invoices i
    where i.client_id = ${input.clientId} and i.year = ${year} ${visibleOnly}
    order by i.quarter, i.id`,
  );
  return {
    message: 'OK',
    data: rows.map((row) => ({
      id: Number(row.id),
      invoiceNumber: row.invoice_number,
      title: row.title,
      year: Number(row.year),
      quater: Number(row.quarter),
      totalAmount: Number(row.total_cents) / 100,
      hasPaid: row.has_paid,
      dueDate: row.due_date,
    })),
  };
}
