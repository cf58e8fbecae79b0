/*
 * A well's use of its permit in a permit year: the volume the year permits (each day's terms, less the
 * district cut of that day), how much of it is used, and where the recent pace leads. Gallons are
 * whole numbers; the arithmetic is exact (BigInt) and rounds once, down, where it divides.
 */
import type { PermitAlertKind } from '../states';
import { addDays, addMonths, daysBetween } from './calendar';

/** Where a well stands: under, projected to cross 100% this year, at 80% or more, or over. */
export const PERMIT_USE_STATUSES = ['under', 'projected', 'near', 'over'] as const;
export type PermitUseStatus = (typeof PERMIT_USE_STATUSES)[number];

export const MAX_CUT_PERCENT = 100;
/** The pace is the use of the last this many days with data. */
export const PACE_DAYS = 30;
/** The share of the volume at which a well is near its limit, and its owner is warned. */
export const NEAR_PERCENT = 80;

/** A permit year, its first and last day. */
export interface PermitYear {
  start: string;
  end: string;
}

/** A version of a permit's terms: it applies from its day until the next version. */
export interface PermitTermsVersion {
  effectiveFrom: string;
  annualGallons: number;
}

/** A district-wide cut of every permit's volume, in percent (two decimals), for its days. */
export interface DistrictCut {
  percent: number;
  effectiveOn: string;
  /** The last day it applies; null: open. */
  endsOn: string | null;
}

/** The permit year holding a day, when a year starts on the first of `startMonth` (1 to 12). */
export function permitYearOf(day: string, startMonth: number): PermitYear {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const startYear = month >= startMonth ? year : year - 1;
  const start = `${String(startYear).padStart(4, '0')}-${String(startMonth).padStart(2, '0')}-01`;
  return { start, end: addDays(addMonths(start, 12), -1) };
}

function basisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** The cut in force on a day, in basis points: where cuts overlap, the largest. */
export function cutBasisPointsOn(day: string, cuts: readonly DistrictCut[]): number {
  let largest = 0;
  for (const cut of cuts) {
    if (cut.effectiveOn <= day && (cut.endsOn === null || cut.endsOn >= day)) {
      largest = Math.max(largest, basisPoints(cut.percent));
    }
  }
  return largest;
}

function termsOn(day: string, terms: readonly PermitTermsVersion[]): PermitTermsVersion | undefined {
  let current: PermitTermsVersion | undefined;
  for (const version of terms) {
    if (version.effectiveFrom <= day && (!current || version.effectiveFrom > current.effectiveFrom)) {
      current = version;
    }
  }
  return current;
}

/**
 * The gallons the year permits: each day is worth its terms' annual volume over the days of the
 * year, less the cut of that day; a day before the first terms permits nothing. Rounded down once,
 * so the result never exceeds the uncut volume.
 */
export function permittedGallons(
  year: PermitYear,
  terms: readonly PermitTermsVersion[],
  cuts: readonly DistrictCut[] = [],
): number {
  const afterYear = addDays(year.end, 1);
  const breaks = new Set<string>([year.start]);
  const within = (day: string) => day > year.start && day < afterYear;
  for (const version of terms) if (within(version.effectiveFrom)) breaks.add(version.effectiveFrom);
  for (const cut of cuts) {
    if (within(cut.effectiveOn)) breaks.add(cut.effectiveOn);
    if (cut.endsOn !== null && within(addDays(cut.endsOn, 1))) breaks.add(addDays(cut.endsOn, 1));
  }
  const starts = [...breaks].sort();
  let weighted = 0n;
  starts.forEach((from, index) => {
    const to = starts[index + 1] ?? afterYear;
    const version = termsOn(from, terms);
    if (!version) return;
    const days = BigInt(daysBetween(from, to));
    weighted += BigInt(version.annualGallons) * days * BigInt(10_000 - cutBasisPointsOn(from, cuts));
  });
  const yearDays = BigInt(daysBetween(year.start, afterYear));
  return Number(weighted / (yearDays * 10_000n));
}

/** The days whose use is the pace: the 30 ending on the last day with data, within the year. */
export function paceWindow(year: PermitYear, dataThrough: string): { from: string; days: number } {
  const days = Math.min(PACE_DAYS, daysBetween(year.start, dataThrough) + 1);
  return { from: addDays(dataThrough, 1 - days), days };
}

export interface PermitUseFacts {
  year: PermitYear;
  permittedGallons: number;
  usedGallons: number;
  /** The last day with pumpage in the year; null: none yet. */
  dataThrough: string | null;
  /** The gallons of the pace window (`paceWindow`); 0 without data. */
  paceGallons: number;
}

export interface PermitUseOutcome {
  percentUsed: number | null;
  paceGallonsPerDay: number;
  projectedGallons: number;
  projectedCrossingOn: string | null;
  status: PermitUseStatus;
}

function divideUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

/**
 * Where the well stands and where its pace leads: the pace of the window goes on every day after
 * the data until the year's end; the crossing is the first day the used gallons reach the permitted
 * ones at that pace (null when that is after the year, or the well is already over).
 */
export function projectPermitUse(facts: PermitUseFacts): PermitUseOutcome {
  const { year, usedGallons: used, permittedGallons: permitted, dataThrough, paceGallons } = facts;
  const over = used > permitted || (permitted > 0 && used >= permitted);
  const percentUsed = permitted > 0 ? Number((BigInt(used) * 1000n) / BigInt(permitted)) / 10 : null;
  let paceGallonsPerDay = 0;
  let projectedGallons = used;
  let projectedCrossingOn: string | null = null;
  if (dataThrough !== null && paceGallons > 0) {
    const window = BigInt(paceWindow(year, dataThrough).days);
    const pace = BigInt(paceGallons);
    paceGallonsPerDay = Number((pace + window / 2n) / window);
    const remaining = BigInt(Math.max(0, daysBetween(dataThrough, year.end)));
    projectedGallons = used + Number((pace * remaining) / window);
    if (!over) {
      const daysNeeded = divideUp(BigInt(permitted - used) * window, pace);
      if (daysNeeded <= remaining) projectedCrossingOn = addDays(dataThrough, Number(daysNeeded));
    }
  }
  const near = BigInt(used) * 100n >= BigInt(permitted) * BigInt(NEAR_PERCENT) && permitted > 0;
  const status: PermitUseStatus = over
    ? 'over'
    : near
      ? 'near'
      : projectedCrossingOn !== null
        ? 'projected'
        : 'under';
  return { percentUsed, paceGallonsPerDay, projectedGallons, projectedCrossingOn, status };
}

/** The alerts a well's use has earned this year: 80% and 100% of the volume, and a crossing foreseen. */
export function permitAlertsReached(
  outcome: Pick<PermitUseOutcome, 'projectedCrossingOn' | 'status'>,
  facts: Pick<PermitUseFacts, 'usedGallons' | 'permittedGallons'>,
): PermitAlertKind[] {
  const { usedGallons: used, permittedGallons: permitted } = facts;
  const kinds: PermitAlertKind[] = [];
  if (permitted > 0 && BigInt(used) * 100n >= BigInt(permitted) * BigInt(NEAR_PERCENT)) kinds.push('use-80');
  if (outcome.status === 'over') kinds.push('use-100');
  if (outcome.projectedCrossingOn !== null) kinds.push('projected');
  return kinds;
}

/** Thousands of gallons, as pumpage is kept, in whole gallons. */
export function gallonsOfKgal(kgal: number): number {
  return Math.round(kgal * 1000);
}
