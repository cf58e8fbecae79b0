import { desc, eq } from 'drizzle-orm';
import type { MeasurementsResponse, MonitoringAlert } from '../../../shared/contracts/monitoring-wells';
import type { DbOrTx } from '../../db/client';
import { monitoringAlerts, monitoringMeasurements } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { listMonitoringWells, measurementsOfWell } from './monitoring-well-sql';
import { MONITORING_WELL_NOT_FOUND } from './save-monitoring-well';

const a = monitoringAlerts;

/** The alerts a well's measurements raised, newest first. */
async function alertsOfWell(db: DbOrTx, monitoringWellId: number): Promise<MonitoringAlert[]> {
  const rows = await db
    .select({
      id: a.id,
      measurementId: a.measurementId,
      kind: a.kind,
      measuredOn: monitoringMeasurements.measuredOn,
      threshold: a.threshold,
      value: a.value,
      outcome: a.outcome,
      recipients: a.recipients,
      claimedAt: a.claimedAt,
      sentAt: a.sentAt,
    })
    .from(a)
    .innerJoin(monitoringMeasurements, eq(monitoringMeasurements.id, a.measurementId))
    .where(eq(monitoringMeasurements.monitoringWellId, monitoringWellId))
    .orderBy(desc(a.claimedAt), desc(a.id));
  return rows.map((row) => ({
    ...row,
    claimedAt: row.claimedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}

/** GET MonitoringWell/GetMeasurements (staff): the well, its measurements oldest first, its alerts newest first. */
export async function getMeasurements(db: DbOrTx, monitoringWellId: number): Promise<MeasurementsResponse> {
  const [well] = await listMonitoringWells(db, { id: monitoringWellId });
  if (!well) throw new NotFoundError(MONITORING_WELL_NOT_FOUND);
  return {
    message: 'OK',
    data: {
      well,
      measurements: await measurementsOfWell(db, monitoringWellId),
      alerts: await alertsOfWell(db, monitoringWellId),
    },
  };
}
