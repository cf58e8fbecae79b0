import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { SyncLogEntry } from '../../../shared/contracts/accounting';
import { CompactTable, type CompactColumn } from '../../components/compact-table/compact-table';
import { useInvoiceSyncLog } from './accounting-sync-api';
import { ACCOUNTING_PAGE_PATH } from './invoice-accounting-sync';
import { DetailSection } from '../../components/detail-section';
import { queryTableState } from '../../components/query-table-state';

// Short date and time, as the payments table has them.
const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' });

// Three columns, when and who together, so the service's text keeps room on a phone.
const COLUMNS: CompactColumn<SyncLogEntry>[] = [
  {
    id: 'at',
    header: 'When, by',
    value: (entry) => (
      <>
        {WHEN.format(new Date(entry.at))}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {/* No one's name: the portal synced on its own, after a payment. */}
          {entry.byName ?? 'Portal (automatic)'}
        </Typography>
      </>
    ),
  },
  { id: 'outcome', header: 'Outcome', value: (entry) => (entry.outcome === 'synced' ? 'Synced' : 'Failed') },
  {
    id: 'detail',
    header: 'Detail',
    value: (entry) => <span style={{ display: 'block', minWidth: '12em' }}>{entry.detail}</span>,
  },
];

/** Staff: this invoice's sync attempts, newest first, and what each did or why it failed. */
export function InvoiceSyncLog({ invoiceId }: { invoiceId: number }) {
  const log = useInvoiceSyncLog(invoiceId);
  const shown = log.data?.data.length ?? 0;
  const total = log.data?.totalCount ?? 0;
  return (
    <DetailSection title="Accounting sync">
      <CompactTable<SyncLogEntry>
        label="Accounting sync attempts"
        columns={COLUMNS}
        data={log.data?.data}
        {...queryTableState(log)}
        emptyText="Not synced yet"
        getRowId={(entry) => String(entry.id)}
      />
      {total > shown && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The latest {shown.toLocaleString('en-US')} of {total.toLocaleString('en-US')} attempts; the sync log
          under{' '}
          <Link component={RouterLink} to={ACCOUNTING_PAGE_PATH}>
            Management, Accounting
          </Link>{' '}
          has them all.
        </Typography>
      )}
    </DetailSection>
  );
}
