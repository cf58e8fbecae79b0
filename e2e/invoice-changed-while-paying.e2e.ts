import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAdjustmentEndpoint } from '../src/shared/contracts/invoice-changes';
import { getInvoiceEndpoint } from '../src/shared/contracts/invoices';
import { PAYMENT_RECORDED } from '../src/shared/contracts/payment-intents';
import {
  invoicePaymentsEndpoint,
  paymentExceptionsEndpoint,
  STUCK_PAYMENT_NOTES,
  type PaymentException,
} from '../src/shared/contracts/payment-records';
import { parseAnswer } from '../src/shared/contracts/endpoint';
import { formatCents } from '../src/shared/format';
import { answerDuring, answerOf, bearer } from './api';
import { expectNoSidewaysScroll, expectWithinScreen, screenshot } from './screen-checks';
import { expectAccessible, launchBrowser, newPage, signIn } from './browser';
import { openAsOwner, OWN_QUARTER, ownerInvoiceOf, PAID_NOTICE, payByCard } from './owner-invoices';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
/** What staff add while the owner's dialog is open. */
const ADDED_CENTS = 2500;

/** The dialog's amounts in cents: the invoice total, the fee and what the owner pays. */
async function amountsOf(dialog: Locator) {
  const text = (await dialog.getByLabel('Amounts').textContent()) ?? '';
  const match = /Invoice total\$([\d,.]+)Card fee\$([\d,.]+)You pay\$([\d,.]+)/.exec(text);
  if (!match) throw new Error(`unexpected amounts: ${text}`);
  const cents = (dollars: string | undefined) => Math.round(Number((dollars ?? '').replace(/,/g, '')) * 100);
  return { total: cents(match[1]), fee: cents(match[2]), pay: cents(match[3]) };
}

describe('an invoice that changes while its owner pays', () => {
  it('staff add an adjustment while the card dialog is open: the owner is told, charged nothing, and pays the new total', async () => {
    const page = await newPage(browser);
    await page.setViewportSize(WIDE);
    const invoice = await ownerInvoiceOf(page.request, OWN_QUARTER.changedWhilePaying);
    await openAsOwner(page, invoice);
    const dialog = await payByCard(page, '4242 4242 4242 4242');
    const before = await amountsOf(dialog);
    const oldPay = dialog.getByRole('button', { name: `Pay ${formatCents(before.pay)}` });
    await expect.poll(() => oldPay.isEnabled()).toBe(true);

    // Meanwhile staff add a charge to the invoice: the portal cancels the owner's open intent.
    const staff = await bearer(page.request, 'admin@demo.test');
    const added = await page.request.post(`${addAdjustmentEndpoint.path}?invoiceId=${invoice.id}`, {
      headers: staff,
      data: { reason: 'Meter reading corrected', value: ADDED_CENTS / 100 },
    });
    expect(added.status()).toBe(200);

    // The owner pays what the dialog showed: refused, nothing charged, and asked for the new total.
    await oldPay.click();
    const notice = dialog
      .getByRole('alert')
      .filter({ hasText: 'The invoice changed while you were paying.' });
    await notice.waitFor();
    const after = await amountsOf(dialog);
    expect(after.total).toBe(before.total + ADDED_CENTS);
    expect(after.pay).toBe(after.total + after.fee);
    expect(await notice.textContent()).toBe(
      `The invoice changed while you were paying. Nothing was charged. It now asks ${formatCents(after.total)}: ` +
        `you pay ${formatCents(after.pay)} with the fee (you were about to pay ${formatCents(before.pay)}). ` +
        'Check the amounts and pay again.',
    );
    const newPay = dialog.getByRole('button', { name: `Pay ${formatCents(after.pay)}` });
    await expect.poll(() => newPay.isEnabled()).toBe(true);
    // The page behind (hidden from assistive technology while the dialog is open) already asks the new total.
    await page
      .getByRole('region', { name: 'Payment', includeHidden: true })
      .getByText(formatCents(after.total), { exact: true })
      .waitFor();
    await expectAccessible(page);
    // The screen as the owner sees it: a dialog stays in place while the page behind scrolls.
    await screenshot(page, 'invoice-changed-dialog-1366', { fullPage: false });
    await page.setViewportSize(PHONE);
    await expectWithinScreen(page, notice);
    await expectWithinScreen(page, newPay);
    await screenshot(page, 'invoice-changed-dialog-390', { fullPage: false });
    await page.setViewportSize(WIDE);

    // Paying the new total goes through, and the invoice is paid for it.
    await newPay.click();
    await page.waitForURL(`**/client/payment/invoice-confirmation/${invoice.clientId}/${invoice.id}/pi_*`);
    await page.getByText(PAYMENT_RECORDED).waitFor();
    await page.waitForURL(`**/client/payment/view-invoice/${invoice.id}`);
    await page.getByText(PAID_NOTICE).waitFor();
    const totals = page.getByRole('region', { name: 'Totals' });
    expect(await totals.getByText(/^\$/).last().textContent()).toBe(formatCents(after.total));

    const paid = await answerOf(
      getInvoiceEndpoint,
      await page.request.get(`${getInvoiceEndpoint.path}?invoiceId=${invoice.id}`, { headers: staff }),
    );
    expect(paid.data.hasPaid).toBe(true);
    expect(Math.round(paid.data.totalAmount * 100)).toBe(after.total);
    const payments = await answerOf(
      invoicePaymentsEndpoint,
      await page.request.get(`${invoicePaymentsEndpoint.path}?invoiceId=${invoice.id}`, { headers: staff }),
    );
    // The first attempt was cancelled, never charged; the second paid exactly the new total.
    expect(
      payments.data.map((payment) => [
        payment.status,
        Math.round(payment.amount * 100),
        payment.refundedAmount,
      ]),
    ).toEqual([
      ['succeeded', after.pay, null],
      ['canceled', before.pay, null],
    ]);
    await page.close();
  });

  it('staff reach the payment exceptions from the Invoices page, on a wide screen and on a phone', async () => {
    const page = await newPage(browser);
    await page.setViewportSize(WIDE);
    await signIn(page, 'admin@demo.test');
    await page.waitForURL('**/dashboard');
    await page.goto('/invoices');
    const link = page.getByRole('link', { name: 'Payment Exceptions' });
    // On a phone the header's actions wrap rather than push the page sideways.
    await page.setViewportSize(PHONE);
    await expectWithinScreen(page, link);
    await expectWithinScreen(page, page.getByRole('button', { name: 'Generate Quarter' }));
    await page.setViewportSize(WIDE);
    const listed = await answerDuring(page, paymentExceptionsEndpoint, () => link.click());
    await page.waitForURL('**/payments/exceptions');
    await page.getByRole('heading', { name: 'Payment Exceptions' }).waitFor();
    const table = page.getByRole('table', { name: 'Payment exceptions' });
    await table.waitFor();
    expect(listed.query).toEqual({});
    if (listed.answer.data.length === 0) await table.getByText('No payments need attention.').waitFor();
    await expectAccessible(page);

    // Rows of every kind, as the server lists them, to see the table's layout: the sandbox makes
    // no refund on demand. The answer is the contract's, checked by its schema.
    const rows = sampleExceptions();
    const sample = parseAnswer(paymentExceptionsEndpoint, {
      message: 'OK',
      data: rows,
      totalCount: rows.length,
    });
    await page.route(`**${paymentExceptionsEndpoint.path}*`, (route) => route.fulfill({ json: sample }));
    await page.reload();
    await table.getByText('2026-Q1-00412').waitFor();
    expect(await table.getByRole('row').count()).toBe(rows.length + 1);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'payment-exceptions-1366');
    await page.setViewportSize(PHONE);
    await table.getByRole('columnheader', { name: 'Payment' }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectWithinScreen(page, page.getByRole('button', { name: 'Download CSV' }));
    await screenshot(page, 'payment-exceptions-390');
    await page.unroute(`**${paymentExceptionsEndpoint.path}*`);
    await page.close();
  });
});

/** One payment of each kind, with the long texts and references the provider gives. */
function sampleExceptions(): PaymentException[] {
  const base = {
    receivedAmount: null,
    failure: null,
    refundedAmount: null,
    refundedAt: null,
    refundId: null,
    createdAt: '2026-05-05T14:00:00.000Z',
  } as const;
  return [
    {
      ...base,
      id: 901,
      kind: 'refund-pending',
      method: 'card',
      status: 'refunding',
      amount: 1204.5,
      receivedAmount: 1204.5,
      note: 'The invoice had already been paid another way.',
      paymentIntentId: 'pi_3PbHx2LkdIwHu7ix0Qg2Zt7a',
      invoiceId: 412,
      invoiceNumber: '2026-Q1-00412',
      clientId: 12,
      clientName: 'Bayou Irrigation and Drainage District No. 4',
      updatedAt: '2026-05-07T16:00:00.000Z',
    },
    {
      ...base,
      id: 902,
      kind: 'refunded',
      method: 'card',
      status: 'refunded',
      amount: 90.34,
      receivedAmount: 90.34,
      note: '$90.34 was paid but the invoice asked $116.06 on 05/05/2026: it changed while the payment was open.',
      refundedAmount: 90.34,
      refundedAt: '2026-05-06T15:05:00.000Z',
      refundId: 're_3PbHx2LkdIwHu7ix1aBcDeFg',
      paymentIntentId: 'pi_3PbHx2LkdIwHu7ix0Qg2Zt7b',
      invoiceId: 5,
      invoiceNumber: '2026-Q1-00005',
      clientId: 5,
      clientName: 'Red Stick Water Company',
      updatedAt: '2026-05-06T15:05:00.000Z',
    },
    {
      ...base,
      id: 903,
      kind: 'stuck',
      method: 'us_bank_account',
      status: 'processing',
      amount: 88.2,
      note: STUCK_PAYMENT_NOTES.processing,
      paymentIntentId: 'pi_3PbHx2LkdIwHu7ix0Qg2Zt7c',
      invoiceId: 9,
      invoiceNumber: '2026-Q1-00009',
      clientId: 10,
      clientName: 'Capitol Chemical',
      updatedAt: '2026-04-20T16:00:00.000Z',
    },
  ];
}
