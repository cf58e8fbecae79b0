import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '../../../shared/contracts/endpoint';
import type { InvoiceDetail } from '../../../shared/contracts/invoices';
import { getInvoiceEndpoint } from '../../../shared/contracts/invoices';
import {
  ALREADY_PAID,
  PAYMENT_CANCELLED,
  PAYMENT_NO_LONGER_OPEN,
  PAYMENT_PROCESSING,
  cancelPaymentIntentEndpoint,
  createPaymentIntentEndpoint,
  paymentProviderConfigEndpoint,
  sandboxConfirmEndpoint,
  type PaymentIntent,
} from '../../../shared/contracts/payment-intents';

import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { invoiceDetail, invoicePageAnswers, PAYMENT_FEES_ANSWERS } from '../../test/factories/invoices';
import { signInAs } from '../../test/factories/session';
import { renderApp, renderWithProviders } from '../../test/render';
import { InvoicePaymentPanel } from './invoice-payment-panel';

const SLOW = { timeout: 30_000 };
const OWNER = { role: ['Owner'], accessLevel: 40, clientIds: [5] };
// $87.50: by card 2.9% ($2.54 half up) + $0.30; by bank 0.8% ($0.70).
const CARD_INTENT: PaymentIntent = {
  id: 'pi_test_card',
  client_secret: 'pi_test_card_secret_1',
  amount: 9034,
  fee: 284,
  invoiceTotal: 8750,
  paymentMethod: 'card',
  provider: 'sandbox',
};
const BANK_INTENT: PaymentIntent = {
  ...CARD_INTENT,
  id: 'pi_test_bank',
  client_secret: 'pi_test_bank_secret_1',
  amount: 8820,
  fee: 70,
  paymentMethod: 'us_bank_account',
};
const PAID = () => jsonResponse({ message: 'OK', data: { status: 'succeeded', error: null } });
// Staff added a $25.00 charge while the dialog was open: $112.50, by card 2.9% ($3.26) + $0.30.
const CHANGED_CARD_INTENT: PaymentIntent = {
  ...CARD_INTENT,
  id: 'pi_test_card_2',
  client_secret: 'pi_test_card_2_secret_1',
  amount: 11606,
  fee: 356,
  invoiceTotal: 11250,
};
/** The two ways the sandbox answers the confirmation of an intent the portal has cancelled. */
const NO_LONGER_OPEN: [string, Answer][] = [
  ['the portal’s 409', () => jsonResponse({ message: PAYMENT_NO_LONGER_OPEN }, 409)],
  [
    'the sandbox’s 400',
    () =>
      jsonResponse(
        { message: 'You cannot confirm this PaymentIntent because it has a status of canceled.' },
        400,
      ),
  ],
];
const CHANGED_NOTICE =
  'The invoice changed while you were paying. Nothing was charged. It now asks $112.50: you pay $116.06 with the fee (you were about to pay $90.34). Check the amounts and pay again.';

type Answer = (url: string, init: RequestInit) => Response;

function mockPayments({
  provider = 'sandbox',
  create = (url) =>
    jsonResponse({
      message: 'OK',
      data: url.includes('paymentMethod=us_bank_account') ? BANK_INTENT : CARD_INTENT,
    }),
  confirm = PAID,
}: { provider?: 'sandbox' | 'stripe'; create?: Answer; confirm?: Answer } = {}) {
  return mockApi({
    ...PAYMENT_FEES_ANSWERS,
    [paymentProviderConfigEndpoint.path]: () =>
      jsonResponse({
        message: 'OK',
        data: { provider, publicKey: provider === 'stripe' ? 'pk_test_portal' : null },
      }),
    [createPaymentIntentEndpoint.path]: create,
    [sandboxConfirmEndpoint.path]: confirm,
    [cancelPaymentIntentEndpoint.path]: () => jsonResponse({ message: PAYMENT_CANCELLED }),
  });
}

type FetchMock = ReturnType<typeof mockApi>;
/** The calls made to one endpoint: their query and their body. */
function callsTo(fetchMock: FetchMock, endpoint: Endpoint) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).split('?')[0] === endpoint.path)
    .map(([url, init]) => ({
      query: Object.fromEntries(new URL(String(url), 'http://portal.test').searchParams),
      body: sentBody(init),
    }));
}

function Location() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

function renderPanel(invoice: InvoiceDetail = invoiceDetail()) {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/client/payment/make-payment/1']}>
      <InvoicePaymentPanel invoice={invoice} district={null} />
      <Location />
    </MemoryRouter>,
  );
}

async function openDialog(user: ReturnType<typeof renderPanel>['user'], button: string) {
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: button }, SLOW);
  await within(dialog).findByLabelText('Amounts', {}, SLOW);
  return dialog;
}

async function typeCard(user: ReturnType<typeof renderPanel>['user'], dialog: HTMLElement, number: string) {
  await user.type(within(dialog).getByLabelText('Card number'), number);
  await user.type(within(dialog).getByLabelText('Expiry (MM / YY)'), '1230');
  await user.type(within(dialog).getByLabelText('CVC'), '123');
}

describe('paying an invoice online', () => {
  beforeAll(() => import('./payment-dialog'), 60_000);

  it('says a bank transfer is processing instead of offering to pay again', () => {
    signInAs(OWNER);
    mockPayments();
    renderPanel(invoiceDetail({ paymentProcessing: true }));
    const notice = screen.getByText(/^Payment processing: your bank transfer takes 3 to 5 business days\./);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay by Card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay by Bank Transfer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay by Check' })).not.toBeInTheDocument();
  });

  it('creates the intent on opening and shows the invoice total, the fee and what the owner pays', async () => {
    signInAs(OWNER);
    const fetchMock = mockPayments();
    const { user } = renderPanel();
    const dialog = await openDialog(user, 'Pay by Card');
    expect(callsTo(fetchMock, createPaymentIntentEndpoint)).toEqual([
      { query: { clientId: '5', invoiceId: '1', paymentMethod: 'card' }, body: undefined },
    ]);
    expect(within(dialog).getByLabelText('Amounts')).toHaveTextContent(
      'Invoice total$87.50Card fee$2.84You pay$90.34',
    );
    expect(within(dialog).getByRole('note')).toHaveTextContent(/Test mode.*4242 4242 4242 4242/);
    expect(within(dialog).getByRole('button', { name: 'Pay $90.34' })).toBeEnabled();
  });

  it('pays by card in the sandbox and goes on to the confirmation page', async () => {
    signInAs(OWNER);
    const fetchMock = mockPayments();
    const { user } = renderPanel();
    const dialog = await openDialog(user, 'Pay by Card');
    await typeCard(user, dialog, '4242424242424242');
    expect(within(dialog).getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(within(dialog).getByLabelText('Expiry (MM / YY)')).toHaveValue('12 / 30');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $90.34' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Location')).toHaveTextContent(
        '/client/payment/invoice-confirmation/5/1/pi_test_card',
      ),
    );
    expect(callsTo(fetchMock, sandboxConfirmEndpoint)[0]?.body).toEqual({
      paymentIntentId: 'pi_test_card',
      clientSecret: 'pi_test_card_secret_1',
      card: { number: '4242424242424242', expiry: '12 / 30', cvc: '123' },
    });
    expect(callsTo(fetchMock, cancelPaymentIntentEndpoint)).toEqual([]);
  });

  it('can be used with the keyboard alone', async () => {
    signInAs(OWNER);
    mockPayments();
    const { user } = renderPanel();
    screen.getByRole('button', { name: 'Pay by Card' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Pay by Card' }, SLOW);
    const number = await within(dialog).findByLabelText('Card number', {}, SLOW);
    expect(number).toHaveFocus();
    await user.keyboard('4242424242424242');
    await user.tab();
    await user.keyboard('1230');
    await user.tab();
    await user.keyboard('123');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByLabelText('Location')).toHaveTextContent(
        '/client/payment/invoice-confirmation/5/1/pi_test_card',
      ),
    );
  });

  it('shows a declined card’s reason above the form, cancels the intent, and Back to Invoice closes', async () => {
    signInAs(OWNER);
    const fetchMock = mockPayments({
      confirm: () =>
        jsonResponse({
          message: 'OK',
          data: { status: 'requires_payment_method', error: 'Your card was declined.' },
        }),
    });
    const { user } = renderPanel();
    const dialog = await openDialog(user, 'Pay by Card');
    await typeCard(user, dialog, '4000000000000002');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $90.34' }));
    const alert = (await within(dialog).findByText('Your card was declined.')).closest('[role="alert"]');
    const form = within(dialog).getByRole('form', { name: 'Payment details' });
    expect(alert?.compareDocumentPosition(form)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await waitFor(() =>
      expect(callsTo(fetchMock, cancelPaymentIntentEndpoint)).toEqual([
        { query: { clientId: '5', paymentIntentId: 'pi_test_card' }, body: undefined },
      ]),
    );
    // The Pay button that had the focus is gone; the way out takes it.
    expect(within(dialog).getByRole('button', { name: 'Back to Invoice' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Back to Invoice' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Location')).toHaveTextContent('/client/payment/make-payment/1');
    // Once: closing after the refusal does not cancel again.
    expect(callsTo(fetchMock, cancelPaymentIntentEndpoint)).toHaveLength(1);
  });

  it.each([
    ['the Escape key', '{Escape}'],
    ['the Close button', 'Close'],
    ['Cancel', 'Cancel'],
  ])('cancels the intent when closed with %s without paying', async (_how, action) => {
    signInAs(OWNER);
    const fetchMock = mockPayments();
    const { user } = renderPanel();
    const dialog = await openDialog(user, 'Pay by Card');
    if (action.startsWith('{')) await user.keyboard(action);
    else await user.click(within(dialog).getByRole('button', { name: action }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        callsTo(fetchMock, cancelPaymentIntentEndpoint).map(({ query }) => query.paymentIntentId),
      ).toEqual(['pi_test_card']),
    );
  });

  it('lets staff pay by bank transfer for the owner, checking the account fields first', async () => {
    signInAs();
    const fetchMock = mockPayments({
      confirm: () => jsonResponse({ message: 'OK', data: { status: 'processing', error: null } }),
    });
    const { user } = renderPanel();
    const dialog = await openDialog(user, 'Pay by Bank Transfer');
    expect(within(dialog).getByLabelText('Amounts')).toHaveTextContent(
      'Invoice total$87.50Bank transfer fee$0.70You pay$88.20',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pay $88.20' }));
    expect(await within(dialog).findByText('Account holder name is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, sandboxConfirmEndpoint)).toEqual([]);

    await user.type(within(dialog).getByLabelText('Account holder name'), 'Red Stick Water Company');
    await user.type(within(dialog).getByLabelText('Routing number'), '110000000');
    await user.type(within(dialog).getByLabelText('Account number'), '000123456789');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $88.20' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Location')).toHaveTextContent(
        '/payment/invoice-confirmation/5/1/pi_test_bank',
      ),
    );
    expect(screen.getByLabelText('Location')).not.toHaveTextContent('/client/');
    expect(callsTo(fetchMock, sandboxConfirmEndpoint)[0]?.body).toEqual({
      paymentIntentId: 'pi_test_bank',
      clientSecret: 'pi_test_bank_secret_1',
      bankAccount: {
        accountHolderName: 'Red Stick Water Company',
        routingNumber: '110000000',
        accountNumber: '000123456789',
      },
    });
  });

  it('says why when the invoice cannot be paid now, and offers the way back', async () => {
    signInAs(OWNER);
    const fetchMock = mockPayments({ create: () => jsonResponse({ message: ALREADY_PAID }, 409) });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Pay by Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay by Card' }, SLOW);
    expect(await within(dialog).findByText(ALREADY_PAID)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to Invoice' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, cancelPaymentIntentEndpoint)).toEqual([]);
  });

  it('lets the owner try again with a new intent after a refusal', async () => {
    signInAs(OWNER);
    const confirm = vi
      .fn<Answer>()
      .mockReturnValueOnce(
        jsonResponse({
          message: 'OK',
          data: { status: 'requires_payment_method', error: 'Your card has expired.' },
        }),
      )
      .mockImplementation(PAID);
    const fetchMock = mockPayments({ confirm });
    const { user } = renderPanel();
    const dialog = await openDialog(user, 'Pay by Card');
    await typeCard(user, dialog, '4000000000000069');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $90.34' }));
    await within(dialog).findByText('Your card has expired.');
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    const number = within(dialog).getByLabelText('Card number');
    // What was typed stays for correcting.
    expect(number).toHaveValue('4000 0000 0000 0069');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Pay $90.34' })).toBeEnabled());
    await user.clear(number);
    await user.type(number, '4242424242424242');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $90.34' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Location')).toHaveTextContent('/client/payment/invoice-confirmation/'),
    );
    expect(callsTo(fetchMock, createPaymentIntentEndpoint)).toHaveLength(2);
  });

  it.each(NO_LONGER_OPEN)(
    'asks for the new total when the invoice changed while the dialog was open (%s), and pays it',
    async (_how, cancelledAnswer) => {
      signInAs(OWNER);
      const create = vi
        .fn<Answer>()
        .mockReturnValueOnce(jsonResponse({ message: 'OK', data: CARD_INTENT }))
        .mockReturnValue(jsonResponse({ message: 'OK', data: CHANGED_CARD_INTENT }));
      const confirm = vi.fn<Answer>().mockImplementationOnce(cancelledAnswer).mockImplementation(PAID);
      const fetchMock = mockPayments({ create, confirm });
      const { user } = renderPanel();
      const dialog = await openDialog(user, 'Pay by Card');
      await typeCard(user, dialog, '4242424242424242');
      await user.click(within(dialog).getByRole('button', { name: 'Pay $90.34' }));

      const notice = await within(dialog).findByText(CHANGED_NOTICE);
      expect(notice.closest('[role="alert"]')).not.toBeNull();
      expect(within(dialog).getByLabelText('Amounts')).toHaveTextContent(
        'Invoice total$112.50Card fee$3.56You pay$116.06',
      );
      // A new attempt: the server makes a new intent for what the invoice asks now.
      expect(callsTo(fetchMock, createPaymentIntentEndpoint)).toHaveLength(2);
      // The portal cancelled the first intent itself; the dialog does not cancel it again.
      expect(callsTo(fetchMock, cancelPaymentIntentEndpoint)).toEqual([]);
      // What was typed stays: paying the new total is one click.
      expect(within(dialog).getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
      const pay = within(dialog).getByRole('button', { name: 'Pay $116.06' });
      await waitFor(() => expect(pay).toBeEnabled());
      await user.click(pay);
      await waitFor(() =>
        expect(screen.getByLabelText('Location')).toHaveTextContent(
          '/client/payment/invoice-confirmation/5/1/pi_test_card_2',
        ),
      );
      expect(callsTo(fetchMock, sandboxConfirmEndpoint).map(({ body }) => body)).toEqual([
        expect.objectContaining({ paymentIntentId: 'pi_test_card' }),
        expect.objectContaining({ paymentIntentId: 'pi_test_card_2' }),
      ]);
    },
  );

  it('says so when the total did not change after all, and offers the same amount again', async () => {
    signInAs(OWNER);
    const create = vi
      .fn<Answer>()
      .mockReturnValueOnce(jsonResponse({ message: 'OK', data: CARD_INTENT }))
      .mockReturnValue(jsonResponse({ message: 'OK', data: { ...CARD_INTENT, id: 'pi_test_card_3' } }));
    const [[, cancelledAnswer]] = NO_LONGER_OPEN as [[string, Answer]];
    mockPayments({ create, confirm: cancelledAnswer });
    const { user } = renderPanel();
    const dialog = await openDialog(user, 'Pay by Card');
    await typeCard(user, dialog, '4242424242424242');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $90.34' }));
    expect(
      await within(dialog).findByText(
        /^This payment was cancelled before it went through.*Nothing was charged\. It still asks \$87\.50: you pay \$90\.34 with the fee\./,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Pay $90.34' })).toBeEnabled());
  });

  it.each([
    ['paid meanwhile', ALREADY_PAID],
    ['a transfer on its way', PAYMENT_PROCESSING],
    [
      'over the card’s limit',
      'A card payment can be at most $100.00; this invoice would need $116.06 with the fee. Pay by bank transfer or by check.',
    ],
  ])(
    'says nothing was charged and why it cannot be paid now when the new attempt is refused (%s)',
    async (_why, refusal) => {
      signInAs(OWNER);
      const create = vi
        .fn<Answer>()
        .mockReturnValueOnce(jsonResponse({ message: 'OK', data: CARD_INTENT }))
        .mockReturnValue(jsonResponse({ message: refusal }, 409));
      const fetchMock = mockPayments({
        create,
        confirm: () => jsonResponse({ message: PAYMENT_NO_LONGER_OPEN }, 409),
      });
      const { user } = renderPanel();
      const dialog = await openDialog(user, 'Pay by Card');
      await typeCard(user, dialog, '4242424242424242');
      await user.click(within(dialog).getByRole('button', { name: 'Pay $90.34' }));

      expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
      expect(
        within(dialog).getByText(
          'This payment was cancelled before it went through, because the invoice changed or was paid another way. Nothing was charged.',
        ),
      ).toBeInTheDocument();
      expect(within(dialog).queryByLabelText('Amounts')).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
      const back = within(dialog).getByRole('button', { name: 'Back to Invoice' });
      expect(back).toHaveFocus();
      await user.click(back);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(callsTo(fetchMock, cancelPaymentIntentEndpoint)).toEqual([]);
    },
  );

  it('reads the invoice again, so the page behind shows what it asks now', async () => {
    signInAs(OWNER);
    const changed = invoiceDetail({
      adjustmentsAmount: 15,
      totalAmount: 112.5,
      adjustments: [
        { id: 21, reason: 'Meter fault credit', value: -10 },
        { id: 22, reason: 'Late meter reading', value: 25 },
      ],
    });
    const getInvoice = vi
      .fn<Answer>()
      .mockReturnValueOnce(jsonResponse({ message: 'OK', data: invoiceDetail() }))
      .mockReturnValue(jsonResponse({ message: 'OK', data: changed }));
    const create = vi
      .fn<Answer>()
      .mockReturnValueOnce(jsonResponse({ message: 'OK', data: CARD_INTENT }))
      .mockReturnValue(jsonResponse({ message: 'OK', data: CHANGED_CARD_INTENT }));
    mockApi({
      ...invoicePageAnswers(),
      [getInvoiceEndpoint.path]: getInvoice,
      [paymentProviderConfigEndpoint.path]: () =>
        jsonResponse({ message: 'OK', data: { provider: 'sandbox', publicKey: null } }),
      [createPaymentIntentEndpoint.path]: create,
      [sandboxConfirmEndpoint.path]: () => jsonResponse({ message: PAYMENT_NO_LONGER_OPEN }, 409),
      [cancelPaymentIntentEndpoint.path]: () => jsonResponse({ message: PAYMENT_CANCELLED }),
    });
    const { user } = renderApp('/client/payment/make-payment/1');
    const panel = within(await screen.findByRole('region', { name: 'Payment' }, SLOW));
    expect(panel.getByText('$87.50')).toBeInTheDocument();
    const dialog = await openDialog(user, 'Pay by Card');
    await typeCard(user, dialog, '4242424242424242');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $90.34' }));
    await within(dialog).findByText(CHANGED_NOTICE);
    await waitFor(() => expect(getInvoice).toHaveBeenCalledTimes(2));
    expect(await panel.findByText('$112.50')).toBeInTheDocument();
    expect(screen.getByText('Late meter reading')).toBeInTheDocument();
  });
});
