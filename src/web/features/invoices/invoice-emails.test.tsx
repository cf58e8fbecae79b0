import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  invoiceEmailsEndpoint,
  SEND_EMAIL_CONFIRMATION,
  sendInvoiceEmailEndpoint,
  type InvoiceEmail,
} from '../../../shared/contracts/invoice-emails';
import { listInvoicesEndpoint } from '../../../shared/contracts/invoice-lists';
import { updateInvoiceVisibilityEndpoint } from '../../../shared/contracts/invoices';
import { jsonResponse, mockApi } from '../../test/api-mock';

import { invoiceDetail, invoicePageAnswers, invoiceSummary } from '../../test/factories/invoices';
import { LOOKUP_ANSWERS } from '../../test/factories/lookups';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';

const SLOW = { timeout: 30_000 };
const SENT: InvoiceEmail = {
  id: 1,
  kind: 'invoice',
  recipients: 'billing@client.test',
  at: '2026-11-20T15:00:00.000Z',
  sentBy: 'Ada Admin',
  outcome: 'sent',
  detail: null,
};

const sendCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(sendInvoiceEmailEndpoint.path))
    .map(([url]) => new URL(String(url), 'http://test').searchParams);

describe('invoice e-mails', () => {
  beforeAll(async () => {
    await import('./invoice-detail-page');
    await import('./invoices-page');
  }, 60_000);

  it('sends an invoice’s e-mail from its page after asking, with one key per click, and lists what was sent', async () => {
    signInAs();
    const fetchMock = mockApi({
      ...invoicePageAnswers(invoiceDetail({ id: 7 })),
      [invoiceEmailsEndpoint.path]: () => jsonResponse({ message: 'OK', data: [SENT] }),
      [sendInvoiceEmailEndpoint.path]: () =>
        jsonResponse({ message: 'Invoice e-mail sent to billing@client.test', data: SENT }),
    });
    const { user } = renderApp('/payment/make-payment/7/5');
    const emails = await screen.findByRole('table', { name: 'Invoice e-mails' }, SLOW);
    expect(await within(emails).findByText('billing@client.test')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(screen.getByText(SEND_EMAIL_CONFIRMATION)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invoice e-mail sent to billing@client.test')).toBeInTheDocument();
    const [query] = sendCalls(fetchMock);
    expect(query?.get('invoiceId')).toBe('7');
    expect(query?.get('requestKey')).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });

  it('sends the selection’s e-mails with progress, then says which were not sent and why', async () => {
    localStorage.clear();
    signInAs();
    const rows = [
      invoiceSummary({ id: 1, invoiceNumber: '2026-Q1-00001' }),
      invoiceSummary({ id: 2, invoiceNumber: '2026-Q1-00002' }),
    ];
    const fetchMock = mockApi({
      ...LOOKUP_ANSWERS,
      [listInvoicesEndpoint.path]: () => jsonResponse({ message: 'OK', data: rows, totalCount: 2 }),
      [sendInvoiceEmailEndpoint.path]: (url) =>
        new URL(String(url), 'http://test').searchParams.get('invoiceId') === '2'
          ? jsonResponse({ message: 'This client has no e-mail address.' }, 409)
          : jsonResponse({ message: 'Invoice e-mail sent to a@b.test', data: SENT }),
    });
    const { user } = renderApp('/invoices');
    await screen.findByText('2026-Q1-00002', {}, SLOW);
    await user.click(screen.getByRole('checkbox', { name: 'Toggle select all' }));
    const bulk = screen.getAllByRole('button', { name: 'Send Email' })[0];
    if (!bulk) throw new Error('no bulk Send Email');
    await user.click(bulk);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sending invoice e-mails' });
    expect(await within(dialog).findByText('Sent 1 of 2.')).toBeInTheDocument();
    const failed = within(dialog).getByRole('row', { name: /2026-Q1-00002/ });
    expect(within(failed).getByText('Not sent')).toBeInTheDocument();
    expect(within(failed).getByText('This client has no e-mail address.')).toBeInTheDocument();
    const sent = within(dialog).getByRole('row', { name: /2026-Q1-00001/ });
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    await waitFor(() => expect(sendCalls(fetchMock)).toHaveLength(2));
  });

  it('offers to e-mail the owners of invoices just made visible, and sends each its invoice', async () => {
    localStorage.clear();
    signInAs();
    const rows = [
      invoiceSummary({ id: 1, invoiceNumber: '2026-Q1-00001', isVisible: false }),
      invoiceSummary({ id: 2, invoiceNumber: '2026-Q1-00002', isVisible: false }),
    ];
    const fetchMock = mockApi({
      ...LOOKUP_ANSWERS,
      [listInvoicesEndpoint.path]: () => jsonResponse({ message: 'OK', data: rows, totalCount: 2 }),
      [updateInvoiceVisibilityEndpoint.path]: () =>
        jsonResponse({ message: 'Updated visibility successfully', updated: 2 }),
      [sendInvoiceEmailEndpoint.path]: () =>
        jsonResponse({ message: 'Invoice e-mail sent to a@b.test', data: SENT }),
    });
    const { user } = renderApp('/invoices');
    await screen.findByText('2026-Q1-00002', {}, SLOW);
    await user.click(screen.getByRole('checkbox', { name: 'Toggle select all' }));
    await user.click(screen.getByRole('button', { name: 'Make Visible' }));
    const offer = await screen.findByRole('dialog', { name: 'Tell the owners?' });
    expect(within(offer).getByText(/2 invoices are now visible to their owners/)).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'Send e-mails' }));
    const progress = await screen.findByRole('dialog', { name: 'Sending invoice e-mails' });
    expect(await within(progress).findByText('Sent 2 of 2.')).toBeInTheDocument();
    expect(sendCalls(fetchMock).map((query) => query.get('invoiceId'))).toEqual(['1', '2']);
  });
});
