import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, signIn } from './browser';
import {
  getWellQuarterPumpageEndpoint,
  listWellPumpagesEndpoint,
  updateWellQuarterPumpageEndpoint,
} from '../src/shared/contracts/pumpage';
import { answerDuring } from './api';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PHONE = { width: 390, height: 844 };

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/*
 * The pumpage update form on a phone, by keyboard. It saves the totals as stored, which the server
 * answers as unchanged without writing, so the demo district the other journeys read stays as it is.
 */
describe('pumpage quarter form', () => {
  it('opens a row’s quarter by keyboard, fits a phone, refuses letters and saves', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin@demo.test');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await answerDuring(page, listWellPumpagesEndpoint, () => page.goto('/well-pumpages'));
    const year = new Date().getFullYear() - 1;
    await chooseOption(page, 'Start Year', String(year));
    await chooseOption(page, 'End Year', String(year));
    const filters = page.getByRole('form', { name: 'Pumpage filters' });
    const filtered = await answerDuring(page, listWellPumpagesEndpoint, () =>
      filters.getByRole('button', { name: 'Search' }).click(),
    );
    const row = filtered.answer.data[0];
    if (!row) throw new Error('the demo district has no pumpage last year');
    const quarter = Math.ceil(Number(row.date.slice(5, 7)) / 3);
    await page.setViewportSize(PHONE);

    const edit = page.getByRole('button', {
      name: `Edit quarter ${year} Q${quarter} of well ${row.wellNumber}`,
    });
    await edit.first().focus();
    const opened = await answerDuring(page, getWellQuarterPumpageEndpoint, () =>
      page.keyboard.press('Enter'),
    );
    expect(opened.query).toEqual({ pumpageId: String(row.id) });
    const dialog = page.getByRole('dialog', {
      name: `Pumpage of well ${row.wellNumber}, ${year} Q${quarter}`,
    });
    const months = opened.answer.data.months;
    const label = (month: number) =>
      new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
    const first = dialog.getByLabel(label(months[0]?.month ?? 1));
    await expect.poll(() => first.inputValue()).toBe(String(months[0]?.pumpage));
    // The first month has the focus: typing goes straight into it.
    expect(await first.evaluate((input) => input === document.activeElement)).toBe(true);

    for (const month of months) {
      const box = await dialog.getByLabel(label(month.month)).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    }
    await page.keyboard.press('End');
    await page.keyboard.type('x');
    await dialog
      .getByText('Enter thousands of gallons as digits, up to three decimals, such as 1250.5')
      .waitFor();
    expect(await first.inputValue()).toBe(String(months[0]?.pumpage));
    await expectAccessible(page);

    const saved = await answerDuring(page, updateWellQuarterPumpageEndpoint, () =>
      dialog.getByRole('button', { name: 'Save' }).click(),
    );
    expect(saved.answer.message).toBe(`Pumpage of ${row.wellNumber} for ${year} Q${quarter} is unchanged.`);
    await page.getByText(saved.answer.message).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });
});
