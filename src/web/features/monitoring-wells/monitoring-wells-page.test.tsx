import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { getMonitoringWellsEndpoint } from '../../../shared/contracts/monitoring-wells';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';
import { stubScreenWidth } from '../../test/screen-width';
import { NO_MONITORING_WELLS } from './monitoring-wells-page';
import { monitoringWellRow, wellsAnswer } from '../../test/factories/monitoring-wells';

const SLOW = { timeout: 30_000 };

beforeAll(() => import('./monitoring-wells-page'), 60_000);

const FALLING = monitoringWellRow();
const RISING = monitoringWellRow({
  id: 6,
  siteNumber: null,
  localName: 'Port Allen 1500',
  displayName: 'Port Allen 1500',
  aquiferId: 13,
  aquiferName: '1,500-Foot Sand',
  parishId: null,
  parishName: null,
  lastMeasuredOn: '2025-01-15',
  lastDepthFeet: 88,
  levelTrendFeetPerYear: -0.76,
  lastChlorideMgL: 212.5,
  isPublic: true,
});

async function openList(answer = wellsAnswer([FALLING, RISING])) {
  signInAs({ role: ['Researcher'], accessLevel: 50 });
  const fetchMock = mockApi({ [getMonitoringWellsEndpoint.path]: answer });
  const app = renderApp('/monitoring-wells');
  await screen.findByRole('heading', { name: 'Monitoring Wells', level: 1 }, SLOW);
  return { ...app, fetchMock };
}

const rowsOf = async () => {
  const table = within(await screen.findByRole('table', { name: 'Monitoring wells' }, SLOW));
  await waitFor(() => expect(table.getAllByRole('row').length).toBeGreaterThan(1));
  return table;
};

describe('the monitoring wells list', { timeout: 60_000 }, () => {
  it('lists each well with its aquifer, parish, last level, trend in words, chloride and publication', async () => {
    stubScreenWidth(true);
    await openList();
    const table = await rowsOf();
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Name',
      // The select filters offer the list's aquifers, and yes or no.
      'AquiferAll1,500-Foot Sand400-Foot Sand',
      'Parish',
      'Last measured',
      'Last depth (ft)',
      'Trend',
      'Last chloride (mg/L)',
      'PublicAllYesNo',
    ]);
    const [, first, second] = table.getAllByRole('row');
    expect(first).toHaveTextContent('Port Allen 15001,500-Foot Sand01/15/202588rising 0.8 ft/yr212.5Yes');
    expect(second).toHaveTextContent(
      'USGS 303251091115001400-Foot SandEast Baton Rouge03/04/2024148.3falling 1.2 ft/yr—No',
    );
    expect(table.getByRole('link', { name: 'USGS 303251091115001' })).toHaveAttribute(
      'href',
      '/monitoring-wells/5',
    );
    for (const name of ['Add monitoring well', 'Import measurements', 'Compare an aquifer']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('finds a well by the text searched', async () => {
    stubScreenWidth(true);
    const { user } = await openList();
    const table = await rowsOf();
    await user.type(screen.getByRole('searchbox', { name: 'Search all columns' }), 'Port Allen');
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(2));
    expect(table.getAllByRole('row')[1]).toHaveTextContent(/^Port Allen 1500/);
  });

  it('filters by aquifer', async () => {
    stubScreenWidth(true);
    const { user } = await openList();
    const table = await rowsOf();
    await user.selectOptions(table.getByRole('combobox', { name: 'Filter by Aquifer' }), '400-Foot Sand');
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(2));
    expect(table.getAllByRole('row')[1]).toHaveTextContent(/^USGS 303251091115001400-Foot Sand/);
  });

  it('sorts the names as people read them: EB-792 before EB-1000', async () => {
    stubScreenWidth(true);
    const named = (id: number, name: string) =>
      monitoringWellRow({ id, siteNumber: null, localName: name, displayName: name });
    await openList(wellsAnswer([named(21, 'EB-1000'), named(22, 'EB-792')]));
    const table = await rowsOf();
    const names = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    expect(names).toEqual(['EB-792', 'EB-1000']);
  });

  it('sorts by the trend', async () => {
    stubScreenWidth(true);
    const { user } = await openList();
    const table = await rowsOf();
    await user.click(table.getByRole('button', { name: 'Trend' }));
    const names = () =>
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent);
    expect(names()).toEqual(['Port Allen 1500', 'USGS 303251091115001']);
    await user.click(table.getByRole('button', { name: 'Trend' }));
    expect(names()).toEqual(['USGS 303251091115001', 'Port Allen 1500']);
  });

  it('says so when there is no well yet, and shows a failed load', async () => {
    stubScreenWidth(true);
    let answers = 0;
    const { user } = await openList(() => {
      answers += 1;
      return answers === 1
        ? jsonResponse({ message: 'The database is not answering.' }, 503)
        : wellsAnswer([])();
    });
    expect(await screen.findByText('The database is not answering.', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(NO_MONITORING_WELLS)).toBeInTheDocument();
  });

  it('stacks a well’s facts in one column on a phone', async () => {
    stubScreenWidth(false);
    await openList();
    const table = await rowsOf();
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Monitoring well',
      'AquiferAll1,500-Foot Sand400-Foot Sand',
    ]);
    expect(table.getAllByRole('row')[2]).toHaveTextContent(
      'USGS 303251091115001East Baton Rouge03/04/2024 · 148.3 ft · falling 1.2 ft/yr400-Foot Sand',
    );
  });
});
