import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Endpoint } from '../../../shared/contracts/endpoint';

import { getInvoiceEndpoint } from '../../../shared/contracts/invoices';
import { PAYMENT_PROCESSING } from '../../../shared/contracts/payment-intents';
import {
  CHECK_NUMBER_MESSAGE,
  CHECK_RECORDED,
  invoicePaymentsEndpoint,
  recordPaymentByAdminEndpoint,
} from '../../../shared/contracts/payment-records';

import { localIsoDate } from '../../lib/dates';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';

import { invoicePageAnswers } from '../../test/factories/invoices';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';

const SLOW = { timeout: 30_000 };
const AMOUNT_REFUSED =
  'The check is for $80.00 but the invoice asked $87.50 on 05/02/2026. Add an adjustment or waive the late fee first if the difference is accepted.';

/** Staff's page of an unpaid invoice ($87.50 due today), with `record` answering Record Payment. */
function mockInvoicePage(record: () => Response) {
  return mockApi({
    ...invoicePageAnswers(),
    [recordPaymentByAdminEndpoint.path]: record,
  });
}

type FetchMock = ReturnType<typeof mockApi>;
const callsTo = (fetchMock: FetchMock, endpoint: Endpoint) =>
  fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === endpoint.path);

/** Opens the invoice's page as staff and the Record Payment dialog on it. */
async function openRecordPayment() {
  signInAs();
  const view = renderApp('/payment/make-payment/1/5');
  await screen.findByRole('heading', { name: 'Invoice 2026-Q1-00005' }, SLOW);
  const actions = screen.getByRole('region', { name: 'Staff actions' });
  await view.user.click(within(actions).getByRole('button', { name: 'Record Payment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record Payment' }, SLOW);
  return { ...view, dialog: within(dialog) };
}

describe('Record Payment', () => {
  beforeAll(() => Promise.all([import('./invoice-detail-page'), import('./record-payment-dialog')]), 60_000);

  it('sends the check as entered and, once recorded, closes, says so and reads the invoice again', async () => {
    const fetchMock = mockInvoicePage(() => jsonResponse({ message: CHECK_RECORDED }));
    const { user, dialog } = await openRecordPayment();
    expect(dialog.getByLabelText('Amount ($)')).toHaveValue('87.50');
    expect(dialog.getByLabelText('Date Received')).toHaveValue(localIsoDate(new Date()));
    const invoiceReads = callsTo(fetchMock, getInvoiceEndpoint).length;

    await user.type(dialog.getByLabelText('Check Number'), '1042');
    await user.clear(dialog.getByLabelText('Date Received'));
    await user.type(dialog.getByLabelText('Date Received'), '2026-05-02');
    await user.click(dialog.getByRole('button', { name: 'Record Payment' }));

    expect(await screen.findByText(CHECK_RECORDED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record Payment' })).toBeNull());
    const [[url, init]] = callsTo(fetchMock, recordPaymentByAdminEndpoint) as [[string, RequestInit]];
    expect(new URL(url, 'http://portal.test').searchParams.get('invoiceId')).toBe('1');
    expect(init.method).toBe('PUT');
    expect(sentBody(init)).toEqual({ checkNumber: '1042', amount: 87.5, dateReceived: '2026-05-02' });
    await waitFor(() => expect(callsTo(fetchMock, getInvoiceEndpoint).length).toBeGreaterThan(invoiceReads));
    await waitFor(() => expect(callsTo(fetchMock, invoicePaymentsEndpoint).length).toBeGreaterThan(1));
  });

  it('shows the server’s refusal of the amount under it and keeps what was typed', async () => {
    mockInvoicePage(() => jsonResponse({ message: AMOUNT_REFUSED, errors: { amount: AMOUNT_REFUSED } }, 400));
    const { user, dialog } = await openRecordPayment();
    await user.type(dialog.getByLabelText('Check Number'), '1042');
    const amount = dialog.getByLabelText('Amount ($)');
    await user.clear(amount);
    await user.type(amount, '80');
    await user.click(dialog.getByRole('button', { name: 'Record Payment' }));

    expect(await dialog.findByText(AMOUNT_REFUSED)).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveValue('80');
    expect(dialog.getByLabelText('Check Number')).toHaveValue('1042');
  });

  it('says why the server will not record it now (409) and stays open', async () => {
    mockInvoicePage(() => jsonResponse({ message: PAYMENT_PROCESSING }, 409));
    const { user, dialog } = await openRecordPayment();
    await user.type(dialog.getByLabelText('Check Number'), '1042');
    await user.click(dialog.getByRole('button', { name: 'Record Payment' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(PAYMENT_PROCESSING);
    expect(screen.getByRole('dialog', { name: 'Record Payment' })).toBeInTheDocument();
  });

  it('asks for the check number and a plain amount before sending anything', async () => {
    const fetchMock = mockInvoicePage(() => jsonResponse({ message: CHECK_RECORDED }));
    const { user, dialog } = await openRecordPayment();
    const amount = dialog.getByLabelText('Amount ($)');
    await user.clear(amount);
    await user.type(amount, '-1x2.345');
    // Signs, letters and a third decimal are refused as they are typed.
    expect(amount).toHaveValue('12.34');
    await user.click(dialog.getByRole('button', { name: 'Record Payment' }));

    expect(await dialog.findByText(CHECK_NUMBER_MESSAGE)).toBeInTheDocument();
    expect(callsTo(fetchMock, recordPaymentByAdminEndpoint)).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record Payment' })).toBeNull());
  });
});
