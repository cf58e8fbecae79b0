import { eq } from 'drizzle-orm';
import { formatCents } from '../../../shared/format';
import type { DbOrTx } from '../../db/client';
import { clients, districtProfile, invoices } from '../../db/schema';
import type { Mailer } from '../../integrations/mail/mailer';
import { ownerInvoiceUrl } from '../invoice-documents/invoice-document';
import { recipientsOf } from '../invoice-documents/invoice-emails';
import type { PaymentObserver, PaymentRow } from './apply-intent';

export interface NoticeContext {
  db: DbOrTx;
  mailer: Mailer;
  publicUrl: string;
  warn: (error: unknown, message: string) => void;
  observePayment?: PaymentObserver;
}

/**
 * Tells the owner (the client's contact addresses) and staff (the district's e-mail address) that a
 * payment needs them: a bank transfer that failed after processing, so the invoice is open again,
 * or a payment that arrived for an invoice already paid, which must be refunded. A notice that
 * cannot be sent is logged; the payment's record stands either way.
 */
export async function sendPaymentNotice(
  context: NoticeContext,
  payment: PaymentRow,
  kind: 'transfer-failed' | 'paid-twice',
): Promise<void> {
  const [row] = await context.db
    .select({
      invoiceNumber: invoices.invoiceNumber,
      clientName: clients.name,
      a: clients.contactEmail,
      b: clients.contactEmail2,
      c: clients.contactEmail3,
      district: districtProfile.email,
      districtName: districtProfile.name,
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .leftJoin(districtProfile, eq(districtProfile.id, 1))
    .where(eq(invoices.id, payment.invoiceId));
  if (!row) return;
  const owners = kind === 'transfer-failed' ? [row.a, row.b, row.c] : [];
  const to = recipientsOf([...owners, row.district]);
  if (to.length === 0) return;
  const link = ownerInvoiceUrl(context.publicUrl, payment.invoiceId);
  const text =
    kind === 'transfer-failed'
      ? [
          `The bank transfer of ${formatCents(payment.amountCents)} for invoice ${row.invoiceNumber} (${row.clientName}) did not go through:`,
          payment.failure ?? 'the bank gave no reason.',
          '',
          `The invoice is open again. Please pay it in the portal: ${link}`,
        ]
      : [
          `A payment of ${formatCents(payment.amountCents)} (${payment.method}, ${payment.paymentIntentId ?? ''}) arrived for invoice ${row.invoiceNumber} (${row.clientName}), which had already been paid.`,
          'Please refund it from the payment provider’s dashboard.',
        ];
  try {
    await context.mailer.send({
      to,
      subject:
        kind === 'transfer-failed'
          ? `Bank transfer failed: invoice ${row.invoiceNumber}`
          : `Refund needed: invoice ${row.invoiceNumber} paid twice`,
      text: [...text, '', row.districtName ?? 'Your groundwater conservation district'].join('\n'),
    });
  } catch (error) {
    context.warn(error, `Payment notice (${kind}) for invoice ${row.invoiceNumber} could not be sent`);
  }
}
