import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { InvoiceSummary } from '../../../shared/contracts/invoice-lists';
import { CompactTable, type CompactColumn } from '../../components/compact-table/compact-table';
import { InvoiceStatusChip } from '../../components/invoice-status-chip';
import { formatDay, formatDollars } from '../../../shared/format';
import { invoiceActionLabel, invoicePath } from '../../lib/invoice-paths';
import { useCurrentYearInvoices } from './api';
import { DashboardCard } from './dashboard-card';
import { queryTableState } from '../../components/query-table-state';

const columns: CompactColumn<InvoiceSummary>[] = [
  { id: 'invoiceNumber', header: 'Invoice #', value: (row) => row.invoiceNumber },
  { id: 'title', header: 'Title', value: (row) => row.title },
  { id: 'quater', header: 'Qtr', value: (row) => `Q${row.quater}` },
  { id: 'dueDate', header: 'Due Date', value: (row) => formatDay(row.dueDate) },
  { id: 'totalAmount', header: 'Total', value: (row) => formatDollars(row.totalAmount) },
  { id: 'hasPaid', header: 'Status', value: (row) => <InvoiceStatusChip notice={row.lateFee} /> },
];

/** The client's invoices of this year: View Invoice when paid, otherwise Make Payment. */
export function CurrentYearInvoicesWidget({ clientId }: { clientId: number | undefined }) {
  const invoices = useCurrentYearInvoices(clientId);
  return (
    <DashboardCard title="Current Year Invoices">
      <CompactTable<InvoiceSummary>
        label="Current Year Invoices"
        columns={columns}
        data={invoices.data}
        {...queryTableState(invoices)}
        emptyText="No Invoices for current year"
        getRowId={(row) => String(row.id)}
        renderRowActions={(row) => (
          <Button
            component={RouterLink}
            to={invoicePath(row, false)}
            size="small"
            variant={row.hasPaid ? 'text' : 'contained'}
          >
            {invoiceActionLabel(row)}
          </Button>
        )}
      />
    </DashboardCard>
  );
}
