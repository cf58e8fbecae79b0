import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSummary } from '../src/shared/contracts/invoice-lists';
import { getInvoiceEndpoint } from '../src/shared/contracts/invoices';
import { CHECK_RECORDED, recordPaymentByAdminEndpoint } from '../src/shared/contracts/payment-records';
import { todayIn } from '../src/server/time';
import { answerDuring, answerOf, bearer } from './api';
import { unpaidInvoicesOfOtherClients } from './other-clients-invoices';
import { expectAccessible, launchBrowser, newPage, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * An invoice no other journey touches: of the unpaid invoices of a client no demo owner belongs to,
 * the newest (highest id) that asks something and has no bank transfer clearing.
 */
async function unpaidInvoiceOfAnotherClient(request: APIRequestContext): Promise<InvoiceSummary> {
  const staff = await bearer(request, 'admin@demo.test');
  const candidates = (await unpaidInvoicesOfOtherClients(request, staff))
    .filter((invoice) => invoice.totalAmount > 0)
    .sort((a, b) => b.id - a.id);
  for (const invoice of candidates) {
    const detail = await answerOf(
      getInvoiceEndpoint,
      await request.get(`${getInvoiceEndpoint.path}?invoiceId=${invoice.id}`, { headers: staff }),
    );
    if (!detail.data.paymentProcessing) return invoice;
  }
  throw new Error('the demo district should have an unpaid invoice of a client without a demo owner');
}

const PAID_NOTICE = /^Paid on \d{2}\/\d{2}\/\d{4} by Check\.$/;

describe('recording a check', () => {
  it('staff record a check for the amount shown; the invoice is paid, the payment listed, its receipt a PDF', async () => {
    const page = await newPage(browser);
    const invoice = await unpaidInvoiceOfAnotherClient(page.request);
    await signIn(page, 'admin@demo.test');
    await page.waitForURL('**/dashboard');
    await page.goto(`/payment/make-payment/${invoice.id}/${invoice.clientId}`);
    await page.getByRole('heading', { name: `Invoice ${invoice.invoiceNumber}` }).waitFor();
    const payments = page.getByRole('region', { name: 'Payments' });
    await payments.getByText('No payments yet').waitFor();
    const total =
      (await page.getByRole('region', { name: 'Totals' }).getByText(/^\$/).last().textContent()) ?? '';

    const actions = page.getByRole('region', { name: 'Staff actions' });
    await actions.getByRole('button', { name: 'Record Payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Payment' });
    const amount = dialog.getByLabel('Amount ($)');
    // The amount starts at what the page shows the invoice asks today.
    const shown = Number(await amount.inputValue());
    expect(shown).toBe(Number(total.replace(/[$,]/g, '')));
    await dialog.getByLabel('Check Number').fill('E2E-1001');
    // The district's today: the browser's day may already be tomorrow there.
    const today = todayIn('America/Chicago');
    await dialog.getByLabel('Date Received').fill(today);
    await expectAccessible(page);

    const recorded = await answerDuring(page, recordPaymentByAdminEndpoint, () =>
      dialog.getByRole('button', { name: 'Record Payment' }).click(),
    );
    expect(recorded.query).toEqual({ invoiceId: String(invoice.id) });
    expect(recorded.body).toEqual({
      checkNumber: 'E2E-1001',
      amount: shown,
      dateReceived: today,
    });
    await page.getByText(CHECK_RECORDED, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Paid: said at the top, nothing more to pay or record, the check listed with its receipt.
    await page.getByText(PAID_NOTICE).waitFor();
    expect(await actions.getByRole('button', { name: 'Record Payment' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /^Pay by/ }).count()).toBe(0);
    const row = payments.getByRole('row').filter({ hasText: 'No. E2E-1001' });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Check\$[\d,.]+\$0\.00Succeeded/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /^Receipt of payment \d+$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^Receipt_${invoice.invoiceNumber}_\\d+\\.pdf$`));
    const file = readFileSync(await download.path());
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.close();
  });
});
