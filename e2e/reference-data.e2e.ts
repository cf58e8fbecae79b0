import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './browser';

let browser: Browser;
let page: Page;
/** Unique on this shared server and within the 20 characters of a Parish Id. */
const code = `E2E${Date.now().toString(36).toUpperCase()}`;
const name = `Journey Parish ${code}`;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, 'admin@demo.test');
  await page.waitForURL('**/dashboard');
});
afterAll(() => browser.close());

describe('staff manage parishes', () => {
  it('creates a parish and lands on its edit route with the values shown', async () => {
    await page.goto('/management/parishes');
    await page.getByRole('link', { name: 'New Parish' }).click();
    await page.waitForURL((url) => url.pathname === '/management/parish');
    // The list stays on screen while the form's code loads; its filters must not take the typing.
    await page.getByRole('heading', { name: 'New Parish' }).waitFor();

    await page.getByRole('textbox', { name: 'Parish Id', exact: true }).fill(code);
    await page.getByRole('textbox', { name: 'Parish Name', exact: true }).fill(name);
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL((url) => /^\/management\/parish\/edit\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name: 'Edit Parish' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Parish created successfully.' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Parish Id', exact: true }).inputValue()).toBe(code);
    expect(await page.getByRole('textbox', { name: 'Parish Name', exact: true }).inputValue()).toBe(name);
  });

  it('finds the new parish in the list by filtering, and its View opens it', async () => {
    const editPath = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/management/parishes');

    const table = page.getByRole('table', { name: 'Parishes' });
    await table.getByText('East Baton Rouge').waitFor();
    await page.getByPlaceholder('Filter by Parish Id').fill(code);
    // The column filter applies after a short debounce.
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await table.getByText(name).waitFor();

    await table.getByRole('link', { name: `View ${code}` }).click();
    await page.waitForURL((url) => url.pathname === editPath);
    expect(await page.getByRole('textbox', { name: 'Parish Name', exact: true }).inputValue()).toBe(name);
  });

  it('warns with the server message when the code is taken', async () => {
    await page.goto('/management/parish');
    await page.getByRole('heading', { name: 'New Parish' }).waitFor();
    await page.getByRole('textbox', { name: 'Parish Id', exact: true }).fill(code);
    await page.getByRole('textbox', { name: 'Parish Name', exact: true }).fill('Second of the same code');
    await page.getByRole('textbox', { name: 'Parish Name', exact: true }).press('Enter');

    const warning = page.getByRole('alert').filter({ hasText: `Parish Id ${code} already exists.` });
    await warning.waitFor();
    expect(await warning.getAttribute('class')).toContain('MuiAlert-colorWarning');
    expect(new URL(page.url()).pathname).toBe('/management/parish');
  });
});
