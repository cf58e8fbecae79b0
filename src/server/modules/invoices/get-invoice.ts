import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { pageOffset } from '../../../shared/contracts/common';
import type { InvoiceDetail, invoiceByIdQuerySchema } from '../../../shared/contracts/invoices';
import { INVOICE_NOT_FOUND } from '../../../shared/contracts/messages';
import type { DbOrTx } from '../../db/client';
import { jsonArraySql } from '../../db/json-list';
import { adjustments, clients, invoiceItems, invoices, payments } from '../../db/schema';
import { naturalOrderSql } from '../../db/sql';
import { NotFoundError } from '../../errors';
import type { Caller } from '../auth/caller';
import { visibleInvoiceOr404 } from '../auth/scope';
import { INVOICE_ITEM_FIELDS } from './generate-quarter-invoices';
import { invoiceDetailOf } from './invoice-view';
import { rateLinesJsonSql, type StoredRateLine } from './rate-lines';

type InvoiceQuery = z.output<typeof invoiceByIdQuerySchema>;

/** GET GetInvoiceById: the invoice, one page of its items and its adjustments, as of `today`. */
export async function getInvoice(
  db: DbOrTx,
  caller: Caller,
  query: InvoiceQuery,
  today: string,
): Promise<{ message: string; data: InvoiceDetail }> {
  const data = await readInvoiceDetail(db, caller, query.invoiceId, today, {
    clientId: query.clientId,
    itemPage: query,
  });
  return { message: 'OK', data };
}

/**
 * An invoice as the caller may see it (else 404), as of `today`: every item, or one page of them.
 * `clientId`, when the call names one, must be the invoice's client.
 */
export async function readInvoiceDetail(
  db: DbOrTx,
  caller: Caller,
  invoiceId: number,
  today: string,
  { clientId, itemPage }: { clientId?: number | undefined; itemPage?: ItemPage } = {},
): Promise<InvoiceDetail> {
  const [row] = await invoicePageQuery(db, invoiceId, itemPage);
  if (!row) throw new NotFoundError(INVOICE_NOT_FOUND);
  const invoice = visibleInvoiceOr404(caller, row.invoice, clientId);
  return invoiceDetailOf(invoice, row, today);
}

interface ItemPage {
  page: number;
  pageSize: number;
}

/**
 * The whole of an invoice's page in one statement, whoever asks (the caller's scope is checked on
 * the row it answers): the invoice, its client's name, how many items it has, its adjustments, its
 * fee lines in day order and its items in well-number order (one page of them, or all), the lists as
 * JSON the database writes.
 */
export function invoicePageQuery(db: DbOrTx, invoiceId: number, itemPage?: ItemPage) {
  const limit = itemPage
    ? sql`limit ${itemPage.pageSize} offset ${pageOffset(itemPage.page, itemPage.pageSize)}`
    : sql``;
  // The items, under the table's own name so the item fields' qualified names resolve to them.
  const items = sql`(select * from ${invoiceItems} where ${invoiceItems.invoiceId} = ${invoiceId}
    order by ${naturalOrderSql(invoiceItems.wellNumber)}, ${invoiceItems.id} ${limit}) as ${invoiceItems}`;
  return db
    .select({
      invoice: invoices,
      clientName: clients.name,
      totalItems: sql<number>`(select count(*) from ${invoiceItems}
        where ${invoiceItems.invoiceId} = ${invoiceId})::int`,
      paymentProcessing: sql<boolean>`exists (select from ${payments}
        where ${payments.invoiceId} = ${invoiceId} and ${payments.status} = 'processing')`,
      adjustments: sql<{ id: number; reason: string; valueCents: number }[]>`${jsonArraySql({
        fields: { id: adjustments.id, reason: adjustments.reason, valueCents: adjustments.valueCents },
        from: sql`${adjustments}`,
        where: eq(adjustments.invoiceId, invoiceId),
        orderBy: sql`${adjustments.id}`,
      })}`,
      rateLines: sql<StoredRateLine[]>`${rateLinesJsonSql(invoiceId)}`,
      items: sql<InvoiceDetail['invoiceItems']>`${jsonArraySql({
        fields: { id: invoiceItems.id, ...INVOICE_ITEM_FIELDS },
        from: items,
        orderBy: sql`${naturalOrderSql(invoiceItems.wellNumber)}, ${invoiceItems.id}`,
      })}`,
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(eq(invoices.id, invoiceId));
}
