import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerDuring } from './api';
import { launchBrowser, newPage, signIn } from './browser';
import { complianceReportEndpoint } from '../src/shared/contracts/compliance-report';

const reportDuring = (page: Page, action: () => Promise<unknown>) =>
  answerDuring(page, complianceReportEndpoint, action);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function toggleOptions(page: Page, label: string, options: string[]) {
  await page.getByRole('combobox', { name: label }).click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

describe('compliance report', () => {
  it('runs from the reports index for a year and quarters, shows rows and downloads the Excel file', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin@demo.test');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/reports');
    const reports = page.getByRole('list', { name: 'Reports' });
    await reports.getByText('Volume by Well Use').waitFor();
    const opened = await reportDuring(page, () => reports.getByRole('link', { name: /^Compliance/ }).click());
    await page.getByRole('heading', { name: 'Compliance Report' }).waitFor();
    expect(opened.body).toMatchObject({ year: new Date().getFullYear(), quarter: [1, 2, 3, 4] });

    const year = new Date().getFullYear() - 1;
    await page.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: String(year), exact: true }).click();
    await toggleOptions(page, 'Quarters', ['Q3', 'Q4']);
    const filters = page.getByRole('form', { name: 'Compliance filters' });
    const searched = await reportDuring(page, () => filters.getByRole('button', { name: 'Search' }).click());
    expect(searched.body).toMatchObject({ year, quarter: [1, 2] });
    const { answer } = searched;
    expect(answer.years).toEqual([year - 2, year - 1, year]);
    expect(answer.data.length).toBeGreaterThan(10);
    const first = answer.data[0];
    if (!first) throw new Error('no rows');
    expect(first.pumpage[2]).toEqual({ year, q1: expect.anything(), q2: expect.anything() });
    const table = page.getByRole('table', { name: 'Compliance report' });
    await table.getByRole('columnheader', { name: String(year - 2) }).waitFor();
    await table.getByRole('row').filter({ hasText: first.wellNumber }).first().waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      filters.getByRole('button', { name: 'Export to Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`ComplianceReport_${year}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the workbook has no sheet');
    const header = sheet.getRow(1).values;
    expect(Array.isArray(header) ? header.slice(1) : []).toEqual([
      'Well Number',
      'Client',
      'Aquifer',
      ...[year - 2, year - 1, year].flatMap((shown) => [`${shown} Q1`, `${shown} Q2`]),
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(answer.data.length + 2);
    expect(sheet.getRow(2).getCell(1).value).toBe(first.wellNumber);
    expect(sheet.getRow(answer.data.length + 2).getCell(1).value).toBe('Total');
    await page.context().close();
  }, 120_000);
});
