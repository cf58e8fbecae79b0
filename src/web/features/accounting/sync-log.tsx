import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaginationState } from '@tanstack/react-table';
import { useId } from 'react';
import {
  SYNC_LOG_PAGE_SIZES,
  syncInvoiceEndpoint,
  type SyncLogEntry,
  type SyncLogQuery,
} from '../../../shared/contracts/accounting';
import { DataTable } from '../../components/data-table/data-table';
import { FilterPanel } from '../../components/filters/filter-panel';
import { usePagedFilter } from '../../components/filters/use-paged-filter';
import { useToast } from '../../components/toast/use-toast';
import type { AccountingSyncOutcome } from '../../../shared/states';
import { api, errorMessage } from '../../lib/api';
import { accountingKeys, useSyncLog } from './api';
import { NARROW_COLUMNS, WIDE_COLUMNS } from './sync-log-columns';
import { useWideScreen } from '../../lib/use-wide-screen';
import { queryTableState } from '../../components/query-table-state';

interface SyncLogFilter {
  outcome: '' | AccountingSyncOutcome;
  search: string;
}

const NO_FILTER: SyncLogFilter = { outcome: '', search: '' };

function queryOf(filter: SyncLogFilter, pagination: PaginationState): SyncLogQuery {
  const search = filter.search.trim();
  return {
    outcome: filter.outcome || undefined,
    search: search || undefined,
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
  };
}

/** Sends one failed invoice again; the log and the connection (whose state a sync may change) refresh. */
function useRetrySync() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (entry: SyncLogEntry) => api(syncInvoiceEndpoint, { query: { invoiceId: entry.invoiceId } }),
    onSuccess: (answer, entry) => {
      const done = answer.data.action === 'created' ? 'created' : 'updated';
      const payment = answer.data.paymentRecorded ? ', payment recorded' : '';
      toast.success(`Invoice ${entry.invoiceNumber} synced: ${done}${payment}.`);
    },
    onError: (error, entry) =>
      toast.error(`Invoice ${entry.invoiceNumber} did not sync: ${errorMessage(error)}`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountingKeys.all }),
        // The invoice pages show whether the service's copy is current.
        queryClient.invalidateQueries({ queryKey: ['invoices'] }),
      ]),
  });
}

/** Every sync attempt, newest first, filtered and paged on the server, with Retry on the failures. */
export function SyncLog() {
  const { filter, pagination, field, panel, tableOptions } = usePagedFilter(
    NO_FILTER,
    SYNC_LOG_PAGE_SIZES[0],
  );
  // Below the width where the staff menu too gives way to a drawer, the seven columns no longer fit
  // beside each other.
  const isWide = useWideScreen();
  const headingId = useId();
  const page = useSyncLog(queryOf(filter, pagination));
  const retry = useRetrySync();

  const isFiltered = filter.outcome !== '' || filter.search.trim() !== '';

  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        Sync log
      </Typography>
      <FilterPanel label="Sync log filters" {...panel}>
        <Grid size={{ xs: 12, sm: 4, md: 3 }}>
          <TextField
            select
            label="Outcome"
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            {...field('outcome')}
          >
            <MenuItem value="">All</MenuItem>
            <MenuItem value="synced">Synced</MenuItem>
            <MenuItem value="failed">Failed</MenuItem>
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 8, md: 5 }}>
          <TextField
            label="Invoice number or client"
            type="search"
            {...field('search')}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Grid>
      </FilterPanel>
      <DataTable<SyncLogEntry>
        label="Sync log"
        columns={isWide ? WIDE_COLUMNS : NARROW_COLUMNS}
        data={page.data?.data}
        {...queryTableState(page, { refreshing: true })}
        emptyText={isFiltered ? 'No syncs match these filters.' : 'No syncs yet'}
        getRowId={(entry) => String(entry.id)}
        pageSizes={SYNC_LOG_PAGE_SIZES}
        renderRowActions={(entry) =>
          entry.outcome === 'failed' && (
            <RetryButton
              invoiceNumber={entry.invoiceNumber}
              isRetrying={retry.isPending && retry.variables.id === entry.id}
              disabled={retry.isPending}
              onRetry={() => retry.mutate(entry)}
            />
          )
        }
        options={tableOptions(page.data?.totalCount ?? 0)}
      />
    </section>
  );
}

interface RetryButtonProps {
  invoiceNumber: string;
  isRetrying: boolean;
  disabled: boolean;
  onRetry: () => void;
}

function RetryButton({ invoiceNumber, isRetrying, disabled, onRetry }: RetryButtonProps) {
  return (
    <Button
      size="small"
      variant="outlined"
      aria-label={`Retry invoice ${invoiceNumber}`}
      disabled={disabled}
      startIcon={isRetrying ? <CircularProgress size={14} color="inherit" /> : undefined}
      onClick={onRetry}
    >
      Retry
    </Button>
  );
}
