import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncInvoiceEndpoint } from '../../../shared/contracts/accounting';
import { listInvoicesEndpoint, type InvoiceSummary } from '../../../shared/contracts/invoice-lists';
import { updateInvoiceVisibilityEndpoint } from '../../../shared/contracts/invoices';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { invoiceSummary } from '../../test/factories/invoices';
import { LOOKUP_ANSWERS } from '../../test/factories/lookups';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';
import { SELECTED_SYNCED } from './bulk-invoice-sync-run';
import { NO_INVOICES_SELECTED, NO_ROWS_SELECTED, NO_VALID_ROWS_SELECTED } from './selection-messages';

const SLOW = { timeout: 30_000 };
const ROWS = [
  invoiceSummary({ id: 1, invoiceNumber: '2026-Q1-00001', isVisible: false }),
  invoiceSummary({
    id: 2,
    invoiceNumber: '2026-Q1-00002',
    clientName: 'Capitol Chemical',
    hasPaid: true,
    accountingInvoiceId: '144',
  }),
  invoiceSummary({
    id: 3,
    invoiceNumber: '2026-Q1-00003',
    isVisible: false,
    accountingInvoiceId: '145',
    accountingOutOfDate: true,
  }),
];

type Answer = (url: string) => Response | Promise<Response>;

const synced: Answer = (url) => {
  const invoiceId = Number(new URL(url, 'http://test').searchParams.get('invoiceId'));
  return jsonResponse({
    message: `Updated invoice ${invoiceId + 144}`,
    data: {
      invoiceId,
      accountingInvoiceId: String(invoiceId + 144),
      action: 'updated',
      paymentRecorded: false,
    },
  });
};

function mockInvoices(sync: Answer = synced, rows: InvoiceSummary[] = ROWS) {
  return mockApi({
    ...LOOKUP_ANSWERS,
    [listInvoicesEndpoint.path]: () => jsonResponse({ message: 'OK', data: rows, totalCount: rows.length }),
    [updateInvoiceVisibilityEndpoint.path]: () =>
      jsonResponse({ message: 'Updated visibility successfully', updated: 2 }),
    [syncInvoiceEndpoint.path]: sync,
  });
}

/** Ticks the row of each invoice number given. */
async function selectRows(user: ReturnType<typeof renderApp>['user'], ...invoiceNumbers: string[]) {
  const table = screen.getByRole('table', { name: 'Invoices' });
  for (const invoiceNumber of invoiceNumbers) {
    const row = within(table).getByText(invoiceNumber).closest('tr');
    if (!row) throw new Error(`no row for ${invoiceNumber}`);
    await user.click(within(row).getByRole('checkbox', { name: 'Toggle select row' }));
  }
}

const syncedIds = (fetchMock: ReturnType<typeof mockApi>) =>
  calls(fetchMock, syncInvoiceEndpoint.path).map(([url]) =>
    new URL(String(url), 'http://test').searchParams.get('invoiceId'),
  );

const calls = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));

describe('the invoices page', () => {
  beforeAll(() => import('./invoices-page'), 60_000);

  it('asks for this year’s invoices, 100 a page, newest quarter first', async () => {
    localStorage.clear();
    signInAs();
    const fetchMock = mockInvoices();
    renderApp('/invoices');
    expect(await screen.findByText('2026-Q1-00002', {}, SLOW)).toBeInTheDocument();
    const [url, init] = calls(fetchMock, listInvoicesEndpoint.path)[0] ?? [];
    expect(Object.fromEntries(new URL(String(url), 'http://test').searchParams)).toEqual({
      page: '1',
      pageSize: '100',
      sortBy: 'period',
      sortDirection: 'desc',
    });
    expect(sentBody(init)).toEqual({
      year: [new Date().getFullYear()],
      quaters: [],
      clientIds: [],
      hasPaid: null,
    });
  });

  it('says when no row is selected, and makes only the unpaid selected invoices visible', async () => {
    localStorage.clear();
    signInAs();
    const fetchMock = mockInvoices();
    const { user } = renderApp('/invoices');
    await screen.findByText('2026-Q1-00001', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Make Visible' }));
    expect(await screen.findByText('No rows selected')).toBeInTheDocument();
    expect(calls(fetchMock, updateInvoiceVisibilityEndpoint.path)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Toggle select all' }));
    await user.click(screen.getByRole('button', { name: 'Make Visible' }));
    await waitFor(() => expect(calls(fetchMock, updateInvoiceVisibilityEndpoint.path)).toHaveLength(1));
    const [url] = calls(fetchMock, updateInvoiceVisibilityEndpoint.path)[0] ?? [];
    expect(new URL(String(url), 'http://test').searchParams.get('invoiceId')).toBe('1,3');
    expect(
      await screen.findByText('Updated visibility successfully; 1 paid left as they are'),
    ).toBeInTheDocument();
  });

  it('links each invoice to its page, and prints the selected invoices', async () => {
    localStorage.clear();
    signInAs();
    const fetchMock = mockInvoices();
    const { user } = renderApp('/invoices');
    await screen.findByText('2026-Q1-00001', {}, SLOW);
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(within(table).getAllByRole('link', { name: /^View invoice/ })[0]).toHaveAttribute(
      'href',
      '/payment/make-payment/1/5',
    );

    await user.click(screen.getByRole('button', { name: 'Print Selected' }));
    expect(await screen.findByText(NO_INVOICES_SELECTED)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Toggle select all' }));
    await user.click(screen.getByRole('button', { name: 'Print Selected' }));
    expect(await screen.findByRole('heading', { name: 'Print invoices' }, SLOW)).toBeInTheDocument();
    await waitFor(() =>
      expect(sentBody(calls(fetchMock, listInvoicesEndpoint.path).at(-1)?.[1])).toEqual({
        invoiceIds: [1, 2, 3],
      }),
    );
  });

  it('shows each invoice’s place in the books: Not Synced, Synced, or Out of date', async () => {
    localStorage.clear();
    signInAs();
    mockInvoices(synced, [
      ...ROWS,
      invoiceSummary({ id: 4, invoiceNumber: '2026-Q1-00004', accountingInvoiceId: '146' }),
    ]);
    renderApp('/invoices');
    await screen.findByText('2026-Q1-00001', {}, SLOW);
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(within(table).getByRole('columnheader', { name: 'Accounting' })).toBeInTheDocument();
    const accountingOf = (invoiceNumber: string) => {
      const row = within(table).getByText(invoiceNumber).closest('tr');
      const column = within(table)
        .getAllByRole('columnheader')
        .findIndex((cell) => cell.textContent === 'Accounting');
      return row?.querySelectorAll('td')[column]?.textContent;
    };
    expect(accountingOf('2026-Q1-00001')).toBe('Not Synced');
    expect(accountingOf('2026-Q1-00002')).toBe('Synced');
    expect(accountingOf('2026-Q1-00003')).toBe('Out of date');
    expect(accountingOf('2026-Q1-00004')).toBe('Synced');
  });

  it('keeps Sync Selected disabled, with the reason, when the list shows paid invoices only', async () => {
    localStorage.clear();
    localStorage.setItem(
      'invoice-filter',
      JSON.stringify({ year: [new Date().getFullYear()], quaters: [], clientIds: [], status: 'paid' }),
    );
    signInAs();
    const fetchMock = mockInvoices();
    const { user } = renderApp('/invoices');
    await screen.findByText('2026-Q1-00002', {}, SLOW);
    expect(sentBody(calls(fetchMock, listInvoicesEndpoint.path)[0]?.[1])).toMatchObject({ hasPaid: true });
    const sync = screen.getByRole('button', { name: 'Sync Selected' });
    expect(sync).toBeDisabled();
    await user.hover(sync.parentElement ?? sync);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Paid invoices are not synced from this list',
    );
  });

  it('says when no row is selected, and when none of the selected is synced from the list', async () => {
    localStorage.clear();
    signInAs();
    const fetchMock = mockInvoices();
    const { user } = renderApp('/invoices');
    await screen.findByText('2026-Q1-00002', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Sync Selected' }));
    expect(await screen.findByText(NO_ROWS_SELECTED)).toBeInTheDocument();
    await selectRows(user, '2026-Q1-00002');
    await user.click(screen.getByRole('button', { name: 'Sync Selected' }));
    expect(await screen.findByText(NO_VALID_ROWS_SELECTED)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls(fetchMock, syncInvoiceEndpoint.path)).toHaveLength(0);
  });

  it('syncs the selected unpaid invoices one at a time with progress, then says all went through', async () => {
    localStorage.clear();
    signInAs();
    let inFlight = 0;
    let mostAtOnce = 0;
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const fetchMock = mockInvoices(async (url) => {
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      if (url.includes('invoiceId=1')) await firstHeld;
      inFlight -= 1;
      return synced(url);
    });
    const { user } = renderApp('/invoices');
    await screen.findByText('2026-Q1-00001', {}, SLOW);
    const listReads = calls(fetchMock, listInvoicesEndpoint.path).length;
    await user.click(screen.getByRole('checkbox', { name: 'Toggle select all' }));
    await user.click(screen.getByRole('button', { name: 'Sync Selected' }));

    const dialog = await screen.findByRole('dialog', { name: 'Syncing invoices' }, SLOW);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('0 of 2 done; now 2026-Q1-00001…');
    expect(within(dialog).getByRole('progressbar', { name: 'Invoices synced so far' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    releaseFirst();

    expect(await within(dialog).findByText('Synced 2 of 2.')).toBeInTheDocument();
    expect(await screen.findByText(SELECTED_SYNCED)).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Invoices synced so far' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    const first = within(dialog).getByRole('row', { name: /2026-Q1-00001/ });
    expect(first).toHaveTextContent('2026-Q1-00001SyncedUpdated invoice 145');
    expect(within(dialog).getByRole('row', { name: /2026-Q1-00003/ })).toHaveTextContent('Synced');
    expect(within(dialog).getByText(/1 paid invoice was left out/)).toBeInTheDocument();
    expect(syncedIds(fetchMock)).toEqual(['1', '3']);
    expect(mostAtOnce).toBe(1);
    await waitFor(() =>
      expect(calls(fetchMock, listInvoicesEndpoint.path).length).toBeGreaterThan(listReads),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists a failed sync with the service’s words, and claims no success', async () => {
    localStorage.clear();
    signInAs();
    const refusal = 'QuickBooks: Business Validation Error: the customer is inactive.';
    const fetchMock = mockInvoices((url) =>
      url.includes('invoiceId=3') ? jsonResponse({ message: refusal }, 502) : synced(url),
    );
    const { user } = renderApp('/invoices');
    await screen.findByText('2026-Q1-00001', {}, SLOW);
    await selectRows(user, '2026-Q1-00001', '2026-Q1-00003');
    await user.click(screen.getByRole('button', { name: 'Sync Selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Syncing invoices' }, SLOW);
    expect(await within(dialog).findByText('Synced 1 of 2.')).toBeInTheDocument();
    const failed = within(dialog).getByRole('row', { name: /2026-Q1-00003/ });
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: /2026-Q1-00001/ })).toHaveTextContent('Synced');
    expect(within(dialog).queryByText(/left out/)).toBeNull();
    expect(screen.queryByText(SELECTED_SYNCED)).toBeNull();
    expect(syncedIds(fetchMock)).toEqual(['1', '3']);
  });

  it('stops after the invoice in hand on Cancel', async () => {
    localStorage.clear();
    signInAs();
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const fetchMock = mockInvoices(async (url) => {
      await firstHeld;
      return synced(url);
    });
    const { user } = renderApp('/invoices');
    await screen.findByText('2026-Q1-00001', {}, SLOW);
    await selectRows(user, '2026-Q1-00001', '2026-Q1-00003');
    await user.click(screen.getByRole('button', { name: 'Sync Selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Syncing invoices' }, SLOW);
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('button', { name: 'Stopping…' })).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('stopping after 2026-Q1-00001…');
    releaseFirst();
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('Synced 1 of 2. Cancelled: 1 not tried.'),
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled());
    expect(syncedIds(fetchMock)).toEqual(['1']);
    expect(screen.queryByText(SELECTED_SYNCED)).toBeNull();
  });
});
