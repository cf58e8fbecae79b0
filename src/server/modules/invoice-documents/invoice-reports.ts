import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import type { InvoiceDetail } from '../../../shared/contracts/invoices';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema';
import { createPdfWriter, pdfBuffer } from '../../integrations/pdf/pdf-writer';
import type { FileAnswer } from '../../plugins/endpoint-routes';
import type { Caller } from '../auth/caller';
import { visibleInvoiceOr404 } from '../auth/scope';
import { districtLogoDataUrl, getDistrictProfile } from '../district';
import { readInvoiceDetail } from '../invoices';
import { invoiceDocument, type InvoiceLetterhead } from './invoice-document';

const PDF = 'application/pdf';

export async function letterheadOf(db: DbOrTx, publicUrl: string): Promise<InvoiceLetterhead> {
  return {
    district: await getDistrictProfile(db),
    logo: await districtLogoDataUrl(db),
    portalUrl: publicUrl,
  };
}

/** One invoice's PDF, whole, from the same InvoiceDetail the detail page shows. */
export async function invoicePdf(invoice: InvoiceDetail, letterhead: InvoiceLetterhead): Promise<Buffer> {
  return pdfBuffer(`Invoice ${invoice.invoiceNumber}`, [invoiceDocument(invoice, letterhead)]);
}

/** GET Report/GetInvoiceReport: the invoice as a PDF the browser shows in its tab. */
export async function invoiceReport(
  db: DbOrTx,
  caller: Caller,
  invoiceId: number,
  today: string,
  publicUrl: string,
): Promise<FileAnswer> {
  const invoice = await readInvoiceDetail(db, caller, invoiceId, today);
  return {
    contentType: PDF,
    fileName: `Invoice_${invoice.invoiceNumber}.pdf`,
    body: await invoicePdf(invoice, await letterheadOf(db, publicUrl)),
    inline: true,
  };
}

/**
 * GET Report/GetInvoicesReport: the invoices merged into one PDF in the order given, each with its
 * own page numbers. Every id is checked before the first byte (one the caller may not see is 404 for
 * the whole print); then one invoice at a time is read, laid out and written, and the next waits
 * until the response has taken it, so memory stays flat and other requests are served in between.
 */
export async function invoicesReport(
  db: DbOrTx,
  caller: Caller,
  invoiceIds: readonly number[],
  today: string,
  publicUrl: string,
): Promise<FileAnswer> {
  const found = await db
    .select({ id: invoices.id, clientId: invoices.clientId, isVisible: invoices.isVisible })
    .from(invoices)
    .where(inArray(invoices.id, [...invoiceIds]));
  const byId = new Map(found.map((invoice) => [invoice.id, invoice]));
  for (const id of invoiceIds) visibleInvoiceOr404(caller, byId.get(id));
  const letterhead = await letterheadOf(db, publicUrl);

  async function* pages(): AsyncGenerator<Buffer> {
    const writer = createPdfWriter(`Invoices (${invoiceIds.length})`);
    const written: Buffer[] = [];
    writer.stream.on('data', (chunk: Buffer) => written.push(chunk));
    const ended = new Promise<void>((resolve) => writer.stream.once('end', resolve));
    for (const id of invoiceIds) {
      writer.add(invoiceDocument(await readInvoiceDetail(db, caller, id, today), letterhead));
      yield Buffer.concat(written.splice(0));
      await nextTurn();
    }
    writer.end();
    await ended;
    yield Buffer.concat(written.splice(0));
  }

  return {
    contentType: PDF,
    fileName: `Invoices_${today}.pdf`,
    body: Readable.from(pages(), { objectMode: false }),
    inline: true,
  };
}
