import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  invoiceEmailsEndpoint,
  SEND_EMAIL_CONFIRMATION,
  sendConfirmationEmailEndpoint,
  sendInvoiceEmailEndpoint,
  type InvoiceEmail,
} from '../../../shared/contracts/invoice-emails';
import { CompactTable, type CompactColumn } from '../../components/compact-table/compact-table';
import { ConfirmModal } from '../../components/confirm-modal';
import { useToast } from '../../components/toast/use-toast';
import { api, errorMessage } from '../../lib/api';
import type { InvoiceSummary } from '../../../shared/contracts/invoice-lists';
import { invoiceKeys } from './api';
import { NO_ROWS_SELECTED } from './selection-messages';

export type InvoiceSummaryRef = Pick<InvoiceSummary, 'id' | 'invoiceNumber'>;
import { useReportedChange } from './use-reported-change';

const emailsKey = (invoiceId: number) => [...invoiceKeys.all, 'emails', invoiceId] as const;

/** One key per click: the server sends once for it however often the request arrives. */
const newRequestKey = () => crypto.randomUUID();

/** Sends an invoice's e-mail (staff) or the check instructions (owner), and refreshes its record. */
export function useSendInvoiceEmail(kind: InvoiceEmail['kind'] = 'invoice') {
  const queryClient = useQueryClient();
  const endpoint = kind === 'invoice' ? sendInvoiceEmailEndpoint : sendConfirmationEmailEndpoint;
  return useMutation({
    mutationFn: ({ invoiceId, requestKey }: { invoiceId: number; requestKey: string }) =>
      api(endpoint, { query: { invoiceId, requestKey } }),
    onSettled: (_answer, _error, { invoiceId }) =>
      queryClient.invalidateQueries({ queryKey: emailsKey(invoiceId) }),
  });
}

/** Send Email, after 'Are you sure you want to send this invoice email?'. */
export function SendEmailButton({ invoiceId, size }: { invoiceId: number; size?: ButtonProps['size'] }) {
  const [confirming, setConfirming] = useState(false);
  const send = useSendInvoiceEmail();
  const report = useReportedChange();
  return (
    <>
      <Button
        size={size}
        variant={size === 'small' ? 'text' : 'outlined'}
        onClick={() => setConfirming(true)}
      >
        Send Email
      </Button>
      <ConfirmModal
        open={confirming}
        title="Send invoice e-mail"
        text={SEND_EMAIL_CONFIRMATION}
        confirmLabel="Send"
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await report(send.mutateAsync({ invoiceId, requestKey: newRequestKey() }));
          setConfirming(false);
        }}
      />
    </>
  );
}

/** Pay by Check: e-mails the owner where to mail the check, after asking. */
export function PayByCheckButton({ invoiceId }: { invoiceId: number }) {
  const [confirming, setConfirming] = useState(false);
  const send = useSendInvoiceEmail('check-instructions');
  const report = useReportedChange();
  return (
    <>
      <Button variant="outlined" onClick={() => setConfirming(true)}>
        Pay by Check
      </Button>
      <ConfirmModal
        open={confirming}
        title="Pay by check"
        text="We will e-mail you where to mail the check and what to write on it. Send the instructions?"
        confirmLabel="Send instructions"
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await report(send.mutateAsync({ invoiceId, requestKey: newRequestKey() }));
          setConfirming(false);
        }}
      />
    </>
  );
}

const OUTCOMES: Record<InvoiceEmail['outcome'], string> = {
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  'no-recipient': 'No e-mail address',
};

const COLUMNS: CompactColumn<InvoiceEmail>[] = [
  { id: 'at', header: 'When', value: (email) => new Date(email.at).toLocaleString('en-US') },
  {
    id: 'kind',
    header: 'What',
    value: (email) => (email.kind === 'invoice' ? 'Invoice' : 'Check instructions'),
  },
  { id: 'to', header: 'To', value: (email) => email.recipients || '—' },
  { id: 'by', header: 'By', value: (email) => email.sentBy ?? 'System' },
  { id: 'outcome', header: 'Outcome', value: (email) => OUTCOMES[email.outcome] },
];

/** Staff: every e-mail sent about this invoice, and what became of it. */
export function InvoiceEmails({ invoiceId }: { invoiceId: number }) {
  const emails = useQuery({
    queryKey: emailsKey(invoiceId),
    queryFn: async () => (await api(invoiceEmailsEndpoint, { query: { invoiceId } })).data,
  });
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="emails-heading">
      <Typography id="emails-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        E-mails
      </Typography>
      <CompactTable<InvoiceEmail>
        label="Invoice e-mails"
        columns={COLUMNS}
        data={emails.data}
        isLoading={emails.isLoading}
        error={emails.isError ? errorMessage(emails.error) : null}
        onRetry={() => void emails.refetch()}
        emptyText="No e-mail sent yet."
        getRowId={(email) => String(email.id)}
      />
    </Paper>
  );
}

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
