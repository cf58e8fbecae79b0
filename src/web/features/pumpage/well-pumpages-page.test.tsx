import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WellPumpageRow } from '../../../shared/contracts/pumpage';
import { signInAs } from '../../test/factories/session';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { LOOKUP_ANSWERS } from '../../test/factories/lookups';
import { deleteWellPumpagesEndpoint, listWellPumpagesEndpoint } from '../../../shared/contracts/pumpage';

const PAGE_PATH = listWellPumpagesEndpoint.path;
const DELETE_PATH = deleteWellPumpagesEndpoint.path;

function row(id: number): WellPumpageRow {
  return {
    id,
    wellNumber: `EB-${1000 + id}`,
    client: 'Red Stick Water Company',
    parish: 'East Baton Rouge',
    aquifer: '400-Foot Sand',
    date: '2025-01-15',
    pumpage: 12.5,
  };
}

/** Answers any page of `total` rows, honouring page and rowsPerPage of the query string. */
function pageAnswer(url: string, total: number) {
  const query = new URL(url, 'http://test').searchParams;
  const page = Number(query.get('page'));
  const size = Number(query.get('rowsPerPage'));
  const first = (page - 1) * size + 1;
  const ids = Array.from(
    { length: Math.max(0, Math.min(size, total - first + 1)) },
    (_, index) => first + index,
  );
  return jsonResponse({ message: 'ok', data: ids.map(row), totalCount: total });
}

function pageQueries(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith(PAGE_PATH))
    .map((url) => Object.fromEntries(new URL(url, 'http://test').searchParams));
}

const SLOW = { timeout: 30_000 };

describe('the well pumpage page', () => {
  beforeAll(() => import('./well-pumpages-page'), 60_000);

  it('asks the server for pages of 25 by default and offers 25, 50 and 100 rows per page', async () => {
    signInAs();
    const fetchMock = mockApi({ ...LOOKUP_ANSWERS, [PAGE_PATH]: (url) => pageAnswer(url, 120) });
    const { user } = renderApp('/well-pumpages');
    expect(await screen.findByText('EB-1001', {}, SLOW)).toBeInTheDocument();
    const year = new Date().getFullYear();
    expect(pageQueries(fetchMock)[0]).toEqual({
      page: '1',
      rowsPerPage: '25',
      sortBy: 'date',
      sortDirection: 'desc',
    });
    const firstBody = sentBody(fetchMock.mock.calls.find(([url]) => String(url).startsWith(PAGE_PATH))?.[1]);
    expect(firstBody).toMatchObject({ startDate: year, endDate: year, clientId: [] });

    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() =>
      expect(pageQueries(fetchMock).at(-1)).toMatchObject({ page: '1', rowsPerPage: '50' }),
    );
    expect(await screen.findByText('EB-1050')).toBeInTheDocument();
  });

  it('sends the well-number and date-range column filters to the server, from the first page', async () => {
    signInAs();
    const fetchMock = mockApi({ ...LOOKUP_ANSWERS, [PAGE_PATH]: (url) => pageAnswer(url, 120) });
    const { user } = renderApp('/well-pumpages');
    expect(await screen.findByText('EB-1001', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(pageQueries(fetchMock).at(-1)).toMatchObject({ page: '2' }));

    await user.type(screen.getByLabelText('Filter by Well Number'), 'eb-10');
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2025-03-31' } });
    const lastPageBody = () =>
      sentBody(fetchMock.mock.calls.filter(([url]) => String(url).startsWith(PAGE_PATH)).at(-1)?.[1]);
    await waitFor(() =>
      expect(lastPageBody()).toMatchObject({
        wellNumber: 'eb-10',
        startDateTime: '2025-03-01',
        endDateTime: '2025-03-31',
      }),
    );
    expect(pageQueries(fetchMock).at(-1)).toMatchObject({ page: '1' });
  });

  it('selects all results 100 rows a request, showing progress', async () => {
    signInAs();
    let releaseSecondPage: () => void = () => undefined;
    const secondPageHeld = new Promise<void>((resolve) => (releaseSecondPage = resolve));
    const fetchMock = mockApi({
      ...LOOKUP_ANSWERS,
      [PAGE_PATH]: async (url) => {
        const query = new URL(url, 'http://test').searchParams;
        if (query.get('rowsPerPage') === '100' && query.get('page') === '2') await secondPageHeld;
        return pageAnswer(url, 250);
      },
    });
    const { user } = renderApp('/well-pumpages');
    expect(await screen.findByText('EB-1001', {}, SLOW)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Select All' }));
    expect(await screen.findByText('Selecting 100 of 250…')).toBeInTheDocument();
    releaseSecondPage();
    expect(await screen.findByText('250 selected')).toBeInTheDocument();
    const selectAllPages = pageQueries(fetchMock).filter((query) => query.rowsPerPage === '100');
    expect(selectAllPages.map((query) => query.page)).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it('stops selecting when Select All is cancelled', async () => {
    signInAs();
    let releaseSecondPage: () => void = () => undefined;
    const secondPageHeld = new Promise<void>((resolve) => (releaseSecondPage = resolve));
    mockApi({
      ...LOOKUP_ANSWERS,
      [PAGE_PATH]: async (url) => {
        const query = new URL(url, 'http://test').searchParams;
        if (query.get('rowsPerPage') === '100' && query.get('page') === '2') await secondPageHeld;
        return pageAnswer(url, 250);
      },
    });
    const { user } = renderApp('/well-pumpages');
    expect(await screen.findByText('EB-1001', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    expect(await screen.findByText('Selecting 100 of 250…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    releaseSecondPage();
    expect(await screen.findByRole('button', { name: 'Select All' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    expect(screen.queryByText(/Selecting/)).not.toBeInTheDocument();
  });

  it('asks before deleting and shows the default failure text when the server sends no message', async () => {
    signInAs();
    const fetchMock = mockApi({
      ...LOOKUP_ANSWERS,
      [PAGE_PATH]: (url) => pageAnswer(url, 3),
      [DELETE_PATH]: () => new Response('', { status: 500 }),
    });
    const { user } = renderApp('/well-pumpages');
    const cell = await screen.findByText('EB-1002', {}, SLOW);
    const tableRow = cell.closest('tr');
    if (!tableRow) throw new Error('row not found');
    await user.click(within(tableRow).getByRole('checkbox'));
    expect(screen.getByText('1 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Pumpage' });
    expect(dialog).toHaveTextContent('Delete 1 selected pumpage row? This cannot be undone.');
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith(DELETE_PATH))).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('An error occurred while deleting well pumpages.')).toBeInTheDocument();
    const deleteCall = fetchMock.mock.calls.find(([url]) => String(url).startsWith(DELETE_PATH));
    expect(sentBody(deleteCall?.[1])).toEqual([2]);
  });

  it('says so when nothing matches, and hides deleting from owners', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [1] });
    mockApi({
      ...LOOKUP_ANSWERS,
      [PAGE_PATH]: () => jsonResponse({ message: 'ok', data: [], totalCount: 0 }),
    });
    renderApp('/well-pumpages');
    expect(await screen.findByText('No pumpage matches these filters.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete selected' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
  });
});
