import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type Table as TanStackTable,
  type TableOptions,
} from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import type { TableBaseProps } from '../table-base-props';
import { TableErrorAlert } from '../table-error-alert';
import { withFilterDefaults, type TableColumn } from './column-meta';
import { DataTableBody } from './data-table-body';
import { DataTableHead } from './data-table-head';
import { DataTableToolbar } from './data-table-toolbar';

export type { TableColumn } from './column-meta';

export const DEFAULT_PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

export interface DataTableProps<Row> extends TableBaseProps<Row> {
  /** TanStack column definitions; `meta` names the filter variant and alignment (column-meta.ts). */
  columns: readonly TableColumn<Row>[];
  data: Row[] | undefined;
  /** Buttons above the table, e.g. New Parish; a function gets the table, e.g. for its filtered rows. */
  toolbarActions?: ReactNode | ((table: TanStackTable<Row>) => ReactNode);
  initialSort?: { id: string; desc?: boolean };
  pageSize?: number;
  pageSizes?: readonly number[];
  /**
   * Columns left out until the user shows them with the column toggle: what would push the key
   * figures and the actions past a 1366 px screen.
   */
  hiddenColumns?: readonly string[];
  /** Fetching again with rows on screen: the progress bar shows, the controls stay usable. */
  isRefreshing?: boolean;
  /**
   * Further TanStack Table options for the few tables that need them: controlled state, row
   * selection, server-side paging, sorting and filtering (`manualPagination` and the like).
   */
  options?: Partial<TableOptions<Row>>;
}

/**
 * The one list table of the app (TanStack Table with MUI's table parts): sorting and filtering on
 * every column, a global search, paging, loading and empty states, and load failures as an error
 * alert with a retry. Columns can be shown and hidden; the row actions stay pinned on the right.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, data, isLoading, error, onRetry, emptyText, getRowId, renderRowActions } = props;
  const columns = useMemo(() => withFilterDefaults(props.columns), [props.columns]);
  const table = useReactTable<Row>({
    columns,
    data: data ?? EMPTY,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    globalFilterFn: 'includesString',
    // Numbers and dates too sort ascending on the first click, as text does.
    sortDescFirst: false,
    // TanStack allows selecting rows unless told otherwise; here only tables that ask for it do.
    enableRowSelection: false,
    initialState: {
      columnVisibility: Object.fromEntries((props.hiddenColumns ?? []).map((id) => [id, false])),
      sorting: props.initialSort ? [{ id: props.initialSort.id, desc: props.initialSort.desc ?? false }] : [],
      pagination: { pageIndex: 0, pageSize: props.pageSize ?? 25 },
    },
    ...props.options,
  });
  const pageSize = table.getState().pagination.pageSize;
  const pageSizes = [...new Set([...(props.pageSizes ?? DEFAULT_PAGE_SIZES), pageSize])].sort(
    (a, b) => a - b,
  );
  const actions =
    typeof props.toolbarActions === 'function' ? props.toolbarActions(table) : props.toolbarActions;

  return (
    <>
      <TableErrorAlert error={error} onRetry={onRetry} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <DataTableToolbar table={table} actions={actions} disabled={isLoading} />
        {isLoading || props.isRefreshing ? (
          <LinearProgress aria-label={`Loading ${label}`} />
        ) : (
          // The bar's height, so the table does not jump when it comes and goes.
          <div style={{ height: 4 }} />
        )}
        <TableContainer>
          <Table size="small" aria-label={label}>
            <DataTableHead table={table} hasActions={Boolean(renderRowActions)} disabled={isLoading} />
            <DataTableBody
              table={table}
              renderRowActions={renderRowActions}
              emptyText={isLoading || error ? null : emptyText}
            />
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={table.getRowCount()}
          page={table.getState().pagination.pageIndex}
          rowsPerPage={pageSize}
          rowsPerPageOptions={pageSizes}
          onPageChange={(_event, page) => table.setPageIndex(page)}
          onRowsPerPageChange={(event) => table.setPageSize(Number(event.target.value))}
          disabled={isLoading}
          sx={PAGINATION_FITS_A_PHONE}
        />
      </Paper>
    </>
  );
}

/**
 * MUI's pagination bar is wider than a 390 px phone once the count has three digits ("1–25 of 130"),
 * and would scroll sideways: on a phone its gaps narrow and it wraps instead.
 */
const PAGINATION_FITS_A_PHONE = {
  '& .MuiTablePagination-toolbar': {
    flexWrap: { xs: 'wrap', sm: 'nowrap' },
    justifyContent: 'flex-end',
    pl: { xs: 1, sm: 2 },
  },
  '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
  '& .MuiTablePagination-input': { mr: { xs: 1, sm: 4 } },
  '& .MuiTablePagination-actions': { ml: { xs: 0.5, sm: 2.5 } },
} as const;

const EMPTY: never[] = [];
