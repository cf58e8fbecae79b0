import { billedAmountCents, isExemptFlag, roundQuarterKgal } from './billing';
import { addDays, daysBetween } from './calendar';
import type { BillableItem } from './invoices';

/*
 * The district's rate as dated data. Each rate applies from its effective day until the day before
 * the next one. A quarter under one rate bills as it always has (the rounded non-exempt total, times
 * the rate, rounded up to the cent); a quarter that straddles a change bills each rate's days as a
 * line of its own, each rounded the same way.
 */

/** The first entry of every schedule applies from this day: "from the start". */
export const SCHEDULE_START = '1900-01-01';

/** A rate, or a set of terms, from the day it takes effect. */
export interface Dated {
  effectiveOn: string;
}

export interface DatedRate extends Dated {
  rateCentsPerMillionGallons: number;
}

/** Days from `fromOn` to `toOn` (both included) billed at one rate. */
export interface RateSegment {
  fromOn: string;
  toOn: string;
  rateCentsPerMillionGallons: number;
}

/** One line of an invoice's fee: a rate's days, their pumpage and what they bill. */
export interface RateLine extends RateSegment {
  /** The non-exempt pumpage of the line's days, kgal with three decimals. */
  pumpageKgal: number;
  /** That pumpage rounded to whole kgal, halves up. */
  billedKgal: number;
  feeCents: number;
}

/** The entry in force on `day`: the latest taking effect on or before it; null before the first. */
export function entryInForce<Entry extends Dated>(entries: readonly Entry[], day: string): Entry | null {
  let found: Entry | null = null;
  for (const entry of entries) {
    if (entry.effectiveOn <= day && (found === null || entry.effectiveOn > found.effectiveOn)) found = entry;
  }
  return found;
}

/**
 * The rates in force from `start` to `end` (both included), one segment per rate in day order. A
 * schedule that begins after `start` cannot bill those days and is refused.
 */
export function rateSegments(schedule: readonly DatedRate[], start: string, end: string): RateSegment[] {
  const first = entryInForce(schedule, start);
  if (!first) throw new RangeError(`No rate is in force on ${start}`);
  const changes = schedule
    .filter((entry) => entry.effectiveOn > start && entry.effectiveOn <= end)
    .sort((a, b) => (a.effectiveOn < b.effectiveOn ? -1 : 1));
  const segments: RateSegment[] = [];
  let current: RateSegment = {
    fromOn: start,
    toOn: end,
    rateCentsPerMillionGallons: first.rateCentsPerMillionGallons,
  };
  for (const change of changes) {
    segments.push({ ...current, toOn: addDays(change.effectiveOn, -1) });
    current = {
      fromOn: change.effectiveOn,
      toOn: end,
      rateCentsPerMillionGallons: change.rateCentsPerMillionGallons,
    };
  }
  segments.push(current);
  return segments;
}

const THOUSANDTHS = 1000;
const toThousandths = (kgal: number) => Math.round(kgal * THOUSANDTHS);

/** Days of [fromOn, toOn] (both included) that fall in [start, end]. */
function daysInside(segment: RateSegment, start: string, end: string): number {
  const from = segment.fromOn > start ? segment.fromOn : start;
  const to = segment.toOn < end ? segment.toOn : end;
  return to < from ? 0 : daysBetween(from, to) + 1;
}

/**
 * Divides one month's kgal among its parts (the days under each rate), in thousandths: in proportion
 * to the pumpage recorded on each part's days, or to the parts' days when none was recorded. Each
 * share is rounded down and the last part takes what is left, so the parts add up to the month
 * exactly. A month's figure as the daily rows give it therefore splits into exactly their sums.
 */
export function splitMonth(
  valueKgal: number,
  recordedKgal: readonly number[],
  days: readonly number[],
): number[] {
  const value = BigInt(toThousandths(valueKgal));
  const recorded = recordedKgal.map((kgal) => BigInt(Math.max(0, toThousandths(kgal))));
  const recordedTotal = recorded.reduce((sum, part) => sum + part, 0n);
  const weights = recordedTotal > 0n ? recorded : days.map((count) => BigInt(count));
  const weightTotal = weights.reduce((sum, weight) => sum + weight, 0n);
  const parts = weights.map((weight) => (weightTotal === 0n ? 0n : (value * weight) / weightTotal));
  const assigned = parts.slice(0, -1).reduce((sum, part) => sum + part, 0n);
  parts[parts.length - 1] = value - assigned;
  return parts.map((part) => Number(part) / THOUSANDTHS);
}

/** An invoice item with, for a month a rate change divides, the pumpage recorded under each of its parts. */
export interface RatedItem extends BillableItem {
  /**
   * For a month index (0 to 2) that more than one segment covers: the kgal the daily rows recorded
   * on each covering segment's days, in segment order. Absent: the split goes by days.
   */
  recordedParts?: Readonly<Record<number, readonly number[]>>;
}

/** The first day of each of the quarter's three months and the last day of the quarter. */
function monthBounds(quarterStart: string): { start: string; end: string }[] {
  const [year, month] = quarterStart.split('-').map(Number) as [number, number];
  return [0, 1, 2].map((index) => {
    const monthText = `${year}-${String(month + index).padStart(2, '0')}`;
    // Day 0 of the next month is this month's last day (and stays within year 9999).
    const lastDay = new Date(Date.UTC(year, month + index, 0)).getUTCDate();
    return { start: `${monthText}-01`, end: `${monthText}-${String(lastDay).padStart(2, '0')}` };
  });
}

/** Which segments cover each month of the quarter, with how many of the month's days each. */
export function segmentsByMonth(
  segments: readonly RateSegment[],
): { segmentIndexes: number[]; days: number[] }[] {
  const quarterStart = segments[0]?.fromOn;
  if (!quarterStart) return [];
  return monthBounds(quarterStart).map(({ start, end }) => {
    const covering = segments
      .map((segment, index) => ({ index, days: daysInside(segment, start, end) }))
      .filter((part) => part.days > 0);
    return { segmentIndexes: covering.map((part) => part.index), days: covering.map((part) => part.days) };
  });
}

/**
 * The fee lines of a quarter's invoice: the non-exempt items' pumpage on each segment's days, added
 * exactly, rounded once per line to whole kgal (halves up) and billed at the line's rate, rounded up
 * to the cent. With one segment this is exactly the single rounding of the whole quarter.
 */
export function invoiceRateLines(items: readonly RatedItem[], segments: readonly RateSegment[]): RateLine[] {
  const byMonth = segmentsByMonth(segments);
  const thousandths = segments.map(() => 0);
  const add = (segmentIndex: number | undefined, kgal: number) => {
    if (segmentIndex !== undefined)
      thousandths[segmentIndex] = (thousandths[segmentIndex] ?? 0) + toThousandths(kgal);
  };
  for (const item of items) {
    if (isExemptFlag(item.flag)) continue;
    [item.month1, item.month2, item.month3].forEach((value, monthIndex) => {
      const cover = byMonth[monthIndex];
      if (value === null || !cover || cover.segmentIndexes.length === 0) return;
      if (cover.segmentIndexes.length === 1) {
        add(cover.segmentIndexes[0], value);
        return;
      }
      const recorded = item.recordedParts?.[monthIndex] ?? cover.days.map(() => 0);
      splitMonth(value, recorded, cover.days).forEach((part, partIndex) => {
        add(cover.segmentIndexes[partIndex], part);
      });
    });
  }
  return segments.map((segment, index) => {
    const pumpageKgal = (thousandths[index] ?? 0) / THOUSANDTHS;
    const billedKgal = roundQuarterKgal(pumpageKgal);
    return {
      ...segment,
      pumpageKgal,
      billedKgal,
      feeCents: billedAmountCents(billedKgal, segment.rateCentsPerMillionGallons),
    };
  });
}

/** What an invoice's lines bill together: its billed kgal and its fee. */
export function linesTotal(lines: readonly RateLine[]): { billedKgal: number; feeCents: number } {
  return lines.reduce(
    (total, line) => ({
      billedKgal: total.billedKgal + line.billedKgal,
      feeCents: total.feeCents + line.feeCents,
    }),
    { billedKgal: 0, feeCents: 0 },
  );
}

/** A rate as the clerk enters it, in cents per million gallons, with the dates the law asks for. */
export interface ProposedRate {
  rateCentsPerMillionGallons: number;
  effectiveOn: string;
  adoptedOn: string;
  noticeGivenOn: string;
  hearingOn: string | null;
}

/** The notice the law asks for before a new rate applies: at least this many days by default. */
export const DEFAULT_RATE_NOTICE_DAYS = 30;

export type RateRefusals = Partial<Record<keyof ProposedRate, string>>;

/**
 * Why the schedule cannot take a new rate, by field; empty when it can. A rate in force (or one
 * taking effect today) is history and never changes, so a new rate takes effect after today, one
 * rate a day, at least `noticeDays` after its notice; an increase over the rate in force the day
 * before needs its public hearing, held before the rate takes effect; the board adopts it before.
 */
export function rateRefusals(
  proposed: ProposedRate,
  schedule: readonly DatedRate[],
  today: string,
  noticeDays: number,
  formatDay: (day: string) => string,
): RateRefusals {
  const refusals: RateRefusals = {};
  const { effectiveOn } = proposed;
  const sameDay = schedule.find((entry) => entry.effectiveOn === effectiveOn);
  if (effectiveOn <= today) {
    refusals.effectiveOn =
      `The rate in effect on ${formatDay(effectiveOn)} cannot change: ` +
      `a new rate takes effect after today (${formatDay(today)}).`;
  } else if (sameDay) {
    refusals.effectiveOn = `A rate already takes effect on ${formatDay(effectiveOn)}: the district has one rate a day.`;
  }
  const earliest = addDays(proposed.noticeGivenOn, noticeDays);
  if (!refusals.effectiveOn && effectiveOn < earliest) {
    refusals.effectiveOn =
      `A rate takes effect at least ${noticeDays} days after its notice: ` +
      `notice given on ${formatDay(proposed.noticeGivenOn)} allows ${formatDay(earliest)} at the earliest.`;
  }
  if (proposed.adoptedOn > effectiveOn) {
    refusals.adoptedOn = 'The board adopts a rate before it takes effect.';
  }
  const before = entryInForce(schedule, addDays(effectiveOn, -1));
  const isIncrease =
    before !== null && proposed.rateCentsPerMillionGallons > before.rateCentsPerMillionGallons;
  if (isIncrease && proposed.hearingOn === null) {
    refusals.hearingOn = 'An increase needs the date of its public hearing.';
  } else if (proposed.hearingOn !== null && proposed.hearingOn >= effectiveOn) {
    refusals.hearingOn = 'The public hearing is held before the rate takes effect.';
  }
  return refusals;
}

/**
 * Why new billing terms cannot take effect on `effectiveOn`; null when they can. Like rates, terms in
 * effect are history: new ones take effect after today, one version a day.
 */
export function termsEffectiveRefusal(
  effectiveOn: string,
  today: string,
  taken: boolean,
  formatDay: (day: string) => string,
): string | null {
  if (effectiveOn <= today)
    return (
      `The terms in effect on ${formatDay(effectiveOn)} cannot change: ` +
      `new terms take effect after today (${formatDay(today)}).`
    );
  if (taken) return `Terms already take effect on ${formatDay(effectiveOn)}: one version a day.`;
  return null;
}
