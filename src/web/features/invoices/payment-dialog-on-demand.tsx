import CircularProgress from '@mui/material/CircularProgress';
import { Suspense } from 'react';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import type { PaymentDialogProps } from './payment-dialog';

// A second step: the module that loads the dialog names every chunk the dialog needs, and that list
// would otherwise ride in the invoice page's first load, which has no room for it.
const PaymentDialog = lazyOnDemand(() =>
  import('./payment-dialog').then((module) => ({ default: module.PaymentDialog })),
);

/** The payment dialog, downloaded on the first click of a Pay button. */
export default function PaymentDialogOnDemand(props: PaymentDialogProps) {
  return (
    <Suspense fallback={<CircularProgress size={24} aria-label="Opening the payment form" />}>
      <PaymentDialog {...props} />
    </Suspense>
  );
}
