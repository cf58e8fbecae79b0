import { and, eq, isNull } from 'drizzle-orm';
import type { ListResponse } from '../../../shared/contracts/common';
import type { Meter, MeterListQuery } from '../../../shared/contracts/meters';
import { meterTestState } from '../../../shared/rules/meter-tests';
import { compareNaturally } from '../../../shared/rules/natural-order';
import type { DbOrTx } from '../../db/client';
import { meterInstallations, meters, wells } from '../../db/schema';

/** The register's columns as GetMeters answers them, with the well the meter is on now. */
const METER_LIST_COLUMNS = {
  id: meters.id,
  serialNumber: meters.serialNumber,
  make: meters.make,
  model: meters.model,
  sizeInches: meters.sizeInches,
  unit: meters.unit,
  multiplier: meters.multiplier,
  registerDigits: meters.registerDigits,
  status: meters.status,
  lastTestedOn: meters.lastTestedOn,
  lastTestAccuracyPercent: meters.lastTestAccuracyPercent,
  installedWellId: meterInstallations.wellId,
  installedWellNumber: wells.wellNumber,
  installedOn: meterInstallations.installedOn,
};

/**
 * GET Meter/GetMeters (staff): every meter with where it stands against its accuracy test on
 * `today` and the well it is installed on now, in serial-number order as people read it. The test
 * state is worked out here, by the one rule the screens share, so its filter applies after.
 */
export async function listMeters(
  db: DbOrTx,
  query: MeterListQuery,
  today: string,
): Promise<ListResponse<Meter>> {
  const rows = await db
    .select(METER_LIST_COLUMNS)
    .from(meters)
    .leftJoin(
      meterInstallations,
      and(eq(meterInstallations.meterId, meters.id), isNull(meterInstallations.removedOn)),
    )
    .leftJoin(wells, eq(wells.id, meterInstallations.wellId))
    .where(query.status === undefined ? undefined : eq(meters.status, query.status));
  const data = rows
    .map((row) => ({ ...row, ...meterTestState(row.lastTestedOn, today) }))
    .filter((meter) => query.testState === undefined || meter.testState === query.testState)
    .sort((left, right) => compareNaturally(left.serialNumber, right.serialNumber) || left.id - right.id);
  return { message: 'OK', data };
}
