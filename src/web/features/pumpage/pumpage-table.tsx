import type { ColumnFiltersState, PaginationState, SortingState, Updater } from '@tanstack/react-table';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  DEFAULT_PUMPAGE_PAGE_SIZE,
  PUMPAGE_PAGE_SIZES,
  type WellPumpageRow,
} from '../../../shared/contracts/pumpage';
import { DataTable } from '../../components/data-table/data-table';
import { applyUpdater, useKeptSelection } from '../../components/data-table/use-kept-selection';
import { useToast } from '../../components/toast/use-toast';
import { errorMessage } from '../../lib/api';
import { usePumpagePage } from './api';
import { PUMPAGE_COLUMNS, PUMPAGE_HIDDEN_COLUMNS } from './pumpage-columns';
import type { PumpagePanelFilter } from './pumpage-filter-values';
import { DEFAULT_SORTING, pumpageFilterOf, sortOf } from './pumpage-table-state';
import { useQuarterEditor } from './pumpage-quarter-editor';
import { PumpageToolbar } from './pumpage-toolbar';
import { useSelectAll } from './use-select-all';
import { queryTableState } from '../../components/query-table-state';

export const EMPTY_PUMPAGE_TEXT = 'No pumpage matches these filters.';

interface PumpageTableProps {
  panelFilter: PumpagePanelFilter;
  canDelete: boolean;
  /** Further toolbar actions, e.g. Upload. */
  toolbarExtra?: ReactNode;
}

/**
 * The server-side paged pumpage table: the server pages, sorts and filters; the selection is kept
 * by id across pages so Download CSV and Delete act on every selected row, not only this page's.
 */
export function PumpageTable({ panelFilter, canDelete, toolbarExtra }: PumpageTableProps) {
  const toast = useToast();
  // Staff's Edit quarter on each row: the spec's pumpage update form.
  const quarterEditor = useQuarterEditor(canDelete);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: DEFAULT_PUMPAGE_PAGE_SIZE,
  });
  const [sorting, setSorting] = useState<SortingState>(DEFAULT_SORTING);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);

  const filter = useMemo(() => pumpageFilterOf(panelFilter, columnFilters), [panelFilter, columnFilters]);
  const sort = sortOf(sorting);
  const page = usePumpagePage(filter, {
    ...sort,
    page: pagination.pageIndex + 1,
    rowsPerPage: pagination.pageSize,
  });
  const rows = page.data?.data;
  const totalCount = page.data?.totalCount ?? 0;

  const selection = useKeptSelection(rows);
  const selectAll = useSelectAll(
    selection.replace,
    useCallback((error: unknown) => toast.error(errorMessage(error)), [toast]),
  );

  const onColumnFiltersChange = (updater: Updater<ColumnFiltersState>) => {
    setColumnFilters((current) => applyUpdater(updater, current));
    // Other filters, other results: the old page number and selection no longer apply.
    setPagination((current) => ({ ...current, pageIndex: 0 }));
    selectAll.cancel();
    selection.clear();
  };

  return (
    <DataTable<WellPumpageRow>
      label="Well pumpage"
      columns={PUMPAGE_COLUMNS}
      data={rows}
      {...queryTableState(page)}
      emptyText={EMPTY_PUMPAGE_TEXT}
      getRowId={(row) => String(row.id)}
      renderRowActions={quarterEditor.renderRowActions}
      hiddenColumns={PUMPAGE_HIDDEN_COLUMNS}
      isRefreshing={page.isFetching}
      pageSizes={PUMPAGE_PAGE_SIZES}
      toolbarActions={
        <PumpageToolbar
          selected={selection.selected}
          totalCount={totalCount}
          canDelete={canDelete}
          selectAllProgress={selectAll.progress}
          onSelectAll={() => void selectAll.start(filter, sort)}
          onCancelSelectAll={selectAll.cancel}
          onClearSelection={selection.clear}
        >
          {toolbarExtra}
          {quarterEditor.dialog}
        </PumpageToolbar>
      }
      options={{
        manualPagination: true,
        manualSorting: true,
        manualFiltering: true,
        enableGlobalFilter: false,
        enableMultiSort: false,
        enableSortingRemoval: false,
        enableRowSelection: true,
        rowCount: totalCount,
        onPaginationChange: setPagination,
        onSortingChange: (updater) => {
          setSorting((current) => applyUpdater(updater, current));
          setPagination((current) => ({ ...current, pageIndex: 0 }));
        },
        onColumnFiltersChange,
        onRowSelectionChange: selection.onRowSelectionChange,
        state: {
          pagination,
          sorting,
          columnFilters,
          rowSelection: selection.rowSelection,
        },
      }}
    />
  );
}
