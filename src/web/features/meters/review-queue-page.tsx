import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Suspense, useMemo, useState } from 'react';
import {
  HELD_REASON_CODES,
  type HeldReasonCode,
  type ReviewDecision,
  type ReviewItem,
} from '../../../shared/contracts/meter-readings';
import { DialogLoading } from '../../components/dialog-on-demand';
import { HELD_REASON_LABELS } from '../../components/meters/reading-labels';
import { PageHeader } from '../../components/page-header';
import { queryTableState } from '../../components/query-table-state';
import { TableErrorAlert } from '../../components/table-error-alert';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { useReviewQueue } from './api';
import { ReviewItemCard } from './review-item-card';
import { decisionText, uploadText } from './review-text';

// The confirmation (with the contract's schema and zod) and the upload download when first opened.
const ReviewDecisionDialog = lazyOnDemand(() =>
  import('./review-decision-dialog').then((module) => ({ default: module.ReviewDecisionDialog })),
);
const UploadReadingsDialog = lazyOnDemand(() =>
  import('./upload-readings-dialog').then((module) => ({ default: module.UploadReadingsDialog })),
);

const SORTS = {
  oldest: { label: 'Oldest first', compare: (a: ReviewItem, b: ReviewItem) => byDay(a, b) },
  newest: { label: 'Newest first', compare: (a: ReviewItem, b: ReviewItem) => byDay(b, a) },
  well: {
    label: 'Well number',
    compare: (a: ReviewItem, b: ReviewItem) =>
      a.wellNumber.localeCompare(b.wellNumber, 'en', { numeric: true }) || byDay(a, b),
  },
  volume: {
    label: 'Largest volume',
    compare: (a: ReviewItem, b: ReviewItem) => b.volumeGallons - a.volumeGallons || byDay(a, b),
  },
} as const;
type SortName = keyof typeof SORTS;

function byDay(a: ReviewItem, b: ReviewItem): number {
  return a.readOn.localeCompare(b.readOn) || (a.readAt ?? '').localeCompare(b.readAt ?? '') || a.id - b.id;
}

const ANY = 'any';

/**
 * /meters/review: the readings held for review, each with its reasons, photo, recent readings and
 * last year's volume; Accept or Reject after a confirmation, the server's answer shown above the
 * list (with the invoices it made again). Upload Readings File loads a file of readings.
 */
export default function ReviewQueuePage() {
  const queue = useReviewQueue();
  const [search, setSearch] = useState('');
  const [reason, setReason] = useState<HeldReasonCode | typeof ANY>(ANY);
  const [sort, setSort] = useState<SortName>('oldest');
  const [deciding, setDeciding] = useState<{ item: ReviewItem; decision: ReviewDecision } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);

  const words = search.trim().toLowerCase();
  const items = useMemo(
    () =>
      (queue.data ?? [])
        .filter(
          (item) =>
            (reason === ANY || item.reasonCodes.includes(reason)) &&
            (!words ||
              item.wellNumber.toLowerCase().includes(words) ||
              (item.clientName ?? '').toLowerCase().includes(words) ||
              item.serialNumber.toLowerCase().includes(words)),
        )
        .sort(SORTS[sort].compare),
    [queue.data, reason, words, sort],
  );
  const isFiltered = reason !== ANY || words !== '';
  const table = queryTableState(queue, { loading: 'isPending' });

  return (
    <>
      <PageHeader
        title="Reading Review"
        subtitle="Meter readings held because they look wrong: accepted ones go into pumpage."
        actions={
          <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setUploading(true)}>
            Upload Readings File
          </Button>
        }
      />
      {outcome && (
        <Alert severity="success" onClose={() => setOutcome(null)} sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {outcome}
        </Alert>
      )}
      <Paper
        variant="outlined"
        component="form"
        role="search"
        aria-label="Review filters"
        onSubmit={(event) => event.preventDefault()}
        sx={{ p: 2, mb: 2 }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
        >
          <TextField
            label="Well, client or meter"
            type="search"
            size="small"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ minWidth: 240 }}
          />
          <TextField
            select
            label="Held because"
            size="small"
            value={reason}
            onChange={(event) => setReason(event.target.value as HeldReasonCode | typeof ANY)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value={ANY}>Any reason</MenuItem>
            {HELD_REASON_CODES.map((code) => (
              <MenuItem key={code} value={code}>
                {HELD_REASON_LABELS[code]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Sort"
            size="small"
            value={sort}
            onChange={(event) => setSort(event.target.value as SortName)}
            sx={{ minWidth: 180 }}
          >
            {Object.entries(SORTS).map(([name, { label }]) => (
              <MenuItem key={name} value={name}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          {queue.data && (
            <Typography variant="body2" color="text.secondary" role="status">
              {isFiltered
                ? `${items.length} of ${queue.data.length} held readings`
                : `${queue.data.length} held ${queue.data.length === 1 ? 'reading' : 'readings'}`}
            </Typography>
          )}
        </Stack>
      </Paper>
      <TableErrorAlert error={table.error} onRetry={table.onRetry} />
      {(table.isLoading || queue.isFetching) && (
        <LinearProgress aria-label="Loading the held readings" sx={{ mb: 2 }} />
      )}
      {queue.data && items.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">
            {isFiltered ? 'No held readings match these filters.' : 'No readings are waiting for review.'}
          </Typography>
        </Paper>
      )}
      <section aria-label="Held readings">
        {items.map((item) => (
          <ReviewItemCard
            key={item.id}
            item={item}
            onDecide={(held, decision) => setDeciding({ item: held, decision })}
          />
        ))}
      </section>
      {deciding && (
        <Suspense fallback={<DialogLoading />}>
          <ReviewDecisionDialog
            item={deciding.item}
            decision={deciding.decision}
            onClose={() => setDeciding(null)}
            onDecided={(_item, answer) => setOutcome(decisionText(answer))}
          />
        </Suspense>
      )}
      {uploading && (
        <Suspense fallback={<DialogLoading />}>
          <UploadReadingsDialog
            onClose={() => setUploading(false)}
            onUploaded={(answer) => setOutcome(uploadText(answer))}
          />
        </Suspense>
      )}
    </>
  );
}
