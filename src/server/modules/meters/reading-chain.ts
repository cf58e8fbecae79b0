import { and, asc, desc, eq, gt, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { MeterUnit, ReadingState } from '../../../shared/states';
import type { DbOrTx } from '../../db/client';
import { meterInstallations, meterReadings, meters } from '../../db/schema';

/** An installation with its meter's register. */
export interface Installation {
  id: number;
  wellId: number;
  meterId: number;
  serialNumber: string;
  unit: MeterUnit;
  multiplier: number;
  registerDigits: number;
  installedOn: string;
  openingReading: number;
  removedOn: string | null;
}

/**
 * A link of an installation's chain: its opening read (id null) or a reading neither rejected nor
 * checking another. Volumes run between consecutive links.
 */
export interface ChainLink {
  id: number | null;
  readOn: string;
  reading: number;
  registerTotal: number;
  isRollover: boolean;
  state: ReadingState;
  volumeGallons: number;
}

const INSTALLATION_COLUMNS = {
  id: meterInstallations.id,
  wellId: meterInstallations.wellId,
  meterId: meterInstallations.meterId,
  serialNumber: meters.serialNumber,
  unit: meters.unit,
  multiplier: meters.multiplier,
  registerDigits: meters.registerDigits,
  installedOn: meterInstallations.installedOn,
  openingReading: meterInstallations.openingReading,
  removedOn: meterInstallations.removedOn,
};

export const CHAIN_LINK_COLUMNS = {
  id: meterReadings.id,
  readOn: meterReadings.readOn,
  reading: meterReadings.reading,
  registerTotal: meterReadings.registerTotal,
  isRollover: meterReadings.isRollover,
  state: meterReadings.state,
  volumeGallons: meterReadings.volumeGallons,
};

/** A chain link: not rejected and not a check of another reading. */
export const IN_CHAIN = and(ne(meterReadings.state, 'rejected'), isNull(meterReadings.checkedReadingId));

export function openingLink(installation: Installation): ChainLink {
  return {
    id: null,
    readOn: installation.installedOn,
    reading: installation.openingReading,
    registerTotal: 0,
    isRollover: false,
    state: 'accepted',
    volumeGallons: 0,
  };
}

/**
 * Where a reading of `readOn` belongs: the well's installation on that day (installed before it,
 * not removed before it; the removal day belongs to the meter removed, whose closing read it is),
 * else the first installation on or after that day, if any.
 */
export async function installationOn(
  db: DbOrTx,
  wellId: number,
  readOn: string,
): Promise<{ installation: Installation | null; firstInstalledOn: string | null }> {
  const rows = await db
    .select(INSTALLATION_COLUMNS)
    .from(meterInstallations)
    .innerJoin(meters, eq(meters.id, meterInstallations.meterId))
    .where(
      and(
        eq(meterInstallations.wellId, wellId),
        lt(meterInstallations.installedOn, readOn),
        or(isNull(meterInstallations.removedOn), gte(meterInstallations.removedOn, readOn)),
      ),
    )
    .orderBy(desc(meterInstallations.installedOn))
    .limit(1);
  const installation = rows[0] ?? null;
  if (installation) return { installation, firstInstalledOn: installation.installedOn };
  const [later] = await db
    .select({ installedOn: meterInstallations.installedOn })
    .from(meterInstallations)
    .where(and(eq(meterInstallations.wellId, wellId), gte(meterInstallations.installedOn, readOn)))
    .orderBy(asc(meterInstallations.installedOn))
    .limit(1);
  return { installation: null, firstInstalledOn: later?.installedOn ?? null };
}

export async function installationById(db: DbOrTx, installationId: number): Promise<Installation> {
  const [installation] = await db
    .select(INSTALLATION_COLUMNS)
    .from(meterInstallations)
    .innerJoin(meters, eq(meters.id, meterInstallations.meterId))
    .where(eq(meterInstallations.id, installationId));
  if (!installation) throw new Error(`Installation ${installationId} not found`);
  return installation;
}

/** The installation's last link: the latest reading in its chain, else its opening read. */
export async function lastLink(db: DbOrTx, installation: Installation): Promise<ChainLink> {
  const [last] = await db
    .select(CHAIN_LINK_COLUMNS)
    .from(meterReadings)
    .where(and(eq(meterReadings.installationId, installation.id), IN_CHAIN))
    .orderBy(desc(meterReadings.readOn))
    .limit(1);
  return last ?? openingLink(installation);
}

/** The link before `readOn` in the installation's chain (the opening read when none). */
export async function linkBefore(db: DbOrTx, installation: Installation, readOn: string): Promise<ChainLink> {
  const [before] = await db
    .select(CHAIN_LINK_COLUMNS)
    .from(meterReadings)
    .where(
      and(
        eq(meterReadings.installationId, installation.id),
        IN_CHAIN,
        sql`${meterReadings.readOn} < ${readOn}`,
      ),
    )
    .orderBy(desc(meterReadings.readOn))
    .limit(1);
  return before ?? openingLink(installation);
}

/** The installation's links after `readOn`, in order. */
export function linksAfter(db: DbOrTx, installation: Installation, readOn: string): Promise<ChainLink[]> {
  return db
    .select(CHAIN_LINK_COLUMNS)
    .from(meterReadings)
    .where(and(eq(meterReadings.installationId, installation.id), IN_CHAIN, gt(meterReadings.readOn, readOn)))
    .orderBy(asc(meterReadings.readOn));
}
