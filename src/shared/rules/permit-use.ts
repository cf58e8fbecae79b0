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

/** A calendar day as a count of days, for the arithmetic of thousands of wells at once. */
function dayNumber(isoDate: string): number {
  const date = new Date(0);
  date.setUTCFullYear(
    Number(isoDate.slice(0, 4)),
    Number(isoDate.slice(5, 7)) - 1,
    Number(isoDate.slice(8, 10)),
  );
  return Math.round(date.getTime() / 86_400_000);
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
  const first = dayNumber(year.start);
  const afterYear = dayNumber(year.end) + 1;
  const versions = terms
    .map((version) => ({ from: dayNumber(version.effectiveFrom), annual: version.annualGallons }))
    .sort((a, b) => a.from - b.from);
  const cutDays = cuts.map((cut) => ({
    from: dayNumber(cut.effectiveOn),
    // The first day after the cut; open: never.
    until: cut.endsOn === null ? Infinity : dayNumber(cut.endsOn) + 1,
    basisPoints: basisPoints(cut.percent),
  }));
  const breaks = new Set<number>([first]);
  const within = (day: number) => day > first && day < afterYear;
  for (const version of versions) if (within(version.from)) breaks.add(version.from);
  for (const cut of cutDays) {
    if (within(cut.from)) breaks.add(cut.from);
    if (within(cut.until)) breaks.add(cut.until);
  }
  const starts = [...breaks].sort((a, b) => a - b);
  let weighted = 0n;
  starts.forEach((from, index) => {
    const to = starts[index + 1] ?? afterYear;
    const version = versions.findLast((candidate) => candidate.from <= from);
    if (!version) return;
    let cut = 0;
    for (const candidate of cutDays) {
      if (candidate.from <= from && candidate.until > from) cut = Math.max(cut, candidate.basisPoints);
    }
    weighted += BigInt(version.annual) * BigInt(to - from) * BigInt(10_000 - cut);
  });
  return Number(weighted / (BigInt(afterYear - first) * 10_000n));
}

/** A permitted well's volume of the year, with the district's cuts and without. */
export interface YearVolumes {
  permitted: number;
  uncut: number;
}

/**
 * `permittedGallons` for many wells of one year: the cuts' weight of the year is worked out once,
 * so a well under one version for the whole year (most of them) costs a multiplication.
 */
export function volumesOfYear(
  year: PermitYear,
  cuts: readonly DistrictCut[],
): (terms: readonly PermitTermsVersion[]) => YearVolumes {
  const first = dayNumber(year.start);
  const yearWeight = BigInt(dayNumber(year.end) + 1 - first) * 10_000n;
  const oneVersion = { effectiveFrom: year.start, annualGallons: 1 };
  // What one gallon a year of a version in force all year is worth after the cuts, times yearWeight.
  const cutWeight = BigInt(
    permittedGallons(year, [{ ...oneVersion, annualGallons: Number(yearWeight) }], cuts),
  );
  return (terms) => {
    const wholeYear = terms.every((version) => dayNumber(version.effectiveFrom) <= first);
    const latest = terms.reduce<PermitTermsVersion | undefined>(
      (current, version) => (!current || version.effectiveFrom > current.effectiveFrom ? version : current),
      undefined,
    );
    if (!wholeYear || !latest) {
      return { permitted: permittedGallons(year, terms, cuts), uncut: permittedGallons(year, terms) };
    }
    return {
      permitted: Number((BigInt(latest.annualGallons) * cutWeight) / yearWeight),
      uncut: latest.annualGallons,
    };
  };
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
    const through = dayNumber(dataThrough);
    const window = BigInt(Math.min(PACE_DAYS, through - dayNumber(year.start) + 1));
    const pace = BigInt(paceGallons);
    paceGallonsPerDay = Number((pace + window / 2n) / window);
    const remaining = BigInt(Math.max(0, dayNumber(year.end) - through));
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
