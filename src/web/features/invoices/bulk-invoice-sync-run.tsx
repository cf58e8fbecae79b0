import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { InvoiceSummary } from '../../../shared/contracts/invoice-lists';
import { useToast } from '../../components/toast/use-toast';
import { syncInvoice } from './accounting-sync-api';
import { invoiceKeys } from './api';
import type { BulkOutcome, BulkRunTexts } from './bulk-run';
import { BulkRunSlot } from './bulk-run-slot';

export const SELECTED_SYNCED = 'Selected invoices synced successfully';

const SYNC_TEXTS: BulkRunTexts = {
  title: 'Syncing invoices',
  progressLabel: 'Invoices synced so far',
  succeededLabel: 'Synced',
  failedLabel: 'Failed',
};

export interface BulkInvoiceSyncRunProps {
  invoices: readonly InvoiceSummary[];
  /** Selected but not synced from the list: the paid ones. */
  leftOut: number;
  onFinished: () => void;
  onClose: () => void;
}

/** Syncs the invoices given one by one, then refreshes the list and says how it went. */
export default function BulkInvoiceSyncRun({
  invoices,
  leftOut,
  onFinished,
  onClose,
}: BulkInvoiceSyncRunProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const tasks = useMemo(
    () => invoices.map((invoice) => ({ label: invoice.invoiceNumber, run: () => syncInvoice(invoice.id) })),
    [invoices],
  );

  const finish = ({ results, cancelled }: BulkOutcome) => {
    // Failed attempts are logged too, and may have found the connection expired.
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    if (!cancelled && results.every((result) => result.succeeded)) toast.success(SELECTED_SYNCED);
    onFinished();
  };

  return (
    <BulkRunSlot
      tasks={tasks}
      texts={SYNC_TEXTS}
      onFinished={finish}
      onClose={onClose}
      note={
        leftOut > 0 &&
        `${leftOut.toLocaleString('en-US')} paid invoice${leftOut === 1 ? ' was' : 's were'} left out: a paid invoice is synced with its payment, or from its own page.`
      }
    />
  );
}
