import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from './api';
import { launchBrowser, newPage, signIn } from './browser';
import {
  importedMessage,
  importMeasurementsEndpoint,
  type ImportMeasurementsResponse,
} from '../src/shared/contracts/monitoring-wells';
import { expectNoSidewaysScroll, expectWithinScreen, screenshot } from './screen-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };
/** The USGS's own RDB file of EB-1000's levels, as the shipped sample has it: imported unedited. */
const EB_1000_RDB = fileURLToPath(
  new URL('../src/server/integrations/usgs/samples/EB-1000-gwlevels.rdb', import.meta.url),
);

/** Staff on the Monitoring Wells list at `size`, reached through the menu. */
async function openMonitoringWells(size: { width: number; height: number }): Promise<Page> {
  const page = await newPage(browser);
  await page.setViewportSize(size);
  await signIn(page, 'admin@demo.test');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  if (size.width >= LAPTOP.width) {
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Monitoring' })
      .click();
  } else {
    await page.goto('/monitoring-wells');
  }
  await page.getByRole('heading', { name: 'Monitoring Wells', level: 1 }).waitFor();
  await page.getByRole('table', { name: 'Monitoring wells' }).waitFor();
  return page;
}

/** Import measurements with the file chosen: the server's answer. */
async function importFile(page: Page, file: string): Promise<ImportMeasurementsResponse> {
  await page.getByRole('button', { name: 'Import measurements' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import measurements' });
  await dialog.waitFor();
  await dialog.getByLabel('Measurements file').setInputFiles(file);
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === importMeasurementsEndpoint.path),
    dialog.getByRole('button', { name: 'Import' }).click(),
  ]);
  expect(response.status()).toBe(200);
  const answer = await answerOf(importMeasurementsEndpoint, response);
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(importedMessage(answer)).first().waitFor();
  return answer;
}

/** Every point of the hydrograph: its depth (from its tooltip) and its height on the screen. */
async function hydrographPoints(page: Page) {
  const chart = page.getByRole('img', { name: /EB-1000/ }).first();
  await chart.waitFor();
  return chart.locator('circle').evaluateAll((circles) =>
    circles.map((circle) => ({
      title: circle.querySelector('title')?.textContent ?? '',
      cy: Number(circle.getAttribute('cy')),
    })),
  );
}

describe('monitoring wells (staff)', () => {
  it('a clerk imports the USGS file of EB-1000 unedited, twice (the second adds nothing), and reads its hydrograph, deeper water lower', async () => {
    const page = await openMonitoringWells(LAPTOP);
    const first = await importFile(page, EB_1000_RDB);
    expect(first).toMatchObject({ format: 'rdb', sites: 1 });
    const rows = first.added + first.updated + first.unchanged;
    expect(rows).toBeGreaterThan(10);

    const again = await importFile(page, EB_1000_RDB);
    expect(again).toMatchObject({ format: 'rdb', sites: 1, added: 0, updated: 0, unchanged: rows });
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'monitoring-wells-1366');

    await page
      .getByRole('table', { name: 'Monitoring wells' })
      .getByRole('link', { name: 'EB-1000' })
      .click();
    await page.getByRole('heading', { name: 'EB-1000', level: 1 }).waitFor();
    const points = await hydrographPoints(page);
    const depths = points.map((point) => ({
      ...point,
      feet: Number(/: ([\d,.]+) ft/.exec(point.title)?.[1]?.replaceAll(',', '')),
    }));
    expect(depths.every((point) => Number.isFinite(point.feet))).toBe(true);
    expect(points.some((point) => point.title.includes('1977'))).toBe(true);
    const shallowest = depths.reduce((a, b) => (b.feet < a.feet ? b : a));
    const deepest = depths.reduce((a, b) => (b.feet > a.feet ? b : a));
    expect(deepest.feet).toBeGreaterThan(shallowest.feet);
    // Drawn downward: the deeper the water, the lower on the screen (a larger y).
    expect(deepest.cy).toBeGreaterThan(shallowest.cy);
    await page
      .getByText(/Trend: (falling|rising)/)
      .first()
      .waitFor();
    await page.getByRole('table', { name: 'Measurements' }).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'monitoring-well-1366');
    await page.close();
  });

  it('the well page and its hydrograph fit a phone', async () => {
    const page = await openMonitoringWells(PHONE);
    await expectNoSidewaysScroll(page);
    await page
      .getByRole('table', { name: 'Monitoring wells' })
      .getByRole('link', { name: 'EB-1000' })
      .click();
    await page.getByRole('heading', { name: 'EB-1000', level: 1 }).waitFor();
    const chart = page.getByRole('img', { name: /EB-1000/ }).first();
    await chart.waitFor();
    await expectWithinScreen(page, chart);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'monitoring-well-390');
    await page.close();
  });
});
