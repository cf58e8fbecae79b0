import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerDuring, answerOf, bearer } from './api';
import { launchBrowser, newPage, signIn } from './browser';
import { listMapWellsEndpoint, listWellsEndpoint } from '../src/shared/contracts/wells';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signedInPage(email: string, landing: string): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname === landing);
  return page;
}

/** Waits for the next wells-list answer while `action` runs, and returns its request body and rows. */
async function wellListDuring(page: Page, action: () => Promise<unknown>) {
  const { body, answer } = await answerDuring(page, listWellsEndpoint, action);
  return { body, rows: answer.data };
}

function filters(page: Page) {
  return page.getByRole('form', { name: 'Well filters' });
}

async function chooseOptions(page: Page, label: string, options: string[]) {
  await page.getByRole('combobox', { name: label }).click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

describe('wells list (staff)', () => {
  it('filters by aquifers and a depth range, keeps the filters over a reload, and downloads them as CSV', async () => {
    const page = await signedInPage('admin@demo.test', '/dashboard');
    await wellListDuring(page, () => page.goto('/wells'));

    await chooseOptions(page, 'Aquifer', ['400-Foot Sand', '600-Foot Sand']);
    await filters(page).getByLabel('Min Depth').fill('380');
    await filters(page).getByLabel('Max Depth').fill('680');
    const filtered = await wellListDuring(page, () =>
      filters(page).getByRole('button', { name: 'Search' }).click(),
    );
    expect(filtered.body).toMatchObject({ minDepth: 380, maxDepth: 680 });
    expect(filtered.rows.length).toBeGreaterThan(25);
    for (const row of filtered.rows) {
      expect(['400-Foot Sand', '600-Foot Sand']).toContain(row.aquiferName);
      expect(row.wellDepth).toBeGreaterThanOrEqual(380);
      expect(row.wellDepth).toBeLessThanOrEqual(680);
    }
    const firstShown = filtered.rows.map((row) => row.wellNumber).sort()[0] ?? '';
    await page.getByRole('link', { name: `View well ${firstShown}` }).waitFor();

    const reloaded = await wellListDuring(page, () => page.reload());
    expect(reloaded.body).toEqual(filtered.body);
    expect(await filters(page).getByLabel('Min Depth').inputValue()).toBe('380');
    expect(await filters(page).getByLabel('Max Depth').inputValue()).toBe('680');
    await expect(page.getByRole('combobox', { name: 'Aquifer' }).innerText()).resolves.toBe(
      '400-Foot Sand, 600-Foot Sand',
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Wells_\d{8}_\d{6}\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/^Well Number,/);
    const csvNumbers = lines.slice(1).map((line) => line.split(',')[0]);
    expect(csvNumbers.sort()).toEqual(reloaded.rows.map((row) => row.wellNumber).sort());
    await page.context().close();
  });

  it('creates a well from DMS coordinates and finds it in the list and on the dashboard’s map', async () => {
    const page = await signedInPage('admin@demo.test', '/dashboard');
    const wellNumber = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await page.goto('/well/create');
    await page.getByLabel('Well Number').fill(wellNumber);
    await page.getByLabel('USGS Site Code').fill('302652091111599');
    await page.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: 'Red Stick Water Company' }).click();
    await page.getByLabel('Latitude').fill('30 26 52.3');
    await page.getByLabel('Longitude').fill('-91 11 15.2');
    await page.getByLabel('Well Depth (ft)').fill('455');
    await page.getByLabel('Owner Well Name').focus();
    expect(await page.getByLabel('Latitude').inputValue()).toBe(`30° 26' 52.30" N`);
    expect(await page.getByLabel('Longitude').inputValue()).toBe(`91° 11' 15.20" W`);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/well\/edit\/\d+$/);
    await page.getByText('Well created successfully.').waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await page.getByLabel('Latitude').inputValue()).toBe(`30° 26' 52.30" N`);

    await page.goto('/wells');
    await filters(page).getByRole('button', { name: 'Reset' }).click();
    await filters(page).getByLabel('Well Number').fill(wellNumber.toLowerCase());
    const found = await wellListDuring(page, () =>
      filters(page).getByRole('button', { name: 'Search' }).click(),
    );
    expect(found.rows.map((row) => row.wellNumber)).toEqual([wellNumber]);
    await page.getByRole('link', { name: `View well ${wellNumber}` }).waitFor();

    // The dashboard's map draws its markers on a canvas; what it was given is what it shows.
    const [mapResponse] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(listMapWellsEndpoint.path)),
      page.goto('/dashboard'),
    ]);
    const markers = (await answerOf(listMapWellsEndpoint, mapResponse)).data;
    expect(markers.find((well) => well.id === id)).toEqual(
      expect.objectContaining({ latitude: 30.4478611, longitude: -91.1875556 }),
    );
    await page.getByText(`Showing ${markers.length.toLocaleString('en-US')} wells`).waitFor();
    await page.context().close();
  });
});

describe('wells list (owner)', () => {
  it('shows an owner only their own wells and says another client’s well is not found', async () => {
    const page = await signedInPage('owner@demo.test', '/client/dashboard');
    const own = await wellListDuring(page, () => page.goto('/client/well/all-wells/'));
    expect(own.rows.length).toBeGreaterThan(0);
    expect(new Set(own.rows.map((row) => row.clientName))).toEqual(new Set(['Red Stick Water Company']));
    await page
      .getByRole('link', { name: /^View well / })
      .first()
      .waitFor();
    expect(await page.getByRole('combobox', { name: 'Client' }).count()).toBe(0);

    const headers = await bearer(page.request, 'admin@demo.test');
    const others = await page.request.post(listWellsEndpoint.path, { headers, data: { clientId: [2] } });
    const [otherWell] = (await answerOf(listWellsEndpoint, others)).data;
    if (!otherWell) throw new Error('the demo district’s second client has no wells');

    await page.goto(`/well/client-edit/${otherWell.id}`);
    await page.getByText('Well not found.').waitFor();
    expect(await page.getByText(otherWell.wellNumber).count()).toBe(0);

    await page.goto(`/well/client-edit/${own.rows[0]?.id}`);
    expect(await page.getByLabel('Well Number').inputValue()).toBe(own.rows[0]?.wellNumber);
    await page.context().close();
  });
});
