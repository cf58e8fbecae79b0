import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, signIn } from './browser';

/** Each test walks a role's whole route list (two dozen pages for Admin), not one page. */
const PAGES_TIMEOUT = 300_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The href of the first link named like `name`, e.g. a well's View. */
async function firstHref(page: Page, name: RegExp): Promise<string> {
  const link = page.getByRole('link', { name }).first();
  await link.waitFor();
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`no link named ${String(name)}`);
  return href;
}

async function signedIn(email: string, landing: string): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname === landing);
  return page;
}

/** Visits each route as the signed-in user and checks it with axe-core. */
async function checkRoutes(page: Page, routes: readonly string[]) {
  for (const route of routes) {
    await page.goto(route);
    await expectAccessible(page);
  }
}

// Every signed-in route of the app, as the role that uses it.
describe('accessibility: no serious or critical axe-core violations', () => {
  it(
    'on every staff page, as Admin',
    async () => {
      const page = await signedIn('admin@demo.test', '/dashboard');
      await expectAccessible(page);
      await page.goto('/wells');
      const wellPath = await firstHref(page, /^View well /);
      await page.goto('/management/clients');
      const clientPath = await firstHref(page, /^View /);
      await checkRoutes(page, [
        '/wells',
        '/well/create',
        wellPath,
        '/well/water-data',
        '/well/well-usage-report',
        '/well-pumpages',
        '/management/users',
        '/management/clients',
        '/management/client',
        clientPath,
        '/management/aquifers',
        '/management/aquifer',
        '/management/parishes',
        '/management/parish',
        '/well-usage-categories',
        '/well-use-category',
        '/well-usage',
        '/well-use',
        '/my-profile',
        '/reports',
        '/reports/compliance',
        '/reports/volumesByPOA',
        '/reports/volumesByUse',
      ]);
      await page.goto('/reports/compliance');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('table', { name: 'Compliance report' }).getByRole('row').nth(3).waitFor();
      await expectAccessible(page);
      // The list table's column toggle, open.
      await page.getByRole('button', { name: 'Show/Hide columns' }).click();
      await page.getByRole('menu').waitFor();
      await expectAccessible(page);
      await page.context().close();
    },
    PAGES_TIMEOUT,
  );

  it(
    'on every owner page, as Owner',
    async () => {
      const page = await signedIn('owner@demo.test', '/client/dashboard');
      await expectAccessible(page);
      const clientId = await page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('gcd.session') ?? '{}') as { clientIds?: number[] })
            .clientIds?.[0],
      );
      expect(clientId).toBeDefined();
      await page.goto('/client/well/all-wells/');
      const wellPath = await firstHref(page, /^View well /);
      await checkRoutes(page, [
        '/client/well/all-wells/',
        wellPath,
        '/client/well/water-data',
        '/client/well/well-usage-report',
        '/client/users',
        `/client/edit/${clientId}`,
        '/client/my-profile',
      ]);
      await page.context().close();
    },
    PAGES_TIMEOUT,
  );

  it(
    'on every page a User sees, as User',
    async () => {
      const page = await signedIn('user@demo.test', '/client/well/all-wells/');
      await expectAccessible(page);
      const wellPath = await firstHref(page, /^View well /);
      await checkRoutes(page, [wellPath, '/client/my-profile']);
      await page.context().close();
    },
    PAGES_TIMEOUT,
  );
});
