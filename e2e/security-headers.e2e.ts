import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PATH } from '../src/shared/contracts/endpoint';
import { launchBrowser, newPage, signIn, takeCspViolations } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the Content-Security-Policy in the browser', () => {
  it('blocks a script or an image that is not the portal’s own, and the journeys hear of it', async () => {
    const page = await newPage(browser);
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.getByLabel('Email').waitFor();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      const image = new Image();
      image.src = 'https://tracker.invalid/pixel.png';
      document.body.append(image);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => takeCspViolations().join('\n')).toMatch(/script-src-elem blocked inline/);
    await page.context().close();
  });

  it('lets a signed-in admin’s dashboard, map tiles aside, and the API documentation load with nothing blocked', async () => {
    const page = await newPage(browser);
    await signIn(page, 'admin@demo.test');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.locator('.leaflet-container').first().waitFor();
    await page.goto(API_DOCS_PATH);
    await page.getByText('Groundwater District Portal API').first().waitFor();
    await page.context().close();
  });
});
