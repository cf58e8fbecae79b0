import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DistrictProfileRecord } from '../../../shared/contracts/district';
import type { InvoiceDetail } from '../../../shared/contracts/invoices';
import { NotYetButton } from '../../components/not-yet-button';
import { formatDollars } from '../../../shared/format';
import { payByCheckText, remitToOf } from '../../../shared/invoice-notice';
import { PayByCheckButton } from './invoice-emails';
import { PaymentFees } from './payment-fees';

const ONLINE_METHODS = ['Pay by Card', 'Pay by Bank Transfer'];

/**
 * How the owner pays: the amount due and the ways to pay. Pay by Check e-mails the instructions;
 * online payment arrives with the payments work. The district's remit-to says where to mail a check.
 */
export function InvoicePaymentPanel({
  invoice,
  district,
}: {
  invoice: InvoiceDetail;
  district: DistrictProfileRecord | null | undefined;
}) {
  if (invoice.hasPaid) return null;
  const remitTo = remitToOf(district);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="payment-heading">
      <Typography id="payment-heading" variant="h6" component="h2">
        Payment
      </Typography>
      <Typography variant="body1" sx={{ mb: 1 }}>
        Amount due today: <strong>{formatDollars(invoice.totalAmount)}</strong>
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {ONLINE_METHODS.map((method) => (
          <NotYetButton
            key={method}
            label={method}
            why="Online payment is not available yet"
            variant="outlined"
          />
        ))}
        <PayByCheckButton invoiceId={invoice.id} />
      </Stack>
      <PaymentFees totalAmount={invoice.totalAmount} />
      {remitTo && (
        <Typography variant="body2" color="text.secondary">
          {payByCheckText(remitTo, invoice.invoiceNumber)}
        </Typography>
      )}
    </Paper>
  );
}
