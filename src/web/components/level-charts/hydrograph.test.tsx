import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import Hydrograph from './hydrograph';

const POINTS = [
  { measuredOn: '2019-04-01', depthFeet: 120.5 },
  { measuredOn: '2021-04-01', depthFeet: 131.25, approved: false },
  { measuredOn: '2023-04-01', depthFeet: 126 },
];

describe('the hydrograph', () => {
  it('draws depth downward: the deeper measurement lower, land surface at the top', () => {
    renderWithProviders(<Hydrograph points={POINTS} trendFeetPerYear={1.4} title="Depth to water" />);
    const chart = screen.getByRole('img', { name: /^Depth to water: depth to water, 3 measurements/ });
    const [first, deepest, last] = [...chart.querySelectorAll('circle')].map((circle) =>
      Number(circle.getAttribute('cy')),
    );
    expect(deepest).toBeGreaterThan(last ?? Infinity);
    expect(last).toBeGreaterThan(first ?? Infinity);
    // The axis starts at land surface: its first label, at the top, is 0.
    const labels = [...chart.querySelectorAll('text')].filter(
      (text) => text.getAttribute('text-anchor') === 'end',
    );
    const zero = labels.find((text) => text.textContent === '0');
    const bottomLabel = labels.find((text) => text.textContent === '150');
    expect(Number(zero?.getAttribute('y'))).toBeLessThan(Number(bottomLabel?.getAttribute('y')));
    // The trend falls with the water: its later end lower.
    const trend = chart.querySelector('[data-trend]');
    expect(Number(trend?.getAttribute('y2'))).toBeGreaterThan(Number(trend?.getAttribute('y1')));
    expect(chart.querySelectorAll('circle[data-provisional]')).toHaveLength(1);
    expect(screen.getByText('Trend: falling 1.4 ft/yr')).toBeInTheDocument();
    expect(chart.querySelector('[data-threshold]')).toBeNull();
  });

  it('says so when there is nothing to draw', () => {
    renderWithProviders(<Hydrograph points={[]} trendFeetPerYear={null} title="Depth to water" />);
    expect(screen.getByRole('img', { name: 'Depth to water: no water levels yet.' })).toBeInTheDocument();
  });
});
