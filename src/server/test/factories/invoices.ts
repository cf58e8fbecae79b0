import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema';

let invoiceSequence = 0;

/** An invoice row as generation would leave it, visible unless told otherwise. */
export async function insertInvoice(
  db: DbOrTx,
  values: Partial<typeof invoices.$inferInsert> & { clientId: number; year: number; quarter: number },
) {
  invoiceSequence += 1;
  const [invoice] = await db
    .insert(invoices)
    .values({
      invoiceNumber: `INV-${invoiceSequence}-${values.clientId}`,
      title: `Invoice ${invoiceSequence}`,
      billingDate: `${values.year}-01-01`,
      dueDate: `${values.year}-02-15`,
      isVisible: true,
      ...values,
    })
    .returning();
  if (!invoice) throw new Error('invoice insert returned nothing');
  return invoice;
}
