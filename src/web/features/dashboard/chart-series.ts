import type { ChartPoint } from '../../../shared/contracts/wells';

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** One x-axis month with a value (million gallons) per year; null where a month has no data. */
export type ChartRow = { month: string } & Record<string, number | string | null>;

/** The current year and the two before. */
export function chartYears(currentYear: number): number[] {
  return [currentYear - 2, currentYear - 1, currentYear];
}

/** Turns the server's YYYY-MM points into twelve month rows with one key per year. */
export function toChartRows(points: readonly ChartPoint[], currentYear: number): ChartRow[] {
  const years = chartYears(currentYear);
  const rows: ChartRow[] = MONTHS.map((month) => {
    const row: ChartRow = { month };
    for (const year of years) row[String(year)] = null;
    return row;
  });
  for (const point of points) {
    const [year, month] = point.yearMonth.split('-').map(Number);
    const row = month ? rows[month - 1] : undefined;
    if (row && years.includes(year ?? 0)) row[String(year)] = point.pumpage;
  }
  return rows;
}

/** Up to `count` round tick values from 0 that cover `max` (steps of 1, 2, 2.5 or 5 times 10^n). */
export function niceTicks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= rough) ?? 10) * magnitude;
  const ticks: number[] = [];
  for (let tick = 0; tick < max + step; tick += step) ticks.push(Number(tick.toPrecision(12)));
  return ticks;
}

/** Where a year's line is drawn: runs of consecutive months, and the dashed reach into a partial month. */
export interface LineRuns {
  /** Month indexes (0 to 11) of each unbroken solid stretch; a month without data breaks the line. */
  solid: number[][];
  /** The last full month and the month under way, joined by a dashed segment; null when not drawn. */
  toMonthToDate: [number, number] | null;
}

/**
 * A year's line. `monthToDate` is the month still under way in that year (0 to 11), if any: its
 * figure so far is not a month's total, so it stays off the solid line and is reached by a dashed
 * segment instead of reading as a collapse.
 */
export function lineRuns(rows: readonly ChartRow[], year: number, monthToDate?: number): LineRuns {
  const valueAt = (index: number) => rows[index]?.[String(year)];
  const hasValue = (index: number) => typeof valueAt(index) === 'number';
  const solid: number[][] = [];
  let run: number[] = [];
  rows.forEach((_, index) => {
    if (hasValue(index) && index !== monthToDate) {
      run.push(index);
      return;
    }
    if (run.length > 0) solid.push(run);
    run = [];
  });
  if (run.length > 0) solid.push(run);
  const toMonthToDate: [number, number] | null =
    monthToDate !== undefined && monthToDate > 0 && hasValue(monthToDate) && hasValue(monthToDate - 1)
      ? [monthToDate - 1, monthToDate]
      : null;
  return { solid, toMonthToDate };
}
