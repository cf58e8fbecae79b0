import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, useState } from 'react';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import type { WellFilterDialogProps } from './well-filter-dialog';

// The dialog's form library and select fields are downloaded when a filter is first opened, not
// with the dashboard.
const WellFilterDialog = lazyOnDemand(() =>
  import('./well-filter-dialog').then((module) => ({ default: module.WellFilterDialog })),
);

/** The map's and the chart's filter dialog, loaded the first time it opens and kept from then on. */
export function WellFilterDialogOnDemand(props: WellFilterDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading filters" />}>
      <WellFilterDialog {...props} />
    </Suspense>
  );
}
