import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceReportEndpoint, invoicesReportEndpoint } from '../src/shared/contracts/invoice-documents';
import { listInvoicesEndpoint } from '../src/shared/contracts/invoice-lists';
import { pdfPages } from '../src/server/test/pdf-text';
import { answerDuring, bearer } from './api';
import { launchBrowser, newPage, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('invoice documents', () => {
  it('staff print three selected invoices as one PDF holding each invoice’s pages', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin@demo.test');
    await page.waitForURL('**/dashboard');
    const listed = await answerDuring(page, listInvoicesEndpoint, () => page.goto('/invoices'));
    const chosen = listed.answer.data.slice(0, 3);
    expect(chosen).toHaveLength(3);
    const table = page.getByRole('table', { name: 'Invoices' });
    for (const invoice of chosen) {
      await table
        .getByRole('row')
        .filter({ hasText: invoice.invoiceNumber })
        .getByRole('checkbox', { name: 'Toggle select row' })
        .check();
    }
    await page.getByRole('button', { name: 'Print Selected' }).click();
    await page.getByRole('heading', { name: 'Print invoices' }).waitFor();
    const toPrint = page.getByRole('table', { name: 'Invoices to print' });
    for (const invoice of chosen) await toPrint.getByText(invoice.invoiceNumber).waitFor();

    // Keep a copy of the merged PDF as the page receives it.
    let merged: Buffer = Buffer.alloc(0);
    await page.route(`**${invoicesReportEndpoint.path}?*`, async (route) => {
      const response = await route.fetch();
      merged = await response.body();
      await route.fulfill({ response, body: merged });
    });
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Print All' }).click(),
    ]);
    await page.getByText('The PDF opened in a new tab.').waitFor();
    await tab.waitForURL(/^blob:/);
    const mergedPages = await pdfPages(merged);

    const headers = await bearer(page.request, 'admin@demo.test');
    let expected = 0;
    for (const invoice of chosen) {
      const single = await page.request.get(`${invoiceReportEndpoint.path}?InvoiceId=${invoice.id}`, {
        headers,
      });
      expected += (await pdfPages(await single.body())).length;
    }
    expect(mergedPages).toHaveLength(expected);
    // Text extraction may split a number where the PDF kerns it: compare without spaces.
    const mergedText = mergedPages.join('').replace(/\s/g, '');
    for (const invoice of chosen) expect(mergedText).toContain(invoice.invoiceNumber);
    await tab.close();
    await page.close();
  });

  it('staff send an invoice’s e-mail from its page and see it recorded', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin@demo.test');
    await page.waitForURL('**/dashboard');
    const listed = await answerDuring(page, listInvoicesEndpoint, () => page.goto('/invoices'));
    const invoice = listed.answer.data.find((row) => row.clientName === 'Red Stick Water Company');
    if (!invoice) throw new Error('the demo owner’s client should have an invoice this year');
    await page.goto(`/payment/make-payment/${invoice.id}/${invoice.clientId}`);
    await page.getByRole('heading', { name: `Invoice ${invoice.invoiceNumber}` }).waitFor();
    await page
      .getByRole('region', { name: 'Staff actions' })
      .getByRole('button', { name: 'Send Email' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Send invoice e-mail' });
    await confirm.getByText('Are you sure you want to send this invoice email?').waitFor();
    await confirm.getByRole('button', { name: 'Send' }).click();
    await page.getByText(/^Invoice e-mail sent to .+@/).waitFor();
    await page
      .getByRole('table', { name: 'Invoice e-mails' })
      .getByText('Sent', { exact: true })
      .first()
      .waitFor();
    await page.close();
  });
});
