import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import type { PaginationState, SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import {
  MISSING_REPORT_PAGE_SIZES,
  MISSING_STATUSES,
  type MissingReport,
  type MissingReportsDownloadQuery,
  type MissingReportsQuery,
  type MissingStatus,
} from '../../../shared/contracts/reporting-calendar';
import { ConfirmModalOnDemand } from '../../components/confirm-modal-on-demand';
import { DataTable } from '../../components/data-table/data-table';
import { applyUpdater } from '../../components/data-table/use-kept-selection';
import { DotChip } from '../../components/dot-chip';
import { ClientsFilterSelect } from '../../components/filters/clients-filter-select';
import { FilterPanel } from '../../components/filters/filter-panel';
import { usePagedFilter } from '../../components/filters/use-paged-filter';
import { PageHeader } from '../../components/page-header';
import { queryTableState } from '../../components/query-table-state';
import { useToast } from '../../components/toast/use-toast';
import { errorMessage } from '../../lib/api';
import { saveBlob } from '../../lib/download';
import { useWideScreen } from '../../lib/use-wide-screen';
import { fetchMissingReportsCsv, useMissingReports, useSendReminders } from './missing-reports-api';
import { isMissingReportSort, NARROW_COLUMNS, WIDE_COLUMNS } from './missing-report-columns';

export const NO_MISSING_REPORTS = 'No missing reports: every well has reported.';
export const REMIND_ALL_QUESTION = 'Send reminders to every client with a report due or missing?';

const STATUS_LABELS: Readonly<Record<MissingStatus, string>> = { due: 'Due', overdue: 'Overdue' };

/** The filter form's values, all text: the client ids joined by commas, as the query takes them. */
interface MissingReportFilter {
  period: string;
  clientIds: string;
  status: '' | MissingStatus;
  wellNumber: string;
}

const NO_FILTER: MissingReportFilter = { period: '', clientIds: '', status: '', wellNumber: '' };

/** The server's own order: the most overdue first. */
const DEFAULT_SORTING: SortingState = [{ id: 'daysOverdue', desc: true }];

/**
 * A row of four at md, two at sm, one a row on a phone, as other filters are laid out; plain grid
 * cells, not the filter forms' own fields, which would bring react-hook-form and zod to this page.
 */
const CELL = { xs: 12, sm: 6, md: 3 };
const SHRUNK_LABEL = { inputLabel: { shrink: true } } as const;
const SHOWN_EMPTY = { select: { displayEmpty: true }, ...SHRUNK_LABEL } as const;

/** The filters and sort as GetMissingReports and the download take them. */
function filterQueryOf(filter: MissingReportFilter, sorting: SortingState): MissingReportsDownloadQuery {
  const [first] = sorting;
  const wellNumber = filter.wellNumber.trim();
  return {
    period: filter.period || undefined,
    clientIds: filter.clientIds || undefined,
    status: filter.status || undefined,
    wellNumber: wellNumber || undefined,
    sort: first && isMissingReportSort(first.id) ? first.id : 'daysOverdue',
    direction: first && !first.desc ? 'asc' : 'desc',
  };
}

function pageQueryOf(
  filter: MissingReportFilter,
  sorting: SortingState,
  pagination: PaginationState,
): MissingReportsQuery {
  return { ...filterQueryOf(filter, sorting), page: pagination.pageIndex + 1, pageSize: pagination.pageSize };
}

/** Saves the server's CSV of the rows the filters match; a failure says why in a toast. */
function useDownloadCsv() {
  const toast = useToast();
  return useMutation({
    mutationFn: async ({ query, today }: { query: MissingReportsDownloadQuery; today: string }) =>
      saveBlob(await fetchMissingReportsCsv(query), `missing-reports-${today}.csv`),
    onError: (error) => toast.error(errorMessage(error)),
  });
}

/**
 * /reports/missing-reports (staff): the pumpage reports wells owe and have not made, for the
 * periods of the last year, with the reminders their clients were sent. Filtered, sorted and paged
 * on the server; staff remind one client from its row, or every client at once.
 */
export default function MissingReportsPage() {
  const { draft, filter, pagination, field, panel, tableOptions } = usePagedFilter(
    NO_FILTER,
    MISSING_REPORT_PAGE_SIZES[0],
  );
  const [sorting, setSorting] = useState<SortingState>(DEFAULT_SORTING);
  const [isConfirmingAll, setIsConfirmingAll] = useState(false);
  // Below the width where the staff menu too gives way to a drawer, seven columns no longer fit.
  const isWide = useWideScreen();
  const page = useMissingReports(pageQueryOf(filter, sorting, pagination));
  const send = useSendReminders();
  const download = useDownloadCsv();

  const answer = page.data;
  const paging = tableOptions(answer?.totalCount ?? 0);
  const isFiltered = Object.values(filter).some((value) => value.trim() !== '');
  const periods = answer?.periods ?? [];

  return (
    <>
      <PageHeader
        title="Missing Reports"
        subtitle="The pumpage reports wells owe and have not made, with the reminders sent"
      />
      <FilterPanel label="Missing report filters" {...panel}>
        <Grid size={CELL}>
          <TextField select label="Period" slotProps={SHOWN_EMPTY} {...field('period')}>
            <MenuItem value="">All periods of the last year</MenuItem>
            {periods.map((period) => (
              <MenuItem key={period.key} value={period.key}>
                {period.label}
              </MenuItem>
            ))}
            {/* A period chosen before the latest answer stays selectable. */}
            {draft.period && !periods.some((period) => period.key === draft.period) && (
              <MenuItem value={draft.period}>{draft.period}</MenuItem>
            )}
          </TextField>
        </Grid>
        <Grid size={CELL}>
          <ClientsFilterSelect {...field('clientIds')} />
        </Grid>
        <Grid size={CELL}>
          <TextField select label="Status" slotProps={SHOWN_EMPTY} {...field('status')}>
            <MenuItem value="">All</MenuItem>
            {MISSING_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {STATUS_LABELS[status]}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={CELL}>
          <TextField
            label="Well number"
            type="search"
            {...field('wellNumber')}
            slotProps={{ ...SHRUNK_LABEL, htmlInput: { maxLength: 30 } }}
          />
        </Grid>
      </FilterPanel>
      {answer && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          aria-label="Missing reports by status"
          sx={{ mb: 2, flexWrap: 'wrap' }}
        >
          <DotChip color="warning.main">{answer.counts.due.toLocaleString('en-US')} due</DotChip>
          <DotChip color="error.main">{answer.counts.overdue.toLocaleString('en-US')} overdue</DotChip>
        </Stack>
      )}
      <DataTable<MissingReport>
        label="Missing reports"
        columns={isWide ? WIDE_COLUMNS : NARROW_COLUMNS}
        data={answer?.data}
        {...queryTableState(page, { refreshing: true })}
        emptyText={isFiltered ? 'No missing reports match these filters.' : NO_MISSING_REPORTS}
        getRowId={(row) => `${row.wellId}-${row.periodKey}`}
        pageSizes={MISSING_REPORT_PAGE_SIZES}
        toolbarActions={
          <>
            <Button
              variant="outlined"
              startIcon={
                download.isPending ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />
              }
              disabled={!answer || download.isPending}
              onClick={() => {
                if (answer) download.mutate({ query: filterQueryOf(filter, sorting), today: answer.today });
              }}
            >
              Download CSV
            </Button>
            <Button variant="contained" disabled={send.isPending} onClick={() => setIsConfirmingAll(true)}>
              Remind all
            </Button>
          </>
        }
        renderRowActions={(row) => (
          <Button
            size="small"
            variant="outlined"
            aria-label={`Remind ${row.clientName}`}
            disabled={send.isPending}
            startIcon={
              send.isPending && send.variables.clientIds?.includes(row.clientId) ? (
                <CircularProgress size={14} color="inherit" />
              ) : undefined
            }
            onClick={() => send.mutate({ clientIds: [row.clientId] })}
          >
            Remind
          </Button>
        )}
        options={{
          ...paging,
          enableSorting: true,
          manualSorting: true,
          enableMultiSort: false,
          enableSortingRemoval: false,
          onSortingChange: (updater) => {
            setSorting((current) => applyUpdater(updater, current));
            paging.onPaginationChange((current) => ({ ...current, pageIndex: 0 }));
          },
          state: { pagination, sorting },
        }}
      />
      <ConfirmModalOnDemand
        open={isConfirmingAll}
        title="Remind all"
        text={REMIND_ALL_QUESTION}
        confirmLabel="Send reminders"
        onCancel={() => setIsConfirmingAll(false)}
        onConfirm={async () => {
          try {
            await send.mutateAsync({});
          } finally {
            setIsConfirmingAll(false);
          }
        }}
      />
    </>
  );
}
