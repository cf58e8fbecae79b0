import CircularProgress from '@mui/material/CircularProgress';
import { Suspense } from 'react';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import type { BulkRunProps } from './bulk-run';

// The runner and its dialog download when the first batch starts: the invoice list's first load has
// no room for them.
const BulkRunOnDemand = lazyOnDemand(() => import('./bulk-run-on-demand'));

/** Where a bulk action's run shows: render it with a batch to start the run, drop it to close. */
export function BulkRunSlot(props: BulkRunProps) {
  return (
    <Suspense fallback={<CircularProgress size={24} aria-label={`Opening ${props.texts.title}`} />}>
      <BulkRunOnDemand {...props} />
    </Suspense>
  );
}
