import { lazy, Suspense, useMemo } from 'react';
import type { Measurement, MonitoringWell } from '../../../shared/contracts/monitoring-wells';
import { MEASUREMENT_PARAMETER_UNITS } from '../../../shared/contracts/monitoring-wells';
import { DetailSection } from '../../components/detail-section';
import { PageLoader } from '../../components/page-loader';
import type { MeasurementParameter } from '../../../shared/states';

// The charts are chunks of their own, loaded with the page (the public page loads them too).
const Hydrograph = lazy(() => import('../../components/level-charts/hydrograph'));
const ConcentrationChart = lazy(() => import('../../components/level-charts/concentration-chart'));

export const NO_LEVELS = 'No water level has been measured yet.';

function valuesOf(measurements: readonly Measurement[], parameter: MeasurementParameter) {
  return measurements.flatMap((row) =>
    row.parameter === parameter && row.value !== null
      ? [{ measuredOn: row.measuredOn, value: row.value }]
      : [],
  );
}

/** The hydrograph, then the chloride and specific conductance when the well has any. */
export function WellCharts({
  well,
  measurements,
}: {
  well: MonitoringWell;
  measurements: readonly Measurement[];
}) {
  const levels = useMemo(
    () =>
      measurements.flatMap((row) =>
        row.depthFeet !== null && (row.parameter === 'depth-to-water' || row.parameter === 'level-altitude')
          ? [{ measuredOn: row.measuredOn, depthFeet: row.depthFeet, approved: row.approved }]
          : [],
      ),
    [measurements],
  );
  const chloride = useMemo(() => valuesOf(measurements, 'chloride'), [measurements]);
  const conductance = useMemo(() => valuesOf(measurements, 'specific-conductance'), [measurements]);
  return (
    <>
      <DetailSection title="Hydrograph">
        {levels.length === 0 ? (
          NO_LEVELS
        ) : (
          <Suspense fallback={<PageLoader label="Loading the hydrograph" />}>
            <Hydrograph
              points={levels}
              trendFeetPerYear={well.levelTrendFeetPerYear}
              title={`Depth to water, ${well.displayName}`}
              thresholdFeet={well.levelAlertDepthFeet}
            />
          </Suspense>
        )}
      </DetailSection>
      {(chloride.length > 0 || conductance.length > 0) && (
        <DetailSection title="Water quality">
          <Suspense fallback={<PageLoader label="Loading the water-quality charts" />}>
            {chloride.length > 0 && (
              <ConcentrationChart
                points={chloride}
                unit={MEASUREMENT_PARAMETER_UNITS.chloride}
                label="Chloride"
                thresholdValue={well.chlorideAlertMgL}
              />
            )}
            {conductance.length > 0 && (
              <ConcentrationChart
                points={conductance}
                unit={MEASUREMENT_PARAMETER_UNITS['specific-conductance']}
                label="Specific conductance"
              />
            )}
          </Suspense>
        </DetailSection>
      )}
    </>
  );
}
