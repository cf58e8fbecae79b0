import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, bearer, refusalOf } from './api';
import { launchBrowser, newPage } from './browser';
import {
  pumpageUploadTemplateEndpoint,
  uploadWellPumpagesEndpoint,
} from '../src/shared/contracts/pumpage-upload';
import { dailyWellPumpageEndpoint } from '../src/shared/contracts/dashboard';
import { listWellsEndpoint } from '../src/shared/contracts/wells';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(() => browser.close());

function upload(headers: Record<string, string>, name: string, csv: string) {
  return page.request.post(uploadWellPumpagesEndpoint.path, {
    headers,
    multipart: { file: { name, mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
}

async function dailyValues(headers: Record<string, string>, wellId: number) {
  const response = await page.request.post(dailyWellPumpageEndpoint.path, {
    headers,
    data: { wellId, startDate: '1999-03-01', endDate: '1999-03-03' },
  });
  expect(response.status()).toBe(200);
  const { data } = await answerOf(dailyWellPumpageEndpoint, response);
  return data.map((day) => day.dailyPumpage);
}

describe('pumpage upload, end to end', () => {
  it('refuses a file with one bad row, then loads the corrected file', async () => {
    const headers = await bearer(page.request, 'admin@demo.test');
    const wells = await page.request.post(listWellsEndpoint.path, { headers, data: {} });
    const [well] = (await answerOf(listWellsEndpoint, wells)).data;
    if (!well) throw new Error('the demo district has no wells');
    // 1999 lies before the demo data's three years, so these days start empty.
    const before = await dailyValues(headers, well.id);
    expect(before).toEqual([null, null, null]);

    const bad = `WellNumber,Date,Pumpage\n${well.wellNumber},1999-03-01,12.5\n${well.wellNumber},1999-03-02,-4\n${well.wellNumber},1999-03-03,7\n`;
    const refused = await upload(headers, 'e2e-bad.csv', bad);
    expect(refused.status()).toBe(400);
    const { message } = await refusalOf(refused);
    expect(message).toContain('Line 3: pumpage -4 is negative');
    expect(await dailyValues(headers, well.id)).toEqual(before);

    const good = bad.replace(',-4', ',4.25');
    const loaded = await upload(headers, 'e2e-good.csv', good);
    expect(loaded.status()).toBe(200);
    expect(await answerOf(uploadWellPumpagesEndpoint, loaded)).toMatchObject({
      message: 'Uploaded 3 rows: 3 inserted, 0 updated.',
    });
    expect(await dailyValues(headers, well.id)).toEqual([12.5, 4.25, 7]);
  });

  it('serves the XLSX template to a signed-in owner', async () => {
    const headers = await bearer(page.request, 'owner@demo.test');
    const response = await page.request.get(`${pumpageUploadTemplateEndpoint.path}?kind=daily&format=xlsx`, {
      headers,
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-disposition']).toContain('PumpageTemplate_daily.xlsx');
    // An XLSX file is a zip archive.
    expect((await response.body()).subarray(0, 2).toString()).toBe('PK');
  });
});
