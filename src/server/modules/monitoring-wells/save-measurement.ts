import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SavedResponse } from '../../../shared/contracts/common';
import {
  MEASUREMENT_SAVED,
  type saveMeasurementRequestSchema,
} from '../../../shared/contracts/monitoring-wells';
import { recordAudit } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { monitoringMeasurements, monitoringWells } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { doOncePerKey } from '../../request-keys';
import type { Caller } from '../auth/caller';
import { upsertMeasurements, type MeasurementRow } from './measurement-rows';
import { MONITORING_WELL_NOT_FOUND } from './save-monitoring-well';

export type SaveMeasurementInput = z.output<typeof saveMeasurementRequestSchema>;

const m = monitoringMeasurements;

/** The stored measurement of the row's well, parameter, day and time, if any. */
async function storedMeasurement(db: DbOrTx, row: MeasurementRow) {
  const [stored] = await db
    .select()
    .from(m)
    .where(
      and(
        eq(m.monitoringWellId, row.monitoringWellId),
        eq(m.parameter, row.parameter),
        eq(m.measuredOn, row.measuredOn),
        sql`coalesce(${m.measuredAt}, '00:00'::time) = coalesce(${row.measuredAt}::time, '00:00'::time)`,
      ),
    );
  return stored;
}

async function writeMeasurement(
  db: DbOrTx,
  caller: Caller,
  input: SaveMeasurementInput,
): Promise<SavedResponse> {
  return db.transaction(async (tx) => {
    const [well] = await tx
      .select({ id: monitoringWells.id })
      .from(monitoringWells)
      .where(eq(monitoringWells.id, input.monitoringWellId))
      .for('share');
    if (!well) throw new NotFoundError(MONITORING_WELL_NOT_FOUND);
    const row: MeasurementRow = { ...input, qualifiers: [], source: 'manual' };
    const before = await storedMeasurement(tx, row);
    await upsertMeasurements(tx, [row], caller.id);
    const after = await storedMeasurement(tx, row);
    if (!after) throw new Error('measurement save stored no row');
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: before ? 'update' : 'create',
      entity: 'measurement',
      entityId: after.id,
      before: before ?? null,
      after,
    });
    return { message: MEASUREMENT_SAVED, id: after.id };
  });
}

/**
 * POST MonitoringWell/SaveMeasurement (staff): one measurement entered by hand; one of the same
 * well, parameter, day and time is replaced. Audited. The caller alerts on it once committed.
 */
export async function saveMeasurement(
  db: DbOrTx,
  caller: Caller,
  input: SaveMeasurementInput,
  requestKey?: string,
): Promise<SavedResponse> {
  const { result } = await doOncePerKey(
    db,
    {
      key: requestKey,
      callerId: caller.id,
      operation: 'save-measurement',
      targetId: input.monitoringWellId,
      body: input,
    },
    (tx) => writeMeasurement(tx, caller, input),
    (savedId) => ({ message: MEASUREMENT_SAVED, id: savedId }),
  );
  return result;
}
