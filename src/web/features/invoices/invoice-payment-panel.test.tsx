import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paymentFeesEndpoint } from '../../../shared/contracts/payments';
import type { PaymentFeeTerms } from '../../../shared/rules/payment-fees';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { invoiceDetail, paymentFeesAnswers } from '../../test/factories/invoices';
import { signInAs } from '../../test/factories/session';
import { renderWithProviders } from '../../test/render';
import { InvoicePaymentPanel } from './invoice-payment-panel';

const OWNER = { role: ['Owner'], accessLevel: 40, clientIds: [5] };

/** The panel of the $87.50 invoice: by card $90.34 with the fee, by bank transfer $88.20. */
function renderPanel(terms: Partial<PaymentFeeTerms>) {
  signInAs(OWNER);
  mockApi(paymentFeesAnswers(terms));
  renderWithProviders(
    <MemoryRouter>
      <InvoicePaymentPanel invoice={invoiceDetail()} district={null} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('region', { name: 'Payment' }));
}

const buttonsOf = (panel: ReturnType<typeof renderPanel>) =>
  panel.getAllByRole('button').map((button) => button.textContent);

describe('the ways an invoice can be paid, within each way’s limit', () => {
  it('offers card and bank transfer up to their limits, fee included, and says nothing of limits', async () => {
    const panel = renderPanel({ cardLimitCents: 9034, bankLimitCents: 8820 });
    await panel.findByRole('list', { name: 'Fees by way of paying' });
    expect(buttonsOf(panel)).toEqual(['Pay by Card', 'Pay by Bank Transfer', 'Pay by Check']);
    expect(panel.queryByRole('status')).toBeNull();
  });

  it('leaves card out when the invoice and its fee are over the card limit, naming the limit and what can pay', async () => {
    const panel = renderPanel({ cardLimitCents: 9000 });
    expect(
      await panel.findByText(
        'A card payment can be at most $90.00; this invoice would need $90.34 with the fee. Pay by bank transfer or by check.',
      ),
    ).toBeInTheDocument();
    expect(buttonsOf(panel)).toEqual(['Pay by Bank Transfer', 'Pay by Check']);
    const fees = panel.getByRole('list', { name: 'Fees by way of paying' });
    expect(fees).not.toHaveTextContent('By card');
    expect(fees).toHaveTextContent('By bank transfer (3 to 5 business days): $0.70 fee, you pay $88.20');
    expect(fees).toHaveTextContent('By check: no fee');
  });

  it('leaves bank transfer out when only it is over its limit', async () => {
    const panel = renderPanel({ bankLimitCents: 8800 });
    expect(
      await panel.findByText(
        'A bank transfer can be at most $88.00; this invoice would need $88.20 with the fee. Pay by card or by check.',
      ),
    ).toBeInTheDocument();
    expect(buttonsOf(panel)).toEqual(['Pay by Card', 'Pay by Check']);
  });

  it('offers only a check when both ways are over their limits', async () => {
    const panel = renderPanel({ cardLimitCents: 5000, bankLimitCents: 5000 });
    const message = await panel.findByRole('status');
    expect(message).toHaveTextContent(
      'This invoice is more than can be paid online: a card payment can be at most $50.00 and a bank transfer at most $50.00, and it would need $90.34 by card or $88.20 by bank transfer with the fee. Pay by check.',
    );
    expect(buttonsOf(panel)).toEqual(['Pay by Check']);
    expect(panel.getByRole('list', { name: 'Fees by way of paying' })).toHaveTextContent(
      /^By check: no fee$/,
    );
  });

  it('offers both ways when the limits cannot be read: the server refuses an amount over one, saying why', async () => {
    signInAs(OWNER);
    const fetchMock = mockApi({
      [paymentFeesEndpoint.path]: () => jsonResponse({ message: 'Server error' }, 500),
    });
    renderWithProviders(
      <MemoryRouter>
        <InvoicePaymentPanel invoice={invoiceDetail()} district={null} />
      </MemoryRouter>,
    );
    const panel = within(screen.getByRole('region', { name: 'Payment' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // The failed answer settles before the panel is read again.
    await act(() => Promise.resolve());
    expect(buttonsOf(panel)).toEqual(['Pay by Card', 'Pay by Bank Transfer', 'Pay by Check']);
    expect(panel.queryByRole('list', { name: 'Fees by way of paying' })).toBeNull();
  });
});
