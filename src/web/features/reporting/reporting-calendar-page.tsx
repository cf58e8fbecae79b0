import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import type { CalendarEntryRow, CalendarResponse } from '../../../shared/contracts/reporting-calendar';
import { formatDay } from '../../../shared/format';
import { ACCESS } from '../../../shared/rules/access';
import { CompactTable, type CompactColumn } from '../../components/compact-table/compact-table';
import { DotChip } from '../../components/dot-chip';
import { ScrollRegion } from '../../components/scroll-region';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useCalendar } from './calendar-api';
import {
  dueText,
  feeText,
  formatInstant,
  frequencyText,
  reminderParts,
  remindersText,
} from './calendar-text';
import { Fact } from '../../components/fact';

// The Admin's form (react-hook-form, the contract's schema and zod with it) loads only for the Admin.
const CalendarForm = lazy(() => import('./calendar-form'));

type VersionState = 'in-force' | 'scheduled' | 'ended';

const VERSION_STATES: Readonly<Record<VersionState, { label: string; color: string }>> = {
  'in-force': { label: 'In force', color: 'success.main' },
  scheduled: { label: 'Scheduled', color: 'info.main' },
  ended: { label: 'Ended', color: 'grey.500' },
};

/** The version that applies today: the latest of those in force. */
function versionInForce(data: CalendarResponse['data']): CalendarEntryRow | undefined {
  return data.entries
    .filter((entry) => entry.inForce && entry.effectiveFrom <= data.today)
    .reduce<CalendarEntryRow | undefined>(
      (latest, entry) => (!latest || entry.effectiveFrom > latest.effectiveFrom ? entry : latest),
      undefined,
    );
}

/** In force today, still to come, or replaced by a later version that is in force. */
function versionState(entry: CalendarEntryRow, current: CalendarEntryRow | undefined): VersionState {
  if (entry.id === current?.id) return 'in-force';
  return entry.inForce ? 'ended' : 'scheduled';
}

function versionColumns(current: CalendarEntryRow | undefined): CompactColumn<CalendarEntryRow>[] {
  return [
    { id: 'effectiveFrom', header: 'Applies from', value: (entry) => formatDay(entry.effectiveFrom) },
    { id: 'frequency', header: 'Frequency', value: frequencyText },
    { id: 'dueDays', header: 'Due', value: dueText },
    { id: 'reminders', header: 'Reminders', value: remindersText },
    { id: 'lateFee', header: 'Late-report fee', value: feeText },
    { id: 'createdBy', header: 'Entered by', value: (entry) => entry.createdBy ?? 'System' },
    { id: 'createdAt', header: 'Entered at', value: (entry) => formatInstant(entry.createdAt) },
    {
      id: 'state',
      header: 'State',
      value: (entry) => {
        const state = VERSION_STATES[versionState(entry, current)];
        return <DotChip color={state.color}>{state.label}</DotChip>;
      },
    },
  ];
}

/** A titled panel of the page; the title names the region. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, height: '100%' }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function InForce({ entry }: { entry: CalendarEntryRow }) {
  const reminders = reminderParts(entry);
  return (
    <Panel title="In force">
      <Box component="dl" sx={{ m: 0 }}>
        <Fact label="Applies from">{formatDay(entry.effectiveFrom)}</Fact>
        <Fact label="Frequency">{frequencyText(entry)}</Fact>
        <Fact label="Report due">{dueText(entry)}</Fact>
        <Fact label="Reminders">
          {reminders.length === 0
            ? 'None'
            : reminders.map((reminder) => (
                <Box component="span" key={reminder} sx={{ display: 'block' }}>
                  {reminder}
                </Box>
              ))}
        </Fact>
        <Fact label="Late-report fee">{feeText(entry)}</Fact>
      </Box>
    </Panel>
  );
}

function CurrentPeriod({ data }: { data: CalendarResponse['data'] }) {
  const period = data.currentPeriod;
  return (
    <Panel title="Current period">
      {period ? (
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label="Period">{period.label}</Fact>
          <Fact label="Days">
            {formatDay(period.start)} to {formatDay(period.end)}
          </Fact>
          <Fact label="Report due">{formatDay(period.dueOn)}</Fact>
        </Box>
      ) : (
        <Typography color="text.secondary">No period is running today under the calendar.</Typography>
      )}
    </Panel>
  );
}

function CalendarView({ data, isAdmin }: { data: CalendarResponse['data']; isAdmin: boolean }) {
  const current = versionInForce(data);
  const versionsId = useId();
  return (
    <Stack spacing={2}>
      {current ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>
            <InForce entry={current} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <CurrentPeriod data={data} />
          </Grid>
        </Grid>
      ) : (
        <Alert severity="info">
          No reporting calendar is in force yet: wells owe no reports and no reminders go out.
          {!isAdmin && ' An Admin sets the calendar.'}
        </Alert>
      )}
      <section aria-labelledby={versionsId}>
        <Typography id={versionsId} variant="h6" component="h2" sx={{ mb: 1 }}>
          Versions
        </Typography>
        <ScrollRegion label="Versions of the calendar, scrollable">
          <CompactTable<CalendarEntryRow>
            label="Versions of the calendar"
            columns={versionColumns(current)}
            data={data.entries}
            isLoading={false}
            emptyText="The calendar has no version yet."
            getRowId={(entry) => String(entry.id)}
          />
        </ScrollRegion>
      </section>
      {isAdmin ? (
        <Suspense fallback={<PageLoader label="Loading the calendar form" />}>
          <CalendarForm current={current} data={data} />
        </Suspense>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Only an Admin can change the calendar.
        </Typography>
      )}
    </Stack>
  );
}

/**
 * /management/reporting-calendar (staff): how often wells report their pumpage, when each report is
 * due, the reminders that go out and the late-report fee, with every version of the calendar and the
 * day it applies from. The Admin adds a change below; other staff read it.
 */
export default function ReportingCalendarPage() {
  const isAdmin = (useSession()?.accessLevel ?? 0) >= ACCESS.admin;
  const calendar = useCalendar();
  return (
    <>
      <PageHeader
        title="Reporting Calendar"
        subtitle="When each well's pumpage report is due, and the reminders and fee that follow a missing one"
      />
      {calendar.isPending ? (
        <PageLoader label="Loading the reporting calendar" />
      ) : calendar.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void calendar.refetch()}>
              Try Again
            </Button>
          }
        >
          {errorMessage(calendar.error)}
        </Alert>
      ) : (
        <CalendarView data={calendar.data} isAdmin={isAdmin} />
      )}
    </>
  );
}
