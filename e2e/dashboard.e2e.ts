import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './browser';
import { answerDuring } from './api';
import { currentYearInvoicesEndpoint } from '../src/shared/contracts/invoice-lists';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** No tile server is reachable here; the map must work without tiles, so refuse them at once. */
async function refuseTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
}

/** The well count the map panel states, e.g. 'Showing 417 wells'. */
async function shownWellCount(page: Page): Promise<number> {
  const caption = page.getByRole('region', { name: 'Well Map' }).getByText(/^Showing [\d,]+ wells?$/);
  await caption.waitFor();
  return Number((await caption.innerText()).replaceAll(/\D/g, ''));
}

/** The wells the cluster badges stand for (single wells are drawn on the canvas). */
async function clusteredWellCount(page: Page): Promise<number> {
  const badges = page.getByRole('region', { name: 'Map of wells' }).locator('.marker-cluster');
  await badges.first().waitFor();
  const counts = await badges.allInnerTexts();
  return counts.reduce((sum, text) => sum + Number(text), 0);
}

describe('dashboards', () => {
  it('shows staff the clustered well map and three years of usage, and filters to the industrial district', async () => {
    const page = await newPage(browser);
    await refuseTiles(page);
    await signIn(page, 'admin@demo.test');
    await page.waitForURL((url) => url.pathname === '/dashboard');

    const allWells = await shownWellCount(page);
    const allClustered = await clusteredWellCount(page);
    expect(allWells).toBeGreaterThan(100);
    expect(allClustered).toBeGreaterThan(0);
    expect(allClustered).toBeLessThanOrEqual(allWells);

    const chart = page.getByRole('region', { name: 'Water Usage' });
    await chart.locator('[data-series]').first().waitFor();
    expect(await chart.locator('[data-series]').count()).toBe(3);
    const year = new Date().getFullYear();
    const legend = await chart.getByRole('list', { name: 'Years' }).getByRole('listitem').allInnerTexts();
    expect(legend).toEqual([String(year - 2), String(year - 1), String(year)]);

    await page.getByRole('button', { name: 'Filter wells' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter Wells' });
    await dialog.getByRole('checkbox', { name: 'Filter by Industrial District' }).check();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page
      .getByRole('region', { name: 'Well Map' })
      .getByText(`Showing ${allWells} wells`)
      .waitFor({ state: 'detached' });
    const districtWells = await shownWellCount(page);
    expect(districtWells).toBeGreaterThan(0);
    expect(districtWells).toBeLessThan(allWells);
    const badges = page.getByRole('region', { name: 'Map of wells' }).locator('.marker-cluster');
    const districtClustered = (await badges.allInnerTexts()).reduce((sum, text) => sum + Number(text), 0);
    expect(districtClustered).toBeLessThanOrEqual(districtWells);
    expect(districtClustered).toBeLessThan(allClustered);
    await page.context().close();
  });

  it('shows an owner the client, this year’s visible invoices and the daily volume of a chosen well', async () => {
    const page = await newPage(browser);
    await refuseTiles(page);
    const { answer } = await answerDuring(page, currentYearInvoicesEndpoint, () =>
      signIn(page, 'owner@demo.test'),
    );
    await page.waitForURL((url) => url.pathname === '/client/dashboard');

    await page.getByRole('heading', { name: 'Red Stick Water Company' }).waitFor();
    // The demo bills the last three quarters: early in a year none of them is this year's.
    const invoices = page.getByRole('region', { name: 'Current Year Invoices' });
    if (answer.data.length === 0) await invoices.getByText('No Invoices for current year').waitFor();
    for (const invoice of answer.data) {
      expect(invoice.isVisible).toBe(true);
      await invoices.getByRole('row').filter({ hasText: invoice.invoiceNumber }).waitFor();
    }

    const widget = page.getByRole('region', { name: 'Daily Volume' });
    const picker = widget.getByRole('combobox', { name: 'Well' });
    const options = picker.locator('option:not([disabled])');
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    const chosen = (await options.nth(1).innerText()).trim();
    await picker.selectOption({ label: chosen });
    expect(await picker.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe(
      chosen,
    );

    const rows = widget.getByRole('table', { name: 'Daily Volume' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(7);
    const volumes = await rows.locator('td:nth-child(3)').allInnerTexts();
    expect(volumes.every((text) => /^[\d,]+\.\d{3}$|^No reading$/.test(text.trim()))).toBe(true);
    expect(volumes.some((text) => /\d/.test(text))).toBe(true);
    await page.context().close();
  });
});
