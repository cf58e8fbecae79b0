import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listInvoicesEndpoint, type InvoiceSummary } from '../src/shared/contracts/invoice-lists';
import {
  generateQuarterInvoicesEndpoint,
  updateInvoiceVisibilityEndpoint,
} from '../src/shared/contracts/invoices';
import { PAYMENT_NOW_PROCESSING, PAYMENT_RECORDED } from '../src/shared/contracts/payment-intents';
import { authenticateEndpoint } from '../src/shared/contracts/users';
import { lastQuarterEndedBy, quarterBefore, type Quarter } from '../src/shared/rules/quarters';
import { todayIn } from '../src/server/time';
import { answerOf, bearer } from './api';
import { DEMO_PASSWORD, expectAccessible, launchBrowser, newPage, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * Each journey pays an invoice of its own: the demo owner's invoice of a quarter older than any the
 * demo or another journey bills (the demo bills three quarters, the invoice journey the fourth back),
 * generated here and shown to the owner. Paying it changes nothing another journey reads.
 */
const OWN_QUARTER = { card: 4, bankTransfer: 5, declined: 6 } as const;

function quarterBack(steps: number): { year: number; quarter: Quarter } {
  let period = lastQuarterEndedBy(todayIn('America/Chicago'));
  for (let step = 0; step < steps; step += 1) period = quarterBefore(period);
  return period;
}

async function ownerInvoiceOf(request: APIRequestContext, stepsBack: number): Promise<InvoiceSummary> {
  const staff = await bearer(request, 'admin@demo.test');
  const owner = await answerOf(
    authenticateEndpoint,
    await request.post(authenticateEndpoint.path, {
      data: { email: 'owner@demo.test', password: DEMO_PASSWORD },
    }),
  );
  const clientId = owner.clientIds[0];
  const period = quarterBack(stepsBack);
  const generated = await request.post(generateQuarterInvoicesEndpoint.path, {
    headers: staff,
    data: period,
  });
  expect(generated.status()).toBe(200);
  const listed = await answerOf(
    listInvoicesEndpoint,
    await request.post(listInvoicesEndpoint.path, {
      headers: staff,
      data: { year: [period.year], quaters: [period.quarter], clientIds: [clientId] },
    }),
  );
  const invoice = listed.data.find((row) => row.clientId === clientId);
  if (!invoice || invoice.hasPaid || invoice.totalAmount <= 0) {
    throw new Error(`the demo owner should owe something for ${period.year} Q${period.quarter}`);
  }
  const shown = await request.put(
    `${updateInvoiceVisibilityEndpoint.path}?invoiceId=${invoice.id}&isVisible=true`,
    { headers: staff },
  );
  expect(shown.status()).toBe(200);
  return invoice;
}

/** Signs the owner in and opens the invoice's page, where its payment panel is. */
async function openAsOwner(page: Page, invoice: InvoiceSummary) {
  await signIn(page, 'owner@demo.test');
  await page.waitForURL('**/client/dashboard');
  await page.goto(`/client/payment/make-payment/${invoice.id}`);
  await page.getByRole('heading', { name: `Invoice ${invoice.invoiceNumber}` }).waitFor();
  return page.getByRole('region', { name: 'Payment' });
}

async function payByCard(page: Page, number: string) {
  await page.getByRole('region', { name: 'Payment' }).getByRole('button', { name: 'Pay by Card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay by Card' });
  await dialog.getByLabel('Amounts').waitFor();
  await dialog.getByLabel('Card number').fill(number);
  const nextYear = (new Date().getFullYear() + 2) % 100;
  await dialog.getByLabel('Expiry (MM / YY)').fill(`12${String(nextYear).padStart(2, '0')}`);
  await dialog.getByLabel('CVC').fill('123');
  return dialog;
}

const PAID_NOTICE = /^Paid on \d{2}\/\d{2}\/\d{4} by /;

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
