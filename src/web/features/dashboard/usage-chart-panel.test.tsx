import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChartPoint } from '../../../shared/contracts/wells';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { DASHBOARD_LOOKUP_ANSWERS } from '../../test/factories/lookups';
import { UsageChartPanel } from './usage-chart-panel';
import type { UsageChartProps } from './usage-chart';
import { pumpageVolumesForChartEndpoint } from '../../../shared/contracts/dashboard';

// jsdom cannot measure a responsive chart; chart-series.test.ts covers the data it draws.
vi.mock('./usage-chart', () => ({
  default: ({ points }: UsageChartProps) => (
    <div data-testid="chart">{points.map((point) => `${point.yearMonth}=${point.pumpage}`).join(' ')}</div>
  ),
}));

function mockChart(answer: (filter: Record<string, unknown>) => ChartPoint[]) {
  return mockApi({
    ...DASHBOARD_LOOKUP_ANSWERS,
    [pumpageVolumesForChartEndpoint.path]: (_url, init) =>
      jsonResponse({ message: 'OK', data: answer(sentBody(init) as Record<string, unknown>) }),
  });
}

describe('the usage chart panel', () => {
  it('says Data not available when there is no pumpage', async () => {
    mockChart(() => []);
    renderWithProviders(<UsageChartPanel staff />);
    expect(await screen.findByText('Data not available')).toBeInTheDocument();
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
  });

  it('draws the months it is given and refetches with the chosen filters', async () => {
    const fetchMock = mockChart((filter) =>
      (filter.aquiferId as number[]).length > 0 ? [] : [{ yearMonth: '2025-03', pumpage: 1.25 }],
    );
    const { user } = renderWithProviders(<UsageChartPanel staff />);
    expect(await screen.findByTestId('chart')).toHaveTextContent('2025-03=1.25');

    await user.click(screen.getByRole('button', { name: 'Filter usage chart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter Usage Chart' });
    expect(
      within(dialog).queryByRole('checkbox', { name: 'Filter by Industrial District' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Red Stick Water Company' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('combobox', { name: 'Aquifer' }));
    await user.click(await screen.findByRole('option', { name: 'Sand 1500' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('combobox', { name: 'Parish' }));
    await user.click(await screen.findByRole('option', { name: 'East Baton Rouge' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Data not available')).toBeInTheDocument();
    const chartCalls = fetchMock.mock.calls.filter(([url]) =>
      String(url).includes('GetPumpageVolumesForChart'),
    );
    expect(sentBody(chartCalls.at(-1)?.[1])).toEqual({
      clientId: [5],
      aquiferId: [1],
      wellUseId: [],
      parishId: [3],
    });
  });

  it('shows a failed load as an error with the server’s message', async () => {
    mockApi({
      [pumpageVolumesForChartEndpoint.path]: () => jsonResponse({ message: 'Chart query failed' }, 500),
    });
    renderWithProviders(<UsageChartPanel staff={false} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Chart query failed');
  });
});
