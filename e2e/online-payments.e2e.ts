import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_NOW_PROCESSING, PAYMENT_RECORDED } from '../src/shared/contracts/payment-intents';
import { expectAccessible, launchBrowser, newPage } from './browser';
import { openAsOwner, OWN_QUARTER, ownerInvoiceOf, PAID_NOTICE, payByCard } from './owner-invoices';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('paying an invoice online', () => {
  it('an owner pays by card in the sandbox and lands on the paid invoice', async () => {
    const page = await newPage(browser);
    const invoice = await ownerInvoiceOf(page.request, OWN_QUARTER.card);
    await openAsOwner(page, invoice);
    const dialog = await payByCard(page, '4242 4242 4242 4242');
    await expect.poll(() => dialog.getByLabel('Amounts').textContent()).toMatch(/Card fee\$[\d,.]+You pay\$/);
    await dialog
      .getByRole('note')
      .getByText(/Test mode/)
      .waitFor();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL(`**/client/payment/invoice-confirmation/${invoice.clientId}/${invoice.id}/pi_*`);
    await page.getByText(PAYMENT_RECORDED).waitFor();
    await page.waitForURL(`**/client/payment/view-invoice/${invoice.id}`);
    await page.getByText(PAID_NOTICE).waitFor();
    expect(await page.getByRole('button', { name: 'Pay by Card' }).count()).toBe(0);
    await page.close();
  });

  it('a bank transfer shows as processing, then as paid once the sandbox clears it', async () => {
    const page = await newPage(browser);
    const invoice = await ownerInvoiceOf(page.request, OWN_QUARTER.bankTransfer);
    const panel = await openAsOwner(page, invoice);
    await panel.getByRole('button', { name: 'Pay by Bank Transfer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay by Bank Transfer' });
    await dialog.getByLabel('Amounts').waitFor();
    await dialog.getByLabel('Account holder name').fill('Red Stick Water Company');
    await dialog.getByLabel('Routing number').fill('110000000');
    await dialog.getByLabel('Account number').fill('000123456789');
    await dialog.getByRole('button', { name: /^Pay \$/ }).click();

    await page.getByText(PAYMENT_NOW_PROCESSING).waitFor();
    await page.waitForURL(`**/client/payment/view-invoice/${invoice.id}`);
    await page
      .getByRole('region', { name: 'Payment' })
      .getByText(/^Payment processing: your bank transfer takes 3 to 5 business days/)
      .waitFor();
    expect(await page.getByRole('button', { name: 'Pay by Card' }).count()).toBe(0);

    // The sandbox clears the transfer after its settle delay; the page shows it on a reload.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { name: `Invoice ${invoice.invoiceNumber}` }).waitFor();
          return page.getByText(PAID_NOTICE).count();
        },
        { timeout: 100_000, interval: 2_000 },
      )
      .toBe(1);
    await page.close();
  }, 150_000);

  it('a declined card says why in the dialog on a phone, and Back to Invoice leaves it unpaid', async () => {
    const page = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    const invoice = await ownerInvoiceOf(page.request, OWN_QUARTER.declined);
    await openAsOwner(page, invoice);
    const dialog = await payByCard(page, '4000 0000 0000 0002');
    const pay = dialog.getByRole('button', { name: /^Pay \$/ });
    // Full screen on a phone: the Pay button is on screen without scrolling sideways.
    const box = await pay.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    // Enter in a field pays, as in any form.
    await dialog.getByLabel('CVC').press('Enter');

    await dialog.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await dialog.getByRole('button', { name: 'Back to Invoice' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/client/payment/make-payment/${invoice.id}`);
    await page
      .getByRole('region', { name: 'Payment' })
      .getByRole('button', { name: 'Pay by Card' })
      .waitFor();
    expect(await page.getByText(PAID_NOTICE).count()).toBe(0);
    await page.close();
  });
});
