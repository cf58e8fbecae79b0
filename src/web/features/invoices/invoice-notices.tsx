import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { InvoiceDetail } from '../../../shared/contracts/invoices';
import { invoiceNotice } from '../../../shared/invoice-notice';

export function InvoiceNotices({ invoice }: { invoice: InvoiceDetail }) {
  const notice = invoiceNotice(invoice);
  if (!notice) return null;
  return (
    <Stack sx={{ mb: 2 }}>
      <Alert severity={notice.severity}>{notice.text}</Alert>
    </Stack>
  );
}
