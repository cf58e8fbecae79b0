import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { PaginationState } from '@tanstack/react-table';
import { Suspense, useMemo, useState } from 'react';
import {
  INVOICE_ITEM_PAGE_SIZES,
  type InvoiceDetail,
  type InvoiceItem,
} from '../../../shared/contracts/invoices';
import { DataTable, type TableColumn } from '../../components/data-table/data-table';
import { formatKgalValue, quarterMonthNames } from '../../../shared/format';
import { lazyOnDemand } from '../../lib/lazy-on-demand';

// Opened by staff's Edit only: its form library stays out of the invoice page's first load.
const ItemPumpageDialog = lazyOnDemand(() =>
  import('./item-pumpage-dialog').then((module) => ({ default: module.ItemPumpageDialog })),
);

function columnsFor(monthNames: readonly string[]): TableColumn<InvoiceItem>[] {
  const kgal = (id: 'month1Pumpage' | 'month2Pumpage' | 'month3Pumpage', header: string) => ({
    accessorKey: id,
    header: `${header} (1000 gal)`,
    cell: ({ getValue }: { getValue: () => unknown }) => formatKgalValue(getValue() as number),
    meta: { align: 'right' as const },
  });
  return [
    { accessorKey: 'wellNumber', header: 'Well Number' },
    { accessorKey: 'ownerNo', header: 'Owner No', accessorFn: (item) => item.ownerNo ?? '' },
    { accessorKey: 'parish', header: 'Parish', accessorFn: (item) => item.parish ?? '' },
    { accessorKey: 'use', header: 'Use', accessorFn: (item) => item.use ?? '' },
    {
      accessorKey: 'depth',
      header: 'Depth',
      accessorFn: (item) => item.depth ?? '',
      meta: { align: 'right' },
    },
    kgal('month1Pumpage', monthNames[0] ?? 'Month 1'),
    kgal('month2Pumpage', monthNames[1] ?? 'Month 2'),
    kgal('month3Pumpage', monthNames[2] ?? 'Month 3'),
    { accessorKey: 'flag', header: 'Flag', accessorFn: (item) => item.flag ?? '' },
  ];
}

interface InvoiceItemsTableProps {
  invoice: InvoiceDetail;
  pagination: PaginationState;
  onPaginationChange: (pagination: PaginationState) => void;
  isRefreshing: boolean;
  /** Staff correct an unpaid invoice's items by hand. */
  canEdit: boolean;
}

/** The invoice's wells and their three months, paged on the server; flag E is exempt. */
export function InvoiceItemsTable({
  invoice,
  pagination,
  onPaginationChange,
  isRefreshing,
  canEdit,
}: InvoiceItemsTableProps) {
  const monthNames = useMemo(() => quarterMonthNames(invoice.quater), [invoice.quater]);
  const columns = useMemo(() => columnsFor(monthNames), [monthNames]);
  const [editing, setEditing] = useState<InvoiceItem | null>(null);
  const editable = canEdit && !invoice.hasPaid;
  return (
    <Box sx={{ mb: 2 }}>
      <DataTable<InvoiceItem>
        label="Pumpage"
        columns={columns}
        data={invoice.invoiceItems}
        isLoading={false}
        isRefreshing={isRefreshing}
        emptyText="This invoice has no wells."
        getRowId={(item) => String(item.id)}
        pageSizes={INVOICE_ITEM_PAGE_SIZES}
        renderRowActions={
          editable
            ? (item) => (
                <Button
                  size="small"
                  onClick={() => setEditing(item)}
                  aria-label={`Edit pumpage of ${item.wellNumber}`}
                >
                  Edit
                </Button>
              )
            : undefined
        }
        options={{
          manualPagination: true,
          enableSorting: false,
          enableFilters: false,
          enableGlobalFilter: false,
          rowCount: invoice.totalItems,
          onPaginationChange: (updater) =>
            onPaginationChange(typeof updater === 'function' ? updater(pagination) : updater),
          state: { pagination },
        }}
      />
      {editing && (
        <Suspense fallback={<CircularProgress size={24} aria-label="Opening the pumpage form" />}>
          <ItemPumpageDialog
            invoiceId={invoice.id}
            item={editing}
            monthNames={monthNames}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}
