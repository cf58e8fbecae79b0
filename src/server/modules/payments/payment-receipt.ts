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
  letterheadOf,
  type InvoiceLetterhead,
} from '../invoice-documents';
import { todayIn } from '../../time';
import { PAYMENT_NOT_FOUND } from './find-payment';

export const RECEIPT_NOT_YET = 'A receipt is issued once the payment has gone through.';

type ReceiptFacts = {
  payment: typeof payments.$inferSelect;
  invoice: typeof invoices.$inferSelect;
  clientName: string;
  paidOn: string;
  /** The day the money went back, for a refunded payment. */
  refundedOn: string | null;
};

/** A payment's receipt, US Letter: who received what from whom, for which invoice, how and when. */
export function receiptDocument(
  { payment, invoice, clientName, paidOn, refundedOn }: ReceiptFacts,
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
    row('Amount received', formatCents(payment.receivedCents ?? payment.amountCents), true),
    ...(refundedOn
      ? [
          row('Refunded on', formatDay(refundedOn)),
          ...(payment.refundId ? [row('Refund reference', payment.refundId)] : []),
          row('Amount refunded', formatCents(payment.refundedCents ?? 0), true),
        ]
      : []),
  ];
  const closing = refundedOn
    ? `This payment was refunded in full. ${payment.refundReason ?? ''}`.trim()
    : 'Thank you. This invoice is paid in full.';
  const content: Content = [
    {
      columns: [
        districtBlock(letterhead),
        { width: 230, text: 'RECEIPT', style: 'heading', alignment: 'right' },
      ],
    },
    { stack: [billTo({ ...invoice, clientName })], margin: [0, 18, 0, 12] },
    { layout: 'lightHorizontalLines', table: { widths: ['auto', '*'], body } },
    { text: closing, margin: [0, 16, 0, 0], bold: true },
  ];
  return { ...DOCUMENT_LOOK, content };
}

/**
 * GET Report/GetPaymentReceipt: the receipt of a payment that went through (and of its refund, when
 * the invoice did not keep it), for staff or the invoice's owners (404 for anyone else, as for a
 * payment that does not exist).
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
  const { status, refundedAt } = row.payment;
  if (status !== 'succeeded' && status !== 'refunded') throw new ConflictError(RECEIPT_NOT_YET);
  // A refunded payment's own row last changed at its refund: it arrived when it was created or later.
  const arrived = status === 'refunded' ? row.payment.createdAt : row.payment.updatedAt;
  const paidOn = row.payment.receivedOn ?? todayIn(timeZone, arrived);
  const refundedOn = refundedAt ? todayIn(timeZone, refundedAt) : null;
  const document = receiptDocument({ ...row, paidOn, refundedOn }, await letterheadOf(db, publicUrl));
  return {
    contentType: 'application/pdf',
    fileName: `Receipt_${row.invoice.invoiceNumber}_${row.payment.id}.pdf`,
    body: await pdfBuffer(`Receipt ${row.invoice.invoiceNumber}`, [document]),
  };
}
