import { sql } from 'drizzle-orm';
import type { CurrentYearInvoicesResponse } from '../../../shared/contracts/dashboard';
import { isClientScoped } from '../../../shared/rules/access';
import { adjustments, invoices } from '../../db/schema';
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
  const visibleOnly = isClientScoped(caller.accessLevel) ? sql`and ${invoices.isVisible}` : sql``;
  const rows = await selectRows<InvoiceRow>(
    db,
    sql`
    select ${invoices.id} as id, ${invoices.invoiceNumber} as invoice_number, ${invoices.title} as title,
      ${invoices.year} as year, ${invoices.quarter} as quarter, ${invoices.hasPaid} as has_paid,
      ${invoices.dueDate}::text as due_date,
      ${invoices.feeAmountCents}
        + case when ${invoices.hideLateFees} then 0 else ${invoices.lateFeeAmountCents} end
        + coalesce((select sum(${adjustments.valueCents}) from ${adjustments}
            where ${adjustments.invoiceId} = ${invoices.id}), 0) as total_cents
    from ${invoices}
    where ${invoices.clientId} = ${input.clientId} and ${invoices.year} = ${year} ${visibleOnly}
    order by ${invoices.quarter}, ${invoices.id}`,
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
