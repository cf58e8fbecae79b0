import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './browser';
import { listWellPumpagesEndpoint } from '../src/shared/contracts/pumpage';
import { answerDuring } from './api';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Waits for the next table page answered while `action` runs (whose body passes `wanted`). */
function pageDuring(
  page: Page,
  action: () => Promise<unknown>,
  wanted: (body: Record<string, unknown>) => boolean = () => true,
) {
  return answerDuring(page, listWellPumpagesEndpoint, action, (body) => wanted(body ?? {}));
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

describe('well pumpage table', () => {
  it('filters by a year and a client, pages, selects all and downloads the selection as CSV', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin@demo.test');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await pageDuring(page, () => page.goto('/well-pumpages'));

    const year = new Date().getFullYear() - 1;
    const filters = page.getByRole('form', { name: 'Pumpage filters' });
    await chooseOption(page, 'Start Year', String(year));
    await chooseOption(page, 'End Year', String(year));
    await page.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: 'Red Stick Water Company', exact: true }).click();
    await page.keyboard.press('Escape');
    const filtered = await pageDuring(page, () => filters.getByRole('button', { name: 'Search' }).click());
    expect(filtered.body).toMatchObject({ startDate: year, endDate: year, clientId: [1] });
    expect(filtered.query).toMatchObject({ page: '1', rowsPerPage: '25' });
    const total = filtered.answer.totalCount;
    expect(total).toBeGreaterThan(100);
    expect(filtered.answer.data).toHaveLength(25);
    for (const row of filtered.answer.data) {
      expect(row.client).toBe('Red Stick Water Company');
      expect(row.date.startsWith(String(year))).toBe(true);
    }
    const table = page.getByRole('table', { name: 'Well pumpage' });
    await table
      .getByText(filtered.answer.data[0]?.wellNumber ?? '')
      .first()
      .waitFor();

    const second = await pageDuring(page, () =>
      page.getByRole('button', { name: 'Go to next page' }).click(),
    );
    expect(second.query).toMatchObject({ page: '2', rowsPerPage: '25' });
    expect(second.answer.totalCount).toBe(total);
    const firstIds = new Set(filtered.answer.data.map((row) => row.id));
    expect(second.answer.data.some((row) => firstIds.has(row.id))).toBe(false);

    // The date-range column filter narrows the year to March, keeping Select All to a few requests.
    await table.getByLabel('From date').fill(`${year}-03-01`);
    const march = await pageDuring(
      page,
      () => table.getByLabel('To date').fill(`${year}-03-31`),
      (body) => body.endDateTime === `${year}-03-31`,
    );
    expect(march.body).toMatchObject({ startDateTime: `${year}-03-01`, endDateTime: `${year}-03-31` });
    expect(march.query).toMatchObject({ page: '1' });
    const marchTotal = march.answer.totalCount;
    expect(marchTotal).toBeGreaterThan(100);
    expect(marchTotal).toBeLessThan(total);

    await page.getByRole('button', { name: 'Select All' }).click();
    await page.getByText(`${marchTotal.toLocaleString('en-US')} selected`).waitFor({ timeout: 60_000 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^WellPumpages_\d{8}_\d{6}\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('wellNumber,client,parish,aquifer,date,pumpage');
    expect(lines).toHaveLength(marchTotal + 1);
    expect(lines.slice(1).every((line) => line.includes(`,${year}-03-`))).toBe(true);
    await page.context().close();
  }, 120_000);

  it('finds the row of an uploaded file in the table', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin@demo.test');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const opened = await pageDuring(page, () => page.goto('/well-pumpages'));
    const wellNumber = opened.answer.data[0]?.wellNumber ?? '';
    expect(wellNumber).not.toBe('');

    // A day long before the demo's three years: a new row that no other test reads.
    const folder = await mkdtemp(path.join(tmpdir(), 'pumpage-e2e-'));
    const file = path.join(folder, 'pumpage.csv');
    await writeFile(file, `WellNumber,Date,Pumpage\n${wellNumber},2000-01-03,4321.125\n`);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Pumpage' });
    await dialog.getByLabel('Pumpage file').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await rm(folder, { recursive: true });

    await chooseOption(page, 'Start Year', '2000');
    await chooseOption(page, 'End Year', '2000');
    const filters = page.getByRole('form', { name: 'Pumpage filters' });
    const found = await pageDuring(page, () => filters.getByRole('button', { name: 'Search' }).click());
    expect(found.answer.data.find((row) => row.wellNumber === wellNumber)).toMatchObject({
      date: '2000-01-03',
      pumpage: 4321.125,
    });
    const row = page.getByRole('row').filter({ hasText: wellNumber });
    await row.getByText('4,321.125').waitFor();
    await row.getByText('2000-01-03').waitFor();
    await page.context().close();
  });
});
