import { daysBetween } from './calendar';

/** Days in a mean Gregorian year: a trend per year from measurements a day apart or decades apart. */
const DAYS_PER_YEAR = 365.2425;

export interface LevelPoint {
  /** YYYY-MM-DD. */
  measuredOn: string;
  /** Depth to water below land surface, in feet: larger is deeper. */
  depthFeet: number;
}

/**
 * A monitoring well's trend: the least-squares slope of depth to water over time, in feet per year.
 * Positive means the water is falling (deeper each year), negative rising. Null until there are
 * measurements on at least two different days, as a slope needs.
 */
export function levelTrendPerYear(points: readonly LevelPoint[]): number | null {
  const [first] = points;
  if (!first) return null;
  const years = points.map((point) => daysBetween(first.measuredOn, point.measuredOn) / DAYS_PER_YEAR);
  const meanYear = years.reduce((sum, year) => sum + year, 0) / points.length;
  const meanDepth = points.reduce((sum, point) => sum + point.depthFeet, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  points.forEach((point, index) => {
    const fromMean = (years[index] ?? 0) - meanYear;
    covariance += fromMean * (point.depthFeet - meanDepth);
    variance += fromMean * fromMean;
  });
  return variance === 0 ? null : covariance / variance;
}
