import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { listInvoicesEndpoint } from '../../../shared/contracts/invoice-lists';
import {
  paymentExceptionsEndpoint,
  STUCK_PAYMENT_NOTES,
  type PaymentException,
} from '../../../shared/contracts/payment-records';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { LOOKUP_ANSWERS } from '../../test/factories/lookups';
import { paymentException } from '../../test/factories/payments';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';
import { stubScreenWidth } from '../../test/screen-width';
import { formatInstant } from './payment-exception-columns';
import { paymentExceptionsCsv } from './payment-exceptions-csv';

const SLOW = { timeout: 30_000 };
const PAGE = '/payments/exceptions';

const REFUNDED = paymentException();
const REFUND_PENDING = paymentException({
  id: 42,
  kind: 'refund-pending',
  status: 'refunding',
  invoiceId: 8,
  invoiceNumber: '2026-Q1-00008',
  clientId: 9,
  clientName: 'Bayou Irrigation',
  amount: 1204.5,
  receivedAmount: 1204.5,
  note: 'The invoice had already been paid another way.',
  refundedAmount: null,
  refundedAt: null,
  refundId: null,
  updatedAt: '2026-05-07T16:00:00.000Z',
});
const STUCK = paymentException({
  id: 43,
  kind: 'stuck',
  method: 'us_bank_account',
  status: 'processing',
  invoiceId: 9,
  invoiceNumber: '2026-Q1-00009',
  clientId: 10,
  clientName: 'Capitol Chemical',
  amount: 88.2,
  receivedAmount: null,
  note: STUCK_PAYMENT_NOTES.processing,
  refundedAmount: null,
  refundedAt: null,
  refundId: null,
  updatedAt: '2026-04-20T16:00:00.000Z',
});
const ROWS = [REFUND_PENDING, REFUNDED, STUCK];

const listed =
  (rows: PaymentException[], totalCount = rows.length) =>
  () =>
    jsonResponse({ message: 'OK', data: rows, totalCount });

const kindsAsked = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith(paymentExceptionsEndpoint.path))
    .map((url) => new URL(url, 'http://portal.test').searchParams.get('kind'));

async function exceptionsTable() {
  await screen.findByRole('heading', { name: 'Payment Exceptions' }, SLOW);
  return screen.findByRole('table', { name: 'Payment exceptions' });
}

describe('the payment exceptions page', () => {
  beforeAll(() => import('./payment-exceptions-page'), 60_000);

  it('lists every payment staff must know about, with its kind, invoice, amounts, reason and when', async () => {
    stubScreenWidth(true);
    signInAs({ role: ['Researcher'], accessLevel: 50 });
    const fetchMock = mockApi({ [paymentExceptionsEndpoint.path]: listed(ROWS) });
    renderApp(PAGE);
    const table = within(await exceptionsTable());
    await table.findByText('2026-Q1-00008');
    expect(kindsAsked(fetchMock)).toEqual([null]);
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Kind',
      'Invoice',
      'Client',
      'Method',
      'Status',
      'Amount',
      'Refunded',
      'Reason',
      'Updated',
    ]);
    const [, pending, refunded, stuck] = table.getAllByRole('row');
    expect(pending).toHaveTextContent(
      `Refund pending2026-Q1-00008Bayou IrrigationCardRefunding$1,204.50—The invoice had already been paid another way.${formatInstant(REFUND_PENDING.updatedAt)}`,
    );
    expect(refunded).toHaveTextContent(
      `Refunded2026-Q1-00005Red Stick Water CompanyCardRefunded$90.34$90.34$90.34 was paid but the invoice asked $116.06 on 05/05/2026: it changed while the payment was open.${formatInstant(REFUNDED.updatedAt)}`,
    );
    expect(stuck).toHaveTextContent(
      `Stuck2026-Q1-00009Capitol ChemicalBank transferProcessing$88.20—${STUCK_PAYMENT_NOTES.processing}${formatInstant(STUCK.updatedAt)}`,
    );
    // Each invoice opens on the staff side.
    expect(within(pending as HTMLElement).getByRole('link', { name: '2026-Q1-00008' })).toHaveAttribute(
      'href',
      '/payment/view-invoice/8',
    );
  });

  it('asks the server for one kind, and says when there are none of it', async () => {
    stubScreenWidth(true);
    signInAs();
    const fetchMock = mockApi({
      [paymentExceptionsEndpoint.path]: (url) =>
        new URL(url, 'http://portal.test').searchParams.get('kind') === 'stuck'
          ? listed([])()
          : listed(ROWS)(),
    });
    const { user } = renderApp(PAGE);
    const table = within(await exceptionsTable());
    await table.findByText('2026-Q1-00008');
    await user.click(screen.getByLabelText('Kind'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All',
      'Refund pending',
      'Refunded',
      'Stuck',
    ]);
    await user.click(screen.getByRole('option', { name: 'Stuck' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await table.findByText('No payments are stuck.')).toBeInTheDocument();
    expect(kindsAsked(fetchMock)).toEqual([null, 'stuck']);
  });

  it('says when no payment needs attention', async () => {
    stubScreenWidth(true);
    signInAs();
    mockApi({ [paymentExceptionsEndpoint.path]: listed([]) });
    renderApp(PAGE);
    const table = within(await exceptionsTable());
    expect(await table.findByText('No payments need attention.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('says when the list is cut to the newest 1,000', async () => {
    stubScreenWidth(true);
    signInAs();
    mockApi({ [paymentExceptionsEndpoint.path]: listed(ROWS, 1234) });
    renderApp(PAGE);
    expect(
      await screen.findByText(
        'Showing the newest 3 of 1,234 payments. Choose a kind to see fewer at a time.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });

  it('shows a failure with Try Again, which reads the list again', async () => {
    stubScreenWidth(true);
    signInAs();
    const answer = vi
      .fn<() => Response>()
      .mockReturnValueOnce(jsonResponse({ message: 'The database is not answering.' }, 503))
      .mockImplementation(listed(ROWS));
    mockApi({ [paymentExceptionsEndpoint.path]: answer });
    const { user } = renderApp(PAGE);
    expect(await screen.findByText('The database is not answering.', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    const table = within(await exceptionsTable());
    expect(await table.findByText('2026-Q1-00008')).toBeInTheDocument();
    expect(screen.queryByText('The database is not answering.')).toBeNull();
  });

  it('stacks each payment’s facts in one column on a phone', async () => {
    stubScreenWidth(false);
    signInAs();
    mockApi({ [paymentExceptionsEndpoint.path]: listed([REFUNDED]) });
    renderApp(PAGE);
    const table = within(await exceptionsTable());
    await table.findByText('2026-Q1-00005');
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Payment']);
    const [, row] = table.getAllByRole('row');
    expect(row).toHaveTextContent(
      `2026-Q1-00005RefundedRed Stick Water CompanyCard · Refunded · $90.34 · refunded $90.34$90.34 was paid but`,
    );
    expect(row).toHaveTextContent(`Updated ${formatInstant(REFUNDED.updatedAt)}`);
  });

  it('is reached from the staff Invoices page', async () => {
    stubScreenWidth(true);
    signInAs();
    mockApi({
      ...LOOKUP_ANSWERS,
      [listInvoicesEndpoint.path]: () => jsonResponse({ message: 'OK', data: [], totalCount: 0 }),
    });
    renderApp('/invoices');
    const link = await screen.findByRole('link', { name: 'Payment Exceptions' }, SLOW);
    expect(link).toHaveAttribute('href', PAGE);
  });
});

describe('the payment exceptions CSV', () => {
  it('has every fact of each row, the hidden ones too', async () => {
    const lines = (await paymentExceptionsCsv([REFUNDED, STUCK]))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toEqual([
      'Kind,Invoice,Client,Method,Status,Amount,Received,Refunded,Reason,Refunded On,Refund ID,Payment Intent,Started,Updated',
      'Refunded,2026-Q1-00005,Red Stick Water Company,Card,Refunded,90.34,90.34,90.34,$90.34 was paid but the invoice asked $116.06 on 05/05/2026: it changed while the payment was open.,2026-05-06T15:05:00.000Z,re_3RefundOfCard,pi_3PaidAfterChange,2026-05-05T14:00:00.000Z,2026-05-06T15:05:00.000Z',
      `Stuck,2026-Q1-00009,Capitol Chemical,Bank transfer,Processing,88.2,,,${STUCK_PAYMENT_NOTES.processing},,,pi_3PaidAfterChange,2026-05-05T14:00:00.000Z,2026-04-20T16:00:00.000Z`,
    ]);
  });
});
