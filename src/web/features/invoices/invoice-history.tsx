import type { AuditEntry } from '../../../shared/contracts/audit-log';
import { CompactTable, type CompactColumn } from '../../components/compact-table/compact-table';
import { useInvoiceHistory } from './api';
import { auditActionText, auditChangeText } from '../../lib/audit-change';
import { DetailSection } from '../../components/detail-section';
import { queryTableState } from '../../components/query-table-state';

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
    <DetailSection title="History">
      <CompactTable<AuditEntry>
        label="Invoice history"
        columns={COLUMNS}
        data={history.data}
        {...queryTableState(history)}
        emptyText="No changes recorded."
        getRowId={(entry) => String(entry.id)}
      />
    </DetailSection>
  );
}
