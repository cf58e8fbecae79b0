import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adjustments, payments } from '../../db/schema';
import type { InvoiceRecord } from '../auth/scope';
import { invoiceAmountsOn } from '../invoices/invoice-view';

/** What an invoice owes on `day` (late fee as of then), from its stored terms and adjustments. */
export async function amountsOwedOn(db: DbOrTx, invoice: InvoiceRecord, day: string) {
  const rows = await db
    .select({ valueCents: adjustments.valueCents })
    .from(adjustments)
    .where(eq(adjustments.invoiceId, invoice.id));
  return invoiceAmountsOn(
    invoice,
    rows.map((row) => row.valueCents),
    day,
  );
}

/** A bank transfer of the invoice is on its way: nothing else may pay it meanwhile. */
export async function hasProcessingPayment(db: DbOrTx, invoiceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.status, 'processing')));
  return row !== undefined;
}
