import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { answerDuring, answerOf, bearer } from './api';
import { launchBrowser, newPage, signIn } from './browser';
import {
  API_KEY_HEADER,
  createApiKeyEndpoint,
  getApiKeysEndpoint,
  revokeApiKeyEndpoint,
} from '../src/shared/contracts/api-keys';
import { parseAnswer } from '../src/shared/contracts/endpoint';
import { publicApiWellsEndpoint } from '../src/shared/contracts/public-api';
import { expectNoSidewaysScroll, expectWithinScreen, screenshot } from './screen-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

/** The registered wells as an agency's program reads them: from Node, with the key in its header. */
function readWells(key: string) {
  return fetch(new URL(publicApiWellsEndpoint.path, inject('baseUrl')), {
    headers: { [API_KEY_HEADER]: key },
  });
}

/** The Admin on the API keys page at `size`. */
async function openKeysPage(size: { width: number; height: number }): Promise<Page> {
  const page = await newPage(browser);
  await page.setViewportSize(size);
  await signIn(page, 'admin@demo.test');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.goto('/management/api-keys');
  await page.getByRole('heading', { name: 'API Keys', level: 1 }).waitFor();
  await page.getByRole('table', { name: 'API keys' }).waitFor();
  return page;
}

/** Create key with a name and the Wells scope: the key's one appearance, from the answer. */
async function createKey(page: Page, name: string) {
  await page.getByRole('button', { name: 'Create key' }).click();
  const form = page.getByRole('dialog', { name: 'Create API key' });
  await form.waitFor();
  await form.getByLabel('Name').fill(name);
  await form.getByRole('checkbox', { name: /^Wells/ }).check();
  await screenshot(page, `api-key-form-${page.viewportSize()?.width}`, { fullPage: false });
  const created = await answerDuring(page, createApiKeyEndpoint, () =>
    form.getByRole('button', { name: 'Create key' }).click(),
  );
  expect(created.body).toEqual({ name, scopes: ['wells'], expiresOn: null });
  const shown = page.getByRole('dialog', { name: 'API key created' });
  await shown.waitFor();
  return { ...created.answer, shown };
}

describe('API keys (Admin)', () => {
  it('the Admin creates a key with the wells scope, an agency reads the wells with it, the Admin revokes it', async () => {
    const page = await openKeysPage(LAPTOP);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const name = `E2E county GIS ${Date.now()}`;
    const { key, shown } = await createKey(page, name);

    // Shown once, with Copy, the warning and how to use it.
    await shown.getByText('it will not be shown again').waitFor();
    expect(await shown.getByLabel('API key').inputValue()).toBe(key);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await shown.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    const origin = new URL(inject('baseUrl')).origin;
    expect(await shown.getByLabel('Example call').textContent()).toBe(
      `curl -H "${API_KEY_HEADER}: ${key}" ${origin}${publicApiWellsEndpoint.path}`,
    );
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'api-key-created-1366', { fullPage: false });
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });

    // The list has the key's name and prefix, never the key.
    const row = page.getByRole('table', { name: 'API keys' }).getByRole('row').filter({ hasText: name });
    await row.getByText('Active', { exact: true }).waitFor();
    // Neither expiring nor used yet.
    expect(await row.getByText('Never', { exact: true }).count()).toBe(2);
    expect(await page.content()).not.toContain(key);
    const staff = await bearer(page.request, 'admin@demo.test');
    const listed = await page.request.get(getApiKeysEndpoint.path, { headers: staff });
    expect(await listed.text()).not.toContain(key);
    const listedKey = (await answerOf(getApiKeysEndpoint, listed)).data.find((each) => each.name === name);
    expect(listedKey).toMatchObject({ scopes: ['wells'], isActive: true, lastUsedAt: null });
    expect(key.startsWith(listedKey?.prefix ?? '-')).toBe(true);
    await screenshot(page, 'api-keys-1366');

    // An agency reads the wells with it.
    const read = await readWells(key);
    expect(read.status).toBe(200);
    const wells = parseAnswer(publicApiWellsEndpoint, await read.json());
    expect(wells.totalCount).toBeGreaterThan(0);
    expect(wells.data.length).toBeGreaterThan(0);
    // Its use shows on the list, read again: only its expiry still says Never.
    await expect
      .poll(async () => {
        const again = await page.request.get(getApiKeysEndpoint.path, { headers: staff });
        return (await answerOf(getApiKeysEndpoint, again)).data.find((each) => each.name === name)
          ?.lastUsedAt;
      })
      .toBeTruthy();
    await page.reload();
    await row.getByText('Active', { exact: true }).waitFor();
    expect(await row.getByText('Never', { exact: true }).count()).toBe(1);

    // The Admin revokes it, after saying so: the next call is refused.
    await row.getByRole('button', { name: `Revoke the key “${name}”` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
    await confirm.waitFor();
    await answerDuring(page, revokeApiKeyEndpoint, () =>
      confirm.getByRole('button', { name: 'Revoke key' }).click(),
    );
    await row.getByText(/^Revoked on /).waitFor();
    expect(await row.getByRole('button', { name: /^Revoke/ }).count()).toBe(0);
    expect((await readWells(key)).status).toBe(401);
    await page.context().close();
  });

  it('fits a 390 px phone: the list and the new key’s dialog', async () => {
    const page = await openKeysPage(PHONE);
    await page.getByRole('table', { name: 'API keys' }).getByRole('row').nth(1).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'api-keys-390');

    const name = `E2E phone ${Date.now()}`;
    const { id, key, shown } = await createKey(page, name);
    await shown.getByText(key).waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'api-key-created-390', { fullPage: false });
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    await expectNoSidewaysScroll(page);
    // The new key's Revoke sits on the screen, not past the table's right edge.
    const row = page.getByRole('table', { name: 'API keys' }).getByRole('row').filter({ hasText: name });
    await expectWithinScreen(page, row.getByRole('button', { name: /^Revoke/ }));
    await screenshot(page, 'api-keys-new-390');

    // Not left working behind the journey.
    const staff = await bearer(page.request, 'admin@demo.test');
    const revoked = await page.request.put(revokeApiKeyEndpoint.path, { headers: staff, params: { id } });
    expect(revoked.status()).toBe(200);
    await page.context().close();
  });
});
