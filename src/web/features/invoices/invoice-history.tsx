import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '../../../shared/contracts/audit-log';
import { CompactTable, type CompactColumn } from '../../components/compact-table/compact-table';
import { errorMessage } from '../../lib/api';
import { useInvoiceHistory } from './api';
import { auditActionText, auditChangeText } from '../../lib/audit-change';

const COLUMNS: CompactColumn<AuditEntry>[] = [
  { id: 'at', header: 'When', value: (entry) => new Date(entry.at).toLocaleString('en-US') },
  { id: 'who', header: 'Who', value: (entry) => entry.actorName ?? 'System' },
  { id: 'action', header: 'What', value: (entry) => auditActionText(entry.action) },
  { id: 'change', header: 'Change', value: (entry) => auditChangeText(entry) },
];

/** Staff: who changed this invoice, when, and what it was before and after. */
export function InvoiceHistory({ invoiceId }: { invoiceId: number }) {
  const history = useInvoiceHistory(invoiceId, true);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="history-heading">
      <Typography id="history-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        History
      </Typography>
      <CompactTable<AuditEntry>
        label="Invoice history"
        columns={COLUMNS}
        data={history.data}
        isLoading={history.isLoading}
        error={history.isError ? errorMessage(history.error) : null}
        onRetry={() => void history.refetch()}
        emptyText="No changes recorded."
        getRowId={(entry) => String(entry.id)}
      />
    </Paper>
  );
}
