import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PAYMENT_CANCELLED,
  cancelPaymentIntentEndpoint,
  createPaymentIntentEndpoint,
  paymentProviderConfigEndpoint,
  type PaymentIntent,
} from '../../../shared/contracts/payment-intents';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { invoiceDetail, PAYMENT_FEES_ANSWERS } from '../../test/factories/invoices';
import { signInAs } from '../../test/factories/session';
import { renderWithProviders } from '../../test/render';
import { InvoicePaymentPanel } from './invoice-payment-panel';

const SLOW = { timeout: 30_000 };
const INTENT: PaymentIntent = {
  id: 'pi_3StripeCard',
  client_secret: 'pi_3StripeCard_secret_1',
  amount: 9034,
  fee: 284,
  invoiceTotal: 8750,
  paymentMethod: 'card',
  provider: 'stripe',
};

type ConfirmPayment = (options: unknown) => Promise<{
  error?: { type: string; code?: string; message?: string; payment_intent?: { status: string } };
}>;

/**
 * A stand-in for Stripe.js as `window.Stripe`, so loadStripe injects nothing. Stripe.js is loaded
 * once per page, so the stand-in stays and each test sets what confirming answers.
 */
const stripeJs = {
  confirmPayment: vi.fn<ConfirmPayment>(),
  elementsOptions: vi.fn<(options: unknown) => void>(),
};
function installStripeStandIn() {
  const element = {
    mount: (node: HTMLElement) => {
      node.textContent = 'Stripe’s card fields';
    },
    on: (event: string, handler: () => void) => {
      // The fields are drawn at once.
      if (event === 'ready') setTimeout(handler, 0);
      return element;
    },
    off: () => element,
    update: () => undefined,
    destroy: () => undefined,
  };
  const elements = { create: () => element, update: () => undefined, getElement: () => element };
  const stripe = {
    elements: (options: unknown) => {
      stripeJs.elementsOptions(options);
      return elements;
    },
    confirmPayment: (options: unknown) => stripeJs.confirmPayment(options),
    createToken: () => undefined,
    createPaymentMethod: () => undefined,
    confirmCardPayment: () => undefined,
  };
  const Stripe = Object.assign(() => stripe, { version: 'endive' });
  vi.stubGlobal('Stripe', Stripe);
}

function Location() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

function renderPanel(create = () => jsonResponse({ message: 'OK', data: INTENT })) {
  const fetchMock = mockApi({
    ...PAYMENT_FEES_ANSWERS,
    [paymentProviderConfigEndpoint.path]: () =>
      jsonResponse({ message: 'OK', data: { provider: 'stripe', publicKey: 'pk_test_portal' } }),
    [createPaymentIntentEndpoint.path]: create,
    [cancelPaymentIntentEndpoint.path]: () => jsonResponse({ message: PAYMENT_CANCELLED }),
  });
  const view = renderWithProviders(
    <MemoryRouter initialEntries={['/client/payment/make-payment/1']}>
      <InvoicePaymentPanel invoice={invoiceDetail()} district={null} />
      <Location />
    </MemoryRouter>,
  );
  return { ...view, fetchMock };
}

async function openStripeForm(user: ReturnType<typeof renderPanel>['user']) {
  await user.click(screen.getByRole('button', { name: 'Pay by Card' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pay by Card' }, SLOW);
  await within(dialog).findByText('Stripe’s card fields', {}, SLOW);
  const pay = within(dialog).getByRole('button', { name: 'Pay $90.34' });
  await waitFor(() => expect(pay).toBeEnabled());
  return { dialog, pay };
}

describe('paying through Stripe', () => {
  beforeAll(() => import('./stripe-payment-form'), 60_000);
  beforeEach(() => {
    stripeJs.confirmPayment.mockReset();
    stripeJs.elementsOptions.mockReset();
    installStripeStandIn();
  });

  it('confirms with Stripe’s Payment Element and goes on to the confirmation page', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [5] });
    stripeJs.confirmPayment.mockResolvedValue({});
    const { user, fetchMock } = renderPanel();
    const { pay } = await openStripeForm(user);
    expect(stripeJs.elementsOptions).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: 'pi_3StripeCard_secret_1' }),
    );
    await user.click(pay);
    await waitFor(() =>
      expect(screen.getByLabelText('Location')).toHaveTextContent(
        '/client/payment/invoice-confirmation/5/1/pi_3StripeCard',
      ),
    );
    expect(stripeJs.confirmPayment).toHaveBeenCalledWith({
      elements: expect.anything() as unknown,
      confirmParams: {
        return_url: `${window.location.origin}/client/payment/invoice-confirmation/5/1/pi_3StripeCard`,
      },
      redirect: 'if_required',
    });
    const cancels = fetchMock.mock.calls.filter(([url]) =>
      String(url).startsWith(cancelPaymentIntentEndpoint.path),
    );
    expect(cancels).toEqual([]);
  });

  it('shows Stripe’s reason for a decline above the form and cancels the intent', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [5] });
    stripeJs.confirmPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card has insufficient funds.' },
    });
    const { user, fetchMock } = renderPanel();
    const { dialog, pay } = await openStripeForm(user);
    await user.click(pay);
    const alert = (await within(dialog).findByText('Your card has insufficient funds.')).closest(
      '[role="alert"]',
    );
    const form = within(dialog).getByRole('form', { name: 'Payment details' });
    expect(alert?.compareDocumentPosition(form)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        `${cancelPaymentIntentEndpoint.path}?clientId=5&paymentIntentId=pi_3StripeCard`,
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Back to Invoice' })).toBeInTheDocument();
  });

  it('leaves the intent open when Stripe only asks for missing details', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [5] });
    stripeJs.confirmPayment.mockResolvedValue({
      error: { type: 'validation_error', message: 'Your card number is incomplete.' },
    });
    const { user, fetchMock } = renderPanel();
    const { dialog, pay } = await openStripeForm(user);
    await user.click(pay);
    await waitFor(() => expect(pay).toBeEnabled());
    expect(within(dialog).queryByRole('button', { name: 'Back to Invoice' })).not.toBeInTheDocument();
    const cancels = fetchMock.mock.calls.filter(([url]) =>
      String(url).startsWith(cancelPaymentIntentEndpoint.path),
    );
    expect(cancels).toEqual([]);
  });

  it('asks for a new intent when Stripe says the portal cancelled this one meanwhile, and pays that', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [5] });
    // Staff added $25.00: $112.50, by card 2.9% ($3.26) + $0.30.
    const changed: PaymentIntent = {
      ...INTENT,
      id: 'pi_3StripeCard2',
      client_secret: 'pi_3StripeCard2_secret_1',
      amount: 11606,
      fee: 356,
      invoiceTotal: 11250,
    };
    const create = vi
      .fn<() => Response>()
      .mockReturnValueOnce(jsonResponse({ message: 'OK', data: INTENT }))
      .mockReturnValue(jsonResponse({ message: 'OK', data: changed }));
    stripeJs.confirmPayment
      .mockResolvedValueOnce({
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message:
            'This PaymentIntent’s payment_method could not be updated because it has a status of canceled.',
          payment_intent: { status: 'canceled' },
        },
      })
      .mockResolvedValue({});
    const { user, fetchMock } = renderPanel(create);
    const { dialog, pay } = await openStripeForm(user);
    await user.click(pay);

    expect(
      await within(dialog).findByText(
        'The invoice changed while you were paying. Nothing was charged. It now asks $112.50: you pay $116.06 with the fee (you were about to pay $90.34). Check the amounts and pay again.',
      ),
    ).toBeInTheDocument();
    // Stripe's fields load anew for the new intent.
    await waitFor(() =>
      expect(stripeJs.elementsOptions).toHaveBeenLastCalledWith(
        expect.objectContaining({ clientSecret: 'pi_3StripeCard2_secret_1' }),
      ),
    );
    const payNew = within(dialog).getByRole('button', { name: 'Pay $116.06' });
    await waitFor(() => expect(payNew).toBeEnabled());
    await user.click(payNew);
    await waitFor(() =>
      expect(screen.getByLabelText('Location')).toHaveTextContent(
        '/client/payment/invoice-confirmation/5/1/pi_3StripeCard2',
      ),
    );
    const cancels = fetchMock.mock.calls.filter(([url]) =>
      String(url).startsWith(cancelPaymentIntentEndpoint.path),
    );
    expect(cancels).toEqual([]);
  });

  it('goes on to the confirmation page when Stripe says the intent was paid already', async () => {
    signInAs({ role: ['Owner'], accessLevel: 40, clientIds: [5] });
    stripeJs.confirmPayment.mockResolvedValue({
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'This PaymentIntent has already succeeded.',
        payment_intent: { status: 'succeeded' },
      },
    });
    const { user } = renderPanel();
    const { pay } = await openStripeForm(user);
    await user.click(pay);
    await waitFor(() =>
      expect(screen.getByLabelText('Location')).toHaveTextContent(
        '/client/payment/invoice-confirmation/5/1/pi_3StripeCard',
      ),
    );
  });
});
