import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { listClientsEndpoint } from '../../../shared/contracts/clients';
import {
  listClientInvoicesEndpoint,
  listUnpaidInvoicesEndpoint,
} from '../../../shared/contracts/invoice-lists';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { invoiceSummary } from '../../test/factories/invoices';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';

const SLOW = { timeout: 30_000 };
const PAID = invoiceSummary({
  id: 3,
  invoiceNumber: '2026-Q1-00005',
  hasPaid: true,
  lateFee: { kind: 'paid', daysLate: 0, daysLeft: null },
});
const UNPAID = invoiceSummary({ id: 4, invoiceNumber: '2026-Q2-00005' });

function mockLists() {
  return mockApi({
    [listClientsEndpoint.path]: () =>
      jsonResponse({ message: 'OK', data: [{ id: 5, name: 'Red Stick Water Company' }] }),
    [listClientInvoicesEndpoint.path]: () => jsonResponse({ message: 'OK', data: [UNPAID, PAID] }),
    [listUnpaidInvoicesEndpoint.path]: () => jsonResponse({ message: 'OK', data: [UNPAID] }),
  });
}

describe('a client’s invoice lists', () => {
  beforeAll(() => import('./client-invoices-page'), 60_000);

  it('lists every invoice of the owner’s client: View Invoice when paid, otherwise Make Payment', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [5] });
    const fetchMock = mockLists();
    renderApp('/client/payment/invoices');
    const table = await screen.findByRole('table', { name: 'Invoices' }, SLOW);
    expect(await within(table).findByRole('link', { name: 'View Invoice 2026-Q1-00005' })).toHaveAttribute(
      'href',
      '/client/payment/view-invoice/3',
    );
    expect(within(table).getByRole('link', { name: 'Make Payment 2026-Q2-00005' })).toHaveAttribute(
      'href',
      '/client/payment/make-payment/4',
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      `${listClientInvoicesEndpoint.path}?clientId=5`,
    );
  });

  it('lists only the unpaid ones on the make-payment route', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [5] });
    const fetchMock = mockLists();
    renderApp('/client/payment/make-payment');
    expect(await screen.findByRole('heading', { name: 'Make Payment' }, SLOW)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Make Payment' });
    await within(table).findByText('2026-Q2-00005');
    expect(within(table).queryByText('2026-Q1-00005')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      `${listUnpaidInvoicesEndpoint.path}?clientId=5`,
    );
  });

  it('shows staff every client’s unpaid invoices with whose each is, and one client’s on choice', async () => {
    signInAs({ role: ['Admin'], accessLevel: 100 });
    const fetchMock = mockApi({
      [listClientsEndpoint.path]: () =>
        jsonResponse({
          message: 'OK',
          data: [
            { id: 5, name: 'Red Stick Water Company' },
            { id: 6, name: 'Bayou Plant' },
          ],
        }),
      [listUnpaidInvoicesEndpoint.path]: (url) =>
        jsonResponse({
          message: 'OK',
          data: String(url).includes('clientId=6')
            ? []
            : [
                UNPAID,
                invoiceSummary({
                  id: 8,
                  invoiceNumber: '2026-Q2-00006',
                  clientId: 6,
                  clientName: 'Bayou Plant',
                }),
              ],
        }),
    });
    const { user } = renderApp('/payment/make-payment');
    const table = await screen.findByRole('table', { name: 'Make Payment' }, SLOW);
    await within(table).findByText('2026-Q2-00006');
    expect(within(table).getByRole('columnheader', { name: /Client/ })).toBeInTheDocument();
    expect(within(table).getByText('Bayou Plant')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(listUnpaidInvoicesEndpoint.path);

    await user.selectOptions(screen.getByLabelText('Client'), 'Bayou Plant');
    expect(await within(table).findByText('No unpaid invoices.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      `${listUnpaidInvoicesEndpoint.path}?clientId=6`,
    );
  });
});
