import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import type { DistrictProfileRecord } from '../../../shared/contracts/district';
import type { OnlinePaymentMethod } from '../../../shared/states';
import type { InvoiceDetail } from '../../../shared/contracts/invoices';
import { formatDollars } from '../../../shared/format';
import { payByCheckText, remitToOf } from '../../../shared/invoice-notice';
import { isStaff } from '../../../shared/rules/access';
import { dollarsToCents } from '../../../shared/rules/billing';
import { onlineLimitMessage } from '../../../shared/rules/payment-fees';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { useSession } from '../../lib/session';
import { PayByCheckButton } from './invoice-emails';
import { ONLINE_METHODS, PaymentFees, payableMethods, usePaymentFees } from './payment-fees';

// The dialog, its forms and the payment contract download on the first click: the invoice page's
// first load has no room for them.
const PaymentDialog = lazyOnDemand(() => import('./payment-dialog-on-demand'));

const PAY_LABELS: Record<OnlinePaymentMethod, string> = {
  card: 'Pay by Card',
  us_bank_account: 'Pay by Bank Transfer',
};

/**
 * How an invoice is paid: the amount due, each way's fee, and the ways to pay, for the owner or for
 * staff paying on the owner's behalf. A way whose limit the invoice and its fee exceed is not
 * offered, and the panel says why and what can pay instead; a check always can. While a bank
 * transfer is on its way there is nothing more to pay, so the panel says so instead. The district's
 * remit-to says where to mail a check.
 */
export function InvoicePaymentPanel({
  invoice,
  district,
}: {
  invoice: InvoiceDetail;
  district: DistrictProfileRecord | null | undefined;
}) {
  const staff = isStaff(useSession()?.accessLevel ?? 0);
  const [paying, setPaying] = useState<OnlinePaymentMethod | null>(null);
  const fees = usePaymentFees();
  const dialog = paying && (
    <Suspense fallback={<CircularProgress size={24} aria-label="Opening the payment form" />}>
      <PaymentDialog invoice={invoice} method={paying} staff={staff} onClose={() => setPaying(null)} />
    </Suspense>
  );
  // An open dialog stays when the invoice turns out paid meanwhile: it says so, with the way back.
  if (invoice.hasPaid) return dialog || null;
  const remitTo = remitToOf(district);
  // The API answers amounts computed from whole cents, so they convert back exactly.
  const totalCents = dollarsToCents(invoice.totalAmount);
  const methods = totalCents === null ? ONLINE_METHODS : payableMethods(totalCents, fees.data);
  const overLimit = totalCents === null ? null : fees.data ? onlineLimitMessage(totalCents, fees.data) : null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="payment-heading">
      <Typography id="payment-heading" variant="h6" component="h2">
        Payment
      </Typography>
      {invoice.paymentProcessing ? (
        <Alert severity="info" role="status">
          Payment processing: {staff ? 'the owner’s' : 'your'} bank transfer takes 3 to 5 business days. The
          invoice shows as paid once it clears.
        </Alert>
      ) : (
        <>
          <Typography variant="body1" sx={{ mb: 1 }}>
            Amount due today: <strong>{formatDollars(invoice.totalAmount)}</strong>
          </Typography>
          {overLimit && (
            <Alert severity="info" role="status" sx={{ mb: 1 }}>
              {overLimit}
            </Alert>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
            {methods.map((method) => (
              <Button key={method} variant="contained" onClick={() => setPaying(method)}>
                {PAY_LABELS[method]}
              </Button>
            ))}
            <PayByCheckButton invoiceId={invoice.id} staff={staff} />
          </Stack>
          {totalCents !== null && <PaymentFees totalCents={totalCents} terms={fees.data} methods={methods} />}
          {remitTo && (
            <Typography variant="body2" color="text.secondary">
              {payByCheckText(remitTo, invoice.invoiceNumber)}
            </Typography>
          )}
        </>
      )}
      {dialog}
    </Paper>
  );
}
