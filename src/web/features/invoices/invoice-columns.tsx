import {
  INVOICE_SORT_COLUMNS,
  type InvoiceSortColumn,
  type InvoiceSummary,
} from '../../../shared/contracts/invoice-lists';
import type { TableColumn } from '../../components/data-table/data-table';
import { formatDay, formatDollars } from '../../../shared/format';
import { AccountingChip } from './accounting-chip';
import { accountingStateOf, type AccountingState } from './accounting-state';
import { InvoiceStatusChip } from '../../components/invoice-status-chip';

const ACCOUNTING_LABELS: Record<AccountingState, string> = {
  synced: 'Synced',
  'out-of-date': 'Out of date',
  'not-synced': 'Not Synced',
};

/** Shown through the column toggle, so the figures and actions fit a 1366 px screen. */
export const INVOICE_HIDDEN_COLUMNS = ['billingDate', 'feeAmount', 'lateFeeAmount'];

const money = (id: 'feeAmount' | 'lateFeeAmount' | 'totalAmount', header: string, sortable: boolean) =>
  ({
    accessorKey: id,
    header,
    enableSorting: sortable,
    cell: ({ getValue }) => formatDollars(getValue<number>()),
    meta: { align: 'right' },
  }) satisfies TableColumn<InvoiceSummary>;

/** The staff invoice list's columns; the server sorts, the filter panel filters. */
export const INVOICE_COLUMNS: TableColumn<InvoiceSummary>[] = [
  {
    accessorKey: 'invoiceNumber',
    header: 'Invoice #',
    cell: ({ getValue }) => <span style={{ whiteSpace: 'nowrap' }}>{getValue<string>()}</span>,
  },
  { accessorKey: 'clientName', header: 'Client' },
  { id: 'period', header: 'Period', accessorFn: (row) => `${row.year} Q${row.quater}` },
  {
    accessorKey: 'billingDate',
    header: 'Billing Date',
    cell: ({ getValue }) => formatDay(getValue<string>()),
  },
  { accessorKey: 'dueDate', header: 'Due Date', cell: ({ getValue }) => formatDay(getValue<string>()) },
  money('feeAmount', 'Fee', true),
  money('lateFeeAmount', 'Late Fee', false),
  money('totalAmount', 'Total', false),
  {
    id: 'status',
    header: 'Status',
    enableSorting: false,
    accessorFn: (row) => row.lateFee.kind,
    cell: ({ row }) => <InvoiceStatusChip notice={row.original.lateFee} />,
  },
  {
    id: 'isVisible',
    header: 'Visible',
    enableSorting: false,
    accessorFn: (row) => (row.isVisible ? 'Yes' : 'No'),
  },
  {
    id: 'accounting',
    header: 'Accounting',
    enableSorting: false,
    // An out-of-date invoice is in the books all the same: it sorts and filters with the synced ones.
    accessorFn: (row) => (row.accountingInvoiceId ? 'Synced' : 'Not Synced'),
    cell: ({ row }) => {
      const state = accountingStateOf(row.original);
      return <AccountingChip state={state} label={ACCOUNTING_LABELS[state]} />;
    },
  },
];

export function isInvoiceSortColumn(id: string): id is InvoiceSortColumn {
  return (INVOICE_SORT_COLUMNS as readonly string[]).includes(id);
}
