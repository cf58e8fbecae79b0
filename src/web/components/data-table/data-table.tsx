import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_RowData,
  type MRT_TableOptions,
} from 'material-react-table';
import type { ReactNode } from 'react';

export interface DataTableProps<Row extends MRT_RowData> {
  /** Names the table for screen readers and tests. */
  label: string;
  columns: MRT_ColumnDef<Row>[];
  data: Row[] | undefined;
  isLoading: boolean;
  /** A load failure: the server's message, shown as an error alert (spec section 8). */
  error?: string | null;
  onRetry?: () => void;
  emptyText: string;
  getRowId: (row: Row) => string;
  /** Buttons per row, e.g. View. */
  renderRowActions?: (row: Row) => ReactNode;
  /** Buttons above the table, e.g. New Parish. */
  toolbarActions?: ReactNode;
  initialSort?: { id: string; desc?: boolean };
  pageSize?: number;
  /** Further Material React Table options for the few tables that need them. */
  options?: Partial<MRT_TableOptions<Row>>;
}

/**
 * The one list table of the app: sorting and filtering on every column, a global search, paging,
 * loading and empty states, and load failures as an error alert with a retry.
 */
export function DataTable<Row extends MRT_RowData>(props: DataTableProps<Row>) {
  const { label, columns, data, isLoading, error, onRetry, emptyText, getRowId, renderRowActions } = props;
  const table = useMaterialReactTable<Row>({
    columns,
    data: data ?? [],
    getRowId,
    enableColumnFilters: true,
    enableGlobalFilter: true,
    enableSorting: true,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    enableRowActions: Boolean(renderRowActions),
    positionActionsColumn: 'last',
    renderRowActions: renderRowActions ? ({ row }) => renderRowActions(row.original) : undefined,
    renderTopToolbarCustomActions: props.toolbarActions ? () => props.toolbarActions : undefined,
    initialState: {
      showColumnFilters: true,
      sorting: props.initialSort ? [{ id: props.initialSort.id, desc: props.initialSort.desc ?? false }] : [],
      pagination: { pageIndex: 0, pageSize: props.pageSize ?? 25 },
    },
    state: { isLoading, showProgressBars: isLoading },
    localization: { noRecordsToDisplay: emptyText, actions: 'Actions' },
    muiTableProps: { 'aria-label': label },
    muiTablePaperProps: { elevation: 0, variant: 'outlined' },
    ...props.options,
  });

  return (
    <>
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            onRetry && (
              <Button color="inherit" size="small" onClick={onRetry}>
                Try Again
              </Button>
            )
          }
        >
          {error}
        </Alert>
      )}
      <MaterialReactTable table={table} />
    </>
  );
}
