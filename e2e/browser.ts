import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AxeResults, RunOptions } from 'axe-core';
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

/** A page in a context of its own, on the shared server unless `baseUrl` names another. */
export async function newPage(browser: Browser, baseUrl: string = inject('baseUrl')): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl });
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

const AXE_SCRIPT = fileURLToPath(new URL('../node_modules/axe-core/axe.min.js', import.meta.url));
let axeScript: string | undefined;
const axeSource = () => (axeScript ??= readFileSync(AXE_SCRIPT, 'utf8'));

/** One axe finding, cut down to what a failure message needs. */
interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2 A and AA rules) on the page as it is and fails on any serious or critical
 * violation. Waits for loading indicators to go first: a page is judged as the user reads it.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.locator('.MuiSkeleton-root, .MuiCircularProgress-root, .shell-loader').count(), {
      timeout: 30_000,
    })
    .toBe(0);
  // A menu or dialog fades in: checked mid-fade, its text would fail the contrast rule. A dialog
  // fades its container and backdrop, not its paper.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(
            document.querySelectorAll(
              '.MuiPopover-paper, .MuiDialog-paper, .MuiDialog-container, .MuiBackdrop-root',
            ),
          )
            .map((element) => getComputedStyle(element))
            // One kept in the page while closed is hidden: it is not fading.
            .every((style) => style.visibility === 'hidden' || style.opacity === '1'),
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
  // Evaluated through the DevTools protocol: a <script> tag would be refused by the portal's CSP.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  const findings = await page.evaluate(async (): Promise<AxeFinding[]> => {
    // axe.min.js defines window.axe; its types describe the module, not the global.
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
    };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
  });
  expect(findings, `serious accessibility violations on ${new URL(page.url()).pathname}`).toEqual([]);
}
