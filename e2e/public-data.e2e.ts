import { readFileSync } from 'node:fs';
import { request, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { answerOf, bearer } from './api';
import { launchBrowser, newPage } from './browser';
import { expectNoSidewaysScroll, screenshot } from './screen-checks';
import { getClientEndpoint, isFullClient, listClientsEndpoint } from '../src/shared/contracts/clients';
import {
  downloadPublicPumpageEndpoint,
  getPublicSummaryEndpoint,
  getPublicWellsEndpoint,
} from '../src/shared/contracts/public-data';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const CSV_HEADER = (group: string) => `Year,${group},Wells,Non-exempt (kgal),Exempt (kgal),Total (kgal)`;

/** What the demo clients keep private: every name but the public clients', and every contact and address. */
interface PrivateDetail {
  publicNames: string[];
  privateTexts: string[];
}

/**
 * Read as the Admin: each client's name, contacts and address, and which clients staff marked
 * public (their name alone may be shown).
 */
async function demoPrivateDetail(): Promise<PrivateDetail> {
  const api = await request.newContext({ baseURL: inject('baseUrl') });
  try {
    const headers = await bearer(api, 'admin@demo.test');
    const listed = await api.get(listClientsEndpoint.path, { headers });
    expect(listed.status()).toBe(200);
    const clients = (await answerOf(listClientsEndpoint, listed)).data.filter(isFullClient);
    expect(clients.length).toBeGreaterThan(10);
    const publicNames: string[] = [];
    const privateTexts: string[] = [];
    for (const client of clients) {
      const detail = await api.get(getClientEndpoint.path, { headers, params: { clientId: client.id } });
      const { isPublic } = await answerOf(getClientEndpoint, detail);
      if (isPublic) publicNames.push(client.name);
      else privateTexts.push(client.name);
      privateTexts.push(
        ...[
          client.contactName,
          client.contactPhone,
          client.contactEmail,
          client.contactName2,
          client.contactPhone2,
          client.contactEmail2,
          client.contactName3,
          client.contactPhone3,
          client.contactEmail3,
          client.address1,
          client.address2,
        ].filter((text): text is string => text !== null && text.length >= 5),
      );
    }
    // What the district itself publishes (its own phone and e-mail) is no client's secret.
    const summary = await answerOf(getPublicSummaryEndpoint, await api.get(getPublicSummaryEndpoint.path));
    const district = summary.data.landing?.district;
    const published = new Set([district?.name, district?.phone, district?.email]);
    return { publicNames, privateTexts: privateTexts.filter((text) => !published.has(text)) };
  } finally {
    await api.dispose();
  }
}

/** No tile server is reachable here; the map works without tiles, so refuse them at once. */
async function refuseTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
}

/** The bodies of the public calls the page makes, to scan for private detail. */
function recordPublicAnswers(page: Page): string[] {
  const bodies: string[] = [];
  const paths: string[] = [getPublicSummaryEndpoint.path, getPublicWellsEndpoint.path];
  page.on('response', (response) => {
    if (paths.includes(new URL(response.url()).pathname)) {
      void response.text().then(
        (text) => bodies.push(text),
        () => undefined,
      );
    }
  });
  return bodies;
}

/** Downloads the CSV as the page's button does; its file name and text (without the byte-order mark). */
async function downloadCsv(page: Page) {
  const [download, answer] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse(
      (response) => new URL(response.url()).pathname === downloadPublicPumpageEndpoint.path,
    ),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(answer.status()).toBe(200);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(file, 'utf8').replace(/^\uFEFF/, '') };
}

/**
 * A visitor without an account: from the sign-in page to the public page, its pumpage, its billing
 * check and its wells, and the CSV. Nothing private shows in the page, its answers or the file.
 */
async function visit(
  size: { width: number; height: number },
  group: 'Parish' | 'Aquifer',
  detail: PrivateDetail,
) {
  const page = await newPage(browser);
  await page.setViewportSize(size);
  await refuseTiles(page);
  const answers = recordPublicAnswers(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Public water data' }).click();
  await page.waitForURL((url) => url.pathname === '/public');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('link', { name: 'Sign in' }).waitFor();

  // Pumpage: the latest year's table, exempt pumpage apart, and the chart of every year.
  const pumpage = page.getByRole('region', { name: 'Pumpage', exact: true });
  if (group === 'Aquifer') await pumpage.getByLabel('Group by').selectOption({ label: 'Aquifer' });
  const table = pumpage.getByRole('table', {
    name: new RegExp(`^Pumpage \\d{4} by ${group.toLowerCase()}$`),
  });
  await table.getByRole('row').nth(2).waitFor();
  await table.getByRole('columnheader', { name: 'Exempt, not billed (kgal)' }).waitFor();
  expect(await table.getByRole('row').last().innerText()).toMatch(/^All wells/);
  await pumpage.getByRole('img', { name: /^Pumpage per year in million gallons/ }).waitFor();

  // The billing check: every billed quarter bills exactly the billable pumpage.
  const check = pumpage.getByRole('table', { name: /^Billing check \d{4}$/ });
  await check.getByRole('row').nth(1).waitFor();
  const verdicts = await check.locator('tbody tr td:last-child').allInnerTexts();
  expect(verdicts.length).toBeGreaterThan(0);
  expect(verdicts.filter((verdict) => verdict !== 'Agrees' && verdict !== 'Not billed yet')).toEqual([]);

  // The wells: on the map, and in the table that arrives with the visitor's first move.
  const wells = page.getByRole('region', { name: 'Registered wells', exact: true });
  await wells
    .getByRole('region', { name: 'Map of registered wells', exact: true })
    .locator('.leaflet-container')
    .waitFor();
  await page.mouse.move(size.width / 2, size.height / 2);
  const wellsTable = wells.getByRole('table', { name: 'Registered wells' });
  await wellsTable.getByRole('row').nth(1).waitFor();
  const [publicName] = detail.publicNames;
  if (publicName) {
    await wells.getByLabel('Search all columns').fill(publicName);
    await wellsTable.getByRole('cell', { name: publicName, exact: true }).first().waitFor();
  }

  const csv = await downloadCsv(page);
  expect(csv.name).toBe(`district-pumpage-by-${group.toLowerCase()}.csv`);
  const [header, ...records] = csv.text.trim().split(/\r?\n/);
  expect(header).toBe(CSV_HEADER(group));
  expect(records.length).toBeGreaterThan(0);

  await expectNoSidewaysScroll(page);
  await screenshot(page, `public-${size.width}`);

  // Nothing private: not on screen, not in what the server answered, not in the file.
  await expect.poll(() => answers.length).toBeGreaterThanOrEqual(2);
  const seen = [await page.locator('body').innerText(), ...answers, csv.text].join('\n');
  expect(detail.privateTexts.filter((text) => seen.includes(text))).toEqual([]);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.context().close();
}

describe('the public data page (no account)', () => {
  let detail: PrivateDetail;
  beforeAll(async () => {
    detail = await demoPrivateDetail();
  }, 120_000);

  it('a visitor opens it from the sign-in page on a laptop, reads pumpage and wells, and downloads the CSV', async () => {
    expect(detail.publicNames.length).toBeGreaterThan(0);
    await visit(LAPTOP, 'Parish', detail);
  });

  it('does the same on a phone, grouped by aquifer, without the page scrolling sideways', async () => {
    await visit(PHONE, 'Aquifer', detail);
  });
});
