import CircularProgress from '@mui/material/CircularProgress';
import { Suspense } from 'react';
import { lazyOnDemand } from '../../lib/lazy-on-demand';

// A second step, as for the payment dialog: the module that loads the dialog names every chunk the
// dialog needs, and that list would otherwise ride in the invoice list's first load.
const GenerateQuarterDialog = lazyOnDemand(() =>
  import('./generate-quarter-dialog').then((module) => ({ default: module.GenerateQuarterDialog })),
);

/** Generate Quarter's dialog, downloaded on the first click. */
export default function GenerateQuarterDialogOnDemand({ onClose }: { onClose: () => void }) {
  return (
    <Suspense fallback={<CircularProgress size={24} aria-label="Opening Generate Quarter" />}>
      <GenerateQuarterDialog open onClose={onClose} />
    </Suspense>
  );
}
