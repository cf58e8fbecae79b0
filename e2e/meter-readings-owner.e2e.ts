import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerDuring, answerOf, bearer } from './api';
import { expectAccessible, launchBrowser, newPage, signIn } from './browser';
import {
  getReadingWellsEndpoint,
  submitReadingEndpoint,
  uploadReadingPhotoEndpoint,
  type ReadingWell,
} from '../src/shared/contracts/meter-readings';
import {
  getWellMetersEndpoint,
  installMeterEndpoint,
  saveMeterEndpoint,
} from '../src/shared/contracts/meters';
import { formatDay } from '../src/shared/format';
import { addDays } from '../src/shared/rules/calendar';
import { todayIn } from '../src/server/time';
import { expectNoSidewaysScroll } from './screen-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
/** The demo district's days are Chicago's (the server's default DISTRICT_TIME_ZONE). */
const DISTRICT_TIME_ZONE = 'America/Chicago';
const OPENING_READING = 1000;
/** The owner's register: 500 gallons on from the opening reading, all of it pumped today. */
const OWNER_READING = 1500;

const GALLONS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

async function readingWells(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.get(getReadingWellsEndpoint.path, { headers });
  expect(response.status()).toBe(200);
  return (await answerOf(getReadingWellsEndpoint, response)).data;
}

/**
 * Puts a new gallons meter, read at 1000, on one of the demo owner's wells from yesterday, as staff
 * would: a well without a meter if there is one, else the one read longest ago (its meter comes off
 * at its last reading). Yesterday's installation makes today's reading the day's volume alone: a
 * day no upload, invoice or earlier reading covers, so the reading is accepted.
 */
async function meteredOwnerWell(request: APIRequestContext, yesterday: string): Promise<ReadingWell> {
  const staff = await bearer(request, 'admin@demo.test');
  const owner = await bearer(request, 'owner@demo.test');
  const wells = await readingWells(request, owner);
  const byLastRead = wells
    .filter((well) => (well.lastReadOn ?? well.installedOn ?? '') < yesterday)
    .sort((a, b) => (a.lastReadOn ?? a.installedOn ?? '').localeCompare(b.lastReadOn ?? b.installedOn ?? ''));
  const well = wells.find((candidate) => candidate.serialNumber === null) ?? byLastRead[0];
  if (!well) throw new Error('the demo owner has no well a meter can be installed on from yesterday');

  const saved = await request.post(saveMeterEndpoint.path, {
    headers: staff,
    data: {
      serialNumber: `E2E-OWNER-${Date.now()}`,
      make: null,
      model: null,
      sizeInches: 2,
      unit: 'gallons',
      multiplier: 1,
      registerDigits: 6,
      status: 'active',
      lastTestedOn: null,
      lastTestAccuracyPercent: null,
    },
  });
  expect(saved.status()).toBe(200);
  const meter = await answerOf(saveMeterEndpoint, saved);
  const installed = await request.post(installMeterEndpoint.path, {
    headers: staff,
    data: {
      wellId: well.wellId,
      meterId: meter.id,
      installedOn: yesterday,
      openingReading: OPENING_READING,
      closingReading: await closingReadingOf(request, staff, well),
    },
  });
  expect(installed.status()).toBe(200);
  const now = (await readingWells(request, owner)).find((candidate) => candidate.wellId === well.wellId);
  if (!now?.serialNumber) throw new Error(`well ${well.wellNumber} shows no meter after the installation`);
  return now;
}

/** The register of the well's meter as it comes off: its last reading, else its opening one; none without a meter. */
async function closingReadingOf(
  request: APIRequestContext,
  staff: Record<string, string>,
  well: ReadingWell,
): Promise<number | null> {
  if (well.serialNumber === null) return null;
  if (well.lastReading !== null) return well.lastReading;
  const response = await request.get(`${getWellMetersEndpoint.path}?wellId=${well.wellId}`, {
    headers: staff,
  });
  expect(response.status()).toBe(200);
  const current = (await answerOf(getWellMetersEndpoint, response)).data.find((meter) => meter.isInstalled);
  return current?.openingReading ?? null;
}

/** A real JPEG, as the phone's camera would hand it over: drawn and encoded by the browser itself. */
async function cameraJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.fillStyle = '#20303a';
    context.fillRect(0, 0, 64, 48);
    context.fillStyle = '#f4f4f4';
    context.font = '14px sans-serif';
    context.fillText('001500', 6, 30);
    return canvas.toDataURL('image/jpeg', 0.8);
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

function wellTitle(well: ReadingWell): string {
  return well.clientWellName ? `${well.wellNumber} – ${well.clientWellName}` : well.wellNumber;
}

describe('meter readings (owner, on a phone)', () => {
  it('enters a reading with a photo and sees it accepted, with the month’s gallons', async () => {
    const page = await newPage(browser);
    await page.setViewportSize(PHONE);
    const today = todayIn(DISTRICT_TIME_ZONE);
    const yesterday = addDays(today, -1);
    const well = await meteredOwnerWell(page.request, yesterday);

    await signIn(page, 'owner@demo.test');
    await page.waitForURL((url) => url.pathname === '/client/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const loaded = await answerDuring(page, getReadingWellsEndpoint, () =>
      page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Meter Readings' })
        .click(),
    );
    expect(loaded.answer.data.map((row) => row.wellId)).toContain(well.wellId);
    await page.getByRole('heading', { name: 'Meter Readings', level: 1 }).waitFor();

    const card = page.getByRole('region', { name: wellTitle(well) });
    await card.getByText(`${well.serialNumber} · Gallons`).waitFor();
    expect(await card.getByText('Reading due').count()).toBe(well.readingDue ? 1 : 0);
    const enter = card.getByRole('button', { name: `Enter reading for ${well.wellNumber}` });
    const button = await enter.boundingBox();
    expect(button?.height).toBeGreaterThanOrEqual(44);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    await enter.click();
    const dialog = page.getByRole('dialog', { name: `Enter reading: ${wellTitle(well)}` });
    await dialog.waitFor();
    // Full screen on a phone.
    expect((await dialog.boundingBox())?.width).toBe(PHONE.width);
    await dialog.getByLabel('Date read').fill(today);
    const register = dialog.getByLabel('Register reading');
    expect(await register.getAttribute('inputmode')).toBe('numeric');
    await register.fill(String(OWNER_READING));
    const photo = dialog.locator('input[type="file"]');
    expect(await photo.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    expect(await photo.getAttribute('capture')).toBe('environment');
    await photo.setInputFiles({
      name: 'register.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraJpeg(page),
    });
    await dialog.getByRole('img', { name: 'Chosen photo: register.jpg' }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    const [submitted, photoAnswer] = await Promise.all([
      answerDuring(page, submitReadingEndpoint, () =>
        dialog.getByRole('button', { name: 'Submit reading' }).click(),
      ),
      page.waitForResponse(
        (response) => new URL(response.url()).pathname === uploadReadingPhotoEndpoint.path,
      ),
    ]);
    expect(submitted.body).toMatchObject({ wellId: well.wellId, readOn: today, reading: OWNER_READING });
    expect(submitted.query.requestKey).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(submitted.answer).toMatchObject({
      state: 'accepted',
      volumeGallons: OWNER_READING - OPENING_READING,
    });
    expect(photoAnswer.status()).toBe(200);
    expect(new URL(photoAnswer.url()).searchParams.get('readingId')).toBe(String(submitted.answer.id));

    await dialog.getByText(`Reading accepted: 500 gallons since ${formatDay(yesterday)}`).waitFor();
    await dialog.getByText('The photo is attached to the reading.').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The list is read again: the new last reading, accepted, and this month's gallons.
    await card.getByText(`${OWNER_READING} on ${formatDay(today)}`).waitFor();
    await card.getByText('Accepted').waitFor();
    const [after] = (await readingWells(page.request, await bearer(page.request, 'owner@demo.test'))).filter(
      (row) => row.wellId === well.wellId,
    );
    expect(after?.monthGallons).toBeGreaterThanOrEqual(OWNER_READING - OPENING_READING);
    await card.getByText(`${GALLONS.format(after?.monthGallons ?? 0)} gallons`, { exact: true }).waitFor();
    expect(await card.getByText('Reading due').count()).toBe(0);

    await card.getByRole('button', { name: `History of ${well.wellNumber}` }).click();
    const newest = card
      .getByRole('list', { name: `Readings of ${well.wellNumber}` })
      .getByRole('listitem')
      .first();
    await newest.waitFor();
    const text = await newest.innerText();
    expect(text).toContain(formatDay(today));
    expect(text).toContain(`Register ${OWNER_READING}`);
    expect(text).toContain('Accepted');
    expect(text).toContain('500 gallons · photo attached');
    await expectNoSidewaysScroll(page);

    await page.setViewportSize(LAPTOP);
    await card.getByText(`${OWNER_READING} on ${formatDay(today)}`).waitFor();
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });
});
