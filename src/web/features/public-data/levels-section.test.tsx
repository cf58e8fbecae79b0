import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getPublicLevelsEndpoint,
  getPublicMonitoringWellsEndpoint,
  type PublicMonitoringWell,
} from '../../../shared/contracts/monitoring-wells';
import { getPublicSummaryEndpoint } from '../../../shared/contracts/public-data';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { publicSummaryAnswer, unpublishedSummary } from '../../test/factories/public-data';
import { renderApp } from '../../test/render';

const SLOW = { timeout: 30_000 };

function monitoringWell(values: Partial<PublicMonitoringWell> & { id: number }): PublicMonitoringWell {
  return {
    agencyCode: 'USGS',
    siteNumber: null,
    displayName: `MW-${values.id}`,
    aquiferName: '2,000-Foot Sand',
    parishName: 'East Baton Rouge',
    latitude: 30.5,
    longitude: -91.1,
    landSurfaceAltitudeFeet: 60,
    altitudeDatum: 'NAVD88',
    firstMeasuredOn: '1977-01-12',
    lastMeasuredOn: '2026-10-14',
    lastDepthFeet: 201.25,
    lastChlorideMgL: null,
    levelTrendFeetPerYear: 0.42,
    ...values,
  };
}

const CORRIDOR = monitoringWell({ id: 1, displayName: 'EB-1000', siteNumber: '303251091115001' });
const FAULT = monitoringWell({
  id: 4,
  displayName: 'EB-1293',
  aquiferName: '1,500-Foot Sand',
  firstMeasuredOn: '1990-01-10',
  lastMeasuredOn: null,
  lastDepthFeet: null,
  levelTrendFeetPerYear: null,
});

const level = (measuredOn: string, depthFeet: number, approved = true) => ({
  parameter: 'depth-to-water',
  measuredOn,
  measuredAt: null,
  value: depthFeet,
  depthFeet,
  qualifiers: [],
  approved,
});
const chloride = (measuredOn: string, value: number) => ({
  parameter: 'chloride',
  measuredOn,
  measuredAt: null,
  value,
  depthFeet: null,
  qualifiers: [],
  approved: true,
});

const LEVELS: Record<string, unknown> = {
  1: { well: CORRIDOR, measurements: [level('1977-01-12', 190.5), level('2026-10-14', 201.25, false)] },
  4: {
    well: FAULT,
    measurements: [level('1990-01-10', 150), chloride('1990-06-01', 35), chloride('2026-06-03', 262.5)],
  },
};

function openPage(wells: PublicMonitoringWell[]) {
  const fetchMock = mockApi({
    [getPublicSummaryEndpoint.path]: publicSummaryAnswer(unpublishedSummary()),
    [getPublicMonitoringWellsEndpoint.path]: () => jsonResponse({ message: 'OK', data: wells }),
    [getPublicLevelsEndpoint.path]: (url) => {
      const id = new URL(url, 'http://localhost').searchParams.get('monitoringWellId') ?? '';
      const data = LEVELS[id];
      return data
        ? jsonResponse({ message: 'OK', data })
        : jsonResponse({ message: 'Monitoring well not found' }, 404);
    },
  });
  return { ...renderApp('/public'), fetchMock };
}

function rowsOf(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '').join(' | '));
}

describe('the public page’s water levels', () => {
  beforeAll(() => import('./public-page'), 60_000);

  it('tables the published monitoring wells and charts the longest record’s levels', async () => {
    openPage([FAULT, CORRIDOR]);
    const section = await screen.findByRole('region', { name: 'Water levels' }, SLOW);
    expect(screen.queryByText(/does not publish any data/)).not.toBeInTheDocument();
    expect(rowsOf(within(section).getByRole('table', { name: 'Monitoring wells' }))).toEqual([
      'Well | Aquifer | Last measured | Last depth (ft) | Trend',
      'EB-1293 | 1,500-Foot Sand | — | — | not enough measurements',
      'EB-1000 | 2,000-Foot Sand | 10/14/2026 | 201.25 | falling 0.4 ft/yr',
    ]);
    expect(within(section).getByRole('button', { name: 'EB-1000' })).toHaveAttribute('aria-pressed', 'true');
    const hydrograph = await within(section).findByRole('img', { name: /^EB-1000: depth to water/ }, SLOW);
    expect(hydrograph.getAttribute('aria-label')).toContain('2 measurements, from 190.5 ft on 01/12/1977');
    expect(within(section).queryByRole('img', { name: /chloride/ })).not.toBeInTheDocument();
  });

  it('charts the chosen well’s levels and its chloride', async () => {
    const { user, fetchMock } = openPage([CORRIDOR, FAULT]);
    const section = await screen.findByRole('region', { name: 'Water levels' }, SLOW);
    await user.click(within(section).getByRole('button', { name: 'EB-1293' }));
    expect(within(section).getByRole('button', { name: 'EB-1293' })).toHaveAttribute('aria-pressed', 'true');
    const chart = await within(section).findByRole('img', { name: /^EB-1293: chloride/ }, SLOW);
    expect(chart.getAttribute('aria-label')).toContain('highest 262.5 mg/L');
    expect(within(section).getByRole('img', { name: /^EB-1293: depth to water/ })).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('GetLevels'));
    expect(asked).toEqual([
      `${getPublicLevelsEndpoint.path}?monitoringWellId=1`,
      `${getPublicLevelsEndpoint.path}?monitoringWellId=4`,
    ]);
  });

  it('leaves the section out when no well is published', async () => {
    openPage([]);
    expect(await screen.findByText(/does not publish any data here yet/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Water levels' })).not.toBeInTheDocument();
  });

  it('keeps a phone’s page still: the table scrolls sideways in its own region', async () => {
    openPage([CORRIDOR]);
    const section = await screen.findByRole('region', { name: 'Water levels' }, SLOW);
    expect(within(section).getByRole('region', { name: 'Monitoring wells, scrollable' })).toHaveStyle({
      overflowX: 'auto',
    });
    await waitFor(
      () => expect(within(section).getByRole('img', { name: /^EB-1000/ })).toBeInTheDocument(),
      SLOW,
    );
  });
});
