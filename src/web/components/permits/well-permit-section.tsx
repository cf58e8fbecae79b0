import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useState, type ReactNode } from 'react';
import type {
  PermitAlertRow,
  PermitTermsRow,
  PermitUseRow,
  WellPermitsResponse,
} from '../../../shared/contracts/permits';
import { formatDay } from '../../../shared/format';
import { isStaff } from '../../../shared/rules/access';
import { ApiError, errorMessage } from '../../lib/api';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { useWellPermits } from '../../lib/permit-queries';
import { useSession } from '../../lib/session';
import { CompactTable, type CompactColumn } from '../compact-table/compact-table';
import { DetailSection } from '../detail-section';
import { DialogLoading } from '../dialog-on-demand';
import { ScrollRegion } from '../scroll-region';
import {
  alertKindText,
  alertOutcomeText,
  alertWhenText,
  crossingText,
  cutNoteText,
  dayRangeText,
  formatGallons,
  formatGallonsPerDay,
  formatInstant,
  formatMillionGallons,
  NO_VALUE,
  usedOfPermittedText,
} from './permit-text';
import { PermitStatusChip, PermitUseBar } from './permit-use-status';

// The form (react-hook-form, the contract's schema and zod) downloads when staff first open it.
const PermitTermsDialog = lazyOnDemand(() =>
  import('./permit-terms-dialog').then((module) => ({ default: module.PermitTermsDialog })),
);

export const NO_PERMIT_TERMS = 'No permit terms recorded for this well';

type WellPermit = WellPermitsResponse['data'];
type DayAboveMax = WellPermit['daysAboveMax'][number];

/** A figure broken over two lines reads as two. */
const unbroken = (text: string) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {text}
  </Box>
);

const TERMS_COLUMNS: CompactColumn<PermitTermsRow>[] = [
  {
    id: 'effective',
    header: 'Effective',
    value: (row) => dayRangeText(row.effectiveFrom, row.effectiveTo, 'Until amended'),
  },
  {
    id: 'annual',
    header: 'Annual volume',
    value: (row) => unbroken(formatMillionGallons(row.annualGallons)),
  },
  {
    id: 'maxDaily',
    header: 'Max daily rate',
    value: (row) => unbroken(formatGallonsPerDay(row.maxDailyGallons)),
  },
  {
    id: 'note',
    header: 'Note',
    // A phone scrolls the table sideways rather than squeeze the note a word a line.
    value: (row) => (
      <Box component="span" sx={{ display: 'block', minWidth: '12rem' }}>
        {row.note ?? NO_VALUE}
      </Box>
    ),
  },
  {
    id: 'entered',
    header: 'Entered',
    value: (row) => (
      <>
        {row.createdBy ?? 'System'}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {formatInstant(row.createdAt)}
        </Typography>
      </>
    ),
  },
];

const DAYS_ABOVE_COLUMNS: CompactColumn<DayAboveMax>[] = [
  { id: 'date', header: 'Day', value: (row) => formatDay(row.date) },
  { id: 'gallons', header: 'Pumped', value: (row) => unbroken(formatGallons(row.gallons)) },
  { id: 'max', header: 'Max daily rate', value: (row) => unbroken(formatGallonsPerDay(row.maxDailyGallons)) },
];

const ALERT_COLUMNS: CompactColumn<PermitAlertRow>[] = [
  { id: 'kind', header: 'Alert', value: alertKindText },
  { id: 'period', header: 'For', value: (row) => formatDay(row.periodOn) },
  { id: 'outcome', header: 'Outcome', value: alertOutcomeText },
  { id: 'when', header: 'When', value: alertWhenText },
];

/** One fact of a list of facts: its name above its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </div>
  );
}

/** Facts side by side as the width allows: one a row on a phone, four at md. */
const FACTS_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: 2,
  m: 0,
} as const;

/** A titled part of the section; the title names it. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** This permit year's use: used against permitted, where the pace leads, and a district cut. */
function YearUse({ use }: { use: PermitUseRow }) {
  const cutNote = cutNoteText(use);
  return (
    <Part title={`This permit year (${dayRangeText(use.yearStart, use.yearEnd)})`}>
      <Stack spacing={1} sx={{ mb: 2 }}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 500 }}>{usedOfPermittedText(use)}</Typography>
          <PermitStatusChip status={use.status} />
        </Stack>
        <PermitUseBar
          percent={use.percentUsed}
          status={use.status}
          label="Permitted volume used this year"
          width="fill"
        />
        {cutNote && (
          <Typography variant="body2" color="text.secondary">
            {cutNote}.
          </Typography>
        )}
      </Stack>
      <Box component="dl" sx={FACTS_SX}>
        <Fact label="Pace">
          {use.dataThrough === null
            ? 'No pumpage this year yet'
            : `${formatGallonsPerDay(use.paceGallonsPerDay)}`}
          {use.dataThrough !== null && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              Last 30 days to {formatDay(use.dataThrough)}
            </Typography>
          )}
        </Fact>
        <Fact label="Projected total">{formatMillionGallons(use.projectedGallons)}</Fact>
        <Fact label="Projected to cross 100%">{crossingText(use)}</Fact>
        <Fact label="Max daily rate">{formatGallonsPerDay(use.maxDailyGallons)}</Fact>
      </Box>
    </Part>
  );
}

function PermitView({ permit, canSet, onSet }: { permit: WellPermit; canSet: boolean; onSet: () => void }) {
  const hasTerms = permit.terms.length > 0;
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box
          component="dl"
          sx={{
            ...FACTS_SX,
            flexGrow: 1,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Fact label="Permit number">{permit.permitNumber ?? NO_VALUE}</Fact>
          <Fact label="Permit date">{permit.permitDate ? formatDay(permit.permitDate) : NO_VALUE}</Fact>
        </Box>
        {canSet && (
          <Box sx={{ flexShrink: 0 }}>
            <Button variant="contained" onClick={onSet}>
              Set permit terms
            </Button>
          </Box>
        )}
      </Stack>
      {!hasTerms ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {NO_PERMIT_TERMS}.
        </Typography>
      ) : (
        <>
          {permit.use ? (
            <YearUse use={permit.use} />
          ) : (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              No terms apply in this permit year yet.
            </Typography>
          )}
          <Part title="Terms history">
            <ScrollRegion label="Permit terms history, scrollable">
              <CompactTable<PermitTermsRow>
                label="Permit terms history"
                columns={TERMS_COLUMNS}
                data={permit.terms}
                isLoading={false}
                emptyText={NO_PERMIT_TERMS}
                getRowId={(row) => String(row.id)}
              />
            </ScrollRegion>
          </Part>
          <Part title="Days above the maximum daily rate">
            <ScrollRegion label="Days above the maximum daily rate, scrollable">
              <CompactTable<DayAboveMax>
                label="Days above the maximum daily rate"
                columns={DAYS_ABOVE_COLUMNS}
                data={permit.daysAboveMax}
                isLoading={false}
                emptyText="No day above the maximum daily rate this permit year."
                getRowId={(row) => row.date}
              />
            </ScrollRegion>
          </Part>
        </>
      )}
      {(hasTerms || permit.alerts.length > 0) && (
        <Part title="Alerts sent">
          <ScrollRegion label="Permit alerts sent, scrollable">
            <CompactTable<PermitAlertRow>
              label="Permit alerts sent"
              columns={ALERT_COLUMNS}
              data={permit.alerts}
              isLoading={false}
              emptyText="No permit alert was sent about this well."
              getRowId={(row) => String(row.id)}
            />
          </ScrollRegion>
        </Part>
      )}
    </>
  );
}

/**
 * The well pages' Permit section: the permit number and date, this permit year's use against the
 * terms (less the district's cut), the terms' history, the days above the maximum daily rate and the
 * alerts sent. Staff set new terms from here; owners read. A well the server does not show the caller
 * shows nothing here (the page says so above). The default export is what the pages load lazily.
 */
export default function WellPermitSection({ wellId }: { wellId: number }) {
  const canSet = isStaff(useSession()?.accessLevel ?? 0);
  const permit = useWellPermits(wellId);
  const [isSetting, setIsSetting] = useState(false);

  if (permit.error instanceof ApiError && permit.error.status === 404) return null;

  return (
    <Box sx={{ mt: 3 }}>
      <DetailSection title="Permit">
        {permit.isPending && <LinearProgress aria-label="Loading the well's permit" />}
        {permit.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void permit.refetch()}>
                Try Again
              </Button>
            }
          >
            {errorMessage(permit.error)}
          </Alert>
        )}
        {permit.data && <PermitView permit={permit.data} canSet={canSet} onSet={() => setIsSetting(true)} />}
      </DetailSection>
      {isSetting && permit.data && (
        <Suspense fallback={<DialogLoading />}>
          <PermitTermsDialog wellId={wellId} permit={permit.data} onClose={() => setIsSetting(false)} />
        </Suspense>
      )}
    </Box>
  );
}
