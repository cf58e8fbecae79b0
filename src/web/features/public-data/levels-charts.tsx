import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import {
  MEASUREMENT_PARAMETER_UNITS,
  type PublicMonitoringWell,
} from '../../../shared/contracts/monitoring-wells';
import { PageLoader } from '../../components/page-loader';
import { TableErrorAlert } from '../../components/table-error-alert';
import { errorMessage } from '../../lib/api';
import { usePublicLevels } from './api';
import { chloridePoints, levelPoints } from './levels-points';

// The charts are chunks of their own: the table of wells shows before they arrive.
const Hydrograph = lazy(() => import('../../components/level-charts/hydrograph'));
const ConcentrationChart = lazy(() => import('../../components/level-charts/concentration-chart'));

const HYDROGRAPH_HEIGHT = 300;
const CHLORIDE_HEIGHT = 220;

function ChartPlaceholder({ height, label }: { height: number; label: string }) {
  return <Skeleton variant="rectangular" height={height} role="progressbar" aria-label={label} />;
}

/** The chosen well's hydrograph (depth drawn downward) and, where it is measured, its chloride. */
export function LevelsCharts({ well }: { well: PublicMonitoringWell }) {
  const levels = usePublicLevels(well.id);
  if (levels.isPending) return <PageLoader label={`Loading the levels of ${well.displayName}`} />;
  if (levels.isError)
    return <TableErrorAlert error={errorMessage(levels.error)} onRetry={() => void levels.refetch()} />;
  const depths = levelPoints(levels.data.measurements);
  const chloride = chloridePoints(levels.data.measurements);
  return (
    <Stack spacing={3}>
      {depths.length > 0 ? (
        <Suspense fallback={<ChartPlaceholder height={HYDROGRAPH_HEIGHT} label="Loading the hydrograph" />}>
          <Hydrograph
            points={depths}
            trendFeetPerYear={levels.data.well.levelTrendFeetPerYear}
            title={`${well.displayName}: depth to water (ft below land surface)`}
            height={HYDROGRAPH_HEIGHT}
          />
        </Suspense>
      ) : (
        <Typography color="text.secondary">No water level has been measured at this well yet.</Typography>
      )}
      {chloride.length > 0 && (
        <Suspense fallback={<ChartPlaceholder height={CHLORIDE_HEIGHT} label="Loading the chloride chart" />}>
          <ConcentrationChart
            points={chloride}
            unit={MEASUREMENT_PARAMETER_UNITS.chloride}
            label={`${well.displayName}: chloride`}
            height={CHLORIDE_HEIGHT}
          />
        </Suspense>
      )}
    </Stack>
  );
}
