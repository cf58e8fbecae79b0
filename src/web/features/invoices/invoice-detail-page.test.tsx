import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNTING_NEEDS_RECONNECTION,
  accountingConnectionEndpoint,
  syncInvoiceEndpoint,
  syncLogEndpoint,
} from '../../../shared/contracts/accounting';

import { getDistrictProfileEndpoint } from '../../../shared/contracts/district';
import {
  addAdjustmentEndpoint,
  INVOICE_OWNER_NAME_SAVED,
  updateInvoiceOwnerNameEndpoint,
} from '../../../shared/contracts/invoice-changes';

import {
  invoiceReportEndpoint,
  invoiceReportLinkEndpoint,
} from '../../../shared/contracts/invoice-documents';
import { POPUPS_BLOCKED } from '../../lib/open-document';
import { getInvoiceEndpoint, type InvoiceDetail } from '../../../shared/contracts/invoices';
import { invoicePaymentsEndpoint } from '../../../shared/contracts/payment-records';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { districtProfile } from '../../test/factories/district';
import { invoiceDetail, invoicePageAnswers, PAYMENT_FEES_ANSWERS } from '../../test/factories/invoices';
import { accountingConnection, syncLogEntry } from '../../test/factories/accounting';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';
import { invoiceNotice } from '../../../shared/invoice-notice';

const SLOW = { timeout: 30_000 };
const ADD_ANSWER = () => jsonResponse({ message: 'Adjustment added', id: 99 });
const SYNCED = {
  message: 'Created invoice 145',
  data: {
    invoiceId: 1,
    accountingInvoiceId: '145',
    action: 'created',
    paymentRecorded: false,
  },
} as const;

const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));
const PAID = invoiceDetail({
  hasPaid: true,
  paymentDate: '2026-05-02T12:00:00.000Z',
  paymentType: 'Check',
  lateFee: { kind: 'paid', daysLate: 0, daysLeft: null },
});
const DISTRICT = districtProfile({ remitTo: 'Demo District, PO Box 1, Baton Rouge, LA 70896' });

type Answers = Parameters<typeof mockApi>[0];

function mockInvoice(
  invoice: InvoiceDetail,
  status = 200,
  addAnswer = () => jsonResponse({ message: 'Adjustment added', id: 99 }),
  accounting: Answers = {},
) {
  return mockApi({
    ...invoicePageAnswers(invoice, DISTRICT),
    ...accounting,
    [getInvoiceEndpoint.path]: () =>
      status === 200
        ? jsonResponse({ message: 'OK', data: invoice })
        : jsonResponse({ message: 'Invoice not found' }, status),
    [addAdjustmentEndpoint.path]: addAnswer,
  });
}

describe('invoiceNotice', () => {
  it.each([
    [{ kind: 'paid', daysLate: 0, daysLeft: null }, 'success', 'Paid on 05/01/2026 by Check.'],
    [
      { kind: 'overdue', daysLate: 40, daysLeft: null },
      'error',
      'Overdue by 40 days: a late fee of $60.00 has been added.',
    ],
    [
      { kind: 'grace', daysLate: 1, daysLeft: 29 },
      'warning',
      'Past due by 1 day. Unless paid by 06/14/2026 (29 days left), a late fee of $46.50 will be added.',
    ],
    [
      { kind: 'waived', daysLate: 3, daysLeft: null },
      'info',
      'Past due by 3 days; late fees are waived on this invoice.',
    ],
  ] as const)('%j', (lateFee, severity, text) => {
    const invoice = invoiceDetail({
      lateFee,
      paymentDate: '2026-05-01T18:00:00.000Z',
      paymentType: 'Check',
      lateFeeAmount: 60,
      lateFeeProjectedAmount: 46.5,
    });
    expect(invoiceNotice(invoice)).toEqual({ severity, text });
  });

  it('has nothing to say about an invoice not yet due', () => {
    expect(invoiceNotice(invoiceDetail())).toBeNull();
  });
});

describe('the invoice page', () => {
  it('lets staff bill an unpaid invoice to another name, and says a name too long is refused', async () => {
    signInAs();
    const fetchMock = mockInvoice(invoiceDetail(), 200, undefined, {
      [updateInvoiceOwnerNameEndpoint.path]: () => jsonResponse({ message: INVOICE_OWNER_NAME_SAVED }),
    });
    const { user } = renderApp('/payment/make-payment/1/5');
    await screen.findByRole('heading', { name: 'Invoice 2026-Q1-00005' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Invoice-to Name' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invoice-to owner name' }, SLOW));
    const name = dialog.getByLabelText('Bill to');
    await user.type(name, 'x'.repeat(501));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('Invoice-to owner name must be at most 500 characters')).toBeInTheDocument();
    expect(callsTo(fetchMock, updateInvoiceOwnerNameEndpoint.path)).toEqual([]);

    await user.clear(name);
    await user.type(name, 'Bayou Plant Manager{Enter}');
    expect(await screen.findByText(INVOICE_OWNER_NAME_SAVED)).toBeInTheDocument();
    const [[url, init] = []] = callsTo(fetchMock, updateInvoiceOwnerNameEndpoint.path);
    expect(String(url)).toContain('invoiceId=1');
    expect(sentBody(init)).toEqual({ invoiceOwnerName: 'Bayou Plant Manager' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invoice-to owner name' })).toBeNull());
  });

  it('shows each item’s parish and depth beside its months', async () => {
    signInAs();
    mockInvoice(invoiceDetail());
    renderApp('/payment/make-payment/1/5');
    const items = await screen.findByRole('table', { name: 'Pumpage' }, SLOW);
    for (const header of ['Well Number', 'Parish', 'Depth']) {
      expect(within(items).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    const [row] = within(items).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent(/EB-101.*East Baton Rouge.*420/);
  });

  it('shows the rate lines under the fee, one per rate of a quarter that straddles a change', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [5] });
    // The example: $20 until 31 July, $65 from 1 August, 10 million gallons a month of Q3.
    mockInvoice(
      invoiceDetail({
        quater: 3,
        gallons: 30_000,
        rateCentsPerMillionGallons: 6500,
        feeAmount: 1500,
        rateLines: [
          {
            fromOn: '2026-07-01',
            toOn: '2026-07-31',
            ratePerMillionGallons: 20,
            billedKgal: 10_000,
            feeAmount: 200,
          },
          {
            fromOn: '2026-08-01',
            toOn: '2026-09-30',
            ratePerMillionGallons: 65,
            billedKgal: 20_000,
            feeAmount: 1300,
          },
        ],
      }),
    );
    renderApp('/client/payment/view-invoice/1');
    const totals = await screen.findByRole('region', { name: 'Totals' }, SLOW);
    expect(within(totals).getByText('Fee (30,000 thousand gallons billed)')).toBeInTheDocument();
    const lines = within(within(totals).getByRole('list', { name: 'Rates billed' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Jul 1 – Jul 31, 2026 · 10,000 kgal at $20.00 per million gallons · $200.00',
      'Aug 1 – Sep 30, 2026 · 20,000 kgal at $65.00 per million gallons · $1,300.00',
    ]);
  });

  it('shows the one rate line of a quarter under one rate', async () => {
    signInAs();
    mockInvoice(invoiceDetail());
    renderApp('/payment/view-invoice/1');
    const totals = await screen.findByRole('region', { name: 'Totals' }, SLOW);
    const lines = within(within(totals).getByRole('list', { name: 'Rates billed' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Jan 1 – Mar 31, 2026 · 1,500 kgal at $65.00 per million gallons · $97.50',
    ]);
  });

  beforeAll(() => import('./invoice-detail-page'), 60_000);

  it('shows an owner the invoice, how to pay by check, and no staff actions', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [5] });
    mockInvoice(invoiceDetail());
    renderApp('/client/payment/make-payment/1');
    expect(await screen.findByRole('heading', { name: 'Invoice 2026-Q1-00005' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('EB-101')).toBeInTheDocument();
    expect(screen.getByText('Meter fault credit')).toBeInTheDocument();
    expect(await screen.findByText(/mail it to: Demo District, PO Box 1/)).toBeInTheDocument();
    // $87.50: by card 2.9% ($2.54 half up) + $0.30; by bank 0.8% ($0.70).
    const fees = await screen.findByRole('list', { name: 'Fees by way of paying' });
    expect(fees).toHaveTextContent('By card: $2.84 fee, you pay $90.34');
    expect(fees).toHaveTextContent('By bank transfer (3 to 5 business days): $0.70 fee, you pay $88.20');
    expect(screen.queryByRole('region', { name: 'Staff actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Adjustment' })).not.toBeInTheDocument();
  });

  it('lets staff add an adjustment, a lone minus tolerated while typing and a zero refused', async () => {
    signInAs();
    const fetchMock = mockInvoice(invoiceDetail());
    const { user } = renderApp('/payment/make-payment/1/5');
    await screen.findByRole('heading', { name: 'Invoice 2026-Q1-00005' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Add Adjustment' }));
    const value = await screen.findByLabelText('Value ($)', {}, SLOW);
    await user.type(value, '-x');
    expect(value).toHaveValue('-');
    await user.click(screen.getByRole('button', { name: 'Add Adjustment' }));
    expect(await screen.findByText('Enter a value other than zero')).toBeInTheDocument();
    expect(screen.getByText('Reason is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Reason'), 'Meter credit');
    await user.type(value, '12.5');
    await user.click(screen.getByRole('button', { name: 'Add Adjustment' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith(addAdjustmentEndpoint.path))).toBe(
        true,
      ),
    );
    const [, init] =
      fetchMock.mock.calls.find(([url]) => String(url).startsWith(addAdjustmentEndpoint.path)) ?? [];
    expect(sentBody(init)).toEqual({ reason: 'Meter credit', value: -12.5 });
    expect(await screen.findByText('Adjustment added')).toBeInTheDocument();
    // Added: the form gives way to the button again.
    expect(await screen.findByRole('button', { name: 'Add Adjustment' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Reason')).toBeNull();
  });

  it('sends a request key with an adjustment, the same one on a retry of the same submission', async () => {
    signInAs();
    let answered = 0;
    // The first request is lost on the way back (the network fails); the second is answered.
    const fetchMock = mockInvoice(invoiceDetail(), 200, () => {
      answered += 1;
      if (answered === 1) throw new TypeError('Failed to fetch');
      return ADD_ANSWER();
    });
    const keysSent = () =>
      callsTo(fetchMock, addAdjustmentEndpoint.path).map(([url]) =>
        new URL(String(url), 'http://test').searchParams.get('requestKey'),
      );
    const { user } = renderApp('/payment/make-payment/1/5');
    await screen.findByRole('heading', { name: 'Invoice 2026-Q1-00005' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Add Adjustment' }));
    await user.type(await screen.findByLabelText('Reason', {}, SLOW), 'Meter credit');
    await user.type(screen.getByLabelText('Value ($)'), '-12.5');
    await user.click(screen.getByRole('button', { name: 'Add Adjustment' }));
    await waitFor(() => expect(keysSent()).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Adjustment' })).toBeEnabled());
    expect(screen.getByLabelText('Reason')).toHaveValue('Meter credit');

    await user.click(screen.getByRole('button', { name: 'Add Adjustment' }));
    expect(await screen.findByText('Adjustment added')).toBeInTheDocument();
    const [first, retry] = keysSent();
    expect(first).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(retry).toBe(first);

    // The next adjustment, even one alike, is another request with a key of its own.
    await user.click(await screen.findByRole('button', { name: 'Add Adjustment' }));
    await user.type(await screen.findByLabelText('Reason', {}, SLOW), 'Meter credit');
    await user.type(screen.getByLabelText('Value ($)'), '-12.5');
    await user.click(screen.getByRole('button', { name: 'Add Adjustment' }));
    await waitFor(() => expect(keysSent()).toHaveLength(3));
    expect(keysSent()[2]).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(keysSent()[2]).not.toBe(first);
  });

  it('sends one key for a double click on Add Adjustment', async () => {
    signInAs();
    const fetchMock = mockInvoice(invoiceDetail());
    const { user } = renderApp('/payment/make-payment/1/5');
    await screen.findByRole('heading', { name: 'Invoice 2026-Q1-00005' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Add Adjustment' }));
    await user.type(await screen.findByLabelText('Reason', {}, SLOW), 'Meter credit');
    await user.type(screen.getByLabelText('Value ($)'), '-12.5');
    await user.dblClick(screen.getByRole('button', { name: 'Add Adjustment' }));
    expect(await screen.findByText('Adjustment added')).toBeInTheDocument();
    const keys = callsTo(fetchMock, addAdjustmentEndpoint.path).map(([url]) =>
      new URL(String(url), 'http://test').searchParams.get('requestKey'),
    );
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(1);
  });

  it('sends a new key once the values of a refused submission are changed', async () => {
    signInAs();
    const fetchMock = mockInvoice(invoiceDetail(), 200, () =>
      jsonResponse({ message: 'Adjustments cannot bring the invoice below zero' }, 400),
    );
    const keysSent = () =>
      callsTo(fetchMock, addAdjustmentEndpoint.path).map(([url]) =>
        new URL(String(url), 'http://test').searchParams.get('requestKey'),
      );
    const { user } = renderApp('/payment/make-payment/1/5');
    await screen.findByRole('heading', { name: 'Invoice 2026-Q1-00005' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Add Adjustment' }));
    await user.type(await screen.findByLabelText('Reason', {}, SLOW), 'Too generous');
    const value = screen.getByLabelText('Value ($)');
    await user.type(value, '-500');
    await user.click(screen.getByRole('button', { name: 'Add Adjustment' }));
    await waitFor(() => expect(keysSent()).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Adjustment' })).toBeEnabled());
    await user.clear(value);
    await user.type(value, '-50');
    await user.click(screen.getByRole('button', { name: 'Add Adjustment' }));
    await waitFor(() => expect(keysSent()).toHaveLength(2));
    expect(keysSent()[1]).not.toBe(keysSent()[0]);
  });

  it('keeps what was typed when the server refuses the adjustment, and says why', async () => {
    signInAs();
    mockInvoice(invoiceDetail(), 200, () =>
      jsonResponse({ message: 'Adjustments cannot bring the invoice below zero' }, 400),
    );
    const { user } = renderApp('/payment/make-payment/1/5');
    await screen.findByRole('heading', { name: 'Invoice 2026-Q1-00005' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Add Adjustment' }));
    await user.type(await screen.findByLabelText('Reason', {}, SLOW), 'Too generous');
    await user.type(screen.getByLabelText('Value ($)'), '-500');
    await user.click(screen.getByRole('button', { name: 'Add Adjustment' }));
    expect(await screen.findByText('Adjustments cannot bring the invoice below zero')).toBeInTheDocument();
    expect(screen.getByLabelText('Value ($)')).toHaveValue('-500');
    expect(screen.getByLabelText('Reason')).toHaveValue('Too generous');
  });

  it('offers staff the owner’s ways to pay, Record Payment and the payments made', async () => {
    signInAs();
    mockInvoice(invoiceDetail());
    renderApp('/payment/make-payment/1/5');
    await screen.findByRole('heading', { name: 'Invoice 2026-Q1-00005' }, SLOW);
    const panel = screen.getByRole('region', { name: 'Payment' });
    expect(within(panel).getByRole('button', { name: 'Pay by Card' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Pay by Bank Transfer' })).toBeEnabled();
    const actions = screen.getByRole('region', { name: 'Staff actions' });
    expect(within(actions).getByRole('button', { name: 'Record Payment' })).toBeEnabled();
    expect(await screen.findByText('No payments yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Payment processing' })).toBeNull();
  });

  it('says a bank transfer is clearing near the top, and staff cannot record a check meanwhile', async () => {
    signInAs();
    mockInvoice(invoiceDetail({ paymentProcessing: true }));
    renderApp('/payment/make-payment/1/5');
    await screen.findByRole('heading', { name: 'Invoice 2026-Q1-00005' }, SLOW);
    expect(screen.getByRole('alert', { name: 'Payment processing' })).toHaveTextContent(
      /^Payment processing: a bank transfer is clearing/,
    );
    const actions = screen.getByRole('region', { name: 'Staff actions' });
    expect(within(actions).getByRole('button', { name: 'Record Payment' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Pay by Card' })).toBeNull();
  });

  it('tells an owner too that their transfer is clearing', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [5] });
    mockInvoice(invoiceDetail({ paymentProcessing: true }));
    renderApp('/client/payment/make-payment/1');
    await screen.findByRole('heading', { name: 'Invoice 2026-Q1-00005' }, SLOW);
    expect(screen.getByRole('alert', { name: 'Payment processing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay by Bank Transfer' })).toBeNull();
  });

  it('locks a paid invoice for staff: no ways to pay, no Record Payment, toggles and adjustments fixed', async () => {
    signInAs();
    mockInvoice(PAID);
    renderApp('/payment/view-invoice/1');
    await screen.findByRole('heading', { name: 'Invoice 2026-Q1-00005' }, SLOW);
    expect(screen.getByText('Paid on 05/02/2026 by Check.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay by/ })).toBeNull();
    const actions = within(screen.getByRole('region', { name: 'Staff actions' }));
    expect(actions.getByRole('button', { name: 'Record Payment' })).toBeDisabled();
    expect(actions.getByRole('button', { name: 'Regenerate Invoice' })).toBeDisabled();
    expect(actions.getByRole('switch', { name: 'Apply Late Fees' })).toBeDisabled();
    expect(actions.getByRole('switch', { name: 'Is Visible' })).toBeDisabled();
    const adjustments = within(screen.getByRole('region', { name: 'Adjustments' }));
    expect(adjustments.getByText('Meter fault credit')).toBeInTheDocument();
    expect(adjustments.queryByRole('button')).toBeNull();
    expect(adjustments.getByText('A paid invoice’s adjustments cannot be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit pumpage/ })).toBeNull();
  });

  it('shows an owner a paid invoice without ways to pay', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [5] });
    mockInvoice(PAID);
    renderApp('/client/payment/view-invoice/1');
    await screen.findByRole('heading', { name: 'Invoice 2026-Q1-00005' }, SLOW);
    expect(screen.getByText('Paid on 05/02/2026 by Check.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay by/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Payments' })).toBeInTheDocument();
  });

  it('says so when the invoice is not there', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [5] });
    mockInvoice(invoiceDetail(), 404);
    renderApp('/client/payment/view-invoice/77');
    expect(await screen.findByText('Invoice not found', {}, SLOW)).toBeInTheDocument();
  });

  it('opens the invoice’s PDF in a new tab through a signed link, and asks to allow pop-ups when blocked', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [5] });
    const link = `${invoiceReportEndpoint.path}?InvoiceId=1&uid=7&iat=1&exp=2&sig=abc`;
    const answers = mockApi({
      [getInvoiceEndpoint.path]: () => jsonResponse({ message: 'OK', data: invoiceDetail() }),
      [getDistrictProfileEndpoint.path]: () => jsonResponse({ message: 'OK', data: DISTRICT }),
      [invoicePaymentsEndpoint.path]: () => jsonResponse({ message: 'OK', data: [] }),
      ...PAYMENT_FEES_ANSWERS,
      [invoiceReportLinkEndpoint.path]: () =>
        jsonResponse({ message: 'OK', data: { url: link, expiresAt: '2026-11-25T12:00:00.000Z' } }),
    });
    const tab = { location: { href: '' }, opener: {}, close: vi.fn() } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    const { user } = renderApp('/client/payment/make-payment/1');
    await screen.findByRole('heading', { name: 'Invoice 2026-Q1-00005' }, SLOW);

    await user.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(tab.location.href).toBe(new URL(link, window.location.origin).toString()));
    const asked = answers.mock.calls.find(([url]) => String(url).startsWith(invoiceReportLinkEndpoint.path));
    expect(new URL(String(asked?.[0]), 'http://test').searchParams.get('invoiceId')).toBe('1');

    open.mockReturnValue(null);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(await screen.findByText(POPUPS_BLOCKED)).toBeInTheDocument();
    open.mockRestore();
  });

  it('shows staff a red Not synced indicator beside Sync and an empty sync log', async () => {
    signInAs();
    mockInvoice(invoiceDetail());
    renderApp('/payment/make-payment/1/5');
    await screen.findByRole('heading', { name: 'Invoice 2026-Q1-00005' }, SLOW);
    const accounting = within(screen.getByRole('group', { name: 'Accounting' }));
    expect(accounting.getByText('Not synced')).toBeInTheDocument();
    expect(accounting.getByRole('button', { name: 'Sync' })).toBeEnabled();
    expect(accounting.queryByRole('link', { name: 'Management, Accounting' })).toBeNull();
    const log = screen.getByRole('region', { name: 'Accounting sync' });
    expect(await within(log).findByText('Not synced yet')).toBeInTheDocument();
  });

  it.each([
    [{ accountingInvoiceId: null, accountingOutOfDate: false }, 'Not synced', false],
    [{ accountingInvoiceId: '145', accountingOutOfDate: false }, 'Synced · #145', false],
    [{ accountingInvoiceId: '145', accountingOutOfDate: true }, 'Out of date · #145', true],
  ])('names the accounting state in words: %j', async (state, label, explained) => {
    signInAs();
    mockInvoice(invoiceDetail(state));
    renderApp('/payment/make-payment/1/5');
    await screen.findByRole('heading', { name: 'Invoice 2026-Q1-00005' }, SLOW);
    const accounting = within(screen.getByRole('group', { name: 'Accounting' }));
    expect(accounting.getByText(label)).toBeInTheDocument();
    const explanation = accounting.queryByText(
      'Changed since it was last synced; sync again to update the books.',
    );
    expect(explanation !== null).toBe(explained);
  });

  it('syncs once on Sync (keyboard too), shows progress, names the service, and reads the invoice again', async () => {
    signInAs();
    let synced = false;
    let answerSync: (response: Response) => void = () => undefined;
    const fetchMock = mockApi({
      ...invoicePageAnswers(invoiceDetail(), DISTRICT),
      [getInvoiceEndpoint.path]: () =>
        jsonResponse({
          message: 'OK',
          data: invoiceDetail(synced ? { accountingInvoiceId: '145' } : {}),
        }),
      [syncInvoiceEndpoint.path]: () =>
        new Promise<Response>((resolve) => {
          answerSync = (response) => {
            synced = true;
            resolve(response);
          };
        }),
    });
    const { user } = renderApp('/payment/make-payment/1/5');
    await screen.findByRole('heading', { name: 'Invoice 2026-Q1-00005' }, SLOW);
    await waitFor(() => expect(callsTo(fetchMock, accountingConnectionEndpoint.path)).toHaveLength(1));
    const reads = callsTo(fetchMock, getInvoiceEndpoint.path).length;
    const logReads = callsTo(fetchMock, syncLogEndpoint.path).length;
    const sync = within(screen.getByRole('group', { name: 'Accounting' })).getByRole('button', {
      name: 'Sync',
    });
    sync.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sync).toBeDisabled());
    expect(within(sync).getByRole('progressbar')).toBeInTheDocument();

    answerSync(jsonResponse(SYNCED));
    expect(await screen.findByText('Invoice synced with Sandbox Ledger')).toBeInTheDocument();
    expect(await screen.findByText('Synced · #145')).toBeInTheDocument();
    await waitFor(() => expect(sync).toBeEnabled());
    const calls = callsTo(fetchMock, syncInvoiceEndpoint.path);
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0] ?? [];
    expect(init?.method).toBe('PUT');
    expect(new URL(String(url), 'http://test').searchParams.get('invoiceId')).toBe('1');
    expect(callsTo(fetchMock, getInvoiceEndpoint.path).length).toBeGreaterThan(reads);
    expect(callsTo(fetchMock, syncLogEndpoint.path).length).toBeGreaterThan(logReads);
  });

  it('shows the server’s reason when a sync fails, and keeps it until dismissed', async () => {
    signInAs();
    mockInvoice(invoiceDetail(), 200, ADD_ANSWER, {
      [syncInvoiceEndpoint.path]: () => jsonResponse({ message: ACCOUNTING_NEEDS_RECONNECTION }, 409),
    });
    const { user } = renderApp('/payment/make-payment/1/5');
    await screen.findByRole('heading', { name: 'Invoice 2026-Q1-00005' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Sync' }));
    const alert = await within(screen.getByRole('group', { name: 'Accounting' })).findByRole('alert');
    expect(alert).toHaveTextContent(`Sync failed: ${ACCOUNTING_NEEDS_RECONNECTION}`);
    expect(screen.queryByText(/^Invoice synced with/)).toBeNull();
    expect(screen.getByText('Not synced')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/^Sync failed/)).toBeNull();
  });

  it.each([
    ['not_connected', 'Not connected to Sandbox Ledger: an Admin connects it under Management, Accounting.'],
    [
      'needs_reconnection',
      'The connection to Sandbox Ledger has expired: an Admin connects it again under Management, Accounting.',
    ],
  ] as const)(
    'says so beside Sync when the connection is %s, linking to the Accounting page',
    async (status, text) => {
      signInAs();
      mockInvoice(invoiceDetail(), 200, ADD_ANSWER, {
        [accountingConnectionEndpoint.path]: () =>
          jsonResponse({ message: 'OK', data: accountingConnection({ status }) }),
      });
      renderApp('/payment/make-payment/1/5');
      await screen.findByRole('heading', { name: 'Invoice 2026-Q1-00005' }, SLOW);
      const accounting = within(screen.getByRole('group', { name: 'Accounting' }));
      const link = await accounting.findByRole('link', { name: 'Management, Accounting' });
      expect(link).toHaveAttribute('href', '/management/accounting');
      expect(link.parentElement).toHaveTextContent(text);
      expect(accounting.getByRole('button', { name: 'Sync' })).toBeEnabled();
    },
  );

  it('lists the invoice’s sync attempts: who (or the portal on its own), the outcome and the detail', async () => {
    signInAs();
    const fetchMock = mockInvoice(invoiceDetail({ accountingInvoiceId: '145' }), 200, ADD_ANSWER, {
      [syncLogEndpoint.path]: () =>
        jsonResponse({
          message: 'OK',
          data: [
            syncLogEntry({
              id: 2,
              byName: null,
              outcome: 'failed',
              detail: 'QuickBooks: Stale object error',
              accountingInvoiceId: null,
            }),
            syncLogEntry(),
          ],
          totalCount: 2,
        }),
    });
    renderApp('/payment/make-payment/1/5');
    await screen.findByRole('heading', { name: 'Invoice 2026-Q1-00005' }, SLOW);
    const log = within(screen.getByRole('table', { name: 'Accounting sync attempts' }));
    const automatic = (await log.findByText('Portal (automatic)')).closest('tr');
    expect(automatic).toHaveTextContent('Failed');
    expect(automatic).toHaveTextContent('QuickBooks: Stale object error');
    const byStaff = log.getByText('Ada Lovelace').closest('tr');
    expect(byStaff).toHaveTextContent('Synced');
    expect(byStaff).toHaveTextContent('Created invoice 145');
    const [url] = callsTo(fetchMock, syncLogEndpoint.path)[0] ?? [];
    expect(Object.fromEntries(new URL(String(url), 'http://test').searchParams)).toEqual({
      invoiceId: '1',
      pageSize: '25',
    });
  });

  it('asks nothing of the accounting service for an owner', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [5] });
    const fetchMock = mockInvoice(invoiceDetail({ accountingInvoiceId: '145' }));
    renderApp('/client/payment/make-payment/1');
    await screen.findByRole('heading', { name: 'Invoice 2026-Q1-00005' }, SLOW);
    expect(await screen.findByRole('region', { name: 'Payments' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Accounting' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Accounting sync' })).toBeNull();
    expect(callsTo(fetchMock, accountingConnectionEndpoint.path)).toHaveLength(0);
    expect(callsTo(fetchMock, syncLogEndpoint.path)).toHaveLength(0);
  });
});
