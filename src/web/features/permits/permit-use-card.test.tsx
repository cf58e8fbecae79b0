import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { listClientsEndpoint } from '../../../shared/contracts/clients';
import { listClientWellsEndpoint, pumpageVolumesForChartEndpoint } from '../../../shared/contracts/dashboard';
import { currentYearInvoicesEndpoint } from '../../../shared/contracts/invoice-lists';
import { getPermitUseEndpoint } from '../../../shared/contracts/permits';
import { getClientReportsDueEndpoint } from '../../../shared/contracts/reporting-calendar';
import { listMapWellsEndpoint } from '../../../shared/contracts/wells';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { permitUseAnswer, permitUseRow } from '../../test/factories/permits';
import { reportsDueAnswer } from '../../test/factories/reporting-due';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';

// The dashboard loads Leaflet lazily; it needs a window, and may finish loading after the test's
// window is gone. The map is tested on its own.
vi.mock('../dashboard/well-map', () => ({ default: () => null }));

const SLOW = { timeout: 30_000 };

beforeAll(
  () =>
    Promise.all([
      import('../dashboard/owner-dashboard-page'),
      import('../dashboard/owner-widgets'),
      import('../../components/permits/permit-use-card'),
    ]),
  60_000,
);

const empty = () => jsonResponse({ message: 'OK', data: [] });

function mockDashboard(permitUse: () => Response) {
  return mockApi({
    [listClientsEndpoint.path]: () =>
      jsonResponse({ message: 'OK', data: [{ id: 5, name: 'Red Stick Water Company' }] }),
    [listMapWellsEndpoint.path]: empty,
    [pumpageVolumesForChartEndpoint.path]: empty,
    [currentYearInvoicesEndpoint.path]: empty,
    [listClientWellsEndpoint.path]: empty,
    [getClientReportsDueEndpoint.path]: () => jsonResponse(reportsDueAnswer([])),
    [getPermitUseEndpoint.path]: permitUse,
  });
}

/** The query of each GetPermitUse call, in order. */
const permitQueries = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://portal.test'))
    .filter((url) => url.pathname === getPermitUseEndpoint.path)
    .map((url) => Object.fromEntries(url.searchParams));

const OWNER = { role: ['Owner'], accessLevel: 40, clientIds: [5] };

describe("the owner dashboard's permit use", { timeout: 60_000 }, () => {
  it('shows the client’s totals and one line per permitted well, each leading to its page', async () => {
    signInAs(OWNER);
    const over = permitUseRow({
      wellId: 12,
      wellNumber: 'EB-102',
      permittedGallons: 24_000_000,
      uncutGallons: 30_000_000,
      usedGallons: 25_000_000,
      percentUsed: 104.1,
      projectedCrossingOn: null,
      status: 'over',
    });
    const fetchMock = mockDashboard(permitUseAnswer([over, permitUseRow()], { cutPercent: 20 }));
    renderApp('/client/dashboard');

    const card = within(await screen.findByRole('region', { name: 'Permit use' }, SLOW));
    expect(card.getByText('Permit year 01/01/2026 – 12/31/2026')).toBeInTheDocument();
    expect(card.getByLabelText('Totals')).toHaveTextContent('2 wells · 79.321 MG used of 120 MG');
    expect(card.getByText(/cut every permit's volume by 20%/)).toBeInTheDocument();
    const lines = within(card.getByRole('list', { name: 'Permitted wells' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'EB-10225 MG used of 24 MG104.1%OverAlready over',
      'EB-10154.321 MG used of 96 MG56.5%Projected overCrosses 100% on 09/17/2026',
    ]);
    expect(within(lines[1] as HTMLElement).getByRole('link', { name: 'EB-101' })).toHaveAttribute(
      'href',
      '/well/client-edit/11',
    );
    expect(permitQueries(fetchMock)).toEqual([{ clientIds: '5', page: '1', pageSize: '100' }]);
  });

  it('lists the five wells nearest their limit until the owner asks for all', async () => {
    signInAs(OWNER);
    const rows = Array.from({ length: 7 }, (_, index) =>
      permitUseRow({ wellId: 20 + index, wellNumber: `EB-2${index}` }),
    );
    mockDashboard(permitUseAnswer(rows));
    const user = userEvent.setup();
    renderApp('/client/dashboard');
    const card = within(await screen.findByRole('region', { name: 'Permit use' }, SLOW));
    const lines = () => within(card.getByRole('list', { name: 'Permitted wells' })).getAllByRole('listitem');
    expect(lines()).toHaveLength(5);
    await user.click(card.getByRole('button', { name: 'Show all 7 wells' }));
    expect(lines()).toHaveLength(7);
    await user.click(card.getByRole('button', { name: 'Show the 5 nearest their limit' }));
    expect(lines()).toHaveLength(5);
  });

  it('shows nothing for a client without a permitted well', async () => {
    signInAs(OWNER);
    const fetchMock = mockDashboard(permitUseAnswer([]));
    renderApp('/client/dashboard');
    expect(await screen.findByRole('region', { name: 'Reports due' }, SLOW)).toBeInTheDocument();
    await vi.waitFor(() => expect(permitQueries(fetchMock)).toHaveLength(1));
    // The answer has arrived and rendered once the reports due have.
    expect(await screen.findByText('Nothing due: every well has reported.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Permit use' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Permit year/)).not.toBeInTheDocument();
  });

  it('says when the permits could not be read, with Try Again', async () => {
    signInAs(OWNER);
    const answer = vi
      .fn<() => Response>()
      .mockReturnValueOnce(jsonResponse({ message: 'The database is not answering.' }, 503))
      .mockImplementation(permitUseAnswer([permitUseRow()]));
    mockDashboard(answer);
    const { user } = renderApp('/client/dashboard');
    const card = within(await screen.findByRole('region', { name: 'Permit use' }, SLOW));
    expect(await card.findByText('The database is not answering.')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Try Again' }));
    expect(await card.findByRole('link', { name: 'EB-101' })).toBeInTheDocument();
  });
});
