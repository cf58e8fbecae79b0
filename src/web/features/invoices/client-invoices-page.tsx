import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import type { InvoiceSummary } from '../../../shared/contracts/invoice-lists';
import { isStaff } from '../../../shared/rules/access';
import { ClientTitle } from '../../components/client-title';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { PageHeader } from '../../components/page-header';
import { PlainSelect } from '../../components/plain-select/plain-select';
import { queryTableState } from '../../components/query-table-state';
import { formatDay, formatDollars } from '../../../shared/format';
import { clientsLookup } from '../../lib/lookup-cache';
import { useSession } from '../../lib/session';
import { EVERY_CLIENT, useClientInvoices } from './api';
import { invoiceActionLabel, invoicePath } from '../../lib/invoice-paths';
import { InvoiceStatusChip, invoiceStatusLabel } from '../../components/invoice-status-chip';

const NUMBER_COLUMN: TableColumn<InvoiceSummary> = { accessorKey: 'invoiceNumber', header: 'Invoice #' };
const DETAIL_COLUMNS: TableColumn<InvoiceSummary>[] = [
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

const COLUMNS = [NUMBER_COLUMN, ...DETAIL_COLUMNS];
/** Staff's list of every client's unpaid invoices says whose each is. */
const EVERY_CLIENT_COLUMNS = [
  NUMBER_COLUMN,
  { accessorKey: 'clientName', header: 'Client' } satisfies TableColumn<InvoiceSummary>,
  ...DETAIL_COLUMNS,
];

const PAGES = {
  all: { title: 'Invoices', empty: 'No invoices yet.' },
  unpaid: { title: 'Make Payment', empty: 'No unpaid invoices.' },
} as const;

/**
 * A client's invoices: every one (View Invoice when paid, otherwise Make Payment), or the unpaid
 * ones to pay. Someone with several clients chooses the client first; staff's unpaid list starts
 * with every client's, oldest first, and narrows to one client on choice.
 */
export function ClientInvoicesPage({ which }: { which: 'all' | 'unpaid' }) {
  const staff = isStaff(useSession()?.accessLevel ?? 0);
  const everyClient = staff && which === 'unpaid';
  const clients = useQuery(clientsLookup());
  const [chosenClientId, setChosenClientId] = useState<number>();
  const clientId = chosenClientId ?? (everyClient ? EVERY_CLIENT : clients.data?.[0]?.id);
  const invoices = useClientInvoices(clientId, which);
  return (
    <>
      <PageHeader title={PAGES[which].title} />
      {everyClient ? (
        <PlainSelect
          label="Client"
          value={clientId}
          options={[
            { value: EVERY_CLIENT, label: 'All clients' },
            ...(clients.data ?? []).map((client) => ({ value: client.id, label: client.name })),
          ]}
          onChange={setChosenClientId}
          minWidth={320}
        />
      ) : (
        <ClientTitle clients={clients.data ?? []} clientId={clientId} onChange={setChosenClientId} />
      )}
      <DataTable<InvoiceSummary>
        label={PAGES[which].title}
        columns={clientId === EVERY_CLIENT ? EVERY_CLIENT_COLUMNS : COLUMNS}
        data={invoices.data}
        // The invoices' failure first, else the clients'; Try Again fetches the one that failed.
        {...queryTableState(invoices.isError ? invoices : clients)}
        isLoading={clients.isPending || invoices.isLoading}
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
