import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SavedResponse } from '../../../shared/contracts/common';
import type { saveMeterRequestSchema } from '../../../shared/contracts/meters';
import { fitsRegister } from '../../../shared/rules/meter-volume';
import { recordAudit } from '../../audit';
import type { DbOrTx, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { meterInstallations, meterReadings, meters, wells } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { doOncePerKey } from '../../request-keys';
import type { Caller } from '../auth/caller';
import { meterLabel } from './meter-label';

export type SaveMeter = z.output<typeof saveMeterRequestSchema>;
type MeterRow = typeof meters.$inferSelect;

export const METER_NOT_FOUND = 'Meter not found.';

function duplicateSerialNumber(serialNumber: string): ConflictError {
  return new ConflictError(`Serial number ${serialNumber} already exists.`);
}

const savedMessage = (id: number | undefined) =>
  id === undefined ? 'Meter created successfully.' : 'Meter updated successfully.';

/**
 * POST Meter/SaveMeter (staff): creates a meter without an id, updates one with it. Serial numbers
 * are unique ignoring case; the register (unit, multiplier, digits) of a meter with readings stays,
 * since its readings' volumes were worked out with it. The well a meter is installed on shows it as
 * its meter type, so that follows a change of make, model or serial number. Audited in the same
 * transaction; with a request key, once however often the same request arrives.
 */
export async function saveMeter(
  db: DbOrTx,
  caller: Caller,
  input: SaveMeter,
  requestKey?: string,
): Promise<SavedResponse> {
  const { result } = await doOncePerKey(
    db,
    {
      key: requestKey,
      callerId: caller.id,
      operation: 'save-meter',
      targetId: input.id ?? null,
      body: input,
    },
    (tx) => writeMeter(tx, caller, input),
    (id) => ({ message: savedMessage(input.id), id }),
  );
  return result;
}

async function writeMeter(db: DbOrTx, caller: Caller, input: SaveMeter): Promise<SavedResponse> {
  const { id, ...values } = input;
  try {
    return await db.transaction(async (tx) => {
      let before: MeterRow | undefined;
      if (id !== undefined) {
        [before] = await tx.select().from(meters).where(eq(meters.id, id)).for('update');
        if (!before) throw new NotFoundError(METER_NOT_FOUND);
        await assertRegisterMayChange(tx, before, values);
      }
      await assertSerialNumberIsFree(tx, values.serialNumber, id);

      const [after] = before
        ? await tx.update(meters).set(values).where(eq(meters.id, before.id)).returning()
        : await tx.insert(meters).values(values).returning();
      if (!after) throw new Error('meter save returned no row');

      await recordAudit(tx, {
        actorUserId: caller.id,
        action: before ? 'update' : 'create',
        entity: 'meter',
        entityId: after.id,
        before: before ?? null,
        after,
      });
      if (before) await relabelInstalledWell(tx, caller, after);
      return { message: savedMessage(id), id: after.id };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'meters_serial_number_unique'))
      throw duplicateSerialNumber(values.serialNumber);
    throw error;
  }
}

/**
 * Serial numbers are unique ignoring case, as the unique index on lower(serial_number) says; the
 * index catches what a concurrent save slips past this check.
 */
async function assertSerialNumberIsFree(tx: Tx, serialNumber: string, exceptId: number | undefined) {
  const sameSerial = sql`lower(${meters.serialNumber}) = lower(${serialNumber})`;
  const [clash] = await tx
    .select({ id: meters.id })
    .from(meters)
    .where(exceptId === undefined ? sameSerial : and(sameSerial, ne(meters.id, exceptId)))
    .limit(1);
  if (clash) throw duplicateSerialNumber(serialNumber);
}

const REGISTER_FIELDS = {
  unit: 'unit',
  multiplier: 'multiplier',
  registerDigits: 'register digits',
} as const;

/**
 * The register turns readings into gallons: once a meter has readings (of any state), a new unit,
 * multiplier or number of digits would change volumes already recorded, so it is refused. Without
 * readings the digits may change as long as the readings its installations opened and closed with
 * still fit.
 */
async function assertRegisterMayChange(
  tx: Tx,
  before: MeterRow,
  values: Omit<SaveMeter, 'id'>,
): Promise<void> {
  const changed = (Object.keys(REGISTER_FIELDS) as (keyof typeof REGISTER_FIELDS)[]).filter(
    (field) => before[field] !== values[field],
  );
  if (changed.length === 0) return;

  const [reading] = await tx
    .select({ id: meterReadings.id })
    .from(meterReadings)
    .innerJoin(meterInstallations, eq(meterInstallations.id, meterReadings.installationId))
    .where(eq(meterInstallations.meterId, before.id))
    .limit(1);
  if (reading) {
    const names = changed.map((field) => REGISTER_FIELDS[field]).join(', ');
    const message = `Meter ${before.serialNumber} has readings: its ${names} cannot change, as that would change the volumes already recorded.`;
    throw new ValidationError(message, Object.fromEntries(changed.map((field) => [field, message])));
  }

  if (values.registerDigits >= before.registerDigits) return;
  const [largest] = await tx
    .select({
      reading:
        sql`max(greatest(${meterInstallations.openingReading}, ${meterInstallations.closingReading}))`.mapWith(
          (value: string | number | null) => (value === null ? null : Number(value)),
        ),
    })
    .from(meterInstallations)
    .where(eq(meterInstallations.meterId, before.id));
  const largestReading = largest?.reading ?? null;
  if (largestReading !== null && !fitsRegister(largestReading, values.registerDigits)) {
    const message = `Register digits must be at least ${String(largestReading).length}: meter ${before.serialNumber} was installed or removed reading ${largestReading}.`;
    throw new ValidationError(message, { registerDigits: message });
  }
}

/** The well the meter is installed on now shows it as its meter type; a change there is audited too. */
async function relabelInstalledWell(tx: Tx, caller: Caller, meter: MeterRow): Promise<void> {
  const [well] = await tx
    .select({ id: wells.id, meterType: wells.meterType })
    .from(meterInstallations)
    .innerJoin(wells, eq(wells.id, meterInstallations.wellId))
    .where(and(eq(meterInstallations.meterId, meter.id), isNull(meterInstallations.removedOn)));
  const label = meterLabel(meter);
  if (!well || well.meterType === label) return;
  await tx.update(wells).set({ meterType: label }).where(eq(wells.id, well.id));
  await recordAudit(tx, {
    actorUserId: caller.id,
    action: 'update-meter-type',
    entity: 'well',
    entityId: well.id,
    before: { meterType: well.meterType },
    after: { meterType: label },
  });
}
