import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PaginationState, SortingState } from '@tanstack/react-table';
import { lazy, Suspense, useId, useState } from 'react';
import {
  EXEMPTION_REVIEW_PAGE_SIZES,
  type ExemptionReviewQuery,
  type ExemptionReviewRow,
  type ExemptionReviewShow,
} from '../../../shared/contracts/exemptions';
import { ACCESS } from '../../../shared/rules/access';
import { DataTable } from '../../components/data-table/data-table';
import { applyUpdater } from '../../components/data-table/use-kept-selection';
import { DialogLoading } from '../../components/dialog-on-demand';
import { DotChip } from '../../components/dot-chip';
import { FilterPanel } from '../../components/filters/filter-panel';
import { usePagedFilter } from '../../components/filters/use-paged-filter';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { queryTableState } from '../../components/query-table-state';
import { errorMessage } from '../../lib/api';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { useSession } from '../../lib/session';
import { useWideScreen } from '../../lib/use-wide-screen';
import { isExemptionReviewSort, NARROW_COLUMNS, WIDE_COLUMNS } from './exemption-review-columns';
import { useExemptionReview, useExemptionRules } from './exemptions-api';

// The rules form (react-hook-form, the contract's schema and zod with it) comes with the rules.
const ExemptionRulesForm = lazy(() => import('./exemption-rules-form'));
// The reason dialog downloads when first opened.
const SetExemptionDialog = lazyOnDemand(() =>
  import('./set-exemption-dialog').then((module) => ({ default: module.SetExemptionDialog })),
);

export const NO_DIFFERENCES = 'The rules and the wells’ flags agree: no well is marked differently.';

const SHOW_LABELS: Readonly<Record<ExemptionReviewShow, string>> = {
  differs: 'Marked differently from the rules',
  all: 'All wells',
};

/** The filter form's values, all text. */
interface ReviewFilter {
  show: ExemptionReviewShow;
  wellNumber: string;
}

const NO_FILTER: ReviewFilter = { show: 'differs', wellNumber: '' };

/** The server's own order: by well number. */
const DEFAULT_SORTING: SortingState = [{ id: 'wellNumber', desc: false }];

const CELL = { xs: 12, sm: 6, md: 4 };
const SHRUNK_LABEL = { inputLabel: { shrink: true } } as const;

function reviewQueryOf(
  filter: ReviewFilter,
  sorting: SortingState,
  pagination: PaginationState,
): ExemptionReviewQuery {
  const [first] = sorting;
  const wellNumber = filter.wellNumber.trim();
  return {
    show: filter.show,
    wellNumber: wellNumber || undefined,
    sort: first && isExemptionReviewSort(first.id) ? first.id : 'wellNumber',
    direction: first?.desc ? 'desc' : 'asc',
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
  };
}

/** The rules, read-only below Admin; the form loads with the page. */
function RulesSection() {
  const isAdmin = (useSession()?.accessLevel ?? 0) >= ACCESS.admin;
  const rules = useExemptionRules();
  if (rules.isPending) return <PageLoader label="Loading the exemption rules" />;
  if (rules.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void rules.refetch()}>
            Try Again
          </Button>
        }
      >
        {errorMessage(rules.error)}
      </Alert>
    );
  }
  return (
    <Suspense fallback={<PageLoader label="Loading the exemption rules" />}>
      {/* A save gives the rules a new time: the form starts again from what was saved. */}
      <ExemptionRulesForm key={rules.data.updatedAt ?? 'never'} rules={rules.data} canSave={isAdmin} />
    </Suspense>
  );
}

/** The wells with what the rules say of each beside its flag, and the action that sets the flag. */
function ReviewSection() {
  const headingId = useId();
  const { filter, pagination, field, panel, tableOptions } = usePagedFilter(
    NO_FILTER,
    EXEMPTION_REVIEW_PAGE_SIZES[0],
  );
  const [sorting, setSorting] = useState<SortingState>(DEFAULT_SORTING);
  const [changing, setChanging] = useState<ExemptionReviewRow | null>(null);
  // Below the width where the staff menu too gives way to a drawer, eight columns no longer fit.
  const isWide = useWideScreen();
  const review = useExemptionReview(reviewQueryOf(filter, sorting, pagination));
  const answer = review.data;
  const paging = tableOptions(answer?.totalCount ?? 0);

  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        Review
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Wells the rules mark exempt that are not flagged, and flagged wells no rule matches. Mark or clear
        each well&rsquo;s flag with a reason; the audit log keeps it.
      </Typography>
      <FilterPanel label="Review filters" {...panel}>
        <Grid size={CELL}>
          <TextField select label="Show" slotProps={SHRUNK_LABEL} {...field('show')}>
            {(Object.keys(SHOW_LABELS) as ExemptionReviewShow[]).map((show) => (
              <MenuItem key={show} value={show}>
                {SHOW_LABELS[show]}
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
          aria-label="Wells by what the rules say"
          sx={{ mb: 2, flexWrap: 'wrap' }}
        >
          <DotChip color="info.main">
            {answer.counts.matches.toLocaleString('en-US')} exempt by the rules
          </DotChip>
          <DotChip color="warning.main">
            {answer.counts.differs.toLocaleString('en-US')} marked differently
          </DotChip>
        </Stack>
      )}
      <DataTable<ExemptionReviewRow>
        label="Wells under the exemption rules"
        columns={isWide ? WIDE_COLUMNS : NARROW_COLUMNS}
        data={answer?.data}
        {...queryTableState(review, { refreshing: true })}
        emptyText={
          filter.wellNumber.trim() !== ''
            ? 'No wells match these filters.'
            : filter.show === 'differs'
              ? NO_DIFFERENCES
              : 'The district has no wells yet.'
        }
        getRowId={(row) => String(row.wellId)}
        pageSizes={EXEMPTION_REVIEW_PAGE_SIZES}
        renderRowActions={(row) => (
          <Button
            size="small"
            variant="outlined"
            color={row.flaggedExempt ? 'inherit' : 'primary'}
            aria-label={`${row.flaggedExempt ? 'Clear exemption of' : 'Mark exempt'} ${row.wellNumber}`}
            onClick={() => setChanging(row)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {row.flaggedExempt ? 'Clear exemption' : 'Mark exempt'}
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
      {changing && (
        <Suspense fallback={<DialogLoading />}>
          <SetExemptionDialog well={changing} onClose={() => setChanging(null)} />
        </Suspense>
      )}
    </section>
  );
}

/**
 * /management/exemptions (staff): the district's exemption rules (depth and capacity below a
 * number, aquifers and well-use categories marked exempt), which the Admin changes, and below them
 * the review of what the rules say of each well beside the well's own flag, which staff set well by
 * well with a reason. The rules never change a flag themselves.
 */
export default function ExemptionRulesPage() {
  return (
    <>
      <PageHeader
        title="Exemption Rules"
        subtitle="Which wells the district's rules would exempt, and the wells flagged otherwise"
      />
      <Stack spacing={3}>
        <RulesSection />
        <ReviewSection />
      </Stack>
    </>
  );
}
