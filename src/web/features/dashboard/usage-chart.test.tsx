import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import UsageChart from './usage-chart';

// June 2026 is the month under way: 0.4 MG so far after 8 MG in May.
const POINTS = [
  { yearMonth: '2025-05', pumpage: 7.5 },
  { yearMonth: '2025-06', pumpage: 7.9 },
  { yearMonth: '2026-04', pumpage: 7 },
  { yearMonth: '2026-05', pumpage: 8 },
  { yearMonth: '2026-06', pumpage: 0.4 },
];

function renderChart(monthToDate?: number) {
  const { container } = render(
    <UsageChart points={POINTS} currentYear={2026} monthToDate={monthToDate} height={400} />,
  );
  const series = (year: number) => container.querySelector(`[data-series="${year}"]`) as SVGGElement;
  const hover = (month: string) =>
    fireEvent.mouseEnter(container.querySelector(`[data-month="${month}"]`) as SVGRectElement);
  return { series, hover };
}

describe('the usage chart', () => {
  it('draws a line per year with a legend of the three years', () => {
    const { series } = renderChart(5);
    expect(screen.getByRole('img', { name: 'Monthly pumpage in million gallons, 2024, 2025, 2026' }));
    expect(series(2024)).toBeInTheDocument();
    expect(series(2025).querySelectorAll('polyline')).toHaveLength(1);
    const legend = screen.getByRole('list', { name: 'Years' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2024', '2025', '2026']);
  });

  it('marks the current, partial month as month to date instead of a drop in the line', () => {
    const { series, hover } = renderChart(5);
    const current = series(2026);
    const solid = current.querySelectorAll('polyline:not([data-month-to-date])');
    expect(solid).toHaveLength(1);
    expect(solid[0]?.getAttribute('points')?.split(' ')).toHaveLength(2);
    expect(current.querySelector('[data-month-to-date]')).toHaveAttribute('stroke-dasharray');
    expect(screen.getByText('Jun 2026: month to date')).toBeInTheDocument();

    hover('Jun');
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('2026: 0.4 MG (month to date)');
    expect(tooltip).toHaveTextContent('2025: 7.9 MG');
    expect(tooltip).not.toHaveTextContent('2025: 7.9 MG (month to date)');
  });

  it('shows a past month in the tooltip without the mark', () => {
    const { hover } = renderChart(5);
    hover('May');
    expect(screen.getByRole('tooltip')).toHaveTextContent('May2024: no data2025: 7.5 MG2026: 8 MG');
    expect(screen.getByRole('tooltip')).not.toHaveTextContent('month to date');
  });

  it('draws the whole line solid when no month is under way', () => {
    const { series } = renderChart(undefined);
    expect(series(2026).querySelector('[data-month-to-date]')).not.toBeInTheDocument();
    expect(series(2026).querySelectorAll('polyline')[0]?.getAttribute('points')?.split(' ')).toHaveLength(3);
    expect(screen.queryByText(/month to date/)).not.toBeInTheDocument();
  });
});
