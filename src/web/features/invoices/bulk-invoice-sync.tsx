import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, useState } from 'react';
import type { InvoiceSummary } from '../../../shared/contracts/invoice-lists';
import { DeferredTooltip } from '../../components/deferred-tooltip';
import { useToast } from '../../components/toast/use-toast';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { NO_ROWS_SELECTED, NO_VALID_ROWS_SELECTED } from './selection-messages';

// The sync call, the accounting contract and the progress dialog download with the first sync: the
// invoice list's first load has no room for them.
const BulkInvoiceSyncRun = lazyOnDemand(() => import('./bulk-invoice-sync-on-demand'));

export const PAID_NOT_SYNCED_HERE = 'Paid invoices are not synced from this list';

/**
 * Only unpaid invoices are synced from the list. A paid invoice no longer changes, and the portal syncs
 * it on its own once paid, with its payment; when that failed, staff sync it from its page, beside its
 * sync log. Bulk sync is for the invoices still changing: new ones, adjusted or regenerated ones.
 */
const isSyncedFromList = (invoice: InvoiceSummary) => !invoice.hasPaid;

interface SyncBatch {
  invoices: InvoiceSummary[];
  leftOut: number;
  finished: boolean;
}

/** Sync Selected: copies the selection's unpaid invoices into the books one by one, with progress. */
export function SyncSelectedButton({
  selected,
  paidOnly,
}: {
  selected: InvoiceSummary[];
  paidOnly: boolean;
}) {
  const toast = useToast();
  const [batch, setBatch] = useState<SyncBatch | null>(null);

  if (paidOnly) {
    return (
      <DeferredTooltip title={PAID_NOT_SYNCED_HERE}>
        <span>
          <Button disabled>Sync Selected</Button>
        </span>
      </DeferredTooltip>
    );
  }

  const start = () => {
    if (selected.length === 0) return toast.warning(NO_ROWS_SELECTED);
    const invoices = selected.filter(isSyncedFromList);
    if (invoices.length === 0) return toast.warning(NO_VALID_ROWS_SELECTED);
    setBatch({ invoices, leftOut: selected.length - invoices.length, finished: false });
  };

  return (
    <>
      <Button loading={batch !== null && !batch.finished} loadingPosition="start" onClick={start}>
        Sync Selected
      </Button>
      {batch && (
        <Suspense fallback={<CircularProgress size={24} aria-label="Opening the sync" />}>
          <BulkInvoiceSyncRun
            invoices={batch.invoices}
            leftOut={batch.leftOut}
            onFinished={() => setBatch((shown) => shown && { ...shown, finished: true })}
            onClose={() => setBatch(null)}
          />
        </Suspense>
      )}
    </>
  );
}
