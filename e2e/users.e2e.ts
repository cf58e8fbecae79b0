import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const FIRST_CLIENT = 'Red Stick Water Company';

async function openUsers(page: Page, email: string, landing: string, path: string) {
  await signIn(page, email);
  await page.waitForURL(`**${landing}`);
  await page.goto(path);
  const table = page.getByRole('table', { name: 'Users' });
  await table.locator('tbody tr').first().waitFor();
  return table;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

describe('users', () => {
  it('staff add a User of a client and find them in the list', async () => {
    const page = await newPage(browser);
    const table = await openUsers(page, 'admin@demo.test', '/dashboard', '/management/users');
    await page.getByRole('button', { name: 'New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'New User' });
    await dialog.getByLabel('First Name').waitFor();

    await dialog.getByRole('button', { name: 'Save' }).click();
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Email is required',
      'Password is required',
      'Please confirm your new password',
      'Registration Code is required',
      'Client is required for User and Owner roles',
    ]) {
      await dialog.getByText(message, { exact: true }).waitFor();
    }

    const email = `e2e.users.${Date.now()}@example.com`;
    await dialog.getByLabel('First Name').fill('Ellis');
    await dialog.getByLabel('Last Name').fill('Endtoend');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').pressSequentially('2255550142');
    await dialog.getByLabel('Password', { exact: true }).fill('welcome1');
    await dialog.getByLabel('Confirm Password', { exact: true }).fill('welcome1');
    await choose(page, 'Role', 'User');
    await choose(page, 'Client', FIRST_CLIENT);
    expect(await dialog.getByLabel('Registration Code').inputValue()).not.toBe('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('User added successfully.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByPlaceholder('Filter by Email').fill(email);
    // The column filter applies after a short debounce.
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 10_000 }).toBe(1);
    const row = table.locator('tbody tr').filter({ hasText: email });
    const text = await row.innerText();
    expect(text).toContain('Ellis Endtoend');
    expect(text).toContain(FIRST_CLIENT);
    expect(text).toContain('User');
    await page.context().close();
  });

  it('shows an owner only the users of their own client, with View only', async () => {
    const page = await newPage(browser);
    const table = await openUsers(page, 'owner@demo.test', '/client/dashboard', '/client/users');
    const rows = await table.locator('tbody tr').allInnerTexts();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toContain(FIRST_CLIENT);
    const emails = rows.join('\n');
    expect(emails).toContain('owner@demo.test');
    expect(emails).toContain('user@demo.test');
    expect(emails).not.toContain('owner2@demo.test');
    expect(emails).not.toContain('admin@demo.test');
    expect(await page.getByRole('button', { name: 'New User' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Reset Password/ }).count()).toBe(0);
    await page.context().close();
  });
});
