import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listClientInvoicesEndpoint, listInvoicesEndpoint } from '../src/shared/contracts/invoice-lists';
import { getInvoiceEndpoint } from '../src/shared/contracts/invoices';
import { lastQuarterEndedBy, quarterBefore, type Quarter } from '../src/shared/rules/quarters';
import { authenticateEndpoint } from '../src/shared/contracts/users';
import { todayIn } from '../src/server/time';
import { answerDuring, answerOf, bearer } from './api';
import { DEMO_PASSWORD, launchBrowser, newPage, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The quarter before the demo's three billed ones: not generated until this journey does it. */
function unbilledQuarter(): { year: number; quarter: Quarter } {
  const newest = lastQuarterEndedBy(todayIn('America/Chicago'));
  return quarterBefore(quarterBefore(quarterBefore(newest)));
}

/** Opens the select labelled `label` in `scope` and clicks an option (a multiple select stays open). */
async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The Total line of an invoice's page, as text. */
async function totalOf(page: Page): Promise<string> {
  const totals = page.getByRole('region', { name: 'Totals' });
  return (await totals.getByText(/^\$/).last().textContent()) ?? '';
}

describe('invoices', () => {
  it('staff generate a quarter, make an invoice visible, and add and remove an adjustment', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin@demo.test');
    await page.waitForURL('**/dashboard');
    await page.goto('/invoices');
    const { year, quarter } = unbilledQuarter();

    await page.getByRole('button', { name: 'Generate Quarter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Quarter Invoices' });
    await chooseOption(page, dialog, 'Year', String(year));
    await chooseOption(page, dialog, 'Quarter', `Q${quarter}`);
    await dialog.getByRole('button', { name: `Generate ${year} Q${quarter}` }).click();
    await dialog.getByText(new RegExp(`^${year} Q${quarter}: \\d+ new invoices`)).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // This quarter's invoices only: new ones wait, invisible, for staff to publish them.
    const filters = page.getByRole('form', { name: 'Invoice filters' });
    await chooseOption(page, filters, 'Quarter', `Q${quarter}`);
    await page.keyboard.press('Escape');
    // The year filter starts at this year; choose the quarter's year instead.
    const thisYear = new Date().getFullYear();
    if (year !== thisYear) {
      await chooseOption(page, filters, 'Year', String(year));
      await page.getByRole('option', { name: String(thisYear), exact: true }).click();
      await page.keyboard.press('Escape');
    }
    const listed = await answerDuring(page, listInvoicesEndpoint, () =>
      filters.getByRole('button', { name: 'Search' }).click(),
    );
    expect(listed.body).toMatchObject({ year: [year], quaters: [quarter] });
    const first = listed.answer.data.find((invoice) => invoice.clientName === 'Red Stick Water Company');
    if (!first) throw new Error('no invoice of the demo owner in the generated quarter');
    expect(first.isVisible).toBe(false);

    const table = page.getByRole('table', { name: 'Invoices' });
    const row = table.getByRole('row').filter({ hasText: first.invoiceNumber });
    await row.getByRole('checkbox', { name: 'Toggle select row' }).check();
    await page.getByRole('button', { name: 'Make Visible' }).click();
    await page.getByText('Updated visibility successfully').waitFor();
    // Staff are offered to e-mail the owners; this journey does not.
    await page
      .getByRole('dialog', { name: 'Tell the owners?' })
      .getByRole('button', { name: 'Not now' })
      .click();
    await row.getByRole('cell', { name: 'Yes', exact: true }).waitFor();

    // Its page: an adjustment changes the total, removing it restores it.
    await page.goto(`/payment/make-payment/${first.id}/${first.clientId}`);
    await page.getByRole('heading', { name: `Invoice ${first.invoiceNumber}` }).waitFor();
    const before = await totalOf(page);
    const adjustments = page.getByRole('region', { name: 'Adjustments' });
    // The form opens on the click: it is not part of the page's first load.
    await adjustments.getByRole('button', { name: 'Add Adjustment' }).click();
    await adjustments.getByLabel('Reason').fill('E2E meter credit');
    const value = adjustments.getByLabel('Value ($)');
    await value.pressSequentially('-');
    expect(await value.inputValue()).toBe('-');
    await value.pressSequentially('10.50');
    await adjustments.getByRole('button', { name: 'Add Adjustment' }).click();
    await page.getByText('Adjustment added').waitFor();
    await adjustments.getByText('E2E meter credit').waitFor();
    const credited = await totalOf(page);
    const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));
    expect(dollars(credited)).toBeCloseTo(dollars(before) - 10.5, 2);

    await adjustments.getByRole('button', { name: 'Remove' }).click();
    await page
      .getByRole('dialog', { name: 'Remove adjustment' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await page.getByText('Adjustment removed').waitFor();
    await adjustments.getByText('No adjustments.').waitFor();
    expect(await totalOf(page)).toBe(before);
    await page.getByRole('region', { name: 'History' }).getByText('Remove adjustment').waitFor();
    await page.close();
  });

  it('an owner sees their visible invoices with the notice each is due, and not another client’s', async () => {
    const page = await newPage(browser);
    await signIn(page, 'owner@demo.test');
    await page.waitForURL('**/client/dashboard');
    const listed = await answerDuring(page, listClientInvoicesEndpoint, () =>
      page.goto('/client/payment/invoices'),
    );
    const grace = listed.answer.data.find((invoice) => invoice.lateFee.kind === 'grace');
    const overdue = listed.answer.data.find((invoice) => invoice.lateFee.kind === 'overdue');
    if (!grace || !overdue) throw new Error('the demo owner should owe one invoice in grace and one overdue');

    const table = page.getByRole('table', { name: 'Invoices' });
    await table.getByRole('link', { name: `Make Payment ${grace.invoiceNumber}` }).click();
    await page.waitForURL(`**/client/payment/make-payment/${grace.id}`);
    await page
      .getByText(/^Past due by \d+ days?\. Unless paid by .*, a late fee of \$[\d,.]+ will be added\.$/)
      .waitFor();
    await page.getByRole('region', { name: 'Payment' }).getByText('Amount due today').waitFor();

    await page.goto(`/client/payment/make-payment/${overdue.id}`);
    await page.getByText(/^Overdue by \d+ days: a late fee of \$[\d,.]+ has been added\.$/).waitFor();

    // Another client's invoice: the page says it is not there, and so does the API.
    const other = await answerOf(
      authenticateEndpoint,
      await page.request.post(authenticateEndpoint.path, {
        data: { email: 'owner2@demo.test', password: DEMO_PASSWORD },
      }),
    );
    const theirs = await answerOf(
      listClientInvoicesEndpoint,
      await page.request.get(`${listClientInvoicesEndpoint.path}?clientId=${other.clientIds[0]}`, {
        headers: { authorization: `Bearer ${other.token}` },
      }),
    );
    const foreign = theirs.data[0];
    if (!foreign) throw new Error('the second demo owner should have invoices');
    await page.goto(`/client/payment/view-invoice/${foreign.id}`);
    await page.getByText('Invoice not found').waitFor();
    const ownHeaders = await bearer(page.request, 'owner@demo.test');
    const refused = await page.request.get(`${getInvoiceEndpoint.path}?invoiceId=${foreign.id}`, {
      headers: ownHeaders,
    });
    expect(refused.status()).toBe(404);
    await page.close();
  });
});
