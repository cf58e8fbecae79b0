import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { InvoiceDetail } from '../../../shared/contracts/invoices';
import { invoiceNotice } from '../../../shared/invoice-notice';
import { useInvoicePayments } from './payment-records-api';
import { failedTransferNotice, refundNotice } from './payment-refunds';

/**
 * What the invoice's state means for whoever reads it: paid, due, late or waived; while a bank
 * transfer clears, that it is on its way, which is why nothing can be paid or recorded meanwhile;
 * a bank transfer that failed and left the invoice open again; and any payment whose money did not
 * pay the invoice and goes back, with why.
 */
export function InvoiceNotices({ invoice }: { invoice: InvoiceDetail }) {
  // The payments section's own query: one request for both.
  const payments = useInvoicePayments(invoice.id);
  const notice = invoiceNotice(invoice);
  const processing = invoice.paymentProcessing && !invoice.hasPaid;
  const refunds = (payments.data ?? []).flatMap((payment) => {
    const text = refundNotice(payment);
    return text ? [{ id: payment.id, text }] : [];
  });
  const failedTransfer = failedTransferNotice(invoice.hasPaid, payments.data ?? []);
  if (!notice && !processing && !failedTransfer && refunds.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {failedTransfer && (
        <Alert severity="error" aria-label="Bank transfer failed">
          {failedTransfer}
        </Alert>
      )}
      {processing && (
        <Alert severity="info" aria-label="Payment processing">
          Payment processing: a bank transfer is clearing (3 to 5 business days). Nothing more can be paid or
          recorded until it does.
        </Alert>
      )}
      {notice && <Alert severity={notice.severity}>{notice.text}</Alert>}
      {refunds.map((refund) => (
        <Alert key={refund.id} severity="info" role="status">
          {refund.text}
        </Alert>
      ))}
    </Stack>
  );
}
