import { and, between, eq, sql } from 'drizzle-orm';
import { gallonsToKgalText, kgalToGallons } from '../../../shared/rules/month-pumpage';
import { daysOfReading, spreadOverDays, type DayVolume } from '../../../shared/rules/meter-volume';
import type { DbOrTx, Tx } from '../../db/client';
import { dailyPumpage } from '../../db/schema';
import { columnNames } from '../../db/sql';
import { lockPumpageWrites } from '../pumpage';

/** A reading's volume and the days it covers: the day after the previous reading through its own. */
export interface ReadingInterval {
  wellId: number;
  previousReadOn: string;
  readOn: string;
  gallons: number;
}

/** What the reading says for days that already hold uploaded pumpage, and what the upload says. */
export interface TelemetryComparison {
  days: number;
  readingGallons: number;
  uploadedGallons: number;
}

export interface IntervalPlan {
  /** The days the reading fills: every day of the interval without uploaded pumpage. */
  written: DayVolume[];
  telemetry: TelemetryComparison | null;
}

/** The interval's days that hold pumpage from a file or form, in gallons. */
async function uploadedDays(db: DbOrTx, interval: ReadingInterval): Promise<Map<string, number>> {
  const first = daysOfReading(interval.previousReadOn, interval.readOn)[0] ?? interval.readOn;
  const rows = await db
    .select({ date: dailyPumpage.date, pumpage: dailyPumpage.pumpage })
    .from(dailyPumpage)
    .where(
      and(
        eq(dailyPumpage.wellId, interval.wellId),
        between(dailyPumpage.date, first, interval.readOn),
        eq(dailyPumpage.source, 'file'),
      ),
    );
  return new Map(rows.map((row) => [row.date, kgalToGallons(row.pumpage)]));
}

/**
 * The reading's volume spread evenly over its days; days with uploaded pumpage (metered telemetry)
 * keep it, and what the reading gives for them is compared with what was uploaded.
 */
export async function planInterval(db: DbOrTx, interval: ReadingInterval): Promise<IntervalPlan> {
  const days = spreadOverDays(interval.gallons, daysOfReading(interval.previousReadOn, interval.readOn));
  const uploaded = await uploadedDays(db, interval);
  if (uploaded.size === 0) return { written: days, telemetry: null };
  const covered = days.filter((day) => uploaded.has(day.date));
  return {
    written: days.filter((day) => !uploaded.has(day.date)),
    telemetry: {
      days: covered.length,
      readingGallons: covered.reduce((sum, day) => sum + day.gallons, 0),
      uploadedGallons: covered.reduce((sum, day) => sum + (uploaded.get(day.date) ?? 0), 0),
    },
  };
}

/**
 * Writes an accepted reading's days as daily pumpage from readings, replacing what readings wrote
 * on those days before (a chain rebuilt after a rejection); uploaded days are left alone.
 */
export async function writeInterval(tx: Tx, interval: ReadingInterval): Promise<void> {
  await lockPumpageWrites(tx);
  const first = daysOfReading(interval.previousReadOn, interval.readOn)[0] ?? interval.readOn;
  await tx
    .delete(dailyPumpage)
    .where(
      and(
        eq(dailyPumpage.wellId, interval.wellId),
        between(dailyPumpage.date, first, interval.readOn),
        eq(dailyPumpage.source, 'reading'),
      ),
    );
  const { written } = await planInterval(tx, interval);
  if (written.length === 0) return;
  const rows = written.map((day) => ({ date: day.date, pumpage: gallonsToKgalText(day.gallons) }));
  const columns = [dailyPumpage.wellId, dailyPumpage.date, dailyPumpage.pumpage, dailyPumpage.source];
  await tx.execute(sql`
    insert into ${dailyPumpage} (${columnNames(columns)})
    select ${interval.wellId}, r.date, r.pumpage, 'reading'
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(date date, pumpage numeric)`);
}
