import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import type { ChartFilter } from '../../../shared/contracts/wells';
import { errorMessage } from '../../lib/api';
import { useChartPoints } from './api';
import { DashboardCard } from './dashboard-card';
import { FilterButton } from './filter-button';
import { countActiveFilters, EMPTY_WELL_FILTER, type WellFilterValues } from './well-filter';
import { WellFilterDialogOnDemand } from './well-filter-dialog-on-demand';

const UsageChart = lazy(() => import('./usage-chart'));
const CHART_HEIGHT = 400;

function chartFilterOf(filter: WellFilterValues): ChartFilter {
  const { clientId, aquiferId, wellUseId, parishId } = filter;
  return { clientId, aquiferId, wellUseId, parishId };
}

/** Monthly pumpage of three years with its own filter dialog. */
export function UsageChartPanel({ staff }: { staff: boolean }) {
  const [filter, setFilter] = useState<WellFilterValues>(EMPTY_WELL_FILTER);
  const [dialogOpen, setDialogOpen] = useState(false);
  const points = useChartPoints(chartFilterOf(filter));
  const today = new Date();
  const currentYear = today.getFullYear();

  let body;
  if (points.isPending)
    body = <Skeleton variant="rectangular" height={CHART_HEIGHT} aria-label="Loading chart" />;
  else if (points.isError) body = <Alert severity="error">{errorMessage(points.error)}</Alert>;
  else if (points.data.length === 0)
    body = (
      <Box sx={{ height: CHART_HEIGHT, display: 'grid', placeItems: 'center' }}>
        <Typography color="text.secondary">Data not available</Typography>
      </Box>
    );
  else
    body = (
      <Suspense fallback={<Skeleton variant="rectangular" height={CHART_HEIGHT} />}>
        <UsageChart
          points={points.data}
          currentYear={currentYear}
          monthToDate={today.getMonth()}
          height={CHART_HEIGHT}
        />
      </Suspense>
    );

  return (
    <DashboardCard
      title="Water Usage"
      subtitle="Monthly pumpage, million gallons"
      actions={
        <FilterButton
          label="Filter usage chart"
          active={countActiveFilters(filter)}
          onClick={() => setDialogOpen(true)}
        />
      }
    >
      <Box sx={{ height: 4 }}>
        {points.isFetching && !points.isPending && <LinearProgress aria-label="Loading chart" />}
      </Box>
      {body}
      <WellFilterDialogOnDemand
        open={dialogOpen}
        title="Filter Usage Chart"
        filter={filter}
        showClients={staff}
        showIndustrialDistrict={false}
        onApply={setFilter}
        onClose={() => setDialogOpen(false)}
      />
    </DashboardCard>
  );
}
