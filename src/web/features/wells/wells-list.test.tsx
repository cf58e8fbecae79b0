import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WellListRow } from '../../../shared/contracts/wells';
import { signInAs } from '../../test/factories/session';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { wellsCsv } from './wells-csv';
import { LOOKUP_ANSWERS } from '../../test/factories/lookups';
import { wellRow } from '../../test/factories/wells';
import { listWellsEndpoint } from '../../../shared/contracts/wells';

const ROWS: WellListRow[] = [
  wellRow({ id: 1, wellNumber: 'EB-101', wellDepth: 420 }),
  wellRow({ id: 2, wellNumber: 'EB-102', wellDepth: 650, aquiferId: 12, aquiferName: '600-Foot Sand' }),
  wellRow({ id: 3, wellNumber: 'EB-103', wellDepth: 900, clientWellName: '=HYPERLINK("x")' }),
];

function mockWells() {
  return mockApi({
    ...LOOKUP_ANSWERS,
    [listWellsEndpoint.path]: () => jsonResponse({ message: 'ok', data: ROWS }),
  });
}

function listBodies(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(listWellsEndpoint.path))
    .map(([, init]) => sentBody(init));
}

async function chooseOption(user: ReturnType<typeof renderApp>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

/** The layout, the page and the table take several seconds to appear in jsdom on two cores. */
const SLOW = { timeout: 30_000 };

describe('the wells list', () => {
  // Loading the lazily imported pages (MUI, the table) takes seconds in jsdom; do it once, untimed.
  beforeAll(
    () => Promise.all([import('./wells-page'), import('./owner-wells-page'), import('./wells-list')]),
    60_000,
  );

  it('keeps the applied filters and the table state in local storage and restores them on return', async () => {
    signInAs();
    const fetchMock = mockWells();
    const first = renderApp('/wells');
    const { user } = first;
    expect(await screen.findByRole('link', { name: 'View well EB-101' }, SLOW)).toHaveAttribute(
      'href',
      '/well/edit/1',
    );

    await chooseOption(user, 'Aquifer', '400-Foot Sand');
    await chooseOption(user, 'Aquifer', '600-Foot Sand');
    // Letters are refused as they are typed, not silently dropped by the search.
    await user.type(screen.getByLabelText('Min Depth'), '4o0ft0');
    expect(screen.getByLabelText('Min Depth')).toHaveValue('400');
    await user.type(screen.getByLabelText('Max Depth'), '700');
    await user.type(screen.getByLabelText('Well Number'), 'eb{Enter}');
    const applied = {
      clientId: [],
      aquiferId: [11, 12],
      wellUseId: [],
      parishId: [],
      wellNumber: 'eb',
      minDepth: 400,
      maxDepth: 700,
    };
    await waitFor(() => expect(listBodies(fetchMock).at(-1)).toEqual(applied));
    // Unsorted at first (the server's order); the first click sorts ascending, the second descending.
    await user.click(screen.getByRole('button', { name: 'Well Number' }));
    await user.click(screen.getByRole('button', { name: 'Well Number' }));
    await user.type(screen.getByPlaceholderText('Filter by Owner Well Name'), 'Plant');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('gcd.wells.staff.table') ?? 'null')).toMatchObject({
        sorting: [{ id: 'wellNumber', desc: true }],
        columnFilters: [{ id: 'clientWellName', value: 'Plant' }],
      }),
    );
    expect(JSON.parse(localStorage.getItem('gcd.wells.staff.filter') ?? 'null')).toEqual(applied);
    first.unmount();

    const second = renderApp('/wells');
    expect(await second.findByLabelText('Min Depth', {}, SLOW)).toHaveValue('400');
    expect(second.getByLabelText('Max Depth')).toHaveValue('700');
    expect(second.getByLabelText('Well Number')).toHaveValue('eb');
    await waitFor(() => expect(listBodies(fetchMock).at(-1)).toEqual(applied));
    expect(second.getByPlaceholderText('Filter by Owner Well Name')).toHaveValue('Plant');
    const rows = await second.findAllByRole('link', { name: /^View well/ }, SLOW);
    // Sorted by well number, descending; EB-103's owner well name does not contain 'Plant'.
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'View well EB-102',
      'View well EB-101',
    ]);
  }, 60_000);

  it('restores the page of the table', async () => {
    signInAs();
    const many = Array.from({ length: 30 }, (_, index) =>
      wellRow({ id: index + 1, wellNumber: `EB-${String(index + 1).padStart(3, '0')}` }),
    );
    mockApi({
      ...LOOKUP_ANSWERS,
      [listWellsEndpoint.path]: () => jsonResponse({ message: 'ok', data: many }),
    });
    const first = renderApp('/wells');
    await first.findByRole('link', { name: 'View well EB-001' }, SLOW);
    await first.user.click(first.getByRole('button', { name: 'Go to next page' }));
    await first.findByRole('link', { name: 'View well EB-026' });
    first.unmount();

    const second = renderApp('/wells');
    expect(await second.findByRole('link', { name: 'View well EB-026' }, SLOW)).toBeInTheDocument();
    expect(second.queryByRole('link', { name: 'View well EB-001' })).not.toBeInTheDocument();
  }, 60_000);

  it('clears and applies the empty filter on Reset, and refuses a maximum below the minimum', async () => {
    signInAs();
    const fetchMock = mockWells();
    const { user } = renderApp('/wells');
    await screen.findByRole('link', { name: 'View well EB-101' }, SLOW);
    await user.type(screen.getByLabelText('Min Depth'), '500');
    await user.type(screen.getByLabelText('Max Depth'), '100');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Maximum depth must not be below the minimum depth')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Min Depth')).toHaveValue('');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('gcd.wells.staff.filter') ?? 'null')).toMatchObject({
        minDepth: null,
      }),
    );
    expect(listBodies(fetchMock).every((body) => (body as { minDepth: unknown }).minDepth === null)).toBe(
      true,
    );
  }, 60_000);

  it('shows owners no client filter and links to the owner’s well page; no New Well below staff', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [1] });
    mockWells();
    renderApp('/client/well/all-wells/');
    expect(await screen.findByRole('link', { name: 'View well EB-101' }, SLOW)).toHaveAttribute(
      'href',
      '/well/client-edit/1',
    );
    expect(screen.getByRole('combobox', { name: 'Aquifer' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Well' })).not.toBeInTheDocument();
  }, 60_000);

  it('shows a user below level 20 the table without filters', async () => {
    signInAs({ role: ['User'], accessLevel: 10, clientIds: [1] });
    mockApi({ [listWellsEndpoint.path]: () => jsonResponse({ message: 'ok', data: ROWS }) });
    renderApp('/client/well/all-wells/');
    await screen.findByRole('link', { name: 'View well EB-101' }, SLOW);
    expect(screen.queryByRole('form', { name: 'Well filters' })).not.toBeInTheDocument();
  }, 60_000);

  it('shows a load failure with a retry', async () => {
    signInAs();
    mockApi({
      ...LOOKUP_ANSWERS,
      [listWellsEndpoint.path]: () => jsonResponse({ message: 'Database is down.' }, 500),
    });
    renderApp('/wells');
    const alert = await screen.findByText('Database is down.', {}, SLOW);
    expect(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try Again' }),
    ).toBeInTheDocument();
  }, 60_000);
});

describe('the wells CSV', () => {
  it('has a header, one line per row, and no formula cells', async () => {
    const lines = (await wellsCsv(ROWS))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/^Well Number,Owner Well Name,Client,Aquifer,/);
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain('EB-102');
    expect(lines[3]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain('-91.1875556');
  });
});
