import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Suspense, useMemo, useState } from 'react';
import {
  READING_STATE_LABELS,
  type MeterReading,
  type SubmitReadingResponse,
} from '../../../shared/contracts/meter-readings';
import type { WellMeter } from '../../../shared/contracts/meters';
import { formatDay } from '../../../shared/format';
import { READING_STATES, type ReadingState } from '../../../shared/states';
import { ApiError, errorMessage } from '../../lib/api';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { CompactTable, type CompactColumn } from '../compact-table/compact-table';
import { DetailSection } from '../detail-section';
import { DialogLoading } from '../dialog-on-demand';
import { queryTableState } from '../query-table-state';
import { useWellMeters, useWellReadings } from '../../lib/meter-queries';
import {
  formatGallons,
  formatReadOn,
  formatReading,
  readingSourceLabel,
  ReadingStateChip,
  registerUnitText,
} from './reading-labels';
import { ReadingNotes } from './reading-notes';
import { ReadingPhotoButton } from './reading-photo';
import { ScrollRegion } from '../scroll-region';

// The forms (react-hook-form and the contracts' schemas) download when a dialog first opens.
const InstallMeterDialog = lazyOnDemand(() =>
  import('./install-meter-dialog').then((module) => ({ default: module.InstallMeterDialog })),
);
const EnterReadingDialog = lazyOnDemand(() =>
  import('./enter-reading-dialog').then((module) => ({ default: module.EnterReadingDialog })),
);

/** What the last install or reading came to: the server's message, and why a reading was held. */
interface Outcome {
  severity: 'success' | 'warning';
  message: string;
  reasons: string[];
}

function readingOutcome(answer: SubmitReadingResponse): Outcome {
  return {
    severity: answer.state === 'accepted' ? 'success' : 'warning',
    message: `${answer.message} Volume: ${formatGallons(answer.volumeGallons)}.`,
    // The server's message may already say why it held the reading: each reason is said once.
    reasons: answer.reasons.filter((reason) => !answer.message.includes(reason)),
  };
}

const HISTORY_COLUMNS: CompactColumn<WellMeter>[] = [
  { id: 'serialNumber', header: 'Meter', value: (row) => row.serialNumber },
  {
    id: 'makeModel',
    header: 'Make / Model',
    value: (row) => [row.make, row.model].filter(Boolean).join(' ') || '—',
  },
  { id: 'unit', header: 'Unit', value: (row) => registerUnitText(row.unit, row.multiplier) },
  { id: 'installedOn', header: 'Installed', value: (row) => formatDay(row.installedOn) },
  { id: 'openingReading', header: 'Opening read', value: (row) => formatReading(row.openingReading) },
  {
    id: 'removedOn',
    header: 'Removed',
    value: (row) => (row.removedOn ? formatDay(row.removedOn) : 'On the well'),
  },
  {
    id: 'closingReading',
    header: 'Closing read',
    value: (row) => (row.closingReading === null ? '—' : formatReading(row.closingReading)),
  },
];

function photoDescription(reading: MeterReading): string {
  return `meter ${reading.serialNumber} read ${formatReading(reading.reading)} on ${formatReadOn(reading.readOn, reading.readAt)}`;
}

const READING_COLUMNS: CompactColumn<MeterReading>[] = [
  { id: 'readOn', header: 'Date', value: (row) => formatReadOn(row.readOn, row.readAt) },
  {
    id: 'reading',
    header: 'Reading',
    value: (row) => (
      <>
        {formatReading(row.reading)}
        {row.isRollover && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            Rollover
          </Typography>
        )}
      </>
    ),
  },
  {
    id: 'volume',
    header: 'Volume',
    value: (row) => (
      <>
        {formatGallons(row.volumeGallons)}
        {row.volumeFrom && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            from {formatDay(row.volumeFrom)}
          </Typography>
        )}
      </>
    ),
  },
  { id: 'state', header: 'State', value: (row) => <ReadingStateChip state={row.state} /> },
  {
    id: 'source',
    header: 'Source',
    value: (row) => (
      <>
        {readingSourceLabel(row.source)}
        {row.enteredBy && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {row.enteredBy}
          </Typography>
        )}
      </>
    ),
  },
  { id: 'notes', header: 'Reasons and notes', value: (row) => <ReadingNotes reading={row} /> },
  {
    id: 'photo',
    header: 'Photo',
    value: (row) =>
      row.hasPhoto ? <ReadingPhotoButton readingId={row.id} description={photoDescription(row)} /> : '—',
  },
];

/** Newest first: by day, then time of day (a reading without one first within its day), then entry. */
function newestFirst(a: MeterReading, b: MeterReading): number {
  if (a.readOn !== b.readOn) return a.readOn < b.readOn ? 1 : -1;
  const timeA = a.readAt ?? '';
  const timeB = b.readAt ?? '';
  if (timeA !== timeB) return timeA < timeB ? 1 : -1;
  return b.id - a.id;
}

/**
 * The staff well page's meters and readings: the meter installed now, every installation, Install
 * (or Replace) Meter, the well's readings with their state, volume, source, reasons and photo, and
 * Enter Reading. A well the server does not know shows nothing here (the page says so above).
 */
export function WellMeterSection({ wellId }: { wellId: number }) {
  const installations = useWellMeters(wellId);
  const readings = useWellReadings(wellId);
  const [dialog, setDialog] = useState<'install' | 'reading' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [stateFilter, setStateFilter] = useState<ReadingState | 'all'>('all');

  const current = installations.data?.find((installation) => installation.isInstalled) ?? null;
  const shownReadings = useMemo(
    () =>
      (readings.data ?? [])
        .filter((reading) => stateFilter === 'all' || reading.state === stateFilter)
        .sort(newestFirst),
    [readings.data, stateFilter],
  );

  const isMissing = installations.error instanceof ApiError && installations.error.status === 404;
  if (isMissing) return null;

  return (
    <Box sx={{ mt: 3 }}>
      <DetailSection title="Meter">
        {outcome && (
          <Alert severity={outcome.severity} onClose={() => setOutcome(null)} sx={{ mb: 2 }}>
            {outcome.message}
            {outcome.reasons.length > 0 && (
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                {outcome.reasons.map((reason, index) => (
                  <li key={index}>{reason}</li>
                ))}
              </Box>
            )}
          </Alert>
        )}
        {installations.isPending && <LinearProgress aria-label="Loading the well's meters" />}
        {installations.isError && (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void installations.refetch()}>
                Try Again
              </Button>
            }
          >
            {errorMessage(installations.error)}
          </Alert>
        )}
        {installations.data && (
          <>
            <CurrentMeter meter={current} />
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
              <Button variant="contained" onClick={() => setDialog('install')}>
                {current ? 'Replace Meter' : 'Install Meter'}
              </Button>
              <Button
                variant="outlined"
                onClick={() => setDialog('reading')}
                disabled={installations.data.length === 0}
              >
                Enter Reading
              </Button>
            </Stack>
            {installations.data.length > 0 && (
              <>
                <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                  Installation history
                </Typography>
                <ScrollRegion label="Installation history, scrollable">
                  <CompactTable<WellMeter>
                    label="Installation history"
                    columns={HISTORY_COLUMNS}
                    data={installations.data}
                    isLoading={false}
                    emptyText="No meter was ever installed on this well."
                    getRowId={(row) => String(row.installationId)}
                  />
                </ScrollRegion>
              </>
            )}
          </>
        )}
      </DetailSection>

      <DetailSection title="Meter Readings">
        <TextField
          select
          size="small"
          label="Reading state"
          value={stateFilter}
          onChange={(event) => setStateFilter(event.target.value as ReadingState | 'all')}
          sx={{ minWidth: 200, mt: 1, mb: 2 }}
        >
          <MenuItem value="all">All readings</MenuItem>
          {READING_STATES.map((state) => (
            <MenuItem key={state} value={state}>
              {READING_STATE_LABELS[state]}
            </MenuItem>
          ))}
        </TextField>
        <ScrollRegion label="Meter readings, scrollable">
          <CompactTable<MeterReading>
            label="Meter readings"
            columns={READING_COLUMNS}
            data={readings.data ? shownReadings : undefined}
            {...queryTableState(readings, { loading: 'isPending' })}
            emptyText={
              stateFilter === 'all'
                ? 'No readings yet.'
                : `No readings ${READING_STATE_LABELS[stateFilter].toLowerCase()}.`
            }
            getRowId={(row) => String(row.id)}
          />
        </ScrollRegion>
      </DetailSection>

      {dialog === 'install' && (
        <Suspense fallback={<DialogLoading />}>
          <InstallMeterDialog
            wellId={wellId}
            current={current}
            onClose={() => setDialog(null)}
            onInstalled={(message) => setOutcome({ severity: 'success', message, reasons: [] })}
          />
        </Suspense>
      )}
      {dialog === 'reading' && (
        <Suspense fallback={<DialogLoading />}>
          <EnterReadingDialog
            wellId={wellId}
            meter={current}
            onClose={() => setDialog(null)}
            onSubmitted={(answer) => setOutcome(readingOutcome(answer))}
          />
        </Suspense>
      )}
    </Box>
  );
}

/** The meter on the well now, or a line saying there is none. */
function CurrentMeter({ meter }: { meter: WellMeter | null }) {
  if (!meter) {
    return <Typography color="text.secondary">No meter is installed on this well.</Typography>;
  }
  const facts: [string, string][] = [
    ['Serial number', meter.serialNumber],
    ['Make / Model', [meter.make, meter.model].filter(Boolean).join(' ') || '—'],
    ['Register', `${registerUnitText(meter.unit, meter.multiplier)}, ${meter.registerDigits} digits`],
    ['Installed', formatDay(meter.installedOn)],
    ['Opening reading', formatReading(meter.openingReading)],
  ];
  return (
    <Box
      component="dl"
      aria-label="Installed meter"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(180px, 1fr))' },
        gap: 2,
        m: 0,
      }}
    >
      {facts.map(([label, value]) => (
        <div key={label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
