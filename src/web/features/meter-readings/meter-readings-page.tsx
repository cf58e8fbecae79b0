import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ReadingWell } from '../../../shared/contracts/meter-readings';
import { DialogLoading } from '../../components/dialog-on-demand';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { TableErrorAlert } from '../../components/table-error-alert';
import { errorMessage } from '../../lib/api';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { routeId } from '../../lib/routing';
import { useReadingWells } from './api';
import { ReadingWellCard } from './reading-well-card';
import { UnmeteredWells } from './unmetered-wells';

// The form (react-hook-form, the contract's schema and zod with it) downloads when it first opens.
const ReadingFormDialog = lazyOnDemand(() => import('./reading-form-dialog'));

function dueText(count: number): string {
  return count === 1 ? '1 well needs this month’s reading.' : `${count} wells need this month’s reading.`;
}

/**
 * /client/meter-readings: the owner reads each meter once a month. One card per well with a meter:
 * its meter, last reading and this month's gallons; Enter reading opens the form, History the
 * well's readings. The wells without a meter follow in one list. Made for a phone at the well head:
 * one column, big buttons, the form full screen. `?wellId=N` (the Reports due panel's Enter reading)
 * opens the form of that well as soon as the wells arrive, when it is one of them and has a meter.
 */
export default function MeterReadingsPage() {
  const wells = useReadingWells();
  const [searchParams] = useSearchParams();
  const [entering, setEntering] = useState<ReadingWell | null>(null);
  const rows = wells.data?.data ?? [];
  const metered = rows.filter((well) => well.serialNumber !== null);
  const unmetered = rows.filter((well) => well.serialNumber === null);
  const showClient = new Set(rows.map((well) => well.clientName)).size > 1;
  const dueCount = metered.filter((well) => well.readingDue).length;

  // The link's well is looked for once per link followed: closing the form, or the wells read again
  // after a reading, must not open it again.
  const linkedWell = searchParams.get('wellId');
  const [linkHandled, setLinkHandled] = useState<string | null>(null);
  if (wells.data && linkedWell !== null && linkedWell !== linkHandled) {
    setLinkHandled(linkedWell);
    const wellId = routeId(linkedWell);
    const linked = metered.find((well) => well.wellId === wellId);
    if (linked) setEntering(linked);
  }

  return (
    <>
      <PageHeader
        title="Meter Readings"
        subtitle="Read each meter once a month and enter the number its register shows."
      />
      {wells.isPending && <PageLoader label="Loading your wells" />}
      {wells.isError && (
        <TableErrorAlert error={errorMessage(wells.error)} onRetry={() => void wells.refetch()} />
      )}
      {wells.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary">There are no wells on your account.</Typography>
      )}
      {dueCount > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {dueText(dueCount)}
        </Alert>
      )}
      {metered.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          {metered.map((well) => (
            <ReadingWellCard
              key={well.wellId}
              well={well}
              showClient={showClient}
              onEnterReading={setEntering}
            />
          ))}
        </Box>
      )}
      {unmetered.length > 0 && <UnmeteredWells wells={unmetered} />}
      {entering && wells.data && (
        <Suspense fallback={<DialogLoading />}>
          <ReadingFormDialog well={entering} today={wells.data.today} onClose={() => setEntering(null)} />
        </Suspense>
      )}
    </>
  );
}
