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

// Mid-afternoon UTC: the same day in the browser's time zone anywhere in the Americas and Europe.
const REFUNDED = paymentRow({
  id: 33,
  method: 'card',
  status: 'refunded',
  amount: 90.34,
  processingFee: 2.84,
  invoiceAmount: 87.5,
  checkNumber: null,
  receivedOn: null,
  receivedAmount: 90.34,
  refundedAmount: 90.34,
  refundedAt: '2026-05-06T15:00:00.000Z',
  refundId: 're_3RefundOfCard',
  note: '$90.34 was paid but the invoice asked $112.50 on 05/05/2026: it changed while the payment was open.',
  recordedBy: 'Rita Owner',
  createdAt: '2026-05-05T14:00:00.000Z',
});
const REFUNDING = paymentRow({
  id: 34,
  method: 'card',
  status: 'refunding',
  amount: 90.34,
  processingFee: 2.84,
  checkNumber: null,
  receivedOn: null,
  receivedAmount: 90.34,
  note: 'The invoice had already been paid another way.',
  recordedBy: 'Rita Owner',
  createdAt: '2026-05-07T14:00:00.000Z',
});
const REFUNDED_NOTICE =
  'A payment of $90.34 was refunded on 05/06/2026: $90.34 was paid but the invoice asked $112.50 on 05/05/2026: it changed while the payment was open.';

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

  it('shows money that went back: the refund, when, its reference and why, with a receipt', async () => {
    signInAs(OWNER);
    mockInvoicePage(listed([REFUNDING, REFUNDED]));
    renderApp('/client/payment/view-invoice/1');
    const section = await paymentsTable();
    const table = within(await section.findByRole('table', { name: 'Invoice payments' }));
    await table.findByText(/^Refunded \$90\.34/);
    const [, refunding, refunded] = table.getAllByRole('row');
    expect(refunding).toHaveTextContent(
      /Card\$90\.34\$2\.84Refunding\$90\.34 to be refunded: The invoice had already been paid another way\.Rita Owner$/,
    );
    expect(refunded).toHaveTextContent(
      /Card\$90\.34\$2\.84RefundedRefunded \$90\.34 on 05\/06\/2026 \(refund re_3RefundOfCard\): \$90\.34 was paid but the invoice asked \$112\.50 on 05\/05\/2026: it changed while the payment was open\.Rita OwnerReceipt$/,
    );
    // The receipt of a refunded payment shows the refund; none yet while it is being made.
    expect(
      table.getAllByRole('button', { name: /^Receipt/ }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Receipt of payment 33']);
  });

  it.each([
    ['an owner', OWNER, '/client/payment/view-invoice/1'],
    ['staff', {}, '/payment/make-payment/1/5'],
  ])(
    'tells %s at the top of the invoice that a payment was refunded, when and why',
    async (_who, session, path) => {
      signInAs(session);
      mockInvoicePage(listed([REFUNDING, REFUNDED, CHECK]));
      renderApp(path);
      await paymentsTable();
      const refunded = await screen.findByText(REFUNDED_NOTICE);
      expect(refunded.closest('[role="status"]')).not.toBeNull();
      expect(
        screen.getByText(
          'A payment of $90.34 is being refunded: The invoice had already been paid another way.',
        ),
      ).toBeInTheDocument();
      // The notices come before the invoice's parties and items.
      expect(refunded.compareDocumentPosition(screen.getByRole('region', { name: 'Payments' }))).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    },
  );

  it('says a bank transfer that cannot pay the invoice will go back when it arrives', async () => {
    signInAs(OWNER);
    mockInvoicePage(
      listed([
        paymentRow({
          id: 35,
          method: 'us_bank_account',
          status: 'processing',
          amount: 88.2,
          processingFee: 0.7,
          checkNumber: null,
          receivedOn: null,
          receivedAmount: null,
          note: 'The invoice had already been paid another way.',
        }),
      ]),
    );
    renderApp('/client/payment/view-invoice/1');
    await paymentsTable();
    expect(
      await screen.findByText(
        'A bank transfer of $88.20 cannot pay this invoice and will be refunded in full when it arrives: The invoice had already been paid another way.',
      ),
    ).toBeInTheDocument();
  });

  it('has no refund notice when every payment paid or was cancelled', async () => {
    signInAs(OWNER);
    mockInvoicePage(listed([CHECK, FAILED, CANCELED]));
    renderApp('/client/payment/view-invoice/1');
    const section = await paymentsTable();
    await section.findByText('No. 1042, received 05/02/2026');
    expect(screen.queryByText(/refunded/)).toBeNull();
  });

  it('says at the top when the last bank transfer failed and the invoice is open again', async () => {
    signInAs(OWNER);
    mockInvoicePage(listed([CANCELED, FAILED]));
    renderApp('/client/payment/view-invoice/1');
    const failed = await screen.findByRole('alert', { name: 'Bank transfer failed' }, SLOW);
    expect(failed).toHaveTextContent(
      'The bank transfer of $88.20 made on 04/20/2026 did not go through: The bank account has insufficient funds. The invoice is open again: please pay it.',
    );
    expect(failed.compareDocumentPosition(screen.getByRole('region', { name: 'Payments' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('says nothing of a failed transfer once a later payment was made', async () => {
    signInAs(OWNER);
    mockInvoicePage(listed([CHECK, FAILED]));
    renderApp('/client/payment/view-invoice/1');
    const section = await paymentsTable();
    await section.findByText('No. 1042, received 05/02/2026');
    expect(screen.queryByRole('alert', { name: 'Bank transfer failed' })).toBeNull();
  });
});
