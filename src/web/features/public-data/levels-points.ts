import type { z } from 'zod';
import type { publicMeasurementSchema } from '../../../shared/contracts/monitoring-wells';

type PublicMeasurement = z.infer<typeof publicMeasurementSchema>;

/** The levels a hydrograph draws: every measurement with a depth (an altitude already turned into one). */
export function levelPoints(measurements: readonly PublicMeasurement[]) {
  return measurements.flatMap((measurement) =>
    measurement.depthFeet === null
      ? []
      : [
          {
            measuredOn: measurement.measuredOn,
            depthFeet: measurement.depthFeet,
            approved: measurement.approved,
          },
        ],
  );
}

/** The chloride values a concentration chart draws. */
export function chloridePoints(measurements: readonly PublicMeasurement[]) {
  return measurements.flatMap((measurement) =>
    measurement.parameter === 'chloride' && measurement.value !== null
      ? [{ measuredOn: measurement.measuredOn, value: measurement.value }]
      : [],
  );
}
