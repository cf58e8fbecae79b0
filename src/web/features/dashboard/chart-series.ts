import type { ChartPoint } from '../../../shared/contracts/wells';

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** One x-axis month with a value (million gallons) per year; null where a month has no data. */
export type ChartRow = { month: string } & Record<string, number | string | null>;

/** Spec section 9: the current year and the two before. */
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
