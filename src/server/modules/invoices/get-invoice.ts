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

/** The rest of an invoice's page, read in one statement. */
interface InvoiceParts {
  clientName: string;
  totalItems: number;
  adjustments: { id: number; reason: string; valueCents: number }[];
  items: InvoiceDetail['invoiceItems'];
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
  const [parts] = await selectRows<InvoiceParts>(db, invoicePartsSql(invoice, query));
  const data = invoiceDetailOf(
    invoice,
    {
      clientName: parts?.clientName ?? '',
      adjustments: parts?.adjustments ?? [],
      items: parts?.items ?? [],
      totalItems: parts?.totalItems ?? 0,
    },
    today,
  );
  return { message: 'OK', data };
}

/**
 * The rest of an invoice's page in one statement: its client's name, how many items it has, its
 * adjustments and one page of its items in well-number order, the lists as JSON the database writes.
 */
export function invoicePartsSql(
  invoice: { id: number; clientId: number },
  { page, pageSize }: { page: number; pageSize: number },
): SQL {
  // The page of items, under the table's own name so the item fields' qualified names resolve to it.
  const itemPage = sql`(select * from ${invoiceItems} where ${invoiceItems.invoiceId} = ${invoice.id}
    order by ${invoiceItems.wellNumber}, ${invoiceItems.id} limit ${pageSize} offset ${(page - 1) * pageSize})
    as ${invoiceItems}`;
  return sql`select (select ${clients.name} from ${clients} where ${clients.id} = ${invoice.clientId}) as "clientName",
    (select count(*) from ${invoiceItems} where ${invoiceItems.invoiceId} = ${invoice.id})::int as "totalItems",
    ${jsonArraySql({
      fields: { id: adjustments.id, reason: adjustments.reason, valueCents: adjustments.valueCents },
      from: sql`${adjustments}`,
      where: eq(adjustments.invoiceId, invoice.id),
      orderBy: sql`${adjustments.id}`,
    })} as adjustments,
    ${jsonArraySql({
      fields: { id: invoiceItems.id, ...INVOICE_ITEM_FIELDS },
      from: itemPage,
      orderBy: sql`${invoiceItems.wellNumber}, ${invoiceItems.id}`,
    })} as items`;
}
