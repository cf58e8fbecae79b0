import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Where the screens are saved for a person to look at (E2E_SCREENSHOT_DIR); without it they are
 * only checked: nothing wider than the screen.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/** Nothing of the page reaches past the right edge of the screen, so nothing needs scrolling sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

/** The element lies wholly between the screen's left and right edges. */
export async function expectWithinScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
}
