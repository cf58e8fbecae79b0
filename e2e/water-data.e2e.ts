import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerDuring } from './api';
import { launchBrowser, newPage, signIn } from './browser';
import { listWellsEndpoint, type WellListRow } from '../src/shared/contracts/wells';
import { historicWellPumpagesEndpoint, hourlyWellPumpageEndpoint } from '../src/shared/contracts/water-data';
import { dailyWellPumpageEndpoint } from '../src/shared/contracts/dashboard';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The wells the signed-in user may see, as the well picker gets them. */
async function visibleWells(page: Page): Promise<WellListRow[]> {
  // The function runs in the browser: the path travels as its argument, the answer back as JSON.
  const json: unknown = await page.evaluate(async (path) => {
    const session = JSON.parse(localStorage.getItem('gcd.session') ?? '{}') as { authToken?: string };
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.authToken ?? ''}` },
      body: '{}',
    });
    return response.json() as Promise<unknown>;
  }, listWellsEndpoint.path);
  return listWellsEndpoint.response.parse(json).data;
}

async function downloadLines(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  return {
    name: download.suggestedFilename(),
    lines: text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n'),
  };
}

async function tabNames(page: Page) {
  return page.getByRole('tablist', { name: 'Water data tabs' }).getByRole('tab').allTextContents();
}

describe('water data', () => {
  let meteredWell: WellListRow;
  let otherClientWell: WellListRow | undefined;

  it('lets an admin pick a metered well, switch Monthly, Daily and Hourly and download a tab', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin@demo.test');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const wells = await visibleWells(page);
    const metered = wells.find((well) => well.meterType !== null && well.isActive);
    otherClientWell = wells.find((well) => well.clientName !== 'Red Stick Water Company');
    if (!metered) throw new Error('the demo district has no metered well');
    meteredWell = metered;

    await page.goto('/well/water-data');
    await page.getByText('Choose a well to see its pumpage.').waitFor();
    await page.getByRole('combobox', { name: 'Well' }).fill(metered.wellNumber);
    const monthly = (
      await answerDuring(page, historicWellPumpagesEndpoint, () =>
        page.getByRole('option', { name: new RegExp(`^${metered.wellNumber} - `) }).click(),
      )
    ).answer.data;
    await page.waitForURL((url) => url.searchParams.get('wellId') === String(metered.id));
    const year = new Date().getFullYear();
    expect(monthly.map((row) => row.year)).toEqual(Array.from({ length: 10 }, (_, index) => year - index));
    // The demo district holds three years of daily pumpage up to yesterday.
    expect(monthly[1]?.total).toBeGreaterThan(0);
    expect(await tabNames(page)).toEqual(['Monthly (1000 gal)', 'Daily (1000 gal)', 'Hourly (1000 gal)']);
    await page
      .getByRole('table', { name: 'Monthly pumpage' })
      .getByText(String(year - 1))
      .waitFor();
    expect(await page.getByRole('link', { name: 'Well Usage Report' }).getAttribute('href')).toBe(
      `/well/well-usage-report?wellId=${metered.id}`,
    );
    const monthlyCsv = await downloadLines(page);
    expect(monthlyCsv.name).toBe('export_tab_1.csv');
    expect(monthlyCsv.lines[0]).toMatch(/^year,january,february,.*,december,total$/);
    expect(monthlyCsv.lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      monthly.map((row) => String(row.year)),
    );

    const daily = (
      await answerDuring(page, dailyWellPumpageEndpoint, () =>
        page.getByRole('tab', { name: 'Daily (1000 gal)' }).click(),
      )
    ).answer.data;
    expect(daily).toHaveLength(30);
    // The browser's yesterday may be the district's today (time zones), which has no row yet.
    expect(daily.slice(0, -1).every((row) => row.dailyPumpage !== null)).toBe(true);
    await page
      .getByRole('table', { name: 'Daily pumpage' })
      .getByText(daily.at(-1)?.formattedDate ?? '')
      .waitFor();

    const hourly = (
      await answerDuring(page, hourlyWellPumpageEndpoint, () =>
        page.getByRole('tab', { name: 'Hourly (1000 gal)' }).click(),
      )
    ).answer.data;
    expect(hourly).toHaveLength(7);
    expect(hourly.slice(0, -1).every((row) => row.hour12 !== null)).toBe(true);
    await page
      .getByRole('table', { name: 'Hourly pumpage' })
      .getByText(hourly[0]?.formattedDate ?? '')
      .waitFor();
    const hourlyCsv = await downloadLines(page);
    expect(hourlyCsv.name).toBe('export_tab_3.csv');
    expect(hourlyCsv.lines[0]).toBe(
      [
        'year',
        'monthName',
        'dayName',
        'formattedDate',
        ...Array.from({ length: 24 }, (_, h) => `hour${h}`),
      ].join(','),
    );
    expect(hourlyCsv.lines).toHaveLength(8);
    expect(hourlyCsv.lines.slice(1).map((line) => line.split(',')[3])).toEqual(
      hourly.map((row) => row.formattedDate),
    );
    await page.context().close();
  }, 120_000);

  it('shows a Researcher no Hourly tab', async () => {
    const page = await newPage(browser);
    await signIn(page, 'researcher@demo.test');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`/well/water-data?wellId=${meteredWell.id}`);
    await page.getByRole('table', { name: 'Monthly pumpage' }).waitFor();
    expect(await tabNames(page)).toEqual(['Monthly (1000 gal)', 'Daily (1000 gal)']);
    await page.context().close();
  });

  it('offers an owner only the wells of their own client', async () => {
    const page = await newPage(browser);
    await signIn(page, 'owner@demo.test');
    await page.waitForURL((url) => url.pathname === '/client/dashboard');
    const own = await visibleWells(page);
    expect(own.length).toBeGreaterThan(1);
    expect(new Set(own.map((well) => well.clientName))).toEqual(new Set(['Red Stick Water Company']));

    await page.goto('/client/well/water-data');
    await page.getByRole('combobox', { name: 'Well' }).click();
    const options = page.getByRole('option');
    await options.first().waitFor();
    const shown = await options.allInnerTexts();
    expect(shown).toHaveLength(Math.min(own.length, 100));
    expect(shown.every((text) => text.includes(' - Red Stick Water Company'))).toBe(true);

    // Another client's well, typed into the address, answers as if it did not exist.
    if (!otherClientWell) throw new Error('the demo district has a single client');
    await page.goto(`/client/well/water-data?wellId=${otherClientWell.id}`);
    await page.getByText('Well not found.').waitFor();
    await page.context().close();
  });
});
