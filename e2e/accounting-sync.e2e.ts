import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  disconnectEndpoint,
  exchangeTokenEndpoint,
  syncInvoiceEndpoint,
} from '../src/shared/contracts/accounting';
import { answerDuring } from './api';
import { expectAccessible, launchBrowser, newPage, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('accounting sync with the sandbox ledger', () => {
  it('an Admin connects, syncs two invoices, sees them synced in the list and on the page, and disconnects', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin@demo.test');
    await page.waitForURL('**/dashboard');

    // Connect: the Accounting page, the sandbox's consent page, the callback, back to the dashboard.
    await page.goto('/management/accounting');
    const connection = page.getByRole('region', { name: 'Connection' });
    await connection.getByText('Not connected').waitFor();
    await connection.getByRole('link', { name: 'Connect' }).click();
    await page.waitForURL('**/accounting/sandbox/consent?state=*');
    await expectAccessible(page);
    const exchanged = await answerDuring(page, exchangeTokenEndpoint, () =>
      page.getByRole('button', { name: 'Connect' }).click(),
    );
    expect(exchanged.body).toMatchObject({ environment: 'sandbox' });
    await page.getByText('Successfully integrated Sandbox Ledger.').waitFor();
    await page.waitForURL('**/dashboard');

    // Sync Selected: two unpaid invoices of the list.
    await page.goto('/invoices');
    const filters = page.getByRole('form', { name: 'Invoice filters' });
    await chooseOption(page, filters, 'Payment Status', 'Unpaid');
    await filters.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Invoices' });
    const rows = table
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { name: 'Toggle select row' }) });
    await rows.first().waitFor();
    const chosen = [rows.nth(0), rows.nth(1)];
    const numbers: string[] = [];
    for (const row of chosen) {
      const view = await row.getByRole('link', { name: /^View invoice / }).getAttribute('aria-label');
      numbers.push(view?.replace('View invoice ', '') ?? '');
      await row.getByRole('checkbox', { name: 'Toggle select row' }).check();
    }
    await page.getByRole('button', { name: 'Sync Selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Syncing invoices' });
    await page.getByText('Selected invoices synced successfully').waitFor();
    for (const number of numbers) {
      await dialog
        .getByRole('row')
        .filter({ hasText: number })
        .getByText('Synced', { exact: true })
        .first()
        .waitFor();
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    for (const number of numbers) {
      const row = table.getByRole('row').filter({ hasText: number });
      await row.getByRole('cell', { name: 'Synced', exact: true }).waitFor();
    }

    // The invoice's page: the indicator is green with the accounting id; Sync again updates it.
    // View opens the invoice in a tab of its own; this journey stays in one.
    const view = table.getByRole('link', { name: `View invoice ${numbers[0] ?? ''}` });
    await page.goto((await view.getAttribute('href')) ?? '');
    const accounting = page.getByRole('group', { name: 'Accounting' });
    await accounting.getByText(/^Synced · #\d+$/).waitFor();
    const synced = await answerDuring(page, syncInvoiceEndpoint, () =>
      accounting.getByRole('button', { name: 'Sync' }).click(),
    );
    expect(synced.answer.data.action).toBe('updated');
    await expectAccessible(page);

    // Disconnect, after confirming.
    await page.goto('/management/accounting');
    await page
      .getByRole('table', { name: 'Sync log' })
      .getByText(numbers[0] ?? '')
      .first()
      .waitFor();
    await connection.getByRole('link', { name: 'Disconnect' }).click();
    await page.waitForURL('**/accounting/disconnect');
    await answerDuring(page, disconnectEndpoint, () => page.getByRole('button', { name: 'Confirm' }).click());
    await page.getByText('Successfully disconnected').waitFor();
    await page.goto('/management/accounting');
    await connection.getByText('Not connected').waitFor();
    await page.close();
  });
});
