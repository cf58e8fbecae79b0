import { desc, eq, sql } from 'drizzle-orm';
import type { ListResponse } from '../../../shared/contracts/common';
import type { WellMeter } from '../../../shared/contracts/meters';
import type { DbOrTx } from '../../db/client';
import { meterInstallations, meters } from '../../db/schema';
import type { Caller } from '../auth/caller';
import { findVisibleWell } from '../auth/scope';

/** An installation with its meter, as a well's meter history shows it. */
const WELL_METER_COLUMNS = {
  installationId: meterInstallations.id,
  meterId: meters.id,
  serialNumber: meters.serialNumber,
  make: meters.make,
  model: meters.model,
  unit: meters.unit,
  multiplier: meters.multiplier,
  registerDigits: meters.registerDigits,
  installedOn: meterInstallations.installedOn,
  openingReading: meterInstallations.openingReading,
  removedOn: meterInstallations.removedOn,
  closingReading: meterInstallations.closingReading,
  isInstalled: sql<boolean>`${meterInstallations.removedOn} is null`,
};

/**
 * GET Meter/GetWellMeters: the meters a well has had, the one on it now first; a well the caller
 * may not see is not found.
 */
export async function listWellMeters(
  db: DbOrTx,
  caller: Caller,
  wellId: number,
): Promise<ListResponse<WellMeter>> {
  const well = await findVisibleWell(db, caller, wellId);
  const data = await db
    .select(WELL_METER_COLUMNS)
    .from(meterInstallations)
    .innerJoin(meters, eq(meters.id, meterInstallations.meterId))
    .where(eq(meterInstallations.wellId, well.id))
    .orderBy(desc(meterInstallations.installedOn), desc(meterInstallations.id));
  return { message: 'OK', data };
}
