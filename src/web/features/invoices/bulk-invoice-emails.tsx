import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { InvoiceSummary } from '../../../shared/contracts/invoice-lists';
import { ConfirmModal } from '../../components/confirm-modal';
import { useToast } from '../../components/toast/use-toast';
import { errorMessage } from '../../lib/api';
import { newRequestKey, useSendInvoiceEmail } from './invoice-emails';
import { NO_ROWS_SELECTED } from './selection-messages';

type InvoiceSummaryRef = Pick<InvoiceSummary, 'id' | 'invoiceNumber'>;

interface BulkResult {
  invoiceNumber: string;
  sent: boolean;
  message: string;
}

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
  const [results, setResults] = useState<BulkResult[] | null>(null);
  const [total, setTotal] = useState(0);

  const start = (batch: readonly InvoiceSummaryRef[]) => {
    const invoices = [...batch];
    setTotal(invoices.length);
    setResults([]);
    void (async () => {
      const done: BulkResult[] = [];
      for (const invoice of invoices) {
        try {
          const answer = await send.mutateAsync({ invoiceId: invoice.id, requestKey: newRequestKey() });
          done.push({ invoiceNumber: invoice.invoiceNumber, sent: true, message: answer.message });
        } catch (error) {
          done.push({ invoiceNumber: invoice.invoiceNumber, sent: false, message: errorMessage(error) });
        }
        setResults([...done]);
      }
    })();
  };

  const finished = results !== null && results.length === total;
  const failed = results?.filter((result) => !result.sent) ?? [];
  const dialog = (
    <Dialog
      open={results !== null}
      onClose={finished ? () => setResults(null) : undefined}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle>Sending invoice e-mails</DialogTitle>
      <DialogContent>
        <LinearProgress
          variant="determinate"
          value={total === 0 ? 100 : ((results?.length ?? 0) / total) * 100}
          aria-label="E-mails sent so far"
        />
        <Typography variant="body2" sx={{ mt: 1 }} role="status">
          {finished
            ? `Sent ${(total - failed.length).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}.`
            : `${(results?.length ?? 0).toLocaleString('en-US')} of ${total.toLocaleString('en-US')} done…`}
        </Typography>
        {failed.length > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            Not sent:
            <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
              {failed.map((result) => (
                <li key={result.invoiceNumber}>
                  {result.invoiceNumber}: {result.message}
                </li>
              ))}
            </ul>
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setResults(null)} disabled={!finished}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { start, dialog };
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
      <ConfirmModal
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
