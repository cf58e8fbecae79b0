import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function menuEntries(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.waitFor();
  return (await menu.locator('a, button, [role="button"]').allInnerTexts())
    .map((text) => text.trim())
    .filter(Boolean);
}

const STAFF_TOP_BAR = ['Dashboard', 'Wells', 'Water-Data', 'Monitoring', 'Reports', 'Invoices', 'Management'];

describe('each demo login lands on the spec’s page with the right menu', () => {
  it.each([
    ['admin@demo.test', '/dashboard', STAFF_TOP_BAR],
    ['researcher@demo.test', '/client/dashboard', STAFF_TOP_BAR],
    [
      'owner@demo.test',
      '/client/dashboard',
      ['Dashboard', 'Wells', 'Water Data', 'Invoices', 'Users', 'Organization Profile'],
    ],
    ['user@demo.test', '/client/well/all-wells/', ['Wells', 'My Profile', 'Log Out']],
    ['owner2@demo.test', '/client/dashboard', ['Dashboard', 'Wells', 'Water Data', 'Invoices', 'Users']],
  ])('%s lands on %s', async (email, path, entries) => {
    const page = await newPage(browser);
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === path);
    expect(await menuEntries(page)).toEqual(expect.arrayContaining(entries));
    await page.context().close();
  });

  it('shows the staff Management submenu to an admin', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin@demo.test');
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Management' }).click();
    // The menu loads with its first opening.
    await page.getByRole('menu').waitFor();
    const items = await page.getByRole('menuitem').allInnerTexts();
    expect(items.map((item) => item.trim())).toEqual([
      'Users',
      'Clients',
      'Aquifers',
      'Parishes',
      'Well-Usage',
      'Well Usage Categories',
      'Meters',
      'Reading Review',
      'Reporting Calendar',
      'Permits & Cuts',
      'Exemption Rules',
      'Rates & Terms',
      'API Keys',
      'Accounting',
      'Payment Exceptions',
      'District Profile',
      'Audit Log',
    ]);
    await page.context().close();
  });

  it('does not show staff entries to a user', async () => {
    const page = await newPage(browser);
    await signIn(page, 'user@demo.test');
    await page.waitForURL('**/client/well/all-wells/');
    const entries = await menuEntries(page);
    expect(entries).not.toContain('Reports');
    expect(entries).not.toContain('Dashboard');
    await page.context().close();
  });
});

describe('sessions', () => {
  it('shows the server’s message for a bad password and stays on /login', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin@demo.test', 'not-the-password');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor(),
    ).resolves.toBeUndefined();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('logout empties the session and protected pages send back to /login', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin@demo.test');
    await page.waitForURL('**/dashboard');
    expect(await page.evaluate(() => Object.keys(localStorage).length)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('token');
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.context().close();
  });

  it('sends the root path by level and unknown routes without a token to /login', async () => {
    const page = await newPage(browser);
    await page.goto('/some/unknown/route');
    await page.waitForURL('**/login');
    await signIn(page, 'owner@demo.test');
    await page.waitForURL('**/client/dashboard');
    await page.goto('/');
    await page.waitForURL('**/client/dashboard');
    await page.context().close();
  });

  it('keeps the session across a reload', async () => {
    const page = await newPage(browser);
    await signIn(page, 'owner2@demo.test');
    await page.waitForURL('**/client/dashboard');
    await page.reload();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/client/dashboard');
    await page.context().close();
  });
});
