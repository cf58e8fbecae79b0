import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { PaginationState, SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import {
  PERMIT_USE_FORMATS,
  PERMIT_USE_PAGE_SIZES,
  PERMIT_USE_STATUS_LABELS,
  type PermitUseDownloadQuery,
  type PermitUseQuery,
  type PermitUseResponse,
  type PermitUseRow,
} from '../../../shared/contracts/permits';
import { formatDay } from '../../../shared/format';
import { PERMIT_USE_STATUSES, type PermitUseStatus } from '../../../shared/rules/permit-use';
import { DataAsOfNote } from '../../components/data-as-of-note';
import { DataTable } from '../../components/data-table/data-table';
import { applyUpdater } from '../../components/data-table/use-kept-selection';
import { ClientsFilterSelect } from '../../components/filters/clients-filter-select';
import { FilterPanel } from '../../components/filters/filter-panel';
import { usePagedFilter } from '../../components/filters/use-paged-filter';
import { PageHeader } from '../../components/page-header';
import {
  dayRangeText,
  formatCutPercent,
  formatMillionGallons,
  formatPercent,
  PERMIT_STATUS_COLORS,
} from '../../components/permits/permit-text';
import { queryTableState } from '../../components/query-table-state';
import { useToast } from '../../components/toast/use-toast';
import { errorMessage } from '../../lib/api';
import { saveBlob } from '../../lib/download';
import { permitUseQuery } from '../../lib/permit-queries';
import { useWideScreen } from '../../lib/use-wide-screen';
import { fetchPermitUseFile } from './permits-api';
import { isPermitUseSort, NARROW_COLUMNS, WIDE_COLUMNS } from './permit-use-columns';

export const NO_PERMITTED_WELLS = 'No well has permit terms in this permit year.';

/** The filter form's values, all text: the client ids joined by commas, as the query takes them. */
interface PermitUseFilter {
  clientIds: string;
  wellNumber: string;
  on: string;
}

const NO_FILTER: PermitUseFilter = { clientIds: '', wellNumber: '', on: '' };

/** The server's own order: the most used first. */
const DEFAULT_SORTING: SortingState = [{ id: 'percentUsed', desc: true }];

/** Three a row at md, one a row on a phone; plain grid cells, as the missing reports' filters. */
const CELL = { xs: 12, sm: 6, md: 4 };
const SHRUNK_LABEL = { inputLabel: { shrink: true } } as const;

type Format = (typeof PERMIT_USE_FORMATS)[number];
const FORMAT_LABELS: Readonly<Record<Format, string>> = { csv: 'CSV', xlsx: 'Excel' };

/** The filters, status and sort as GetPermitUse and the download take them. */
function filterQueryOf(
  filter: PermitUseFilter,
  status: PermitUseStatus | '',
  sorting: SortingState,
): Omit<PermitUseDownloadQuery, 'format'> {
  const [first] = sorting;
  const wellNumber = filter.wellNumber.trim();
  return {
    on: filter.on || undefined,
    clientIds: filter.clientIds || undefined,
    status: status || undefined,
    wellNumber: wellNumber || undefined,
    sort: first && isPermitUseSort(first.id) ? first.id : 'percentUsed',
    direction: first && !first.desc ? 'asc' : 'desc',
  };
}

function pageQueryOf(
  filter: PermitUseFilter,
  status: PermitUseStatus | '',
  sorting: SortingState,
  pagination: PaginationState,
): PermitUseQuery {
  return {
    ...filterQueryOf(filter, status, sorting),
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
  };
}

/** The file's name as the server gives it: "permits-2026-as-of-2026-06-30.csv". */
function fileNameOf(
  answer: Pick<PermitUseResponse, 'yearStart' | 'today'>,
  on: string,
  format: Format,
): string {
  return `permits-${answer.yearStart.slice(0, 4)}-as-of-${on || answer.today}.${format}`;
}

/** Saves the server's file of the rows the filters match; a failure says why in a toast. */
function useDownload() {
  const toast = useToast();
  return useMutation({
    mutationFn: async ({
      query,
      fileName,
    }: {
      query: PermitUseDownloadQuery & { format: Format };
      fileName: string;
    }) => saveBlob(await fetchPermitUseFile(query), fileName),
    onError: (error) => toast.error(errorMessage(error)),
  });
}

interface StatusButtonProps {
  label: string;
  count: number;
  color?: string;
  isChosen: boolean;
  onChoose: () => void;
}

/** A count of wells that filters the list to them when pressed, and shows that it does. */
function StatusButton({ label, count, color, isChosen, onChoose }: StatusButtonProps) {
  return (
    <Button
      size="small"
      variant={isChosen ? 'contained' : 'outlined'}
      color={isChosen ? 'primary' : 'inherit'}
      aria-pressed={isChosen}
      onClick={onChoose}
      sx={{ textTransform: 'none', borderRadius: 4, borderColor: 'divider' }}
      startIcon={
        color && (
          <Box
            component="span"
            aria-hidden="true"
            sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: color }}
          />
        )
      }
    >
      {label}: {count.toLocaleString('en-US')}
    </Button>
  );
}

/** The permit year and day looked at, the cut in force then, and the sums over every page. */
function Overview({ answer, on }: { answer: PermitUseResponse; on: string }) {
  const { totals } = answer;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary">
        Permit year {dayRangeText(answer.yearStart, answer.yearEnd)}, as of {formatDay(on || answer.today)}
      </Typography>
      {answer.cutPercent > 0 && (
        <Alert severity="info">
          A district cut of {formatCutPercent(answer.cutPercent)} is in force: the permitted volumes are after
          it, and a cut one shows the volume before it.
        </Alert>
      )}
      <Typography aria-label="Totals">
        {totals.wells.toLocaleString('en-US')} {totals.wells === 1 ? 'well' : 'wells'} ·{' '}
        {formatMillionGallons(totals.usedGallons)} used of {formatMillionGallons(totals.permittedGallons)}{' '}
        permitted · {formatPercent(totals.percentUsed)}
      </Typography>
    </Stack>
  );
}

/**
 * /reports/permits (staff): each permitted well's use of its permit this permit year (or the year
 * of the day chosen): used against permitted after the district's cuts, the pace of the last 30 days
 * and where it leads. Filtered, sorted and paged on the server; the counts by status filter the list
 * at a press, and the rows the filters match download as CSV or Excel.
 */
export default function PermitsReportPage() {
  const { filter, pagination, field, panel, tableOptions } = usePagedFilter(
    NO_FILTER,
    PERMIT_USE_PAGE_SIZES[0],
  );
  const [status, setStatus] = useState<PermitUseStatus | ''>('');
  const [sorting, setSorting] = useState<SortingState>(DEFAULT_SORTING);
  // Below the width where the staff menu too gives way to a drawer, eleven columns no longer fit.
  const isWide = useWideScreen();
  const page = useQuery({
    ...permitUseQuery(pageQueryOf(filter, status, sorting, pagination)),
    placeholderData: keepPreviousData,
  });
  const download = useDownload();

  const answer = page.data;
  const paging = tableOptions(answer?.totalCount ?? 0);
  const toFirstPage = () => paging.onPaginationChange((current) => ({ ...current, pageIndex: 0 }));
  const isFiltered = status !== '' || Object.values(filter).some((value) => value.trim() !== '');
  const choose = (next: PermitUseStatus | '') => {
    setStatus(next);
    toFirstPage();
  };
  const downloadButton = (format: Format) => (
    <Button
      key={format}
      variant="outlined"
      startIcon={
        download.isPending && download.variables.query.format === format ? (
          <CircularProgress size={16} color="inherit" />
        ) : (
          <DownloadIcon />
        )
      }
      disabled={!answer || download.isPending}
      onClick={() => {
        if (answer) {
          download.mutate({
            query: { ...filterQueryOf(filter, status, sorting), format },
            fileName: fileNameOf(answer, filter.on, format),
          });
        }
      }}
    >
      Download {FORMAT_LABELS[format]}
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Permits"
        subtitle="Each permitted well's use of its permit this permit year, and where its pace leads"
      />
      <FilterPanel
        label="Permit filters"
        onSubmit={panel.onSubmit}
        onReset={() => {
          setStatus('');
          panel.onReset();
        }}
      >
        <Grid size={CELL}>
          <ClientsFilterSelect {...field('clientIds')} />
        </Grid>
        <Grid size={CELL}>
          <TextField
            label="Well number"
            type="search"
            {...field('wellNumber')}
            slotProps={{ ...SHRUNK_LABEL, htmlInput: { maxLength: 30 } }}
          />
        </Grid>
        <Grid size={CELL}>
          <TextField
            label="As of"
            type="date"
            helperText="A day of the permit year to look at; empty for today"
            {...field('on')}
            slotProps={SHRUNK_LABEL}
          />
        </Grid>
      </FilterPanel>
      <DataAsOfNote asOf={answer?.dataAsOf} />
      {answer && <Overview answer={answer} on={filter.on} />}
      {answer && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          role="group"
          aria-label="Wells by status"
          sx={{ mb: 2, flexWrap: 'wrap' }}
        >
          <StatusButton
            label="All"
            count={PERMIT_USE_STATUSES.reduce((sum, each) => sum + answer.counts[each], 0)}
            isChosen={status === ''}
            onChoose={() => choose('')}
          />
          {PERMIT_USE_STATUSES.map((each) => (
            <StatusButton
              key={each}
              label={PERMIT_USE_STATUS_LABELS[each]}
              count={answer.counts[each]}
              color={PERMIT_STATUS_COLORS[each]}
              isChosen={status === each}
              onChoose={() => choose(status === each ? '' : each)}
            />
          ))}
        </Stack>
      )}
      <DataTable<PermitUseRow>
        label="Permit use"
        columns={isWide ? WIDE_COLUMNS : NARROW_COLUMNS}
        data={answer?.data}
        {...queryTableState(page, { refreshing: true })}
        emptyText={isFiltered ? 'No permitted well matches these filters.' : NO_PERMITTED_WELLS}
        getRowId={(row) => String(row.wellId)}
        pageSizes={PERMIT_USE_PAGE_SIZES}
        toolbarActions={<>{PERMIT_USE_FORMATS.map(downloadButton)}</>}
        options={{
          ...paging,
          enableSorting: true,
          manualSorting: true,
          enableMultiSort: false,
          enableSortingRemoval: false,
          onSortingChange: (updater) => {
            setSorting((current) => applyUpdater(updater, current));
            toFirstPage();
          },
          state: { pagination, sorting },
        }}
      />
    </>
  );
}
