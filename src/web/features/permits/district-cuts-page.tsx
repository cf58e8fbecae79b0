import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useState, type ReactNode } from 'react';
import type { DistrictCutRow } from '../../../shared/contracts/permits';
import { formatDay } from '../../../shared/format';
import { ACCESS } from '../../../shared/rules/access';
import { CompactTable, type CompactColumn } from '../../components/compact-table/compact-table';
import { DialogLoading } from '../../components/dialog-on-demand';
import { DotChip } from '../../components/dot-chip';
import { FormSection } from '../../components/form/form-section';
import { PageHeader } from '../../components/page-header';
import { formatCutPercent, formatInstant } from '../../components/permits/permit-text';
import { queryTableState } from '../../components/query-table-state';
import { ScrollRegion } from '../../components/scroll-region';
import { errorMessage } from '../../lib/api';
import { localIsoDate } from '../../lib/dates';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { useSession } from '../../lib/session';
import { DistrictCutForm } from './district-cut-form';
import { PermitSettingsFacts, PermitSettingsForm } from './permit-settings-form';
import { useDistrictCuts, usePermitSettings } from './permits-api';

// The end date's dialog downloads when staff first open it.
const EndDateDialog = lazyOnDemand(() =>
  import('./end-date-dialog').then((module) => ({ default: module.EndDateDialog })),
);

export const NO_CUTS = 'The district has declared no cut.';

type CutState = 'in-force' | 'scheduled' | 'ended';

const CUT_STATES: Readonly<Record<CutState, { label: string; color: string }>> = {
  'in-force': { label: 'In force', color: 'error.main' },
  scheduled: { label: 'Scheduled', color: 'info.main' },
  ended: { label: 'Ended', color: 'grey.500' },
};

/** In force (the server says), or not: still to come, or over, by the district's today. */
function cutState(cut: DistrictCutRow, today: string): CutState {
  if (cut.inForce) return 'in-force';
  return cut.effectiveOn > today ? 'scheduled' : 'ended';
}

/** "12 sent · 1 failed, will retry · 2 no address · 3 pending", only the parts that are not zero. */
export function noticesText(notices: DistrictCutRow['notices']): string {
  const parts = [
    [notices.sent, 'sent'],
    [notices.failed, 'failed, will retry'],
    [notices.noRecipient, 'no address'],
    [notices.pending, 'pending'],
  ] as const;
  const said = parts
    .filter(([count]) => count > 0)
    .map(([count, what]) => `${count.toLocaleString('en-US')} ${what}`);
  return said.length > 0 ? said.join(' · ') : 'None';
}

function cutColumns(today: string): CompactColumn<DistrictCutRow>[] {
  return [
    { id: 'percent', header: 'Cut', value: (cut) => formatCutPercent(cut.percent) },
    { id: 'effectiveOn', header: 'From', value: (cut) => formatDay(cut.effectiveOn) },
    { id: 'endsOn', header: 'To', value: (cut) => (cut.endsOn === null ? 'Open' : formatDay(cut.endsOn)) },
    {
      id: 'reason',
      header: 'Reason',
      // A phone scrolls the table sideways rather than squeeze the reason a word a line.
      value: (cut) => (
        <Box component="span" sx={{ display: 'block', minWidth: '12rem' }}>
          {cut.reason}
        </Box>
      ),
    },
    {
      id: 'state',
      header: 'State',
      value: (cut) => {
        const state = CUT_STATES[cutState(cut, today)];
        return <DotChip color={state.color}>{state.label}</DotChip>;
      },
    },
    {
      id: 'notices',
      header: 'Owners e-mailed',
      value: (cut) => (
        <Box component="span" sx={{ display: 'block', minWidth: '9rem' }}>
          {noticesText(cut.notices)}
        </Box>
      ),
    },
    {
      id: 'entered',
      header: 'Declared',
      value: (cut) => (
        <>
          {cut.createdBy ?? 'System'}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {formatInstant(cut.createdAt)}
          </Typography>
        </>
      ),
    },
  ];
}

/** A titled part of the page; the title names the region. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Cuts() {
  const cuts = useDistrictCuts();
  const [ending, setEnding] = useState<DistrictCutRow | null>(null);
  // The district's day as the server answers it; the browser's until the first answer.
  const today = cuts.data?.today ?? localIsoDate(new Date());
  return (
    <Part title="District cuts">
      <ScrollRegion label="District cuts, scrollable">
        <CompactTable<DistrictCutRow>
          label="District cuts"
          columns={cutColumns(today)}
          data={cuts.data?.data}
          {...queryTableState(cuts, { loading: 'isPending' })}
          emptyText={NO_CUTS}
          getRowId={(cut) => String(cut.id)}
          renderRowActions={(cut) => (
            <Button
              size="small"
              variant="outlined"
              aria-label={`Set end date of the ${formatCutPercent(cut.percent)} cut from ${formatDay(cut.effectiveOn)}`}
              onClick={() => setEnding(cut)}
              sx={{ whiteSpace: 'nowrap' }}
            >
              Set end date
            </Button>
          )}
        />
      </ScrollRegion>
      {ending && (
        <Suspense fallback={<DialogLoading />}>
          <EndDateDialog cut={ending} onClose={() => setEnding(null)} />
        </Suspense>
      )}
    </Part>
  );
}

function Settings({ isAdmin }: { isAdmin: boolean }) {
  const settings = usePermitSettings();
  return (
    <FormSection title="Permit settings" framed>
      {settings.isPending && <LinearProgress aria-label="Loading the permit settings" />}
      {settings.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
              Try Again
            </Button>
          }
        >
          {errorMessage(settings.error)}
        </Alert>
      )}
      {settings.data &&
        (isAdmin ? (
          <PermitSettingsForm settings={settings.data} />
        ) : (
          <>
            <PermitSettingsFacts settings={settings.data} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              Only an Admin can change the permit settings.
            </Typography>
          </>
        ))}
    </FormSection>
  );
}

/**
 * /management/permits (staff): the district's cuts of every permit's volume, with the notices their
 * owners were sent, a new cut (confirmed, since it e-mails every owner with a permitted well) and the
 * end date of one; then the permit settings, which the Admin changes and other staff read.
 */
export default function DistrictCutsPage() {
  const isAdmin = (useSession()?.accessLevel ?? 0) >= ACCESS.admin;
  return (
    <>
      <PageHeader
        title="Permits & Cuts"
        subtitle="District-wide cuts of every permit's volume, and the permit year"
      />
      <Stack spacing={3}>
        <Cuts />
        <DistrictCutForm />
        <Settings isAdmin={isAdmin} />
      </Stack>
    </>
  );
}
