import { eq } from 'drizzle-orm';
import { formatCents } from '../../../shared/format';
import { clients, districtProfile, invoices, users } from '../../db/schema';
import { ownerInvoiceUrl, recipientsOf } from '../invoice-documents';
import type { PaymentRow } from './apply-intent';
import type { PaymentContext } from './payment-context';

const METHOD_NAMES: Record<string, string> = { card: 'card', us_bank_account: 'bank transfer' };

/**
 * Tells the owner (the user who paid and the client's contact addresses) and staff (the district's e-mail address) what
 * became of a payment: a bank transfer that failed after processing, so the invoice is open again,
 * or a payment refunded because the invoice did not keep it (paid another way, or changed while the
 * payment was open). A notice that cannot be sent is logged; the payment's record stands either way.
 */
export async function sendPaymentNotice(
  context: Pick<PaymentContext, 'db' | 'mailer' | 'publicUrl' | 'warn'>,
  payment: PaymentRow,
  kind: 'transfer-failed' | 'refunded',
): Promise<void> {
  const [row] = await context.db
    .select({
      invoiceNumber: invoices.invoiceNumber,
      invoicePaid: invoices.hasPaid,
      clientName: clients.name,
      a: clients.contactEmail,
      b: clients.contactEmail2,
      c: clients.contactEmail3,
      district: districtProfile.email,
      districtName: districtProfile.name,
      payer: users.email,
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .leftJoin(districtProfile, eq(districtProfile.id, 1))
    .leftJoin(users, eq(users.id, payment.recordedBy ?? 0))
    .where(eq(invoices.id, payment.invoiceId));
  if (!row) return;
  const to = recipientsOf([row.payer, row.a, row.b, row.c, row.district]);
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
          `The ${METHOD_NAMES[payment.method] ?? payment.method} payment of ${formatCents(payment.refundedCents ?? payment.amountCents)} for invoice ${row.invoiceNumber} (${row.clientName}) has been refunded in full (${payment.paymentIntentId ?? ''}):`,
          payment.refundReason ?? '',
          '',
          row.invoicePaid
            ? 'The invoice is paid; nothing more is due.'
            : `The invoice is still open. Please pay what it asks now in the portal: ${link}`,
        ];
  try {
    await context.mailer.send({
      to,
      subject:
        kind === 'transfer-failed'
          ? `Bank transfer failed: invoice ${row.invoiceNumber}`
          : `Payment refunded: invoice ${row.invoiceNumber}`,
      text: [...text, '', row.districtName ?? 'Your groundwater conservation district'].join('\n'),
    });
  } catch (error) {
    context.warn(error, `Payment notice (${kind}) for invoice ${row.invoiceNumber} could not be sent`);
  }
}
