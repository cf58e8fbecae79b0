import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerDuring } from './api';
import { launchBrowser, newPage, signIn } from './browser';
import {
  volumesByClientByAquiferEndpoint,
  volumesByClientByWellUseEndpoint,
  type VolumeGroup,
} from '../src/shared/contracts/volume-reports';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const REPORTS = [
  {
    route: '/reports/volumesByPOA',
    endpoint: volumesByClientByAquiferEndpoint,
    title: 'Volume by Parish, Owner and Aquifer',
    pageSize: 3,
    csv: /^VolumesByParishOwnerAquifer_\d{8}_\d{6}\.csv$/,
    groupTitle: (group: VolumeGroup) =>
      [group.parish ?? 'No parish', group.client, group.aquifer ?? 'No aquifer'].join(' / '),
  },
  {
    route: '/reports/volumesByUse',
    endpoint: volumesByClientByWellUseEndpoint,
    title: 'Volume by Well Use',
    pageSize: 5,
    csv: /^VolumesByWellUse_\d{8}_\d{6}\.csv$/,
    groupTitle: (group: VolumeGroup) => [group.client, group.wellUse ?? 'No well use'].join(' / '),
  },
];

/** The report answer that comes while `action` runs (a page of groups, not the CSV's getAll). */
function reportDuring(page: Page, report: (typeof REPORTS)[number], action: () => Promise<unknown>) {
  return answerDuring(page, report.endpoint, action, (body) => !body?.getAll);
}

describe('volume reports', () => {
  for (const report of REPORTS) {
    it(`${report.title}: runs for last year, pages through the groups and downloads every group as CSV`, async () => {
      const page = await newPage(browser);
      await signIn(page, 'admin@demo.test');
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await reportDuring(page, report, () => page.goto(report.route));
      await page.getByRole('heading', { name: report.title }).waitFor();

      const year = new Date().getFullYear() - 1;
      for (const label of ['Start Year', 'End Year']) {
        await page.getByRole('combobox', { name: label }).click();
        await page.getByRole('option', { name: String(year), exact: true }).click();
      }
      const first = await reportDuring(page, report, () =>
        page.getByRole('button', { name: 'Search' }).click(),
      );
      expect(first.body).toMatchObject({
        startDate: year,
        endDate: year,
        pageNumber: 1,
        pageSize: report.pageSize,
      });
      expect(first.answer.data).toHaveLength(report.pageSize);
      expect(first.answer.totalRecords).toBeGreaterThan(report.pageSize * 2);
      const table = page.getByRole('table', { name: report.title });
      const firstTitle = report.groupTitle(first.answer.data[0] as VolumeGroup);
      await table.getByRole('rowheader', { name: firstTitle, exact: true }).waitFor();

      const second = await reportDuring(page, report, () =>
        page.getByRole('button', { name: 'Go to next page' }).click(),
      );
      expect(second.body).toMatchObject({ pageNumber: 2 });
      const secondTitles = second.answer.data.map(report.groupTitle);
      expect(secondTitles).not.toContain(firstTitle);
      await table.getByRole('rowheader', { name: secondTitles[0], exact: true }).waitFor();

      const last = await reportDuring(page, report, () =>
        page.getByRole('button', { name: 'Go to last page' }).click(),
      );
      const pages = Math.ceil(first.answer.totalRecords / report.pageSize);
      expect(last.body).toMatchObject({ pageNumber: pages });
      expect(last.answer.grandTotalPumpage).toBe(first.answer.grandTotalPumpage);
      const lastTitles = last.answer.data.map(report.groupTitle);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(report.csv);
      const lines = (await readFile(await download.path(), 'utf8'))
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      const groupTotals = lines.filter((line) => line.includes(',Group Total,'));
      expect(groupTotals).toHaveLength(first.answer.totalRecords);
      for (const title of [firstTitle, ...secondTitles, ...lastTitles]) {
        expect(
          groupTotals.some((line) => line.startsWith(`${title},`) || line.startsWith(`"${title}",`)),
        ).toBe(true);
      }
      expect(lines.at(-1)).toBe(`Grand Total,,,,,,,${first.answer.grandTotalPumpage}`);
      await page.context().close();
    }, 120_000);
  }
});
