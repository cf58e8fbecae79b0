import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import type { InvoiceSummary } from '../../../shared/contracts/invoice-lists';
import { ConfirmModalOnDemand } from '../../components/confirm-modal-on-demand';
import { useToast } from '../../components/toast/use-toast';
import { newRequestKey } from '../../lib/request-key';
import type { BulkRunTexts, BulkTask } from './bulk-run';
import { BulkRunSlot } from './bulk-run-slot';
import { useSendInvoiceEmail } from './invoice-emails';
import { NO_ROWS_SELECTED } from './selection-messages';

type InvoiceSummaryRef = Pick<InvoiceSummary, 'id' | 'invoiceNumber'>;

const EMAIL_TEXTS: BulkRunTexts = {
  title: 'Sending invoice e-mails',
  progressLabel: 'E-mails sent so far',
  succeededLabel: 'Sent',
  failedLabel: 'Not sent',
};

/**
 * Sends the invoice e-mail of each invoice given, one at a time, in a dialog with progress, then says
 * what was sent and what was not and why (a client without an address is named, not skipped).
 * `start` begins a batch; `dialog` is rendered by the caller.
 */
export function useBulkInvoiceEmails(): {
  start: (batch: readonly InvoiceSummaryRef[]) => void;
  dialog: ReactNode;
} {
  const send = useSendInvoiceEmail();
  const [tasks, setTasks] = useState<BulkTask[] | null>(null);
  return {
    start: (batch) =>
      setTasks(
        batch.map((invoice) => ({
          label: invoice.invoiceNumber,
          run: () => send.mutateAsync({ invoiceId: invoice.id, requestKey: newRequestKey() }),
        })),
      ),
    dialog: tasks && <BulkRunSlot tasks={tasks} texts={EMAIL_TEXTS} onClose={() => setTasks(null)} />,
  };
}

/** Send Email for the selection, after asking. */
export function SendSelectedEmailsButton({ selected }: { selected: readonly InvoiceSummaryRef[] }) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const bulk = useBulkInvoiceEmails();
  return (
    <>
      <Button onClick={() => (selected.length === 0 ? toast.warning(NO_ROWS_SELECTED) : setConfirming(true))}>
        Send Email
      </Button>
      <ConfirmModalOnDemand
        open={confirming}
        title="Send invoice e-mails"
        text={`Send the invoice e-mail for the ${selected.length.toLocaleString('en-US')} selected invoice${selected.length === 1 ? '' : 's'}?`}
        confirmLabel="Send"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          bulk.start(selected);
        }}
      />
      {bulk.dialog}
    </>
  );
}
