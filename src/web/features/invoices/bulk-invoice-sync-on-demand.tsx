import CircularProgress from '@mui/material/CircularProgress';
import { Suspense } from 'react';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import type { BulkInvoiceSyncRunProps } from './bulk-invoice-sync-run';

// A second step, as for the payment dialog: the module that loads the sync names every chunk it
// needs (the accounting contract, the invoices' queries), and that list would otherwise ride in the
// invoice list's first load.
const BulkInvoiceSyncRun = lazyOnDemand(() => import('./bulk-invoice-sync-run'));

export default function BulkInvoiceSyncOnDemand(props: BulkInvoiceSyncRunProps) {
  return (
    <Suspense fallback={<CircularProgress size={24} aria-label="Opening the sync" />}>
      <BulkInvoiceSyncRun {...props} />
    </Suspense>
  );
}
