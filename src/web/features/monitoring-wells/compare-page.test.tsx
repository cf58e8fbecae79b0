import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAquiferComparisonEndpoint } from '../../../shared/contracts/monitoring-wells';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { LOOKUP_ANSWERS } from '../../test/factories/lookups';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';
import { stubScreenWidth } from '../../test/screen-width';
import { CHOOSE_AQUIFER, COMPARE_TITLE, yearsProblem } from './compare-page';

const SLOW = { timeout: 30_000 };

beforeAll(
  () => Promise.all([import('./compare-page'), import('../../components/level-charts/comparison-chart')]),
  60_000,
);

const COMPARISON = {
  aquiferId: 11,
  aquiferName: '400-Foot Sand',
  wells: [
    {
      id: 5,
      displayName: 'USGS 303251091115001',
      months: [
        { month: '2024-05', depthFeet: 140.2 },
        { month: '2024-06', depthFeet: 144.8 },
      ],
    },
    { id: 6, displayName: 'Port Allen 400', months: [{ month: '2024-06', depthFeet: 98.5 }] },
  ],
  pumpage: [
    { month: '2024-05', kgal: 125_000 },
    { month: '2024-06', kgal: 181_500 },
  ],
};

describe('comparing an aquifer', { timeout: 60_000 }, () => {
  it.each([
    [{ fromYear: '', toYear: '' }, null],
    [{ fromYear: '2015', toYear: '2025' }, null],
    [
      { fromYear: '15', toYear: '' },
      { field: 'fromYear', message: 'From year must be a year such as 2015' },
    ],
    [
      { fromYear: '', toYear: 'abcd' },
      { field: 'toYear', message: 'To year must be a year such as 2025' },
    ],
    [
      { fromYear: '2025', toYear: '2015' },
      { field: 'toYear', message: 'To year cannot be before the from year' },
    ],
  ])('checks the years %j', (years, problem) => {
    expect(yearsProblem(years)).toEqual(problem);
  });

  it('asks for an aquifer, then draws its wells above its pumpage for the years chosen', async () => {
    stubScreenWidth(true);
    signInAs({ role: ['Researcher'], accessLevel: 50 });
    const sent: string[] = [];
    mockApi({
      ...LOOKUP_ANSWERS,
      [getAquiferComparisonEndpoint.path]: (url) => {
        sent.push(url.split('?')[1] ?? '');
        return jsonResponse({ message: 'ok', data: COMPARISON });
      },
    });
    const { user } = renderApp('/monitoring-wells/compare');
    await screen.findByRole('heading', { name: COMPARE_TITLE, level: 1 }, SLOW);
    expect(screen.getByText(CHOOSE_AQUIFER)).toBeInTheDocument();
    const aquifer = await screen.findByRole('combobox', { name: 'Aquifer' });
    await screen.findByRole('option', { name: '400-Foot Sand' });
    await user.selectOptions(aquifer, '400-Foot Sand');
    await user.type(screen.getByLabelText(/^From year/), '2024');
    await user.type(screen.getByLabelText(/^To year/), '2023');
    expect(screen.getByText('To year cannot be before the from year')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText(/^To year/));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const chart = await screen.findByRole('img', { name: /^400-Foot Sand: monthly mean depth/ }, SLOW);
    expect(sent).toEqual(['aquiferId=11&fromYear=2024']);
    expect(chart).toHaveAccessibleName(
      "400-Foot Sand: monthly mean depth to water of 2 monitoring wells (USGS 303251091115001 from 140.2 ft in 2024-05 to 144.8 ft in 2024-06; Port Allen 400 from 98.5 ft in 2024-06 to 98.5 ft in 2024-06), and the aquifer's pumpage, 306.5 million gallons over 2 months.",
    );
    expect(chart.querySelectorAll('path[data-well]')).toHaveLength(2);
    expect(chart.querySelectorAll('rect[data-month]')).toHaveLength(2);
    const legend = within(screen.getByRole('list', { name: 'Legend' }));
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'USGS 303251091115001',
      'Port Allen 400',
      'Pumpage (million gallons)',
    ]);
  });
});
