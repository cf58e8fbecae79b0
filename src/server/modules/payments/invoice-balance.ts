import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adjustments } from '../../db/schema';
import type { InvoiceRecord } from '../auth/scope';
import { invoiceAmountsOn } from '../invoices';

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
