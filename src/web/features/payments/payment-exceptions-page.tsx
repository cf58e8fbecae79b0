import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Table } from '@tanstack/react-table';
import {
  PAYMENT_EXCEPTION_KINDS,
  paymentExceptionsEndpoint,
  type PaymentException,
  type PaymentExceptionKind,
} from '../../../shared/contracts/payment-records';
import { DataTable } from '../../components/data-table/data-table';
import { FilterPanel } from '../../components/filters/filter-panel';
import { usePagedFilter } from '../../components/filters/use-paged-filter';
import { PageHeader } from '../../components/page-header';
import { api } from '../../lib/api';
import { downloadWhenReady } from '../../lib/download';
import { useWideScreen } from '../../lib/use-wide-screen';
import { HIDDEN_COLUMNS, KIND_LABELS, NARROW_COLUMNS, WIDE_COLUMNS } from './payment-exception-columns';
import { paymentExceptionsCsv, paymentExceptionsCsvName } from './payment-exceptions-csv';
import { queryTableState } from '../../components/query-table-state';

export const NO_EXCEPTIONS = 'No payments need attention.';

const EMPTY_TEXTS: Record<PaymentExceptionKind, string> = {
  'refund-pending': 'No refunds are waiting to be made.',
  refunded: 'No payments have been refunded.',
  stuck: 'No payments are stuck.',
};

interface KindFilter {
  kind: '' | PaymentExceptionKind;
}

const ALL_KINDS: KindFilter = { kind: '' };

// The list is one answer of at most 1,000 rows, sorted and paged here.
const PAGE_SIZES = [25, 50, 100];

/** Every row the search leaves, in the table's order, across all pages. */
function downloadShown(table: Table<PaymentException>) {
  const rows = table.getPrePaginationRowModel().rows.map((row) => row.original);
  void downloadWhenReady(paymentExceptionsCsv(rows), paymentExceptionsCsvName(new Date()));
}

/**
 * /payments/exceptions (staff): the payments staff must know about, newest first: money that must
 * go back and has not yet, money that went back, and payments not final long after they began.
 */
export default function PaymentExceptionsPage() {
  const { filter, field, panel } = usePagedFilter(ALL_KINDS, PAGE_SIZES[0] ?? 25);
  // Below the width where the staff menu too gives way to a drawer, nine columns no longer fit.
  const isWide = useWideScreen();
  const kind = filter.kind || undefined;
  const list = useQuery({
    queryKey: ['payment-exceptions', kind ?? 'all'],
    queryFn: () => api(paymentExceptionsEndpoint, { query: { kind } }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data;
  const totalCount = list.data?.totalCount ?? 0;
  return (
    <>
      <PageHeader
        title="Payment Exceptions"
        subtitle="Payments whose money goes back or went back, and payments stuck on their way"
      />
      <FilterPanel label="Payment exception filters" {...panel}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            select
            label="Kind"
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            {...field('kind')}
          >
            <MenuItem value="">All</MenuItem>
            {PAYMENT_EXCEPTION_KINDS.map((value) => (
              <MenuItem key={value} value={value}>
                {KIND_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </FilterPanel>
      {rows && totalCount > rows.length && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Showing the newest {rows.length.toLocaleString('en-US')} of {totalCount.toLocaleString('en-US')}{' '}
          payments. Choose a kind to see fewer at a time.
        </Alert>
      )}
      <DataTable<PaymentException>
        label="Payment exceptions"
        columns={isWide ? WIDE_COLUMNS : NARROW_COLUMNS}
        hiddenColumns={isWide ? HIDDEN_COLUMNS : []}
        data={rows}
        {...queryTableState(list, { refreshing: true })}
        emptyText={kind ? EMPTY_TEXTS[kind] : NO_EXCEPTIONS}
        getRowId={(row) => String(row.id)}
        pageSizes={PAGE_SIZES}
        toolbarActions={(table) => (
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={list.isLoading || !rows?.length}
            onClick={() => downloadShown(table)}
          >
            Download CSV
          </Button>
        )}
        options={{ enableFilters: false }}
      />
    </>
  );
}
