import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { InvoiceDetail, invoiceByIdQuerySchema } from '../../../shared/contracts/invoices';
import type { DbOrTx } from '../../db/client';
import { jsonArraySql } from '../../db/json-list';
import { selectRows } from '../../db/sql';
import { adjustments, clients, invoiceItems } from '../../db/schema';
import type { Caller } from '../auth/caller';
import { findVisibleInvoice } from '../auth/scope';
import { INVOICE_ITEM_FIELDS } from './generate-quarter-invoices';
import { invoiceDetailOf } from './invoice-view';

/** The invoice's client name, item count and adjustments, read in one statement. */
interface InvoiceParts {
  clientName: string;
  totalItems: number;
  adjustments: { id: number; reason: string; valueCents: number }[];
}

type InvoiceQuery = z.output<typeof invoiceByIdQuerySchema>;

/** GET GetInvoiceById: the invoice, one page of its items and its adjustments, as of `today`. */
export async function getInvoice(
  db: DbOrTx,
  caller: Caller,
  query: InvoiceQuery,
  today: string,
): Promise<{ message: string; data: InvoiceDetail }> {
  const invoice = await findVisibleInvoice(db, caller, query.invoiceId, { clientId: query.clientId });
  // Independent reads: on PostgreSQL they run side by side on the pool.
  const [[parts], items] = await Promise.all([
    selectRows<InvoiceParts>(db, invoicePartsSql(invoice)),
    invoiceItemsPage(db, invoice.id, query.page, query.pageSize),
  ]);
  const data = invoiceDetailOf(
    invoice,
    {
      clientName: parts?.clientName ?? '',
      adjustments: (parts?.adjustments ?? []).map((row) => ({ ...row, valueCents: Number(row.valueCents) })),
      items,
      totalItems: parts?.totalItems ?? 0,
    },
    today,
  );
  return { message: 'OK', data };
}

/** One page of an invoice's items, in well-number order. */
export function invoiceItemsPage(db: DbOrTx, invoiceId: number, page: number, pageSize: number) {
  return db
    .select({ id: invoiceItems.id, ...INVOICE_ITEM_FIELDS })
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoiceId))
    .orderBy(invoiceItems.wellNumber, invoiceItems.id)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** The invoice's client name, item count and adjustments (as JSON), in one statement. */
export function invoicePartsSql(invoice: { id: number; clientId: number }): SQL {
  return sql`select (select ${clients.name} from ${clients} where ${clients.id} = ${invoice.clientId}) as "clientName",
    (select count(*) from ${invoiceItems} where ${invoiceItems.invoiceId} = ${invoice.id})::int as "totalItems",
    ${jsonArraySql({
      fields: { id: adjustments.id, reason: adjustments.reason, valueCents: adjustments.valueCents },
      from: sql`${adjustments}`,
      where: eq(adjustments.invoiceId, invoice.id),
      orderBy: sql`${adjustments.id}`,
    })} as adjustments`;
}
