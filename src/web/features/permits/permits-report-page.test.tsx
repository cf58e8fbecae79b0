import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { downloadPermitUseEndpoint, getPermitUseEndpoint } from '../../../shared/contracts/permits';
import { DATA_AS_OF_HEADER } from '../../../shared/data-as-of';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { LOOKUP_ANSWERS } from '../../test/factories/lookups';
import { permitUseAnswer, permitUseRow } from '../../test/factories/permits';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';
import { stubScreenWidth } from '../../test/screen-width';
import { NO_PERMITTED_WELLS } from './permits-report-page';

const SLOW = { timeout: 30_000 };
const PAGE = '/reports/permits';

beforeAll(() => import('./permits-report-page'), 60_000);

/** Cut by 20%, projected to cross in September, three days above its maximum. */
const PROJECTED = permitUseRow();
/** Another client's well, over its volume, without a permit number. */
const OVER = permitUseRow({
  wellId: 12,
  wellNumber: 'CC-7',
  clientId: 2,
  clientName: 'Capitol Chemical',
  permitNumber: null,
  permittedGallons: 24_000_000,
  uncutGallons: 24_000_000,
  usedGallons: 25_250_600,
  percentUsed: 105.2,
  paceGallonsPerDay: 140_000,
  projectedGallons: 51_290_600,
  projectedCrossingOn: null,
  daysAboveMax: 0,
  status: 'over',
});
const ROWS = [OVER, PROJECTED];

async function openReport(answers: Parameters<typeof mockApi>[0]) {
  signInAs({ role: ['Researcher'], accessLevel: 50 });
  const fetchMock = mockApi({ ...LOOKUP_ANSWERS, ...answers });
  const app = renderApp(PAGE);
  await screen.findByRole('heading', { name: 'Permits', level: 1 }, SLOW);
  const table = await screen.findByRole('table', { name: 'Permit use' });
  return { ...app, fetchMock, table: within(table) };
}

/** The query of each call to the path, in order. */
const queries = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://portal.test'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

const listQueries = (fetchMock: ReturnType<typeof mockApi>) => queries(fetchMock, getPermitUseEndpoint.path);

const DEFAULT_QUERY = { sort: 'percentUsed', direction: 'desc', page: '1', pageSize: '25' };

// The first test of a shuffled run loads the layout and page: seconds on a busy two-core machine.
describe('the Permits report', { timeout: 60_000 }, () => {
  it('lists each permitted well’s use with the counts by status, the totals and the cut in force', async () => {
    stubScreenWidth(true);
    const { fetchMock, table } = await openReport({
      [getPermitUseEndpoint.path]: permitUseAnswer(ROWS, {
        counts: { under: 40, projected: 1, near: 3, over: 1 },
        cutPercent: 20,
      }),
    });
    await table.findByText('EB-101');
    expect(listQueries(fetchMock)).toEqual([DEFAULT_QUERY]);

    expect(screen.getByText('Permit year 01/01/2026 – 12/31/2026, as of 06/30/2026')).toBeInTheDocument();
    expect(screen.getByText(/A district cut of 20% is in force/)).toBeInTheDocument();
    expect(screen.getByLabelText('Totals')).toHaveTextContent(
      '2 wells · 79.572 MG used of 120 MG permitted · 66.3%',
    );
    const counts = within(screen.getByRole('group', { name: 'Wells by status' }));
    expect(counts.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All: 45',
      'Under: 40',
      'Projected over: 1',
      'Near (80%+): 3',
      'Over: 1',
    ]);
    expect(counts.getByRole('button', { name: 'All: 45' })).toHaveAttribute('aria-pressed', 'true');

    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Well',
      'Client',
      'Permit no.',
      'Permitted (MG)',
      'Used (MG)',
      '% used',
      'Pace (gal/day)',
      'Projected (MG)',
      'Crosses 100%',
      'Days above max',
      'Status',
    ]);
    const [, over, projected] = table.getAllByRole('row');
    expect(over).toHaveTextContent('CC-7Capitol Chemical—2425.251105.2%140,00051.291Already over0Over');
    expect(projected).toHaveTextContent(
      'EB-101Red Stick Water CompanyGP-2026-00196cut from 12054.32156.5%512,000149.553' +
        '09/17/20263Projected over',
    );
    expect(within(projected as HTMLElement).getByRole('link', { name: 'EB-101' })).toHaveAttribute(
      'href',
      '/well/edit/11',
    );
    // The sorts the server offers.
    for (const name of ['Well', 'Client', 'Used (MG)', '% used', 'Crosses 100%']) {
      expect(table.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(table.getByRole('columnheader', { name: '% used' })).toHaveAttribute('aria-sort', 'descending');
    expect(table.queryByRole('button', { name: 'Permitted (MG)' })).not.toBeInTheDocument();
  });

  it('asks the server for the chosen clients, well, day, status and sort, from the first page', async () => {
    stubScreenWidth(true);
    const { fetchMock, table, user } = await openReport({
      [getPermitUseEndpoint.path]: permitUseAnswer(ROWS, { totalCount: 60 }),
    });
    await table.findByText('EB-101');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ ...DEFAULT_QUERY, page: '2' }));

    const filters = within(screen.getByRole('form', { name: 'Permit filters' }));
    await user.click(filters.getByRole('combobox', { name: 'Clients' }));
    await user.click(await screen.findByRole('option', { name: 'Capitol Chemical' }));
    await user.keyboard('{Escape}');
    await user.type(filters.getByRole('searchbox', { name: 'Well number' }), ' CC ');
    await user.type(filters.getByLabelText('As of'), '2026-03-31');
    // Nothing is asked until Search, which goes back to the first page.
    expect(listQueries(fetchMock)).toHaveLength(2);
    await user.click(filters.getByRole('button', { name: 'Search' }));
    const filtered = { on: '2026-03-31', clientIds: '2', wellNumber: 'CC', ...DEFAULT_QUERY };
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual(filtered));
    expect(screen.getByText('Permit year 01/01/2026 – 12/31/2026, as of 03/31/2026')).toBeInTheDocument();

    // A count filters the list to its wells at once; pressed again, it shows them all.
    const counts = within(screen.getByRole('group', { name: 'Wells by status' }));
    await user.click(counts.getByRole('button', { name: 'Over: 1' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ ...filtered, status: 'over' }));
    expect(counts.getByRole('button', { name: 'Over: 1' })).toHaveAttribute('aria-pressed', 'true');

    // A column header sorts on the server, and goes back to the first page.
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ ...filtered, status: 'over', page: '2' }),
    );
    await user.click(table.getByRole('button', { name: 'Crosses 100%' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({
        ...filtered,
        status: 'over',
        sort: 'projectedCrossingOn',
        direction: 'asc',
      }),
    );
    await user.click(table.getByRole('button', { name: 'Crosses 100%' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({
        ...filtered,
        status: 'over',
        sort: 'projectedCrossingOn',
        direction: 'desc',
      }),
    );

    await user.click(counts.getByRole('button', { name: 'Over: 1' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({
        ...filtered,
        sort: 'projectedCrossingOn',
        direction: 'desc',
      }),
    );
    await user.click(filters.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({
        ...DEFAULT_QUERY,
        sort: 'projectedCrossingOn',
        direction: 'desc',
      }),
    );
  });

  it('downloads the CSV and the Excel file of the rows the filters match', async () => {
    stubScreenWidth(true);
    const createObjectURL = vi.fn(() => 'blob:permit-use');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { fetchMock, table, user } = await openReport({
      [getPermitUseEndpoint.path]: permitUseAnswer(ROWS),
      [downloadPermitUseEndpoint.path]: () => new Response('Well,Client\n', { status: 200 }),
    });
    await table.findByText('EB-101');
    const counts = within(screen.getByRole('group', { name: 'Wells by status' }));
    await user.click(counts.getByRole('button', { name: 'Projected over: 1' }));
    await user.type(screen.getByRole('searchbox', { name: 'Well number' }), 'EB');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listQueries(fetchMock)).toHaveLength(3));
    await user.click(table.getByRole('button', { name: 'Well' }));
    await waitFor(() => expect(listQueries(fetchMock)).toHaveLength(4));

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['permits-2026-as-of-2026-06-30.csv']));
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() =>
      expect(saved).toEqual(['permits-2026-as-of-2026-06-30.csv', 'permits-2026-as-of-2026-06-30.xlsx']),
    );
    const filtered = { status: 'projected', wellNumber: 'EB', sort: 'well', direction: 'asc' };
    expect(queries(fetchMock, downloadPermitUseEndpoint.path)).toEqual([
      { ...filtered, format: 'csv' },
      { ...filtered, format: 'xlsx' },
    ]);
  });

  it('says when the figures are from while the reporting copy is behind', async () => {
    stubScreenWidth(true);
    const asOf = new Date(2026, 5, 30, 11, 58);
    const { table } = await openReport({
      [getPermitUseEndpoint.path]: () => {
        const answer = permitUseAnswer(ROWS)();
        answer.headers.set(DATA_AS_OF_HEADER, asOf.toISOString());
        return answer;
      },
    });
    await table.findByText('EB-101');
    expect(
      screen.getByText(/^Figures as of Jun 30, 2026(,| at) 11:58\sAM: the reporting copy is behind\.$/),
    ).toBeInTheDocument();
  });

  it('says when no well has terms, and shows a failure with Try Again', async () => {
    stubScreenWidth(true);
    const answer = vi
      .fn<() => Response>()
      .mockReturnValueOnce(jsonResponse({ message: 'The database is not answering.' }, 503))
      .mockImplementation(permitUseAnswer([]));
    const { table, user } = await openReport({ [getPermitUseEndpoint.path]: answer });
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await table.findByText(NO_PERMITTED_WELLS)).toBeInTheDocument();
    expect(screen.getByLabelText('Totals')).toHaveTextContent('0 wells · 0 MG used of 0 MG permitted · —');
    expect(screen.queryByText(/A district cut/)).not.toBeInTheDocument();
  });

  it('stacks each well’s facts in one column on a phone', async () => {
    stubScreenWidth(false);
    const { table } = await openReport({ [getPermitUseEndpoint.path]: permitUseAnswer([PROJECTED]) });
    await table.findByText('EB-101');
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Permitted well',
    ]);
    const [, row] = table.getAllByRole('row');
    expect(row).toHaveTextContent(
      'EB-101Projected overRed Stick Water Company · permit GP-2026-00156.5%' +
        '54.321 MG used of 96 MG (cut from 120 MG)Pace 512,000 gal/day · projected 149.553 MG' +
        'Crosses 100% on 09/17/2026 · 3 days above the max',
    );
  });
});
