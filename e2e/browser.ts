import { chromium, type Browser, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export const DEMO_PASSWORD = 'demo12345';

/** Debian's Chromium, headless, with nothing reaching outside this machine. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Content-Security-Policy violations seen in any page of this test file since they were last taken. */
const cspViolations: string[] = [];

/** The violations seen so far, emptying the list: e2e/setup.ts fails every test that leaves one behind. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject('baseUrl') });
  await context.exposeFunction('reportCspViolation', (violation: string) => cspViolations.push(violation));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(violation: string): void })
        .reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * The JSON answer of the API call to `path` (e.g. '/api/GetComplianceReport') made while `action`
 * runs, and the body it was sent; the call must succeed.
 */
export async function answerDuring<Answer>(page: Page, path: string, action: () => Promise<unknown>) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === path),
    action(),
  ]);
  expect(response.status()).toBe(200);
  return {
    body: response.request().postDataJSON() as Record<string, unknown>,
    answer: (await response.json()) as Answer,
  };
}
