import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_RowData,
  type MRT_TableOptions,
} from 'material-react-table';
import type { ReactNode } from 'react';
import type { TableBaseProps } from '../table-base-props';
import { TableErrorAlert } from '../table-error-alert';

export interface DataTableProps<Row extends MRT_RowData> extends TableBaseProps<Row> {
  columns: MRT_ColumnDef<Row>[];
  data: Row[] | undefined;
  /** Buttons above the table, e.g. New Parish. */
  toolbarActions?: ReactNode;
  initialSort?: { id: string; desc?: boolean };
  pageSize?: number;
  /**
   * Columns left out until the user shows them with the column toggle: what would push the key
   * figures and the actions past a 1366 px screen.
   */
  hiddenColumns?: readonly string[];
  /** Further Material React Table options for the few tables that need them. */
  options?: Partial<MRT_TableOptions<Row>>;
}

/** Material React Table's id of the row actions column. */
export const ACTIONS_COLUMN_ID = 'mrt-row-actions';

/**
 * What every table starts with: the row actions pinned to the right edge so View and the like stay
 * on screen however wide the other columns are, and the given columns hidden (the column toggle
 * in the toolbar shows them).
 */
export function initialTableLayout(hiddenColumns: readonly string[] = []) {
  return {
    columnPinning: { left: [], right: [ACTIONS_COLUMN_ID] },
    columnVisibility: Object.fromEntries(hiddenColumns.map((id) => [id, false])),
  };
}

/**
 * The one list table of the app: sorting and filtering on every column, a global search, paging,
 * loading and empty states, and load failures as an error alert with a retry. Columns can be shown
 * and hidden; the row actions stay pinned on the right.
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
    // Numbers and dates too sort ascending on the first click, as text does.
    sortDescFirst: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: true,
    enableColumnPinning: true,
    enableRowActions: Boolean(renderRowActions),
    positionActionsColumn: 'last',
    renderRowActions: renderRowActions ? ({ row }) => renderRowActions(row.original) : undefined,
    renderTopToolbarCustomActions: props.toolbarActions ? () => props.toolbarActions : undefined,
    initialState: {
      ...initialTableLayout(props.hiddenColumns),
      showColumnFilters: true,
      sorting: props.initialSort ? [{ id: props.initialSort.id, desc: props.initialSort.desc ?? false }] : [],
      pagination: { pageIndex: 0, pageSize: props.pageSize ?? 25 },
    },
    state: { isLoading, showProgressBars: isLoading },
    localization: { noRecordsToDisplay: emptyText, actions: 'Actions' },
    muiTableProps: { 'aria-label': label },
    muiTablePaperProps: {
      elevation: 0,
      variant: 'outlined',
      // The pinned actions column is drawn 3% see-through by default: on a narrow screen the columns
      // scrolled under it showed through its buttons and header.
      sx: {
        '& th[data-pinned="true"], & td[data-pinned="true"]': { opacity: 1 },
        '& th[data-pinned="true"]::before, & td[data-pinned="true"]::before': {
          backgroundColor: 'background.paper',
        },
      },
    },
    // A select filter's placeholder is drawn at half opacity, 3:1 on the page; 0.7 reaches 4.5:1.
    muiFilterTextFieldProps: { sx: { '& .MuiSelect-select .MuiBox-root': { opacity: 0.7 } } },
    ...props.options,
  });

  return (
    <>
      <TableErrorAlert error={error} onRetry={onRetry} />
      <MaterialReactTable table={table} />
    </>
  );
}
