import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { invoiceEmailsEndpoint, type InvoiceEmail } from '../../../shared/contracts/invoice-emails';
import { CompactTable, type CompactColumn } from '../../components/compact-table/compact-table';
import { api, errorMessage } from '../../lib/api';
import { invoiceEmailsKey } from './invoice-emails';

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
    queryKey: invoiceEmailsKey(invoiceId),
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
