import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { InvoiceDetail, invoiceByIdQuerySchema } from '../../../shared/contracts/invoices';
import type { DbOrTx } from '../../db/client';
import { adjustments, clients, invoiceItems } from '../../db/schema';
import type { Caller } from '../auth/caller';
import { findVisibleInvoice } from '../auth/scope';
import { invoiceDetailOf } from './invoice-view';

type InvoiceQuery = z.output<typeof invoiceByIdQuerySchema>;

/** GET GetInvoiceById: the invoice, one page of its items and its adjustments, as of `today`. */
export async function getInvoice(
  db: DbOrTx,
  caller: Caller,
  query: InvoiceQuery,
  today: string,
): Promise<{ message: string; data: InvoiceDetail }> {
  const invoice = await findVisibleInvoice(db, caller, query.invoiceId, { clientId: query.clientId });
  const [client] = await db
    .select({ name: clients.name })
    .from(clients)
    .where(eq(clients.id, invoice.clientId));
  const [counted] = await db
    .select({ total: count() })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoice.id));
  const items = await db
    .select({
      id: invoiceItems.id,
      parish: invoiceItems.parish,
      use: invoiceItems.use,
      ownerNo: invoiceItems.ownerNo,
      wellNumber: invoiceItems.wellNumber,
      depth: invoiceItems.depth,
      month1Pumpage: invoiceItems.month1Pumpage,
      month2Pumpage: invoiceItems.month2Pumpage,
      month3Pumpage: invoiceItems.month3Pumpage,
      flag: invoiceItems.flag,
    })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoice.id))
    .orderBy(invoiceItems.wellNumber, invoiceItems.id)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const invoiceAdjustments = await db
    .select({ id: adjustments.id, reason: adjustments.reason, valueCents: adjustments.valueCents })
    .from(adjustments)
    .where(eq(adjustments.invoiceId, invoice.id))
    .orderBy(adjustments.id);
  const data = invoiceDetailOf(
    invoice,
    {
      clientName: client?.name ?? '',
      adjustments: invoiceAdjustments,
      items,
      totalItems: Number(counted?.total ?? 0),
    },
    today,
  );
  return { message: 'OK', data };
}
