import { and, between, eq, isNull, ne, sql } from 'drizzle-orm';
import { LAST_YEAR_FACTOR, READING_TOLERANCE_PERCENT } from '../../../shared/contracts/meter-readings';
import { addYears } from '../../../shared/rules/calendar';
import {
  daysOfReading,
  fitsRegister,
  registerAdvance,
  volumeBetween,
} from '../../../shared/rules/meter-volume';
import { kgalToGallons } from '../../../shared/rules/month-pumpage';
import {
  differsBeyond,
  HELD_MESSAGES,
  isAbovePumpRate,
  isBeyondAnyWell,
  isFarAboveLastYear,
  READING_REFUSALS,
} from '../../../shared/rules/reading-checks';
import type { ReadingSource, ReadingState } from '../../../shared/states';
import type { DbOrTx, Tx } from '../../db/client';
import { dailyPumpage, meterReadings, type HeldReason } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { Caller } from '../auth/caller';
import { findVisibleWell, type WellRecord } from '../auth/scope';
import { invoicesOfDays } from './invoiced-days';
import { installationOn, lastLink, linkBefore, type ChainLink, type Installation } from './reading-chain';
import { planInterval, writeInterval, type ReadingInterval } from './reading-pumpage';

/** A reading as it arrives, from any source. */
export interface NewReading {
  wellId: number;
  readOn: string;
  readAt: string | null;
  reading: number;
  isRollover: boolean;
  comment: string | null;
  source: ReadingSource;
}

export interface RecordedReading {
  id: number;
  state: ReadingState;
  volumeGallons: number;
  reasons: HeldReason[];
}

function refuse(field: string, message: string): never {
  throw new ValidationError(message, { [field]: message });
}

/** Gallons the well pumped over the same days a year before; null when it has no pumpage then. */
export async function lastYearGallons(db: DbOrTx, interval: ReadingInterval): Promise<number | null> {
  const first = daysOfReading(interval.previousReadOn, interval.readOn)[0] ?? interval.readOn;
  const [row] = await db
    .select({ total: sql<number | null>`sum(${dailyPumpage.pumpage})`.mapWith((value) => value) })
    .from(dailyPumpage)
    .where(
      and(
        eq(dailyPumpage.wellId, interval.wellId),
        between(dailyPumpage.date, addYears(first, -1), addYears(interval.readOn, -1)),
      ),
    );
  const total = row?.total === null || row?.total === undefined ? null : Number(row.total);
  return total === null || total <= 0 ? null : kgalToGallons(total);
}

/** Why a reading's volume should wait for staff: the reasons, none when it may go to pumpage now. */
export async function heldReasons(
  db: DbOrTx,
  well: Pick<WellRecord, 'dailyPumpRate'>,
  interval: ReadingInterval,
): Promise<HeldReason[]> {
  const reasons: HeldReason[] = [];
  const gallons = BigInt(interval.gallons);
  const days = daysOfReading(interval.previousReadOn, interval.readOn);
  if (well.dailyPumpRate !== null && isAbovePumpRate(gallons, days.length, well.dailyPumpRate)) {
    reasons.push({
      code: 'pumpRate',
      message: HELD_MESSAGES.pumpRate(gallons, days.length, well.dailyPumpRate),
    });
  }
  const lastYear = await lastYearGallons(db, interval);
  if (lastYear !== null && isFarAboveLastYear(gallons, lastYear, LAST_YEAR_FACTOR)) {
    reasons.push({ code: 'lastYear', message: HELD_MESSAGES.lastYear(lastYear, LAST_YEAR_FACTOR) });
  }
  const { telemetry } = await planInterval(db, interval);
  if (
    telemetry &&
    differsBeyond(telemetry.readingGallons, telemetry.uploadedGallons, READING_TOLERANCE_PERCENT)
  ) {
    const { days: count, readingGallons, uploadedGallons } = telemetry;
    reasons.push({
      code: 'telemetry',
      message: HELD_MESSAGES.telemetry(count, readingGallons, uploadedGallons, READING_TOLERANCE_PERCENT),
    });
  }
  const invoiced = await invoicesOfDays(db, interval.wellId, days[0] ?? interval.readOn, interval.readOn);
  if (invoiced.length > 0) reasons.push({ code: 'invoiced', message: HELD_MESSAGES.invoiced(invoiced) });
  return reasons;
}

/** The installation a reading belongs to, or the refusal saying why there is none. */
async function installationOf(tx: Tx, wellId: number, readOn: string): Promise<Installation> {
  const { installation, firstInstalledOn } = await installationOn(tx, wellId, readOn);
  if (installation) return installation;
  return refuse(
    'readOn',
    firstInstalledOn ? READING_REFUSALS.beforeInstallation(firstInstalledOn) : READING_REFUSALS.noMeter,
  );
}

/** How far the register advanced from `previous`, or the refusal saying why it cannot have. */
function advanceFrom(previous: ChainLink, input: NewReading, registerDigits: number): number {
  if (input.isRollover && input.reading >= previous.reading) {
    refuse('isRollover', READING_REFUSALS.rolloverNotLower(previous.reading));
  }
  const advance = registerAdvance(previous.reading, input.reading, input.isRollover, registerDigits);
  return advance ?? refuse('reading', READING_REFUSALS.lowerWithoutRollover(previous.reading));
}

/** The owner's reading (in the chain) on the day of a staff audit reading, which the audit then checks. */
async function ownerReadingOn(tx: Tx, installation: Installation, readOn: string) {
  const [owner] = await tx
    .select({
      id: meterReadings.id,
      reading: meterReadings.reading,
      registerTotal: meterReadings.registerTotal,
    })
    .from(meterReadings)
    .where(
      and(
        eq(meterReadings.installationId, installation.id),
        eq(meterReadings.readOn, readOn),
        eq(meterReadings.source, 'owner'),
        ne(meterReadings.state, 'rejected'),
        isNull(meterReadings.checkedReadingId),
      ),
    );
  return owner;
}

type StoredReading = Omit<typeof meterReadings.$inferInsert, 'id'>;

async function store(tx: Tx, row: StoredReading): Promise<number> {
  const [stored] = await tx.insert(meterReadings).values(row).returning({ id: meterReadings.id });
  if (!stored) throw new Error('The reading was not stored');
  return stored.id;
}

/**
 * A staff audit reading on the day of an owner's reading checks it: the register's advance since
 * the reading before both is compared, and a difference beyond the tolerance is held. The check
 * adds no volume; accepting a held one replaces the owner's reading (review-reading.ts).
 */
async function recordAuditCheck(
  tx: Tx,
  caller: Caller,
  input: NewReading,
  installation: Installation,
  owner: { id: number; reading: number; registerTotal: number },
): Promise<RecordedReading> {
  const before = await linkBefore(tx, installation, input.readOn);
  const advance = advanceFrom(before, input, installation.registerDigits);
  const differs = differsBeyond(
    advance,
    owner.registerTotal - before.registerTotal,
    READING_TOLERANCE_PERCENT,
  );
  const reasons = differs
    ? [{ code: 'audit', message: HELD_MESSAGES.audit(owner.reading, READING_TOLERANCE_PERCENT) }]
    : [];
  const state: ReadingState = differs ? 'pending' : 'accepted';
  const id = await store(tx, {
    ...readingColumns(caller, input, installation),
    registerTotal: before.registerTotal + advance,
    volumeGallons: 0,
    state,
    reasons,
    checkedReadingId: owner.id,
  });
  return { id, state, volumeGallons: 0, reasons };
}

function readingColumns(caller: Caller, input: NewReading, installation: Installation) {
  return {
    wellId: input.wellId,
    installationId: installation.id,
    readOn: input.readOn,
    readAt: input.readAt,
    reading: input.reading,
    isRollover: input.isRollover,
    source: input.source,
    comment: input.comment,
    enteredBy: caller.id,
  };
}

/**
 * Records one reading in the caller's transaction: checks it (a refusal throws ValidationError
 * naming the rule), stores it accepted or held for review with the reasons, and writes an accepted
 * one's volume as daily pumpage from readings. The well's row is held, so readings of one well are
 * checked one after another against each other.
 */
export async function recordReading(
  tx: Tx,
  caller: Caller,
  input: NewReading,
  today: string,
): Promise<RecordedReading> {
  const well = await findVisibleWell(tx, caller, input.wellId, { lock: true });
  if (input.readOn > today) refuse('readOn', READING_REFUSALS.future);
  const installation = await installationOf(tx, well.id, input.readOn);
  if (!fitsRegister(input.reading, installation.registerDigits)) {
    refuse('reading', READING_REFUSALS.tooManyDigits(installation.registerDigits));
  }
  if (input.source === 'staff_audit') {
    const owner = await ownerReadingOn(tx, installation, input.readOn);
    if (owner) return recordAuditCheck(tx, caller, input, installation, owner);
  }
  const previous = await lastLink(tx, installation);
  if (input.readOn <= previous.readOn) {
    refuse(
      'readOn',
      previous.id === null
        ? READING_REFUSALS.beforeInstallation(previous.readOn)
        : READING_REFUSALS.notAfterPrevious(previous.readOn),
    );
  }
  const registerTotal = previous.registerTotal + advanceFrom(previous, input, installation.registerDigits);
  const gallons = volumeBetween(previous.registerTotal, registerTotal, installation);
  const days = daysOfReading(previous.readOn, input.readOn).length;
  if (isBeyondAnyWell(gallons, days)) {
    refuse('reading', READING_REFUSALS.morePumpageThanPossible(gallons, days));
  }
  const interval = {
    wellId: well.id,
    previousReadOn: previous.readOn,
    readOn: input.readOn,
    gallons: Number(gallons),
  };
  const reasons = await heldReasons(tx, well, interval);
  const state: ReadingState = reasons.length > 0 ? 'pending' : 'accepted';
  const id = await store(tx, {
    ...readingColumns(caller, input, installation),
    registerTotal,
    volumeGallons: interval.gallons,
    state,
    reasons,
  });
  if (state === 'accepted') await writeInterval(tx, interval);
  return { id, state, volumeGallons: interval.gallons, reasons };
}
