import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Suspense, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import type { Measurement, MonitoringAlert } from '../../../shared/contracts/monitoring-wells';
import { DataTable } from '../../components/data-table/data-table';
import { DetailSection } from '../../components/detail-section';
import { DialogLoading } from '../../components/dialog-on-demand';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { useToast } from '../../components/toast/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { routeId } from '../../lib/routing';
import { useWideScreen } from '../../lib/use-wide-screen';
import { alertColumns, measurementColumns } from './measurement-columns';
import { useMeasurements } from './monitoring-wells-api';
import { WellCharts } from './well-charts';
import { WellFacts } from './well-facts';

const MonitoringWellDialog = lazyOnDemand(() =>
  import('./monitoring-well-dialog').then((module) => ({ default: module.MonitoringWellDialog })),
);
const MeasurementDialog = lazyOnDemand(() =>
  import('./measurement-dialog').then((module) => ({ default: module.MeasurementDialog })),
);
const ImportMeasurementsDialog = lazyOnDemand(() =>
  import('./import-measurements-dialog').then((module) => ({ default: module.ImportMeasurementsDialog })),
);

export const MONITORING_WELL_NOT_FOUND = 'No such monitoring well.';
export const NO_MEASUREMENTS = 'No measurement yet: add one, or import a USGS file.';
export const NO_ALERTS = 'No measurement has crossed a threshold.';

const NEWEST_FIRST = { id: 'measuredOn', desc: true } as const;
/** A phone shows the day, what and how much; the column toggle brings the rest back. */
const PHONE_HIDDEN = ['measuredAt', 'qualifiers', 'method', 'measuredBy', 'source'] as const;

/**
 * /monitoring-wells/:monitoringWellId: a monitoring well's facts, its hydrograph with the trend, its
 * chloride, every measurement and the alerts they raised; staff edit the well, add a measurement or
 * import a file from here.
 */
export default function MonitoringWellPage() {
  const monitoringWellId = routeId(useParams().monitoringWellId);
  const answer = useMeasurements(monitoringWellId ?? 0);
  const toast = useToast();
  const isWide = useWideScreen();
  const [opened, setOpened] = useState<'edit' | 'measurement' | 'import' | null>(null);
  const measurements = useMemo(() => measurementColumns(), []);
  const alerts = useMemo(() => alertColumns(), []);
  const close = () => setOpened(null);

  if (monitoringWellId === null) return <Alert severity="error">{MONITORING_WELL_NOT_FOUND}</Alert>;
  if (answer.isPending) return <PageLoader label="Loading the monitoring well" />;
  if (answer.isError) {
    const notFound = answer.error instanceof ApiError && answer.error.status === 404;
    return (
      <Alert severity="error">{notFound ? MONITORING_WELL_NOT_FOUND : errorMessage(answer.error)}</Alert>
    );
  }
  const { well } = answer.data;
  return (
    <>
      <PageHeader
        title={well.displayName}
        subtitle={`Monitoring well in the ${well.aquiferName}`}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setOpened('edit')}>
              Edit
            </Button>
            <Button variant="contained" onClick={() => setOpened('measurement')}>
              Add measurement
            </Button>
            <Button variant="outlined" onClick={() => setOpened('import')}>
              Import measurements
            </Button>
          </Stack>
        }
      />
      <WellFacts well={well} />
      <WellCharts well={well} measurements={answer.data.measurements} />
      <DetailSection title="Measurements">
        <DataTable<Measurement>
          key={isWide ? 'wide' : 'narrow'}
          label="Measurements"
          columns={measurements}
          data={answer.data.measurements}
          isLoading={false}
          isRefreshing={answer.isFetching}
          emptyText={NO_MEASUREMENTS}
          getRowId={(row) => String(row.id)}
          initialSort={NEWEST_FIRST}
          pageSize={25}
          hiddenColumns={isWide ? [] : PHONE_HIDDEN}
        />
      </DetailSection>
      <DetailSection title="Alerts">
        <DataTable<MonitoringAlert>
          label="Alerts"
          columns={alerts}
          data={answer.data.alerts}
          isLoading={false}
          emptyText={NO_ALERTS}
          getRowId={(row) => String(row.id)}
          initialSort={{ id: 'measuredOn', desc: true }}
          pageSize={10}
          options={{ enableColumnFilters: false }}
        />
      </DetailSection>
      {opened === 'edit' && (
        <Suspense fallback={<DialogLoading />}>
          <MonitoringWellDialog well={well} onClose={close} />
        </Suspense>
      )}
      {opened === 'measurement' && (
        <Suspense fallback={<DialogLoading />}>
          <MeasurementDialog monitoringWellId={well.id} onClose={close} />
        </Suspense>
      )}
      {opened === 'import' && (
        <Suspense fallback={<DialogLoading />}>
          <ImportMeasurementsDialog onClose={close} onImported={(message) => toast.success(message)} />
        </Suspense>
      )}
    </>
  );
}
