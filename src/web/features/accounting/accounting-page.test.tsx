import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountingConnectionEndpoint,
  syncInvoiceEndpoint,
  syncLogEndpoint,
  type AccountingConnection,
  type SyncLogEntry,
} from '../../../shared/contracts/accounting';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { accountingConnection, notConnected, syncLogEntry } from '../../test/factories/accounting';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';
import { stubScreenWidth } from '../../test/screen-width';
import { formatInstant } from './format';

const SLOW = { timeout: 30_000 };
const PAGE = '/management/accounting';
const RESEARCHER = { role: ['Researcher'], accessLevel: 50 };

const SYNCED = syncLogEntry();
const AUTOMATIC_FAILURE = syncLogEntry({
  id: 2,
  invoiceId: 8,
  invoiceNumber: '2026-Q1-00008',
  clientName: 'Bayou Irrigation',
  byName: null,
  outcome: 'failed',
  detail: 'Business Validation Error: The customer Bayou Irrigation is inactive.',
  accountingInvoiceId: null,
});

interface Answers {
  connection?: () => Response;
  log?: (url: string) => Response;
  sync?: () => Response;
}

function mockAccounting(answers: Answers = {}) {
  return mockApi({
    [accountingConnectionEndpoint.path]:
      answers.connection ?? (() => jsonResponse({ message: 'OK', data: accountingConnection() })),
    [syncLogEndpoint.path]:
      answers.log ??
      (() => jsonResponse({ message: 'OK', data: [AUTOMATIC_FAILURE, SYNCED], totalCount: 2 })),
    [syncInvoiceEndpoint.path]:
      answers.sync ??
      (() =>
        jsonResponse({
          message: 'OK',
          data: { invoiceId: 8, accountingInvoiceId: '146', action: 'created', paymentRecorded: false },
        })),
  });
}

const connectionAnswer = (connection: AccountingConnection) => () =>
  jsonResponse({ message: 'OK', data: connection });

const urlsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(path));

const logQueries = (fetchMock: ReturnType<typeof mockApi>) =>
  urlsTo(fetchMock, syncLogEndpoint.path).map((url) =>
    Object.fromEntries(new URL(url, 'http://test').searchParams),
  );

const connectionCard = () => within(screen.getByRole('region', { name: 'Connection' }));

function rowOf(invoiceNumber: string): HTMLElement {
  const row = screen.getByRole('link', { name: invoiceNumber }).closest('tr');
  if (!row) throw new Error(`no row for ${invoiceNumber}`);
  return row;
}

describe('the Accounting page', () => {
  beforeAll(() => import('./accounting-page'), 60_000);

  it('shows an Admin the connection with Reconnect and Disconnect', async () => {
    signInAs();
    mockAccounting();
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Sandbox Ledger' }, SLOW)).toBeInTheDocument();
    const card = connectionCard();
    expect(card.getByText('Connected')).toBeInTheDocument();
    expect(card.getByText('Sandbox')).toBeInTheDocument();
    expect(card.getByText('9130355377381')).toBeInTheDocument();
    expect(card.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(card.getByText(formatInstant('2026-11-20T15:00:00.000Z'))).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Reconnect' })).toHaveAttribute('href', '/accounting/auth');
    expect(card.getByRole('link', { name: 'Disconnect' })).toHaveAttribute('href', '/accounting/disconnect');
  });

  it('offers an Admin Connect, and no Disconnect, when nothing is connected', async () => {
    signInAs();
    mockAccounting({ connection: connectionAnswer(notConnected()) });
    renderApp(PAGE);
    expect(await screen.findByText('Not connected', {}, SLOW)).toBeInTheDocument();
    expect(connectionCard().getByRole('link', { name: 'Connect' })).toHaveAttribute(
      'href',
      '/accounting/auth',
    );
    expect(connectionCard().queryByRole('link', { name: 'Disconnect' })).not.toBeInTheDocument();
  });

  it('warns, in the service’s words, when the connection needs reconnecting', async () => {
    signInAs();
    mockAccounting({
      connection: connectionAnswer(
        accountingConnection({
          service: 'quickbooks',
          serviceName: 'QuickBooks',
          environment: 'production',
          status: 'needs_reconnection',
          problem: 'The refresh token has expired.',
        }),
      ),
    });
    renderApp(PAGE);
    const warning = await screen.findByRole('alert', {}, SLOW);
    expect(warning).toHaveTextContent('Needs reconnection');
    expect(warning).toHaveTextContent('The refresh token has expired.');
    expect(connectionCard().getByText('Production')).toBeInTheDocument();
    expect(connectionCard().getByRole('link', { name: 'Reconnect' })).toBeInTheDocument();
  });

  it('shows other staff the connection without the buttons, and who connects it', async () => {
    signInAs(RESEARCHER);
    mockAccounting();
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Sandbox Ledger' }, SLOW)).toBeInTheDocument();
    expect(
      connectionCard().getByText('An Admin connects the portal to Sandbox Ledger and disconnects it.'),
    ).toBeInTheDocument();
    expect(connectionCard().queryByRole('link', { name: /Connect/ })).not.toBeInTheDocument();
    expect(connectionCard().queryByRole('link', { name: 'Disconnect' })).not.toBeInTheDocument();
  });

  it('lists the syncs: invoice link, client, who (or the portal), outcome and the service’s text', async () => {
    signInAs(RESEARCHER);
    const fetchMock = mockAccounting();
    renderApp(PAGE);
    expect(await screen.findByRole('link', { name: '2026-Q1-00008' }, SLOW)).toHaveAttribute(
      'href',
      '/payment/view-invoice/8',
    );
    const failed = within(rowOf('2026-Q1-00008'));
    expect(failed.getByText('Bayou Irrigation')).toBeInTheDocument();
    expect(failed.getByText('Portal (automatic)')).toBeInTheDocument();
    expect(failed.getByText('Failed')).toBeInTheDocument();
    expect(failed.getByText(AUTOMATIC_FAILURE.detail)).toBeInTheDocument();
    expect(failed.getByRole('button', { name: 'Retry invoice 2026-Q1-00008' })).toBeInTheDocument();

    const synced = within(rowOf('2026-Q1-00005'));
    expect(synced.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(synced.getByText('Synced')).toBeInTheDocument();
    expect(synced.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(logQueries(fetchMock)[0]).toEqual({ page: '1', pageSize: '25' });
  });

  it('sends the outcome and the search to the server from the first page', async () => {
    signInAs();
    const fetchMock = mockAccounting();
    const { user } = renderApp(PAGE);
    await screen.findByRole('link', { name: '2026-Q1-00008' }, SLOW);

    await user.click(screen.getByLabelText('Outcome'));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await user.type(screen.getByLabelText('Invoice number or client'), ' Bayou ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(logQueries(fetchMock).at(-1)).toEqual({
        outcome: 'failed',
        search: 'Bayou',
        page: '1',
        pageSize: '25',
      }),
    );
  });

  it('pages with 25, 50 or 100 rows', async () => {
    signInAs();
    const fetchMock = mockAccounting({
      log: () => jsonResponse({ message: 'OK', data: [SYNCED], totalCount: 120 }),
    });
    const { user } = renderApp(PAGE);
    await screen.findByRole('link', { name: '2026-Q1-00005' }, SLOW);
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const sizes = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(sizes).toEqual(['25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(logQueries(fetchMock).at(-1)).toEqual({ page: '1', pageSize: '50' }));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(logQueries(fetchMock).at(-1)).toEqual({ page: '2', pageSize: '50' }));
  });

  it('says so when nothing has been synced yet', async () => {
    signInAs();
    mockAccounting({ log: () => jsonResponse({ message: 'OK', data: [], totalCount: 0 }) });
    renderApp(PAGE);
    expect(await screen.findByText('No syncs yet', {}, SLOW)).toBeInTheDocument();
  });

  it('shows why the log did not load, and loads it again on request', async () => {
    signInAs();
    let fail = true;
    mockAccounting({
      log: () =>
        fail
          ? jsonResponse({ message: 'The sync log is unavailable.' }, 500)
          : jsonResponse({ message: 'OK', data: [SYNCED], totalCount: 1 }),
    });
    const { user } = renderApp(PAGE);
    expect(await screen.findByText('The sync log is unavailable.', {}, SLOW)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: '2026-Q1-00005' })).toBeInTheDocument();
  });

  it('retries a failed sync, says how it went, and refreshes the log and the connection', async () => {
    signInAs(RESEARCHER);
    let retried = false;
    const retriedEntry: SyncLogEntry = syncLogEntry({
      id: 3,
      invoiceId: 8,
      invoiceNumber: '2026-Q1-00008',
      clientName: 'Bayou Irrigation',
      detail: 'Created invoice 146',
    });
    const fetchMock = mockAccounting({
      log: () =>
        jsonResponse({
          message: 'OK',
          data: retried ? [retriedEntry, AUTOMATIC_FAILURE, SYNCED] : [AUTOMATIC_FAILURE, SYNCED],
          totalCount: retried ? 3 : 2,
        }),
      sync: () => {
        retried = true;
        return jsonResponse({
          message: 'OK',
          data: { invoiceId: 8, accountingInvoiceId: '146', action: 'created', paymentRecorded: false },
        });
      },
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Retry invoice 2026-Q1-00008' }, SLOW));

    expect(await screen.findByText('Invoice 2026-Q1-00008 synced: created.')).toBeInTheDocument();
    const syncs = fetchMock.mock.calls.filter(([url]) => String(url).startsWith(syncInvoiceEndpoint.path));
    expect(syncs.map(([url, init]) => [String(url), init?.method])).toEqual([
      [`${syncInvoiceEndpoint.path}?invoiceId=8`, 'PUT'],
    ]);
    expect(await screen.findByText('Created invoice 146')).toBeInTheDocument();
    expect(urlsTo(fetchMock, accountingConnectionEndpoint.path).length).toBeGreaterThan(1);
  });

  it('says why a retry failed, in the service’s words', async () => {
    signInAs(RESEARCHER);
    mockAccounting({
      sync: () => jsonResponse({ message: 'The customer Bayou Irrigation is inactive.' }, 502),
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Retry invoice 2026-Q1-00008' }, SLOW));
    expect(
      await screen.findByText(
        'Invoice 2026-Q1-00008 did not sync: The customer Bayou Irrigation is inactive.',
      ),
    ).toBeInTheDocument();
  });

  it('stacks each sync in one column on a phone, beside its Retry', async () => {
    stubScreenWidth(false);
    signInAs();
    mockAccounting();
    renderApp(PAGE);
    const table = await screen.findByRole('table', { name: 'Sync log' }, SLOW);
    await within(table).findByRole('link', { name: '2026-Q1-00008' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sync', 'Actions']);
    const failed = within(rowOf('2026-Q1-00008'));
    expect(failed.getByText('Bayou Irrigation')).toBeInTheDocument();
    expect(failed.getByText(/Portal \(automatic\)/)).toBeInTheDocument();
    expect(failed.getByText(AUTOMATIC_FAILURE.detail)).toBeInTheDocument();
    expect(failed.getByRole('button', { name: 'Retry invoice 2026-Q1-00008' })).toBeInTheDocument();
  });
});
