import { useQuery } from '@tanstack/react-query';
import { invoiceEmailsEndpoint, type InvoiceEmail } from '../../../shared/contracts/invoice-emails';
import { CompactTable, type CompactColumn } from '../../components/compact-table/compact-table';
import { api } from '../../lib/api';
import { invoiceEmailsKey } from './invoice-emails';
import { DetailSection } from '../../components/detail-section';
import { queryTableState } from '../../components/query-table-state';

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
    <DetailSection title="E-mails">
      <CompactTable<InvoiceEmail>
        label="Invoice e-mails"
        columns={COLUMNS}
        data={emails.data}
        {...queryTableState(emails)}
        emptyText="No e-mail sent yet."
        getRowId={(email) => String(email.id)}
      />
    </DetailSection>
  );
}
