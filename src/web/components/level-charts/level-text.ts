const feet = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const figure = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A number as the charts and tables print it: at most two decimals, thousands separated. */
export function figureText(value: number): string {
  return figure.format(value);
}

/**
 * A level trend in words: a positive slope is water getting deeper, i.e. falling. A slope that rounds
 * to 0.0 ft/yr is steady.
 */
export function trendWords(feetPerYear: number | null): string {
  if (feetPerYear === null) return 'not enough measurements';
  const rounded = feet.format(Math.abs(feetPerYear));
  if (rounded === '0.0') return 'steady';
  return `${feetPerYear > 0 ? 'falling' : 'rising'} ${rounded} ft/yr`;
}

/** The hydrograph's legend text for the trend. */
export function trendLegend(feetPerYear: number | null): string {
  return `Trend: ${trendWords(feetPerYear)}`;
}
