import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { addDays } from '../../../shared/rules/calendar';
import { MICROGALLONS_PER_UNIT, registerLimit } from '../../../shared/rules/meter-volume';
import { quarterDateRange, quarterOfMonth } from '../../../shared/rules/quarters';
import type { MeterStatus, MeterUnit } from '../../../shared/states';
import { loadCaller, type Caller } from '../../modules/auth/caller';
import { installMeter } from '../../modules/meters/install-meter';
import { recordReading } from '../../modules/meters/record-reading';
import type { Tx } from '../client';
import { dailyPumpage, hourlyPumpage, meterReadings, meters, wells } from '../schema';
import type { Random } from './random';

interface MeterSeed {
  serialNumber: string;
  make: string;
  model: string;
  sizeInches: number;
  unit: MeterUnit;
  multiplier: number;
  registerDigits: number;
  status: MeterStatus;
  /** Years before today the last accuracy test was; null: never tested. */
  testedYearsAgo: number | null;
  accuracy: number | null;
}

/** The register: meters of the makes districts buy, in every unit, one due and one overdue for a test. */
const METERS: readonly MeterSeed[] = [
  {
    serialNumber: 'BM-40117',
    make: 'Badger',
    model: 'M2000',
    sizeInches: 6,
    unit: 'gallons',
    multiplier: 100,
    registerDigits: 8,
    status: 'active',
    testedYearsAgo: 1,
    accuracy: 99.4,
  },
  {
    serialNumber: 'SN-88231',
    make: 'Sensus',
    model: 'OMNI T2',
    sizeInches: 4,
    unit: 'kgal',
    multiplier: 1,
    registerDigits: 7,
    status: 'active',
    testedYearsAgo: 2.9,
    accuracy: 98.7,
  },
  {
    serialNumber: 'MC-20554',
    make: 'McCrometer',
    model: 'Ultra Mag',
    sizeInches: 8,
    unit: 'cubicFeet',
    multiplier: 10,
    registerDigits: 8,
    status: 'active',
    testedYearsAgo: 3.4,
    accuracy: 101.2,
  },
  {
    serialNumber: 'NP-61009',
    make: 'Neptune',
    model: 'HP Turbine',
    sizeInches: 3,
    unit: 'gallons',
    multiplier: 10,
    registerDigits: 8,
    status: 'active',
    testedYearsAgo: null,
    accuracy: null,
  },
  {
    serialNumber: 'BM-40290',
    make: 'Badger',
    model: 'M2000',
    sizeInches: 6,
    unit: 'gallons',
    multiplier: 100,
    registerDigits: 8,
    status: 'active',
    testedYearsAgo: 0.5,
    accuracy: 99.9,
  },
  {
    serialNumber: 'SN-77012',
    make: 'Sensus',
    model: 'W-1000',
    sizeInches: 2,
    unit: 'gallons',
    multiplier: 1,
    registerDigits: 6,
    status: 'broken',
    testedYearsAgo: 4,
    accuracy: 91.5,
  },
  {
    serialNumber: 'MC-10032',
    make: 'McCrometer',
    model: 'Propeller',
    sizeInches: 10,
    unit: 'acreFeet',
    multiplier: 1,
    registerDigits: 6,
    status: 'retired',
    testedYearsAgo: 6,
    accuracy: 96,
  },
];

async function insertRegister(tx: Tx, today: string): Promise<Map<string, number>> {
  const rows = METERS.map(({ testedYearsAgo, accuracy, ...meter }) => ({
    ...meter,
    lastTestedOn: testedYearsAgo === null ? null : addDays(today, -Math.round(testedYearsAgo * 365)),
    lastTestAccuracyPercent: accuracy,
  }));
  const stored = await tx
    .insert(meters)
    .values(rows)
    .returning({ id: meters.id, serialNumber: meters.serialNumber });
  return new Map(stored.map((meter) => [meter.serialNumber, meter.id]));
}

/** The client's first active wells by number without hourly meter data (their days come from readings now). */
function activeWellsOf(tx: Tx, clientId: number, limit: number) {
  return tx
    .select({ id: wells.id, dailyPumpRate: wells.dailyPumpRate })
    .from(wells)
    .where(and(eq(wells.clientId, clientId), eq(wells.isActive, true), isNull(wells.meterType)))
    .orderBy(asc(wells.wellNumber))
    .limit(limit);
}

/** The well's mean daily pumpage over the quarter before `from`, in gallons. */
async function meanDailyGallons(tx: Tx, wellId: number, from: string): Promise<number> {
  const [row] = await tx
    .select({ mean: sql<string | null>`avg(${dailyPumpage.pumpage})` })
    .from(dailyPumpage)
    .where(
      and(
        eq(dailyPumpage.wellId, wellId),
        sql`${dailyPumpage.date} between ${addDays(from, -91)} and ${addDays(from, -1)}`,
      ),
    );
  return Math.round(Number(row?.mean ?? 0) * 1000);
}

/** The last day of the month `day` falls in. */
function lastDayOfMonth(day: string): string {
  return addDays(`${addDays(`${day.slice(0, 7)}-01`, 40).slice(0, 7)}-01`, -1);
}

/** The well's last reading in the chain: what a new one follows. */
async function lastReadingOf(
  tx: Tx,
  wellId: number,
): Promise<{ readOn: string; reading: number } | undefined> {
  const [last] = await tx
    .select({ readOn: meterReadings.readOn, reading: meterReadings.reading })
    .from(meterReadings)
    .where(eq(meterReadings.wellId, wellId))
    .orderBy(desc(meterReadings.readOn))
    .limit(1);
  return last;
}

/**
 * The well now reports by meter readings: its uploaded pumpage from `installedOn` on is removed
 * (readings fill those days), the meter goes on with an opening read, and the owner's monthly
 * readings follow at each month's end before today (but the last, when the owner is late with it).
 */
async function meterTheWell(
  tx: Tx,
  context: { random: Random; today: string; staff: Caller; owner: Caller },
  well: { id: number },
  meter: { id: number; seed: MeterSeed },
  installedOn: string,
  skipLastReading = false,
): Promise<void> {
  const { random, today, staff, owner } = context;
  const gallonsPerDay = await meanDailyGallons(tx, well.id, installedOn);
  await tx
    .delete(hourlyPumpage)
    .where(and(eq(hourlyPumpage.wellId, well.id), gt(hourlyPumpage.date, installedOn)));
  await tx
    .delete(dailyPumpage)
    .where(and(eq(dailyPumpage.wellId, well.id), gt(dailyPumpage.date, installedOn)));
  const limit = registerLimit(meter.seed.registerDigits);
  let value = Math.floor(random() * limit * 0.5);
  await installMeter(
    tx,
    staff,
    { wellId: well.id, meterId: meter.id, installedOn, openingReading: value, closingReading: null },
    today,
  );
  const gallonsPerStep = Number(
    (BigInt(meter.seed.multiplier) * MICROGALLONS_PER_UNIT[meter.seed.unit]) / 1_000_000n,
  );
  const monthEnds: string[] = [];
  for (let end = lastDayOfMonth(installedOn); end < today; end = lastDayOfMonth(addDays(end, 1))) {
    if (end > installedOn) monthEnds.push(end);
  }
  if (skipLastReading) monthEnds.pop();
  let previous = installedOn;
  for (const monthEnd of monthEnds) {
    const days = (Date.parse(monthEnd) - Date.parse(previous)) / 86_400_000;
    const advance = Math.round((gallonsPerDay * days * (0.9 + random() * 0.2)) / gallonsPerStep);
    const reached = value + advance;
    value = reached % limit;
    const input = {
      wellId: well.id,
      readOn: monthEnd,
      readAt: '08:30',
      reading: value,
      isRollover: reached >= limit,
    };
    await recordReading(tx, owner, { ...input, comment: null, source: 'owner' }, today);
    previous = monthEnd;
  }
}

/**
 * The meter register and meter readings of the demo: two of the demo owner's wells report by
 * readings since the quarter began (the last month's reading of one still missing), and another client's well has a reading held for review.
 */
export async function seedMeters(
  tx: Tx,
  random: Random,
  options: { today: string; ownerClientId: number; heldClientId: number },
): Promise<void> {
  const { today } = options;
  const staff = await loadCaller(tx, { email: 'admin@demo.test' });
  const owner = await loadCaller(tx, { email: 'owner@demo.test' });
  const otherOwner = await loadCaller(tx, { email: 'owner2@demo.test' });
  if (!staff || !owner || !otherOwner) throw new Error('The demo users must exist before the meters');
  const meterIds = await insertRegister(tx, today);
  const meterOf = (serialNumber: string) => {
    const seed = METERS.find((meter) => meter.serialNumber === serialNumber);
    const id = meterIds.get(serialNumber);
    if (!seed || id === undefined) throw new Error(`No demo meter ${serialNumber}`);
    return { id, seed };
  };
  const month = Number(today.slice(5, 7));
  const quarterStart = quarterDateRange(Number(today.slice(0, 4)), quarterOfMonth(month)).start;
  const context = { random, today, staff, owner };
  const [first, second] = await activeWellsOf(tx, options.ownerClientId, 2);
  if (first) await meterTheWell(tx, context, first, meterOf('BM-40117'), quarterStart);
  // The owner has not yet read this one for the month just ended: a report due on both sides.
  if (second) await meterTheWell(tx, context, second, meterOf('SN-88231'), quarterStart, true);

  const [held] = await activeWellsOf(tx, options.heldClientId, 1);
  if (!held) return;
  await meterTheWell(tx, { ...context, owner: otherOwner }, held, meterOf('MC-20554'), quarterStart);
  // A reading far above what the well can pump (its meter counts tens of cubic feet): held for review.
  const last = await lastReadingOf(tx, held.id);
  const heldOn = addDays(today, -1);
  if (!last || heldOn <= last.readOn) return;
  const days = (Date.parse(heldOn) - Date.parse(last.readOn)) / 86_400_000;
  const pumpRateGallons = (held.dailyPumpRate ?? 1000) * 1000;
  const reading = last.reading + Math.ceil((pumpRateGallons * days * 3) / 74.8052);
  const input = { wellId: held.id, readOn: heldOn, readAt: '17:05', reading, isRollover: false };
  await recordReading(tx, otherOwner, { ...input, comment: 'New pump installed', source: 'owner' }, today);
}
