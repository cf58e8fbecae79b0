import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { InvoiceDetail } from '../../../shared/contracts/invoices';
import { invoiceNotice } from '../../../shared/invoice-notice';

/**
 * What the invoice's state means for whoever reads it: paid, due, late or waived; and, while a
 * bank transfer clears, that it is on its way, which is why nothing can be paid or recorded meanwhile.
 */
export function InvoiceNotices({ invoice }: { invoice: InvoiceDetail }) {
  const notice = invoiceNotice(invoice);
  const processing = invoice.paymentProcessing && !invoice.hasPaid;
  if (!notice && !processing) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {processing && (
        <Alert severity="info" aria-label="Payment processing">
          Payment processing: a bank transfer is clearing (3 to 5 business days). Nothing more can be paid or
          recorded until it does.
        </Alert>
      )}
      {notice && <Alert severity={notice.severity}>{notice.text}</Alert>}
    </Stack>
  );
}
