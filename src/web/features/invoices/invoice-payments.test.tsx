import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import {
  invoicePaymentsEndpoint,
  paymentReceiptEndpoint,
  type PaymentRecord,
} from '../../../shared/contracts/payment-records';

import { jsonResponse, mockApi } from '../../test/api-mock';

import { invoicePageAnswers, paymentRow } from '../../test/factories/invoices';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';

const SLOW = { timeout: 30_000 };
const OWNER = { role: ['Owner'], accessLevel: 40, clientIds: [5] };

const CHECK = paymentRow();
const FAILED = paymentRow({
  id: 30,
  method: 'us_bank_account',
  status: 'failed',
  amount: 88.2,
  processingFee: 0.7,
  checkNumber: null,
  receivedOn: null,
  failure: 'The bank account has insufficient funds.',
  recordedBy: 'Rita Owner',
  createdAt: '2026-04-20T14:00:00.000Z',
});
const CANCELED = paymentRow({
  id: 29,
  method: 'card',
  status: 'canceled',
  amount: 90.34,
  processingFee: 2.84,
  checkNumber: null,
  receivedOn: null,
  failure: 'Your card was declined.',
  recordedBy: null,
  createdAt: '2026-04-18T14:00:00.000Z',
});

/** An invoice's page whose payments answer `payments` (a never-settling promise keeps it loading). */
function mockInvoicePage(payments: () => Response | Promise<Response>, receipt?: () => Response) {
  return mockApi({
    ...invoicePageAnswers(),
    [invoicePaymentsEndpoint.path]: payments,
    ...(receipt ? { [paymentReceiptEndpoint.path]: receipt } : {}),
  });
}

const listed = (rows: PaymentRecord[]) => () => jsonResponse({ message: 'OK', data: rows });

async function paymentsTable() {
  await screen.findByRole('heading', { name: 'Invoice 2026-Q1-00005' }, SLOW);
  return within(screen.getByRole('region', { name: 'Payments' }));
}

describe('the invoice’s payments', () => {
  beforeAll(() => import('./invoice-detail-page'), 60_000);

  it('lists an owner every payment with its method, amounts, state and details, a receipt only for one that went through', async () => {
    signInAs(OWNER);
    mockInvoicePage(listed([CHECK, FAILED, CANCELED]));
    renderApp('/client/payment/view-invoice/1');
    const section = await paymentsTable();
    const table = within(await section.findByRole('table', { name: 'Invoice payments' }));
    await table.findByText('No. 1042, received 05/02/2026');
    const [, check, failed, canceled] = table.getAllByRole('row');
    expect(check).toHaveTextContent(
      /Check\$87\.50\$0\.00SucceededNo\. 1042, received 05\/02\/2026Ada LovelaceReceipt$/,
    );
    expect(failed).toHaveTextContent(
      /Bank transfer\$88\.20\$0\.70FailedThe bank account has insufficient funds\.Rita Owner$/,
    );
    expect(canceled).toHaveTextContent(/Card\$90\.34\$2\.84CanceledYour card was declined\.—$/);
    expect(table.getAllByRole('button', { name: /^Receipt/ })).toHaveLength(1);
  });

  it('downloads a payment’s receipt as the PDF the server sends', async () => {
    signInAs(OWNER);
    const fetchMock = mockInvoicePage(
      listed([CHECK]),
      () => new Response('%PDF-1.7 receipt', { headers: { 'Content-Type': 'application/pdf' } }),
    );
    const saved: { name: string; blob: Blob | undefined }[] = [];
    let lastBlob: Blob | undefined;
    const createObjectURL = vi.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:receipt';
    });
    // jsdom has no object URLs: the download is faked where the browser would save it.
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: lastBlob });
    });
    const { user } = renderApp('/client/payment/view-invoice/1');
    const section = await paymentsTable();
    await user.click(await section.findByRole('button', { name: 'Receipt of payment 31' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('Receipt_2026-Q1-00005_31.pdf');
    expect(saved[0]?.blob?.type).toBe('application/pdf');
    const asked = fetchMock.mock.calls.find(([url]) => String(url).startsWith(paymentReceiptEndpoint.path));
    expect(new URL(String(asked?.[0]), 'http://portal.test').searchParams.get('paymentId')).toBe('31');
  });

  it('says when the receipt cannot be had', async () => {
    signInAs(OWNER);
    mockInvoicePage(listed([CHECK]), () =>
      jsonResponse({ message: 'A receipt is issued once the payment has gone through.' }, 409),
    );
    const { user } = renderApp('/client/payment/view-invoice/1');
    const section = await paymentsTable();
    await user.click(await section.findByRole('button', { name: 'Receipt of payment 31' }));
    expect(
      await screen.findByText('A receipt is issued once the payment has gone through.'),
    ).toBeInTheDocument();
  });

  it('says there are none yet, to staff as to owners', async () => {
    signInAs();
    mockInvoicePage(listed([]));
    renderApp('/payment/make-payment/1/5');
    const section = await paymentsTable();
    expect(await section.findByText('No payments yet')).toBeInTheDocument();
  });

  it('shows that the payments are loading', async () => {
    signInAs();
    mockInvoicePage(() => new Promise<Response>(() => undefined));
    renderApp('/payment/make-payment/1/5');
    const section = await paymentsTable();
    expect(section.getByRole('progressbar', { name: 'Loading Invoice payments' })).toBeInTheDocument();
    expect(section.queryByText('No payments yet')).toBeNull();
  });
});
