import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { InvoiceSummary } from '../../../shared/contracts/invoice-lists';
import { isStaff } from '../../../shared/rules/access';
import { ClientTitle } from '../../components/client-title';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../lib/api';
import { formatDay, formatDollars } from '../../../shared/format';
import { clientsLookup } from '../../lib/lookup-cache';
import { useSession } from '../../lib/session';
import { useClientInvoices } from './api';
import { invoiceActionLabel, invoicePath } from '../../lib/invoice-paths';
import { InvoiceStatusChip, invoiceStatusLabel } from '../../components/invoice-status-chip';

const COLUMNS: TableColumn<InvoiceSummary>[] = [
  { accessorKey: 'invoiceNumber', header: 'Invoice #' },
  { accessorKey: 'title', header: 'Title' },
  { accessorKey: 'dueDate', header: 'Due Date', cell: ({ getValue }) => formatDay(getValue<string>()) },
  {
    accessorKey: 'totalAmount',
    header: 'Total',
    cell: ({ getValue }) => formatDollars(getValue<number>()),
    meta: { align: 'right' },
  },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (row) => invoiceStatusLabel(row.lateFee),
    cell: ({ row }) => <InvoiceStatusChip notice={row.original.lateFee} />,
  },
];

const PAGES = {
  all: { title: 'Invoices', empty: 'No invoices yet.' },
  unpaid: { title: 'Make Payment', empty: 'No unpaid invoices.' },
} as const;

/**
 * A client's invoices: every one (View Invoice when paid, otherwise Make Payment), or the unpaid
 * ones to pay. Someone with several clients, and staff, choose the client first.
 */
export function ClientInvoicesPage({ which }: { which: 'all' | 'unpaid' }) {
  const staff = isStaff(useSession()?.accessLevel ?? 0);
  const clients = useQuery(clientsLookup());
  const [chosenClientId, setChosenClientId] = useState<number>();
  const clientId = chosenClientId ?? clients.data?.[0]?.id;
  const invoices = useClientInvoices(clientId, which);
  return (
    <>
      <PageHeader title={PAGES[which].title} />
      <ClientTitle clients={clients.data ?? []} clientId={clientId} onChange={setChosenClientId} />
      <DataTable<InvoiceSummary>
        label={PAGES[which].title}
        columns={COLUMNS}
        data={invoices.data}
        isLoading={clients.isPending || invoices.isLoading}
        error={
          invoices.isError
            ? errorMessage(invoices.error)
            : clients.isError
              ? errorMessage(clients.error)
              : null
        }
        onRetry={() => void (invoices.isError ? invoices.refetch() : clients.refetch())}
        emptyText={PAGES[which].empty}
        getRowId={(row) => String(row.id)}
        renderRowActions={(invoice) => (
          <Button
            size="small"
            variant={invoice.hasPaid ? 'text' : 'contained'}
            component={RouterLink}
            to={invoicePath(invoice, staff)}
            aria-label={`${invoiceActionLabel(invoice)} ${invoice.invoiceNumber}`}
          >
            {invoiceActionLabel(invoice)}
          </Button>
        )}
      />
    </>
  );
}

/** One page module for both lists (one lazy chunk): the make-payment routes list the unpaid ones. */
export default function ClientInvoicesRoute() {
  const unpaid = useLocation().pathname.endsWith('/make-payment');
  return <ClientInvoicesPage which={unpaid ? 'unpaid' : 'all'} />;
}
