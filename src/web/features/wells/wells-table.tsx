import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Table } from '@tanstack/react-table';
import { Link as RouterLink } from 'react-router';
import type { WellListRow } from '../../../shared/contracts/wells';
import { DataTable } from '../../components/data-table/data-table';
import type { Update } from '../../lib/use-stored-state';
import { WELL_HIDDEN_COLUMNS, WELL_TABLE_COLUMNS } from './well-columns';
import { downloadWhenReady } from '../../lib/download';
import { wellsCsv, wellsCsvFileName } from './wells-csv';
import { WELLS_PAGE_SIZES, type WellsTableState } from './wells-table-state';

interface WellsTableProps {
  rows: WellListRow[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  state: WellsTableState;
  onStateChange: (update: Update<WellsTableState>) => void;
  viewPath: (id: number) => string;
  canCreate: boolean;
}

/** Every row the filters and column filters leave, in the table's order, across all pages. */
function downloadSelected(table: Table<WellListRow>) {
  const rows = table.getPrePaginationRowModel().rows.map((row) => row.original);
  void downloadWhenReady(wellsCsv(rows), wellsCsvFileName(new Date()));
}

/**
 * The wells table: View per row, column filters and sorting, a CSV of what is selected, and New
 * Well for staff. Its sorting, filters, search and page live in the caller's stored state.
 */
export function WellsTable({
  rows,
  isLoading,
  error,
  onRetry,
  state,
  onStateChange,
  viewPath,
  canCreate,
}: WellsTableProps) {
  function slice<K extends keyof WellsTableState>(key: K, resetsPage: boolean) {
    return (update: Update<WellsTableState[K]>) =>
      onStateChange((current) => {
        const next =
          typeof update === 'function'
            ? (update as (value: WellsTableState[K]) => WellsTableState[K])(current[key])
            : update;
        const pagination = resetsPage ? { ...current.pagination, pageIndex: 0 } : current.pagination;
        return { ...current, pagination, [key]: next };
      });
  }

  return (
    <DataTable<WellListRow>
      label="Wells"
      columns={WELL_TABLE_COLUMNS}
      data={rows}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      emptyText="No wells match the filters."
      getRowId={(row) => String(row.id)}
      hiddenColumns={WELL_HIDDEN_COLUMNS}
      pageSizes={WELLS_PAGE_SIZES}
      renderRowActions={(row) => (
        <Button
          component={RouterLink}
          to={viewPath(row.id)}
          size="small"
          variant="outlined"
          aria-label={`View well ${row.wellNumber}`}
        >
          View
        </Button>
      )}
      options={{
        state,
        onSortingChange: slice('sorting', false),
        onColumnFiltersChange: slice('columnFilters', true),
        onGlobalFilterChange: slice('globalFilter', true),
        onPaginationChange: slice('pagination', false),
        // The restored page must survive the data arriving; filter changes reset it above.
        autoResetPageIndex: false,
      }}
      toolbarActions={(table) => (
        <Stack direction="row" spacing={1}>
          {canCreate && (
            <Button component={RouterLink} to="/well/create" variant="contained" startIcon={<AddIcon />}>
              New Well
            </Button>
          )}
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={isLoading || !rows?.length}
            onClick={() => downloadSelected(table)}
          >
            Download CSV
          </Button>
        </Stack>
      )}
    />
  );
}
