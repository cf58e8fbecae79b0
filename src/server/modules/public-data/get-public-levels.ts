import type { Measurement } from '../../../shared/contracts/monitoring-wells';
import type { DbOrTx } from '../../db/client';
import { NotFoundError } from '../../errors';
import { listMonitoringWells, measurementsOfWell } from '../monitoring-wells';
import { publicMonitoringWell } from './get-public-monitoring-wells';

/** The answer to a well that is not published and to one that does not exist alike: nothing leaks. */
export const PUBLIC_MONITORING_WELL_NOT_FOUND = 'Monitoring well not found';

/** What the public sees of a measurement, field by field: not who measured it, how, or from which file. */
function publicMeasurement(measurement: Measurement) {
  return {
    parameter: measurement.parameter,
    measuredOn: measurement.measuredOn,
    measuredAt: measurement.measuredAt,
    value: measurement.value,
    depthFeet: measurement.depthFeet,
    qualifiers: measurement.qualifiers,
    approved: measurement.approved,
  };
}

/**
 * GET PublicData/GetLevels (anonymous): a published monitoring well and its measurements, oldest
 * first, as the response's JSON text; 404 for a well not marked public or not there.
 */
export async function getPublicLevels(db: DbOrTx, monitoringWellId: number): Promise<string> {
  const [well] = await listMonitoringWells(db, { publicOnly: true, id: monitoringWellId });
  if (!well) throw new NotFoundError(PUBLIC_MONITORING_WELL_NOT_FOUND);
  const measurements = await measurementsOfWell(db, monitoringWellId);
  return JSON.stringify({
    message: 'OK',
    data: { well: publicMonitoringWell(well), measurements: measurements.map(publicMeasurement) },
  });
}
