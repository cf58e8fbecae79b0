import type { DbOrTx } from '../../db/client';
import { meterInstallations, meterReadings, meters } from '../../db/schema';

/** Test data of the meters module: meters of the register and their installations on wells. */

let meterSequence = 0;

/** A meter with sensible defaults: active, gallons, multiplier 1, a 6-digit register, never tested. */
export async function insertMeter(db: DbOrTx, overrides: Partial<typeof meters.$inferInsert> = {}) {
  meterSequence += 1;
  const [meter] = await db
    .insert(meters)
    .values({
      serialNumber: `TM-${meterSequence}`,
      make: 'Badger',
      model: 'M25',
      unit: 'gallons',
      multiplier: 1,
      registerDigits: 6,
      status: 'active',
      ...overrides,
    })
    .returning();
  if (!meter) throw new Error('meter insert returned nothing');
  return meter;
}

/** The meter on the well from `installedOn` on, still installed unless `removedOn` (and `closingReading`) say otherwise. */
export async function installMeter(
  db: DbOrTx,
  values: {
    wellId: number;
    meterId: number;
    installedOn: string;
    openingReading: number;
    removedOn?: string | null;
    closingReading?: number | null;
  },
) {
  const [installation] = await db
    .insert(meterInstallations)
    .values({ removedOn: null, closingReading: null, ...values })
    .returning();
  if (!installation) throw new Error('installation insert returned nothing');
  return installation;
}

/**
 * A reading of an installation stored as it is given, without recordReading's checks or pumpage:
 * accepted, entered by staff, with no volume unless the test says otherwise.
 */
export async function insertReading(
  db: DbOrTx,
  values: Pick<typeof meterReadings.$inferInsert, 'wellId' | 'installationId' | 'readOn' | 'reading'> &
    Partial<typeof meterReadings.$inferInsert>,
) {
  const [reading] = await db
    .insert(meterReadings)
    .values({ registerTotal: 0, volumeGallons: 0, source: 'staff', state: 'accepted', ...values })
    .returning();
  if (!reading) throw new Error('reading insert returned nothing');
  return reading;
}
