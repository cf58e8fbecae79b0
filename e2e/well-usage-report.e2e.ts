import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerDuring } from './api';
import { launchBrowser, newPage, signIn } from './browser';
import { wellUsageReportEndpoint } from '../src/shared/contracts/well-usage-report';

const reportDuring = (page: Page, action: () => Promise<unknown>) =>
  answerDuring(page, wellUsageReportEndpoint, action);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The demo server runs on the default district time zone. */
function districtYear(): number {
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric' }).format());
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('well usage report', () => {
  it('lets staff pick a client and a year, shows each well and downloads the whole report', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin@demo.test');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/well/well-usage-report');
    await page.getByText('Choose a client and a year, then Show Report.').waitFor();

    const year = new Date().getFullYear() - 1;
    await chooseOption(page, 'Client', 'Scotlandville Refining Company');
    await chooseOption(page, 'Year', String(year));
    const { body, answer: report } = await reportDuring(page, () =>
      page.getByRole('button', { name: 'Show Report' }).click(),
    );
    expect(body).toMatchObject({ wellId: null, year });
    expect(report.clientName).toBe('Scotlandville Refining Company');
    expect(report.dataThrough).toBe(`${year}-12-31`);
    expect(report.wells.length).toBeGreaterThan(1);
    const pumping = report.wells.find((well) => well.yearKgal !== null);
    expect(pumping).toBeDefined();

    const sections = page.getByRole('region', { name: /^Well / });
    await sections.first().waitFor();
    expect(await sections.count()).toBe(report.wells.length);
    const section = page.getByRole('region', { name: `Well ${pumping?.wellNumber}`, exact: true });
    await section.getByRole('table', { name: `Usage of ${pumping?.wellNumber}` }).waitFor();
    await page.getByRole('region', { name: 'All wells' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`WellUsageReport_Scotlandville_Refining_Company_${year}.csv`);
    const lines = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^Client,Year,Well Number,/);
    expect(lines).toHaveLength(report.wells.length + 2);
    expect(lines.at(-1)).toContain(`Scotlandville Refining Company,${year},All wells,`);
    await page.context().close();
  }, 120_000);

  it('shows an owner only their own client’s wells', async () => {
    const page = await newPage(browser);
    await signIn(page, 'owner@demo.test');
    await page.waitForURL((url) => url.pathname === '/client/dashboard');
    const { body, answer: report } = await reportDuring(page, () =>
      page.goto('/client/well/well-usage-report'),
    );
    expect(body).toMatchObject({ wellId: null, year: null });
    expect(report.clientName).toBe('Red Stick Water Company');
    expect(report.year).toBe(districtYear());
    await page
      .getByRole('region', { name: /^Well / })
      .first()
      .waitFor();
    expect(await page.getByRole('combobox', { name: 'Client' }).count()).toBe(0);

    // The well picker offers exactly the sections' wells: the client's own.
    await page.getByRole('combobox', { name: 'Well' }).click();
    const offered = await page.getByRole('option').allInnerTexts();
    await page.keyboard.press('Escape');
    const wellNumbers = offered.filter((text) => text !== 'All wells').map((text) => text.split(' ')[0]);
    expect(wellNumbers.sort()).toEqual(report.wells.map((well) => well.wellNumber).sort());
    await page.context().close();
  }, 120_000);
});
