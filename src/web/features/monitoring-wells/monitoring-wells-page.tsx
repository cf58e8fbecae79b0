import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MonitoringWell } from '../../../shared/contracts/monitoring-wells';
import { DataTable } from '../../components/data-table/data-table';
import { DialogLoading } from '../../components/dialog-on-demand';
import { PageHeader } from '../../components/page-header';
import { queryTableState } from '../../components/query-table-state';
import { useToast } from '../../components/toast/use-toast';
import { lazyOnDemand } from '../../lib/lazy-on-demand';
import { useWideScreen } from '../../lib/use-wide-screen';
import { narrowWellColumns, wideWellColumns } from './monitoring-well-columns';
import { useMonitoringWells } from './monitoring-wells-api';
import { COMPARE_PATH } from './routes';

// The forms (react-hook-form, the contract's schema and zod with it) download when first opened.
const MonitoringWellDialog = lazyOnDemand(() =>
  import('./monitoring-well-dialog').then((module) => ({ default: module.MonitoringWellDialog })),
);
const ImportMeasurementsDialog = lazyOnDemand(() =>
  import('./import-measurements-dialog').then((module) => ({ default: module.ImportMeasurementsDialog })),
);

export const MONITORING_WELLS_TITLE = 'Monitoring Wells';
export const NO_MONITORING_WELLS =
  'No monitoring well yet. Add one, or import a USGS file: its sites must be added first, by site number.';

const BY_NAME = { id: 'name' } as const;

/**
 * /monitoring-wells: the district's observation wells with their latest level, trend and chloride,
 * filterable by aquifer and searchable; from here a well is added, a file imported or an aquifer's
 * wells compared with its pumpage.
 */
export default function MonitoringWellsPage() {
  const wells = useMonitoringWells();
  const isWide = useWideScreen();
  const toast = useToast();
  const navigate = useNavigate();
  const [opened, setOpened] = useState<'well' | 'import' | null>(null);
  const rows = wells.data?.data;
  const aquifers = useMemo(() => [...new Set((rows ?? []).map((well) => well.aquiferName))].sort(), [rows]);
  const columns = useMemo(
    () => (isWide ? wideWellColumns(aquifers) : narrowWellColumns(aquifers)),
    [isWide, aquifers],
  );
  const close = () => setOpened(null);

  return (
    <>
      <PageHeader
        title={MONITORING_WELLS_TITLE}
        subtitle="Water levels and chloride of the district's observation wells"
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => setOpened('well')}>
              Add monitoring well
            </Button>
            <Button variant="outlined" onClick={() => setOpened('import')}>
              Import measurements
            </Button>
            <Button variant="outlined" onClick={() => void navigate(COMPARE_PATH)}>
              Compare an aquifer
            </Button>
          </Stack>
        }
      />
      <DataTable<MonitoringWell>
        label="Monitoring wells"
        columns={columns}
        data={rows}
        {...queryTableState(wells, { refreshing: true })}
        emptyText={NO_MONITORING_WELLS}
        getRowId={(well) => String(well.id)}
        initialSort={BY_NAME}
        pageSize={50}
      />
      {opened === 'well' && (
        <Suspense fallback={<DialogLoading />}>
          <MonitoringWellDialog well={null} onClose={close} />
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
