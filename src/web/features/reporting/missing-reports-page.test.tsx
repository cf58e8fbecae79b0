import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  downloadMissingReportsEndpoint,
  getMissingReportsEndpoint,
  sendRemindersEndpoint,
} from '../../../shared/contracts/reporting-calendar';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { LOOKUP_ANSWERS } from '../../test/factories/lookups';
import {
  missingReportRow,
  missingReportsAnswer,
  reminderSent,
  sendRemindersAnswer,
} from '../../test/factories/reporting';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';
import { stubScreenWidth } from '../../test/screen-width';
import { NO_MISSING_REPORTS, REMIND_ALL_QUESTION } from './missing-reports-page';

const SLOW = { timeout: 30_000 };
const PAGE = '/reports/missing-reports';

beforeAll(() => import('./missing-reports-page'), 60_000);

/** Overdue since the end of November, reminded three times: the second failed and will be retried. */
const OVERDUE = missingReportRow({
  reminders: [
    reminderSent(),
    reminderSent({
      kind: 'overdue',
      outcome: 'failed',
      sentAt: null,
      claimedAt: '2026-12-01T15:00:00.000Z',
    }),
    reminderSent({
      kind: 'still-overdue',
      sequence: 2,
      sentAt: '2026-12-08T15:00:00.000Z',
      claimedAt: '2026-12-08T15:00:00.000Z',
    }),
  ],
});
/** A well of another client reporting by file: November's report is due, nothing sent yet. */
const DUE = missingReportRow({
  clientId: 2,
  clientName: 'Capitol Chemical',
  wellId: 12,
  wellNumber: 'CC-7',
  reportsBy: 'file',
  periodKey: '2026-11',
  periodLabel: 'November 2026',
  periodEnd: '2026-11-30',
  dueOn: '2026-12-30',
  status: 'due',
  daysOverdue: 0,
  lastReadingOn: null,
  reminders: [],
});
const ROWS = [OVERDUE, DUE];

async function openList(answers: Parameters<typeof mockApi>[0]) {
  signInAs({ role: ['Researcher'], accessLevel: 50 });
  const fetchMock = mockApi({ ...LOOKUP_ANSWERS, ...answers });
  const app = renderApp(PAGE);
  await screen.findByRole('heading', { name: 'Missing Reports', level: 1 }, SLOW);
  const table = await screen.findByRole('table', { name: 'Missing reports' });
  return { ...app, fetchMock, table: within(table) };
}

/** The query of each GetMissingReports call, in order. */
const listQueries = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://portal.test'))
    .filter((url) => url.pathname === getMissingReportsEndpoint.path)
    .map((url) => Object.fromEntries(url.searchParams));

const sends = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === sendRemindersEndpoint.path) as [
    string,
    RequestInit,
  ][];

const DEFAULT_QUERY = { sort: 'daysOverdue', direction: 'desc', page: '1', pageSize: '25' };

// The first test of a shuffled run loads the layout and page: seconds on a busy two-core machine.
describe('the missing reports list', { timeout: 60_000 }, () => {
  it('lists each missing report with its well, dates and reminders, and the counts by status', async () => {
    stubScreenWidth(true);
    const { fetchMock, table } = await openList({
      [getMissingReportsEndpoint.path]: missingReportsAnswer(ROWS, { counts: { due: 4, overdue: 7 } }),
    });
    await table.findByText('EB-101');
    expect(listQueries(fetchMock)).toEqual([DEFAULT_QUERY]);

    const counts = within(screen.getByLabelText('Missing reports by status'));
    expect(counts.getByText('4 due')).toBeInTheDocument();
    expect(counts.getByText('7 overdue')).toBeInTheDocument();

    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Period',
      'Client',
      'Well',
      'Due date',
      'Days overdue',
      'Last reading',
      'Reminders',
      'Actions',
    ]);
    const [, overdue, due] = table.getAllByRole('row');
    expect(overdue).toHaveTextContent(
      'October 2026Red Stick Water CompanyEB-101meter11/30/202610 days09/30/2026' +
        'Due soon 23 NovOverdue 1 Dec (Failed, will retry)Still overdue #2 8 DecRemind',
    );
    expect(due).toHaveTextContent('November 2026Capitol ChemicalCC-7file12/30/2026DueNone—Remind');
    expect(within(overdue as HTMLElement).getByRole('link', { name: 'EB-101' })).toHaveAttribute(
      'href',
      '/well/edit/11',
    );
    // The sorts the server offers: the period, client, well and days overdue.
    for (const name of ['Period', 'Client', 'Well', 'Days overdue']) {
      expect(table.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(table.getByRole('columnheader', { name: 'Days overdue' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(table.queryByRole('button', { name: 'Due date' })).not.toBeInTheDocument();
  });

  it('asks the server for the chosen period, clients, status, well and sort, from the first page', async () => {
    stubScreenWidth(true);
    const { fetchMock, table, user } = await openList({
      [getMissingReportsEndpoint.path]: missingReportsAnswer(ROWS, { totalCount: 60 }),
    });
    await table.findByText('EB-101');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ ...DEFAULT_QUERY, page: '2' }));
    const filters = within(screen.getByRole('form', { name: 'Missing report filters' }));

    await user.click(filters.getByRole('combobox', { name: 'Period' }));
    const periods = await screen.findAllByRole('option');
    expect(periods.map((option) => option.textContent)).toEqual([
      'All periods of the last year',
      'November 2026',
      'October 2026',
    ]);
    await user.click(screen.getByRole('option', { name: 'October 2026' }));

    await user.click(filters.getByRole('combobox', { name: 'Clients' }));
    await user.click(await screen.findByRole('option', { name: 'Capitol Chemical' }));
    await user.click(screen.getByRole('option', { name: 'Red Stick Water Company' }));
    await user.keyboard('{Escape}');
    expect(filters.getByRole('combobox', { name: 'Clients' })).toHaveTextContent(
      'Red Stick Water Company, Capitol Chemical',
    );

    await user.click(filters.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Overdue' }));
    await user.type(filters.getByRole('searchbox', { name: 'Well number' }), ' EB ');
    // Nothing is asked until Search, which goes back to the first page.
    expect(listQueries(fetchMock)).toHaveLength(2);
    await user.click(filters.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listQueries(fetchMock)).toHaveLength(3));
    const filtered = {
      period: '2026-10',
      clientIds: '2,1',
      status: 'overdue',
      wellNumber: 'EB',
      ...DEFAULT_QUERY,
    };
    expect(listQueries(fetchMock).at(-1)).toEqual(filtered);

    // A column header sorts on the server, and goes back to the first page.
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ ...filtered, page: '2' }));
    await user.click(table.getByRole('button', { name: 'Client' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ ...filtered, sort: 'client', direction: 'asc' }),
    );
    await user.click(table.getByRole('button', { name: 'Client' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ ...filtered, sort: 'client', direction: 'desc' }),
    );

    await user.click(filters.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ ...DEFAULT_QUERY, sort: 'client', direction: 'desc' }),
    );
    expect(filters.getByRole('combobox', { name: 'Clients' })).toHaveTextContent('All clients');
  });

  it('reminds one row’s client, says what the server did and reads the list again', async () => {
    stubScreenWidth(true);
    const { fetchMock, table, user } = await openList({
      [getMissingReportsEndpoint.path]: missingReportsAnswer(ROWS),
      [sendRemindersEndpoint.path]: sendRemindersAnswer({ message: 'Sent 1 reminder to Capitol Chemical.' }),
    });
    await table.findByText('CC-7');
    await user.click(table.getByRole('button', { name: 'Remind Capitol Chemical' }));

    expect(await screen.findByText('Sent 1 reminder to Capitol Chemical.')).toBeInTheDocument();
    const posted = sends(fetchMock);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.[1].method).toBe('POST');
    expect(sentBody(posted[0]?.[1])).toEqual({ clientIds: [2] });
    await waitFor(() => expect(listQueries(fetchMock)).toHaveLength(2));
  });

  it('asks before reminding every client, and sends nothing when cancelled', async () => {
    stubScreenWidth(true);
    const { fetchMock, table, user } = await openList({
      [getMissingReportsEndpoint.path]: missingReportsAnswer(ROWS),
      [sendRemindersEndpoint.path]: sendRemindersAnswer({
        message: 'Sent 3 reminders; 2 clients were reminded before.',
        sent: 3,
        alreadyReminded: 2,
      }),
    });
    await table.findByText('EB-101');

    await user.click(screen.getByRole('button', { name: 'Remind all' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remind all' }, SLOW));
    expect(dialog.getByText(REMIND_ALL_QUESTION)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sends(fetchMock)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remind all' }));
    const again = within(await screen.findByRole('dialog', { name: 'Remind all' }));
    await user.click(again.getByRole('button', { name: 'Send reminders' }));
    expect(await screen.findByText('Sent 3 reminders; 2 clients were reminded before.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sends(fetchMock).map(([, init]) => sentBody(init))).toEqual([{}]);
    await waitFor(() => expect(listQueries(fetchMock)).toHaveLength(2));
  });

  it('downloads the CSV of the rows the filters match', async () => {
    stubScreenWidth(true);
    const createObjectURL = vi.fn(() => 'blob:missing-reports');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { fetchMock, table, user } = await openList({
      [getMissingReportsEndpoint.path]: missingReportsAnswer(ROWS),
      [downloadMissingReportsEndpoint.path]: () => new Response('Period,Client\n', { status: 200 }),
    });
    await table.findByText('EB-101');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Due' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listQueries(fetchMock)).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['missing-reports-2026-12-10.csv']));
    const url = fetchMock.mock.calls
      .map(([called]) => new URL(String(called), 'http://portal.test'))
      .find((called) => called.pathname === downloadMissingReportsEndpoint.path);
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      status: 'due',
      sort: 'daysOverdue',
      direction: 'desc',
    });
  });

  it('says when every well has reported, and shows a failure with Try Again', async () => {
    stubScreenWidth(true);
    const answer = vi
      .fn<() => Response>()
      .mockReturnValueOnce(jsonResponse({ message: 'The database is not answering.' }, 503))
      .mockImplementation(missingReportsAnswer([]));
    const { table, user } = await openList({ [getMissingReportsEndpoint.path]: answer });
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await table.findByText(NO_MISSING_REPORTS)).toBeInTheDocument();
    expect(screen.getByText('0 due')).toBeInTheDocument();
  });

  it('stacks each report’s facts in one column on a phone', async () => {
    stubScreenWidth(false);
    const { table } = await openList({ [getMissingReportsEndpoint.path]: missingReportsAnswer([OVERDUE]) });
    await table.findByText('EB-101');
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Missing report',
      'Actions',
    ]);
    const [, row] = table.getAllByRole('row');
    expect(row).toHaveTextContent(
      'EB-101meter10 daysRed Stick Water CompanyOctober 2026 · due 11/30/2026Last reading 09/30/2026' +
        'Reminders: Due soon 23 Nov, Overdue 1 Dec (Failed, will retry), Still overdue #2 8 DecRemind',
    );
  });
});
