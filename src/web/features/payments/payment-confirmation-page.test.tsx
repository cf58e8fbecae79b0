import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getDistrictProfileEndpoint } from '../../../shared/contracts/district';
import { getInvoiceEndpoint } from '../../../shared/contracts/invoices';
import {
  PAYMENT_NOW_PROCESSING,
  PAYMENT_RECORDED,
  recordPaymentEndpoint,
} from '../../../shared/contracts/payment-intents';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { districtProfile } from '../../test/factories/district';
import { invoiceDetail } from '../../test/factories/invoices';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';
import { PAYMENT_FAILED, PAYMENT_REDIRECT_MS } from './payment-confirmation-page';

const SLOW = { timeout: 30_000 };
const OWNER = { role: ['Owner'], accessLevel: 40, clientIds: [5] };
const OWNER_PATH = '/client/payment/invoice-confirmation/5/1/pi_3Paid';
// Stripe's redirect appends these; the page must not read them.
const STRIPE_RETURN =
  '?payment_intent=pi_3Paid&payment_intent_client_secret=pi_3Paid_secret_x&redirect_status=failed';

function mockRecording(answer: () => Response | Promise<Response>) {
  return mockApi({
    [recordPaymentEndpoint.path]: answer,
    // The invoice's page, once the confirmation has moved on to it.
    [getInvoiceEndpoint.path]: () =>
      jsonResponse({ message: 'OK', data: invoiceDetail({ hasPaid: true, paymentType: 'Card' }) }),
    [getDistrictProfileEndpoint.path]: () => jsonResponse({ message: 'OK', data: districtProfile() }),
  });
}

const recordCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith(recordPaymentEndpoint.path));

describe('the payment confirmation page', () => {
  beforeAll(() => import('./payment-confirmation-page'), 60_000);

  it('records the payment once, says so, and opens the paid invoice 2.5 seconds later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    signInAs(OWNER);
    const fetchMock = mockRecording(() =>
      jsonResponse({ message: PAYMENT_RECORDED, data: { status: 'succeeded' } }),
    );
    const { router } = renderApp(`${OWNER_PATH}${STRIPE_RETURN}`);
    expect(await screen.findByText(PAYMENT_RECORDED, {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(OWNER_PATH);
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_REDIRECT_MS));
    expect(router.state.location.pathname).toBe('/client/payment/view-invoice/1');
    expect(recordCalls(fetchMock)).toEqual([
      `${recordPaymentEndpoint.path}?clientId=5&invoiceId=1&paymentIntentId=pi_3Paid`,
    ]);
  });

  it('tells staff a bank transfer is now processing, and returns them to the staff invoice page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    signInAs();
    mockRecording(() => jsonResponse({ message: 'Processing', data: { status: 'processing' } }));
    const { router } = renderApp('/payment/invoice-confirmation/5/1/pi_3Bank');
    expect(await screen.findByText(PAYMENT_NOW_PROCESSING, {}, SLOW)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_REDIRECT_MS));
    expect(router.state.location.pathname).toBe('/payment/view-invoice/1');
  });

  it('shows “Processing your payment...” while the server asks the provider', async () => {
    signInAs(OWNER);
    mockRecording(() => new Promise<Response>(() => undefined));
    renderApp(OWNER_PATH);
    expect(await screen.findByText('Processing your payment...', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Processing your payment' })).toBeInTheDocument();
  });

  it('says what went wrong, with the server’s message, and leads back to the invoice', async () => {
    signInAs(OWNER);
    mockRecording(() => jsonResponse({ message: 'Your card was declined.' }, 409));
    const { router, user } = renderApp(OWNER_PATH);
    const alert = (await screen.findByText(PAYMENT_FAILED, {}, SLOW)).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(within(alert as HTMLElement).getByText('Your card was declined.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Invoice' }));
    expect(router.state.location.pathname).toBe('/client/payment/make-payment/1');
  });
});
