import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { INVOICE_PAGE_SIZES, type InvoiceSummary } from '../../../shared/contracts/invoice-lists';
import { DataTable } from '../../components/data-table/data-table';
import { applyUpdater, useKeptSelection } from '../../components/data-table/use-kept-selection';
import { useStoredState } from '../../lib/use-stored-state';
import { useInvoicePage } from './api';
import { InvoiceBulkActions } from './invoice-bulk-actions';
import { SendEmailButton } from './invoice-emails';
import { INVOICE_COLUMNS, INVOICE_HIDDEN_COLUMNS } from './invoice-columns';
import { invoiceFilterOf, type InvoicePanelFilter } from './invoice-filter-values';
import { invoicePath } from '../../lib/invoice-paths';
import {
  INITIAL_INVOICE_TABLE_STATE,
  INVOICE_TABLE_STATE_KEY,
  invoicePageQueryOf,
  invoiceTableStateSchema,
} from './invoice-table-state';
import { queryTableState } from '../../components/query-table-state';

export const EMPTY_INVOICES_TEXT = 'No invoices match these filters.';

/** Every client's invoices, paged and sorted on the server, with the bulk actions of the selection. */
export function InvoicesTable({ panelFilter }: { panelFilter: InvoicePanelFilter }) {
  const [state, setState] = useStoredState(
    INVOICE_TABLE_STATE_KEY,
    invoiceTableStateSchema,
    INITIAL_INVOICE_TABLE_STATE,
  );
  const filter = useMemo(() => invoiceFilterOf(panelFilter), [panelFilter]);
  const page = useInvoicePage(filter, invoicePageQueryOf(state));
  const rows = page.data?.data;
  const selection = useKeptSelection(rows);

  return (
    <DataTable<InvoiceSummary>
      label="Invoices"
      columns={INVOICE_COLUMNS}
      data={rows}
      {...queryTableState(page, { refreshing: true })}
      emptyText={EMPTY_INVOICES_TEXT}
      getRowId={(row) => String(row.id)}
      hiddenColumns={INVOICE_HIDDEN_COLUMNS}
      pageSizes={INVOICE_PAGE_SIZES}
      toolbarActions={
        <InvoiceBulkActions
          selected={selection.selected}
          paidOnly={filter.hasPaid === true}
          onClearSelection={selection.clear}
        />
      }
      renderRowActions={(invoice) => (
        <Stack direction="row" spacing={0.5}>
          <Button
            size="small"
            href={invoicePath(invoice, true)}
            target="_blank"
            rel="noopener"
            aria-label={`View invoice ${invoice.invoiceNumber}`}
          >
            View
          </Button>
          <SendEmailButton invoiceId={invoice.id} size="small" />
        </Stack>
      )}
      options={{
        manualPagination: true,
        manualSorting: true,
        manualFiltering: true,
        enableFilters: false,
        enableGlobalFilter: false,
        enableMultiSort: false,
        enableSortingRemoval: false,
        enableRowSelection: true,
        sortDescFirst: true,
        rowCount: page.data?.totalCount ?? 0,
        onPaginationChange: (updater) =>
          setState((current) => ({ ...current, pagination: applyUpdater(updater, current.pagination) })),
        onSortingChange: (updater) =>
          setState((current) => ({
            sorting: applyUpdater(updater, current.sorting),
            pagination: { ...current.pagination, pageIndex: 0 },
          })),
        onRowSelectionChange: selection.onRowSelectionChange,
        state: {
          pagination: state.pagination,
          sorting: state.sorting,
          rowSelection: selection.rowSelection,
        },
      }}
    />
  );
}
