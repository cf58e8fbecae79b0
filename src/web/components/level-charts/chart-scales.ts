/*
 * The level charts' arithmetic, apart from the drawing so it can be tested: days as numbers, nice
 * value ticks, year ticks that fit the width, the depth axis drawn downward, the plot's layout, the
 * line path and the trend line.
 */

const DAY_MS = 86_400_000;
/** Days in a mean Gregorian year, as the trend's slope is computed (shared/rules/level-trend.ts). */
const YEAR_MS = 365.2425 * DAY_MS;

/** Room for the value labels on the left and the years below; narrow enough for a 390 px phone. */
export const MARGIN = { top: 12, right: 12, bottom: 26, left: 52 };
/** About one year label per this many pixels, so the labels never overlap. */
export const PIXELS_PER_YEAR_TICK = 56;

/** A YYYY-MM-DD day, or a YYYY-MM month (its 15th), as milliseconds since 1970 (UTC). */
export function dayValue(isoDayOrMonth: string): number {
  const [year = 1970, month = 1, day = 15] = isoDayOrMonth.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

export type Scale = (value: number) => number;

/** Maps the domain onto the range linearly; a domain of one value maps to the range's middle. */
export function linearScale(
  [from, to]: readonly [number, number],
  [start, end]: readonly [number, number],
): Scale {
  if (from === to) return () => (start + end) / 2;
  return (value) => start + ((value - from) / (to - from)) * (end - start);
}

/** A step of 1, 2 or 5 times a power of ten, so about `count` ticks span the values. */
function niceStep(span: number, count: number): number {
  const rough = span / Math.max(count, 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const factor = [1, 2, 5, 10].find((candidate) => candidate * power >= rough) ?? 10;
  return factor * power;
}

/** Round-numbered ticks covering min..max (both included), about `count` of them. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  if (high === low) return high === 0 ? [0, 1] : niceTicks(Math.min(0, low), Math.max(0, high), count);
  const step = niceStep(high - low, count);
  const first = Math.floor(low / step) * step;
  const last = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Rounding to the step's decimals keeps 0.1 + 0.2 from printing as 0.30000000000000004.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  for (let tick = first; tick <= last + step / 2; tick += step) ticks.push(Number(tick.toFixed(decimals)));
  return ticks;
}

/**
 * The depth axis: from land surface (0, or above it when water stood above ground) at the top to
 * past the deepest value at the bottom, a threshold included.
 */
export function depthTicks(depths: readonly number[], thresholdFeet?: number | null): number[] {
  const values = thresholdFeet === null || thresholdFeet === undefined ? depths : [...depths, thresholdFeet];
  return niceTicks(Math.min(0, ...values), Math.max(0, ...values));
}

/** Depth to water as a y on screen: the first tick at the top, deeper lower (a larger y). */
export function depthScale(ticks: readonly number[], top: number, plotHeight: number): Scale {
  return linearScale([ticks[0] ?? 0, ticks.at(-1) ?? 1], [top, top + plotHeight]);
}

/** A value drawn upward (a concentration, a pumpage): the first tick at the bottom. */
export function upwardScale(ticks: readonly number[], top: number, plotHeight: number): Scale {
  return linearScale([ticks[0] ?? 0, ticks.at(-1) ?? 1], [top + plotHeight, top]);
}

/** The days of the x axis: the first and last, a week apart at least so a single day is centred. */
export function timeDomain(days: readonly number[]): [number, number] {
  if (days.length === 0) return [0, 0];
  const first = Math.min(...days);
  const last = Math.max(...days);
  return last - first < 7 * DAY_MS ? [first - 3 * DAY_MS, last + 3 * DAY_MS] : [first, last];
}

/** The 1st of January of the years in the domain, every 1, 2, 5, 10... years so at most `maxTicks` fit. */
export function yearTicks([from, to]: readonly [number, number], maxTicks: number): number[] {
  const firstYear = new Date(from).getUTCFullYear() + 1;
  const lastYear = new Date(to).getUTCFullYear();
  const years = lastYear - firstYear + 1;
  if (years <= 0) return [];
  const step =
    [1, 2, 5, 10, 20, 25, 50, 100].find((candidate) => years / candidate <= Math.max(maxTicks, 1)) ?? 100;
  const ticks: number[] = [];
  for (let year = Math.ceil(firstYear / step) * step; year <= lastYear; year += step) ticks.push(year);
  return ticks;
}

export interface TimeLayout {
  plotWidth: number;
  /** The height inside the margins, for one plot or for plots stacked under each other. */
  plotHeight: number;
  /** A day (milliseconds) as an x on screen. */
  x: Scale;
  /** The years labelled along the bottom. */
  years: number[];
}

/** The plot inside the margins of a chart `width` by `height` showing the days of `domain`. */
export function timeLayout(width: number, height: number, domain: readonly [number, number]): TimeLayout {
  const plotWidth = Math.max(width - MARGIN.left - MARGIN.right, 1);
  const plotHeight = Math.max(height - MARGIN.top - MARGIN.bottom, 1);
  return {
    plotWidth,
    plotHeight,
    x: linearScale(domain, [MARGIN.left, MARGIN.left + plotWidth]),
    years: yearTicks(domain, Math.floor(plotWidth / PIXELS_PER_YEAR_TICK)),
  };
}

/** An SVG path through the points, in order. */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ');
}

export interface TrendLine {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The least-squares line's ends over the points' days: the line of slope `feetPerYear` through the
 * points' mean day and mean depth (the least-squares line goes through the mean).
 */
export function trendLine(
  points: readonly { day: number; depthFeet: number }[],
  feetPerYear: number | null,
): TrendLine | null {
  if (feetPerYear === null || points.length < 2) return null;
  const meanDay = points.reduce((sum, point) => sum + point.day, 0) / points.length;
  const meanDepth = points.reduce((sum, point) => sum + point.depthFeet, 0) / points.length;
  const x0 = Math.min(...points.map((point) => point.day));
  const x1 = Math.max(...points.map((point) => point.day));
  const at = (day: number) => meanDepth + ((day - meanDay) / YEAR_MS) * feetPerYear;
  return { x0, y0: at(x0), x1, y1: at(x1) };
}
