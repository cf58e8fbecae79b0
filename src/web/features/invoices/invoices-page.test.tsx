import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { listInvoicesEndpoint } from '../../../shared/contracts/invoice-lists';
import { updateInvoiceVisibilityEndpoint } from '../../../shared/contracts/invoices';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { invoiceSummary } from '../../test/factories/invoices';
import { LOOKUP_ANSWERS } from '../../test/factories/lookups';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';
import { NO_INVOICES_SELECTED } from './selection-messages';

const SLOW = { timeout: 30_000 };
const ROWS = [
  invoiceSummary({ id: 1, invoiceNumber: '2026-Q1-00001', isVisible: false }),
  invoiceSummary({ id: 2, invoiceNumber: '2026-Q1-00002', clientName: 'Capitol Chemical', hasPaid: true }),
  invoiceSummary({ id: 3, invoiceNumber: '2026-Q1-00003', isVisible: false }),
];

function mockInvoices() {
  return mockApi({
    ...LOOKUP_ANSWERS,
    [listInvoicesEndpoint.path]: () => jsonResponse({ message: 'OK', data: ROWS, totalCount: ROWS.length }),
    [updateInvoiceVisibilityEndpoint.path]: () =>
      jsonResponse({ message: 'Updated visibility successfully', updated: 2 }),
  });
}

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

  it('keeps Sync Selected disabled until accounting exists, and prints the selected invoices', async () => {
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
    expect(screen.getByRole('button', { name: 'Sync Selected' })).toBeDisabled();

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
});
