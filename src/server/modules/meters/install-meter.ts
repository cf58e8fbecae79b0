import { and, desc, eq, isNull, max, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { SavedResponse } from '../../../shared/contracts/common';
import type { installMeterRequestSchema } from '../../../shared/contracts/meters';
import { fitsRegister } from '../../../shared/rules/meter-volume';
import { recordAudit } from '../../audit';
import type { DbOrTx, Tx } from '../../db/client';
import { meterInstallations, meterReadings, meters, wells } from '../../db/schema';
import { ConflictError, ValidationError } from '../../errors';
import { doOncePerKey } from '../../request-keys';
import type { Caller } from '../auth/caller';
import { findVisibleWell } from '../auth/scope';
import { meterLabel } from './meter-label';
import { recordReading } from './record-reading';

export type InstallMeter = z.output<typeof installMeterRequestSchema>;
type MeterRow = typeof meters.$inferSelect;
type InstallationRow = typeof meterInstallations.$inferSelect;

const INSTALLED_MESSAGE = 'Meter installed successfully.';

function refuse(field: keyof InstallMeter, message: string): ValidationError {
  return new ValidationError(message, { [field]: message });
}

/**
 * POST Meter/InstallMeter (staff): puts a meter on a well from `installedOn`, reading
 * `openingReading`. A meter already on the well comes off the same day: its closing reading is
 * recorded as a reading of its installation (so the volume up to it reaches pumpage), then its
 * installation is closed. A well has one meter on any day and a meter one well, so the new
 * installation starts after the current one started and after its last reading that counts, and
 * not before the meter came off its previous well. The well shows the meter as its meter type.
 * Audited against the well; with a request key, once however often the same request arrives.
 */
export async function installMeter(
  db: DbOrTx,
  caller: Caller,
  input: InstallMeter,
  today: string,
  requestKey?: string,
): Promise<SavedResponse> {
  const { result } = await doOncePerKey(
    db,
    { key: requestKey, callerId: caller.id, operation: 'install-meter', targetId: input.wellId, body: input },
    (tx) => tx.transaction((inner) => writeInstallation(inner, caller, input, today)),
    (id) => ({ message: INSTALLED_MESSAGE, id }),
  );
  return result;
}

async function writeInstallation(
  tx: Tx,
  caller: Caller,
  input: InstallMeter,
  today: string,
): Promise<SavedResponse> {
  // The well's row is held first: installations of one well are changed one at a time.
  const well = await findVisibleWell(tx, caller, input.wellId, { lock: true });
  const [meter] = await tx.select().from(meters).where(eq(meters.id, input.meterId)).for('update');
  if (!meter) throw refuse('meterId', `Meter ${input.meterId} does not exist.`);
  if (meter.status !== 'active') {
    throw refuse('meterId', `Meter ${meter.serialNumber} is ${meter.status} and cannot be installed.`);
  }
  if (input.installedOn > today) {
    throw refuse('installedOn', 'The installation date cannot be in the future.');
  }
  if (!fitsRegister(input.openingReading, meter.registerDigits)) {
    throw refuse(
      'openingReading',
      `Opening reading has more digits than the register of meter ${meter.serialNumber} (${meter.registerDigits}).`,
    );
  }
  await assertMeterIsFree(tx, meter, input);

  const [current] = await tx
    .select()
    .from(meterInstallations)
    .where(and(eq(meterInstallations.wellId, well.id), isNull(meterInstallations.removedOn)))
    .for('update');
  let closed: InstallationRow | null = null;
  if (current) {
    closed = await removeCurrentMeter(tx, caller, current, input, today);
  } else {
    await assertAfterLastRemoval(tx, well.id, input.installedOn);
  }

  const installation = await insertInstallation(tx, caller, meter, input);
  const meterType = meterLabel(meter);
  await tx.update(wells).set({ meterType }).where(eq(wells.id, well.id));
  await recordAudit(tx, {
    actorUserId: caller.id,
    action: 'install-meter',
    entity: 'well',
    entityId: well.id,
    before: { meterType: well.meterType, installation: current ?? null },
    after: { meterType, installation, removedInstallation: closed },
  });
  return { message: INSTALLED_MESSAGE, id: installation.id };
}

/** The meter is on no well now, and came off its last well on or before the new installation's day. */
async function assertMeterIsFree(tx: Tx, meter: MeterRow, input: InstallMeter): Promise<void> {
  const [open] = await tx
    .select({ wellId: meterInstallations.wellId, wellNumber: wells.wellNumber })
    .from(meterInstallations)
    .innerJoin(wells, eq(wells.id, meterInstallations.wellId))
    .where(and(eq(meterInstallations.meterId, meter.id), isNull(meterInstallations.removedOn)));
  if (open) {
    throw new ConflictError(
      open.wellId === input.wellId
        ? `Meter ${meter.serialNumber} is already installed on this well.`
        : `Meter ${meter.serialNumber} is already installed on well ${open.wellNumber}.`,
    );
  }
  const [last] = await tx
    .select({ removedOn: max(meterInstallations.removedOn) })
    .from(meterInstallations)
    .where(eq(meterInstallations.meterId, meter.id));
  if (last?.removedOn && input.installedOn < last.removedOn) {
    throw refuse(
      'installedOn',
      `Meter ${meter.serialNumber} was on another well until ${last.removedOn}: it cannot be installed before then.`,
    );
  }
}

/** Without a meter on it now, the well may still have had one: the new one starts once that came off. */
async function assertAfterLastRemoval(tx: Tx, wellId: number, installedOn: string): Promise<void> {
  const [last] = await tx
    .select({ removedOn: max(meterInstallations.removedOn) })
    .from(meterInstallations)
    .where(eq(meterInstallations.wellId, wellId));
  if (last?.removedOn && installedOn < last.removedOn) {
    throw refuse(
      'installedOn',
      `The well's last meter was removed on ${last.removedOn}: install the new one on or after it.`,
    );
  }
}

/**
 * Takes the well's current meter off on the new installation's day: its closing reading is recorded
 * first, while the installation is still open on that day (a register below the last reading that
 * counts has rolled over), then the installation is closed with it.
 */
async function removeCurrentMeter(
  tx: Tx,
  caller: Caller,
  current: InstallationRow,
  input: InstallMeter,
  today: string,
): Promise<InstallationRow> {
  const [oldMeter] = await tx.select().from(meters).where(eq(meters.id, current.meterId));
  if (!oldMeter) throw new Error(`meter ${current.meterId} of installation ${current.id} missing`);
  if (input.installedOn <= current.installedOn) {
    throw refuse(
      'installedOn',
      `The installation date must be after ${current.installedOn}, when meter ${oldMeter.serialNumber} was installed on this well.`,
    );
  }
  const [lastReading] = await tx
    .select({ readOn: meterReadings.readOn, reading: meterReadings.reading })
    .from(meterReadings)
    .where(and(eq(meterReadings.installationId, current.id), ne(meterReadings.state, 'rejected')))
    .orderBy(desc(meterReadings.readOn), desc(meterReadings.id))
    .limit(1);
  if (lastReading && input.installedOn <= lastReading.readOn) {
    throw refuse(
      'installedOn',
      `The installation date must be after ${lastReading.readOn}, the last reading of meter ${oldMeter.serialNumber}.`,
    );
  }
  const closingReading = input.closingReading;
  if (closingReading === null) {
    throw refuse(
      'closingReading',
      `Closing reading is required: meter ${oldMeter.serialNumber} comes off this well.`,
    );
  }
  if (!fitsRegister(closingReading, oldMeter.registerDigits)) {
    throw refuse(
      'closingReading',
      `Closing reading has more digits than the register of meter ${oldMeter.serialNumber} (${oldMeter.registerDigits}).`,
    );
  }

  await recordReading(
    tx,
    caller,
    {
      wellId: current.wellId,
      readOn: input.installedOn,
      readAt: null,
      reading: closingReading,
      isRollover: closingReading < (lastReading?.reading ?? current.openingReading),
      comment: 'Closing read: meter removed',
      source: 'staff',
    },
    today,
  );
  const [closed] = await tx
    .update(meterInstallations)
    .set({ removedOn: input.installedOn, closingReading })
    .where(eq(meterInstallations.id, current.id))
    .returning();
  if (!closed) throw new Error(`installation ${current.id} vanished while held`);
  return closed;
}

/** The meter's row is held, so no other installation of it can start meanwhile. */
async function insertInstallation(
  tx: Tx,
  caller: Caller,
  meter: MeterRow,
  input: InstallMeter,
): Promise<InstallationRow> {
  const [installation] = await tx
    .insert(meterInstallations)
    .values({
      wellId: input.wellId,
      meterId: meter.id,
      installedOn: input.installedOn,
      openingReading: input.openingReading,
      createdBy: caller.id,
    })
    .returning();
  if (!installation) throw new Error('installation insert returned nothing');
  return installation;
}
