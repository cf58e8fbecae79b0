import CircularProgress from '@mui/material/CircularProgress';
import { Suspense } from 'react';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import type { BulkRunProps } from './bulk-run';

// A second step, as for the payment dialog: the module that loads the dialog names every chunk the
// dialog needs, and that list would otherwise ride in the invoice list's first load.
const BulkRun = lazyOnDemand(() => import('./bulk-run'));

export default function BulkRunOnDemand(props: BulkRunProps) {
  return (
    <Suspense fallback={<CircularProgress size={24} aria-label={`Opening ${props.texts.title}`} />}>
      <BulkRun {...props} />
    </Suspense>
  );
}
