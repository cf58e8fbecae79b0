import { eq } from 'drizzle-orm';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { PAYMENT_TYPE_NAMES } from '../../../shared/contracts/payment-records';
import { formatCents, formatDay } from '../../../shared/format';
import type { DbOrTx } from '../../db/client';
import { clients, invoices, payments } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { pdfBuffer, type PdfPart } from '../../integrations/pdf/pdf-writer';
import type { FileAnswer } from '../../plugins/endpoint-routes';
import type { Caller } from '../auth/caller';
import { visibleInvoiceOr404 } from '../auth/scope';
import {
  billTo,
  districtBlock,
  DOCUMENT_LOOK,
  type InvoiceLetterhead,
} from '../invoice-documents/invoice-document';
import { letterheadOf } from '../invoice-documents/invoice-reports';
import { todayIn } from '../../time';
import { PAYMENT_NOT_FOUND } from './find-payment';

export const RECEIPT_NOT_YET = 'A receipt is issued once the payment has gone through.';

type ReceiptFacts = {
  payment: typeof payments.$inferSelect;
  invoice: typeof invoices.$inferSelect;
  clientName: string;
  paidOn: string;
};

/** A payment's receipt, US Letter: who received what from whom, for which invoice, how and when. */
export function receiptDocument(
  { payment, invoice, clientName, paidOn }: ReceiptFacts,
  letterhead: InvoiceLetterhead,
): PdfPart {
  const row = (label: string, value: string, bold = false): TableCell[] => [
    { text: label, style: 'label' },
    { text: value, alignment: 'right', bold },
  ];
  const how = [
    PAYMENT_TYPE_NAMES[payment.method as keyof typeof PAYMENT_TYPE_NAMES] ?? payment.method,
    payment.checkNumber ? `number ${payment.checkNumber}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const body: TableCell[][] = [
    row('Receipt number', `R-${payment.id}`),
    row('Invoice', `${invoice.invoiceNumber} (${invoice.title})`),
    row('Paid on', formatDay(paidOn)),
    row('Paid by', how),
    ...(payment.paymentIntentId ? [row('Payment reference', payment.paymentIntentId)] : []),
    row('Invoice total', formatCents(payment.invoiceTotalCents)),
    ...(payment.processingFeeCents > 0
      ? [row('Processing fee', formatCents(payment.processingFeeCents))]
      : []),
    row('Amount received', formatCents(payment.amountCents), true),
  ];
  const content: Content = [
    {
      columns: [
        districtBlock(letterhead),
        { width: 230, text: 'RECEIPT', style: 'heading', alignment: 'right' },
      ],
    },
    { stack: [billTo({ ...invoice, clientName })], margin: [0, 18, 0, 12] },
    { layout: 'lightHorizontalLines', table: { widths: ['auto', '*'], body } },
    { text: 'Thank you. This invoice is paid in full.', margin: [0, 16, 0, 0], bold: true },
  ];
  return { ...DOCUMENT_LOOK, content };
}

/**
 * GET Report/GetPaymentReceipt: the receipt of a payment that went through, for staff or the
 * invoice's owners (404 for anyone else, as for a payment that does not exist).
 */
export async function paymentReceipt(
  db: DbOrTx,
  caller: Caller,
  paymentId: number,
  { publicUrl, timeZone }: { publicUrl: string; timeZone: string },
): Promise<FileAnswer> {
  const [row] = await db
    .select({ payment: payments, invoice: invoices, clientName: clients.name })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(eq(payments.id, paymentId));
  if (!row) throw new NotFoundError(PAYMENT_NOT_FOUND);
  visibleInvoiceOr404(caller, row.invoice);
  if (row.payment.status !== 'succeeded') throw new ConflictError(RECEIPT_NOT_YET);
  const paidOn = row.payment.receivedOn ?? todayIn(timeZone, row.payment.updatedAt);
  const document = receiptDocument({ ...row, paidOn }, await letterheadOf(db, publicUrl));
  return {
    contentType: 'application/pdf',
    fileName: `Receipt_${row.invoice.invoiceNumber}_${row.payment.id}.pdf`,
    body: await pdfBuffer(`Receipt ${row.invoice.invoiceNumber}`, [document]),
  };
}
