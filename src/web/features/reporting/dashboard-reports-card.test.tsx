import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pumpageVolumesForChartEndpoint } from '../../../shared/contracts/dashboard';
import { getMissingReportsEndpoint } from '../../../shared/contracts/reporting-calendar';
import { listMapWellsEndpoint } from '../../../shared/contracts/wells';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { DASHBOARD_LOOKUP_ANSWERS } from '../../test/factories/lookups';
import { missingReportsAnswer } from '../../test/factories/reporting';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';

// The dashboard loads Leaflet lazily; it needs a window, and may finish loading after the test's
// window is gone. The map is tested on its own.
vi.mock('../dashboard/well-map', () => ({ default: () => null }));

const SLOW = { timeout: 30_000 };

describe('the staff dashboard', { timeout: 60_000 }, () => {
  it('counts the reports due and overdue across the district, and leads to the list', async () => {
    signInAs({ role: ['Researcher'], accessLevel: 50 });
    const fetchMock = mockApi({
      ...DASHBOARD_LOOKUP_ANSWERS,
      [listMapWellsEndpoint.path]: () => jsonResponse({ message: 'OK', data: [] }),
      [pumpageVolumesForChartEndpoint.path]: () => jsonResponse({ message: 'OK', data: [] }),
      [getMissingReportsEndpoint.path]: missingReportsAnswer([], { counts: { due: 3, overdue: 1250 } }),
    });
    const { user, router } = renderApp('/dashboard');
    const card = within(await screen.findByRole('region', { name: 'Reports' }, SLOW));
    expect(await card.findByText('1,250')).toBeInTheDocument();
    expect(card.getByText('3')).toBeInTheDocument();
    expect(card.getByText('due')).toBeInTheDocument();
    expect(card.getByText('overdue')).toBeInTheDocument();
    // The first page under the default filters: its counts cover every page.
    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://portal.test'))
      .filter((url) => url.pathname === getMissingReportsEndpoint.path)
      .map((url) => Object.fromEntries(url.searchParams));
    expect(asked).toEqual([{ page: '1' }]);

    const link = card.getByRole('link', { name: 'Missing Reports' });
    expect(link).toHaveAttribute('href', '/reports/missing-reports');
    await user.click(link);
    expect(
      await screen.findByRole('heading', { name: 'Missing Reports', level: 1 }, SLOW),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports/missing-reports');
  });

  it('shows a failed count with Try Again', async () => {
    signInAs({ role: ['Admin'], accessLevel: 100 });
    const answer = vi
      .fn<() => Response>()
      .mockReturnValueOnce(jsonResponse({ message: 'The database is not answering.' }, 503))
      .mockImplementation(missingReportsAnswer([], { counts: { due: 0, overdue: 2 } }));
    mockApi({
      ...DASHBOARD_LOOKUP_ANSWERS,
      [listMapWellsEndpoint.path]: () => jsonResponse({ message: 'OK', data: [] }),
      [pumpageVolumesForChartEndpoint.path]: () => jsonResponse({ message: 'OK', data: [] }),
      [getMissingReportsEndpoint.path]: answer,
    });
    const { user } = renderApp('/dashboard');
    const card = within(await screen.findByRole('region', { name: 'Reports' }, SLOW));
    expect(await card.findByText('The database is not answering.')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Try Again' }));
    expect(await card.findByText('2')).toBeInTheDocument();
    expect(card.getByText('0')).toBeInTheDocument();
  });
});
