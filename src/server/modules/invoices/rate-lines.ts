import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { InvoicePeriod } from '../../../shared/contracts/invoices';
import type { InvoiceRateLine } from '../../../shared/contracts/rates';
import { centsToDollars } from '../../../shared/rules/billing';
import { addDays, addMonths } from '../../../shared/rules/calendar';
import type { BillableItem } from '../../../shared/rules/invoices';
import { quarterDateRange, type Quarter } from '../../../shared/rules/quarters';
import {
  invoiceRateLines,
  rateSegments,
  SCHEDULE_START,
  segmentsByMonth,
  type RateLine,
  type RateSegment,
  type RatedItem,
} from '../../../shared/rules/rate-schedule';
import type { DbOrTx, Tx } from '../../db/client';
import { jsonArraySql } from '../../db/json-list';
import { dailyPumpage, invoiceRateLines as rateLineRows } from '../../db/schema';
import { idArray, insertJsonRows, selectRows } from '../../db/sql';
import type { InvoiceRecord } from '../auth/scope';
import { quarterRateSegments, scheduledRates } from '../rates';

/*
 * An invoice's fee line by line: the days of its quarter under each rate, their non-exempt pumpage and
 * what they bill (rules/rate-schedule.ts). A month a rate change divides is shared among its parts by
 * the daily rows recorded on each part's days; generation and regeneration take the rates from the
 * schedule, a hand edit keeps the lines' days and rates and recomputes their pumpage.
 */

/** The last day of each quarter's last month (March, June, September, December). */
const QUARTER_LAST_DAYS = ['31', '30', '30', '31'] as const;

/** A quarter's first and last day (named directly: the day after 9999 Q4 is no date). */
function quarterDays(year: number, quarter: number): { start: string; last: string } {
  const { start } = quarterDateRange(year, quarter as Quarter);
  const last = `${year}-${String(quarter * 3).padStart(2, '0')}-${QUARTER_LAST_DAYS[quarter - 1] ?? '30'}`;
  return { start, last };
}

/**
 * The rates a quarter bills at, from the schedule as it stands now. The schedule's first entry
 * applies from the start (its day, 1900-01-01, stands for that), so a quarter before that day, which
 * only made-up data has, bills at it too.
 */
export async function quarterSegmentsOf(db: DbOrTx, period: InvoicePeriod): Promise<RateSegment[]> {
  const { start, last } = quarterDays(period.year, period.quarter);
  if (start >= SCHEDULE_START) return quarterRateSegments(db, period);
  const fromStart = (await scheduledRates(db)).map((entry) =>
    entry.effectiveOn === SCHEDULE_START ? { ...entry, effectiveOn: start } : entry,
  );
  return rateSegments(fromStart, start, last);
}

/** The days of one part of a month a rate change divides: its month (0 to 2) and place among the month's parts. */
interface MonthPart {
  monthIndex: number;
  partIndex: number;
  fromOn: string;
  toOn: string;
}

/** The parts of each month of the quarter that more than one segment covers, in segment order. */
export function dividedMonthParts(segments: readonly RateSegment[]): MonthPart[] {
  const quarterStart = segments[0]?.fromOn;
  if (!quarterStart) return [];
  return segmentsByMonth(segments).flatMap(({ segmentIndexes }, monthIndex) => {
    if (segmentIndexes.length < 2) return [];
    const monthStart = addMonths(quarterStart, monthIndex);
    const monthEnd = addDays(addMonths(monthStart, 1), -1);
    return segmentIndexes.flatMap((segmentIndex, partIndex) => {
      const segment = segments[segmentIndex];
      if (!segment) return [];
      return [
        {
          monthIndex,
          partIndex,
          fromOn: segment.fromOn > monthStart ? segment.fromOn : monthStart,
          toOn: segment.toOn < monthEnd ? segment.toOn : monthEnd,
        },
      ];
    });
  });
}

/** Per well: for each divided month, the kgal its daily rows recorded on each part's days. */
export type RecordedParts = Map<number, Record<number, number[]>>;

/**
 * The daily pumpage of the wells on each part of the months a rate change divides, in one grouped
 * statement; nothing is read when no month is divided (a quarter under one rate, or a change on
 * the first of a month).
 */
export async function recordedPartsOf(
  db: DbOrTx,
  wellIds: readonly number[],
  segments: readonly RateSegment[],
): Promise<RecordedParts> {
  const parts = dividedMonthParts(segments);
  const recorded: RecordedParts = new Map();
  if (parts.length === 0 || wellIds.length === 0) return recorded;
  const partsOfMonth = new Map<number, number>();
  for (const part of parts) partsOfMonth.set(part.monthIndex, (partsOfMonth.get(part.monthIndex) ?? 0) + 1);
  const rows = await selectRows<{ wellId: number; monthIndex: number; partIndex: number; kgal: number }>(
    db,
    sql`select ${dailyPumpage.wellId} as "wellId", part."monthIndex", part."partIndex",
        sum(${dailyPumpage.pumpage})::float8 as kgal
      from json_to_recordset(${JSON.stringify(parts)}::json)
          as part("monthIndex" int, "partIndex" int, "fromOn" date, "toOn" date)
        join ${dailyPumpage} on ${dailyPumpage.date} between part."fromOn" and part."toOn"
      where ${dailyPumpage.wellId} = any(${idArray([...new Set(wellIds)])}::int[])
      group by ${dailyPumpage.wellId}, part."monthIndex", part."partIndex"`,
  );
  for (const row of rows) {
    let ofWell = recorded.get(row.wellId);
    if (!ofWell) {
      ofWell = {};
      recorded.set(row.wellId, ofWell);
    }
    const months = (ofWell[row.monthIndex] ??= Array.from(
      { length: partsOfMonth.get(row.monthIndex) ?? 0 },
      () => 0,
    ));
    months[row.partIndex] = Number(row.kgal);
  }
  return recorded;
}

/** An invoice item or a billed well: its months, its flag and the well it is of (none: split by days). */
export type ItemOfWell = BillableItem & { wellId: number | null };

/** The fee lines of a set of items over the segments, divided months split by what each part recorded. */
export function rateLinesOf(
  items: readonly ItemOfWell[],
  segments: readonly RateSegment[],
  recorded: RecordedParts,
): RateLine[] {
  const rated: RatedItem[] = items.map((item) => {
    const parts = item.wellId === null ? undefined : recorded.get(item.wellId);
    return parts ? { ...item, recordedParts: parts } : item;
  });
  return invoiceRateLines(rated, segments);
}

/** The rate of the quarter's last days: the one an invoice names as its rate. */
export function lastRateOf(segments: readonly RateSegment[]): number {
  const last = segments[segments.length - 1];
  if (!last) throw new RangeError('A quarter has at least one rate');
  return last.rateCentsPerMillionGallons;
}

type LineRow = {
  invoiceId: number;
  fromOn: string;
  toOn: string;
  rateCentsPerMillionGallons: number;
  pumpageKgal: number;
  billedKgal: number;
  feeCents: number;
};

const LINE_COLUMNS: { [Key in keyof LineRow]: PgColumn } = {
  invoiceId: rateLineRows.invoiceId,
  fromOn: rateLineRows.fromOn,
  toOn: rateLineRows.toOn,
  rateCentsPerMillionGallons: rateLineRows.rateCentsPerMillionGallons,
  pumpageKgal: rateLineRows.pumpageKgal,
  billedKgal: rateLineRows.billedKgal,
  feeCents: rateLineRows.feeCents,
};

/** Writes the lines of any number of invoices in one statement. */
export async function insertRateLines(
  tx: Tx,
  lines: readonly (RateLine & { invoiceId: number })[],
): Promise<void> {
  await insertJsonRows<LineRow>(
    tx,
    rateLineRows,
    LINE_COLUMNS,
    lines.map((line) => ({
      invoiceId: line.invoiceId,
      fromOn: line.fromOn,
      toOn: line.toOn,
      rateCentsPerMillionGallons: line.rateCentsPerMillionGallons,
      pumpageKgal: line.pumpageKgal,
      billedKgal: line.billedKgal,
      feeCents: line.feeCents,
    })),
  );
}

/** The invoice's lines are these from now on. */
export async function replaceRateLines(tx: Tx, invoiceId: number, lines: readonly RateLine[]): Promise<void> {
  await tx.delete(rateLineRows).where(eq(rateLineRows.invoiceId, invoiceId));
  await insertRateLines(
    tx,
    lines.map((line) => ({ ...line, invoiceId })),
  );
}

/** What of an invoice its single line is made of when none is stored. */
export type QuarterLineFields = Pick<
  InvoiceRecord,
  'year' | 'quarter' | 'rateCentsPerMillionGallons' | 'gallons' | 'feeAmountCents'
>;

/**
 * An invoice's quarter at its own rate, as one line: what migration 0021 stored for every invoice
 * made before lines were, and what an invoice without stored lines (one a test or a tool inserted
 * by hand) bills.
 */
export function quarterLineOf(invoice: QuarterLineFields): RateLine {
  const { start, last } = quarterDays(invoice.year, invoice.quarter);
  return {
    fromOn: start,
    toOn: last,
    rateCentsPerMillionGallons: invoice.rateCentsPerMillionGallons,
    pumpageKgal: invoice.gallons,
    billedKgal: invoice.gallons,
    feeCents: invoice.feeAmountCents,
  };
}

/** The lines stored for the invoice, in day order; its quarter at its own rate when none are. */
export function linesOrQuarter<Line>(
  stored: readonly Line[],
  invoice: QuarterLineFields,
): (Line | RateLine)[] {
  return stored.length > 0 ? [...stored] : [quarterLineOf(invoice)];
}

/** The invoice's fee lines, in day order (its quarter at its own rate when none are stored). */
export async function invoiceLinesOf(db: DbOrTx, invoice: QuarterLineFields & { id: number }) {
  const stored = await db
    .select({
      fromOn: rateLineRows.fromOn,
      toOn: rateLineRows.toOn,
      rateCentsPerMillionGallons: rateLineRows.rateCentsPerMillionGallons,
      pumpageKgal: rateLineRows.pumpageKgal,
      billedKgal: rateLineRows.billedKgal,
      feeCents: rateLineRows.feeCents,
    })
    .from(rateLineRows)
    .where(eq(rateLineRows.invoiceId, invoice.id))
    .orderBy(asc(rateLineRows.fromOn));
  return linesOrQuarter(stored, invoice);
}

/** A stored line's fields the invoice's page shows, cents and kgal as stored. */
export type StoredRateLine = Pick<
  RateLine,
  'fromOn' | 'toOn' | 'rateCentsPerMillionGallons' | 'billedKgal' | 'feeCents'
>;

/** The invoice's stored lines as a JSON array, in day order, to embed in the statement reading its page. */
export function rateLinesJsonSql(invoiceId: number): SQL {
  return jsonArraySql({
    fields: {
      fromOn: sql`${rateLineRows.fromOn}::text`,
      toOn: sql`${rateLineRows.toOn}::text`,
      rateCentsPerMillionGallons: rateLineRows.rateCentsPerMillionGallons,
      billedKgal: rateLineRows.billedKgal,
      feeCents: rateLineRows.feeCents,
    },
    from: sql`${rateLineRows}`,
    where: eq(rateLineRows.invoiceId, invoiceId),
    orderBy: sql`${rateLineRows.fromOn}`,
  });
}

/** A line as the invoice's page shows it, in dollars. */
export function rateLineView(line: StoredRateLine): InvoiceRateLine {
  return {
    fromOn: line.fromOn,
    toOn: line.toOn,
    ratePerMillionGallons: centsToDollars(line.rateCentsPerMillionGallons),
    billedKgal: line.billedKgal,
    feeAmount: centsToDollars(line.feeCents),
  };
}
