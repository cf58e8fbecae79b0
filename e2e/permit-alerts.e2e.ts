import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { answerDuring, answerOf, bearer } from './api';
import { launchBrowser, newPage, signIn } from './browser';
import { getClientEndpoint, listClientsEndpoint } from '../src/shared/contracts/clients';
import { getDistrictProfileEndpoint } from '../src/shared/contracts/district';
import {
  getPermitSettingsEndpoint,
  getPermitUseEndpoint,
  getWellPermitsEndpoint,
  PERMIT_SAVED,
  savePermitEndpoint,
} from '../src/shared/contracts/permits';
import { uploadWellPumpagesEndpoint } from '../src/shared/contracts/pumpage-upload';
import { deactivateWellEndpoint, saveWellEndpoint } from '../src/shared/contracts/wells';
import { formatDay } from '../src/shared/format';
import { addDays, daysBetween } from '../src/shared/rules/calendar';
import { readOutbox } from './outbox';
import { expectNoSidewaysScroll, screenshot } from './screen-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };
const OWNER_CLIENT = 'Red Stick Water Company';
const EIGHTY_PERCENT = '80% of the volume reached';
/** The permit's terms: 1 million gallons a year, at most 100,000 gallons a day. */
const ANNUAL_GALLONS = 1_000_000;
const MAX_DAILY_GALLONS = 100_000;
/** What the upload gives the well this year: 85% of its volume. */
const UPLOADED_GALLONS = 850_000;

/**
 * The demo owner's client, the addresses a permit alert about its wells goes to (its contacts and
 * the staff alert address), and the server's today and permit year, as staff read them.
 */
async function clientAndAddresses(request: APIRequestContext, staff: Record<string, string>) {
  const listed = await request.get(listClientsEndpoint.path, { headers: staff });
  expect(listed.status()).toBe(200);
  const summary = (await answerOf(listClientsEndpoint, listed)).data.find(
    (client) => client.name === OWNER_CLIENT,
  );
  if (!summary) throw new Error(`the demo district should have the client ${OWNER_CLIENT}`);
  const detail = await request.get(getClientEndpoint.path, {
    headers: staff,
    params: { clientId: summary.id },
  });
  expect(detail.status()).toBe(200);
  const client = await answerOf(getClientEndpoint, detail);
  if (!client.contactEmail) throw new Error(`${OWNER_CLIENT} should have a contact e-mail address`);

  const settings = await request.get(getPermitSettingsEndpoint.path, { headers: staff });
  expect(settings.status()).toBe(200);
  const profile = await request.get(getDistrictProfileEndpoint.path, { headers: staff });
  expect(profile.status()).toBe(200);
  const staffAddress =
    (await answerOf(getPermitSettingsEndpoint, settings)).data.alertEmail ??
    (await answerOf(getDistrictProfileEndpoint, profile)).data?.email ??
    null;
  const addresses = [client.contactEmail, client.contactEmail2, client.contactEmail3, staffAddress]
    .filter((address): address is string => Boolean(address?.trim()))
    .map((address) => address.trim().toLowerCase());

  const use = await request.get(getPermitUseEndpoint.path, {
    headers: staff,
    params: { clientIds: String(client.id), page: 1, pageSize: 25 },
  });
  expect(use.status()).toBe(200);
  const { today, yearStart } = await answerOf(getPermitUseEndpoint, use);
  return {
    clientId: client.id,
    contactEmail: client.contactEmail.trim().toLowerCase(),
    recipients: [...new Set(addresses)].sort(),
    today,
    yearStart,
  };
}

/** A new well of the client, as staff make one through the API: no meter, no permit, no pumpage. */
async function newWell(request: APIRequestContext, staff: Record<string, string>, clientId: number) {
  const wellNumber = `E2E-PA-${Date.now()}`;
  const saved = await request.post(saveWellEndpoint.path, {
    headers: staff,
    data: {
      clientId,
      identificationNumber: wellNumber,
      wellNumber,
      clientWellName: 'Permit alert well',
      isActive: true,
    },
  });
  expect(saved.status()).toBe(200);
  const { id: wellId } = await answerOf(saveWellEndpoint, saved);
  // Made inactive once the journey ends: the other journeys pick the demo owner's wells without a
  // meter, and this one's uploaded pumpage would hold their readings for review.
  // Through fetch: the journey's pages, and their request contexts, are closed by then.
  onTestFinished(async () => {
    const url = new URL(deactivateWellEndpoint.path, inject('baseUrl'));
    url.searchParams.set('id', String(wellId));
    const deactivated = await fetch(url, { method: 'PUT', headers: staff });
    expect(deactivated.status).toBe(200);
  });
  return { wellId, wellNumber };
}

/**
 * A daily pumpage file giving the well `UPLOADED_GALLONS` over the last days of the permit year up to
 * today (at most ten): each day's share in thousand gallons to three decimals, the remainder on the
 * last. Ten days keep each day at 85,000 gallons, under the maximum daily rate.
 */
function pumpageCsv(wellNumber: string, yearStart: string, today: string): string {
  const tenBack = addDays(today, -9);
  const first = tenBack > yearStart ? tenBack : yearStart;
  const days = daysBetween(first, today) + 1;
  const share = Math.floor(UPLOADED_GALLONS / days);
  const rows = Array.from({ length: days }, (_, index) => {
    const gallons = index === days - 1 ? UPLOADED_GALLONS - share * (days - 1) : share;
    return `${wellNumber},${addDays(first, index)},${(gallons / 1000).toFixed(3)}`;
  });
  return ['WellNumber,Date,Pumpage', ...rows].join('\n') + '\n';
}

/** Uploads the file through the Well Pumpage page's Upload dialog and answers what the upload answered. */
async function uploadThroughDialog(page: Page, csv: string) {
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Pumpage' });
  await dialog.getByLabel('Pumpage file').setInputFiles({
    name: 'permit-alert-pumpage.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await dialog.getByText('permit-alert-pumpage.csv').waitFor();
  // The body is multipart, which answerDuring's JSON reading of the request cannot take.
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) => new URL(candidate.url()).pathname === uploadWellPumpagesEndpoint.path,
    ),
    dialog.getByRole('button', { name: 'Upload', exact: true }).click(),
  ]);
  expect(response.status()).toBe(200);
  const answer = await answerOf(uploadWellPumpagesEndpoint, response);
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(answer.message).waitFor();
  return answer;
}

/** The outbox's messages that tell of the well's 80%. */
async function eightyPercentAlerts(wellNumber: string) {
  const messages = await readOutbox(inject('outboxDir'));
  return messages.filter(
    (message) => message.text.includes(`well ${wellNumber}:`) && message.text.includes(EIGHTY_PERCENT),
  );
}

describe('permit alerts (staff and owner)', () => {
  it('staff set a permit, an upload pushes a well past 80%, the owner sees it on the dashboard and in the inbox, once', async () => {
    const staffPage = await newPage(browser);
    await staffPage.setViewportSize(LAPTOP);
    const staff = await bearer(staffPage.request, 'admin@demo.test');
    const district = await clientAndAddresses(staffPage.request, staff);
    expect(district.yearStart).toBe(`${district.today.slice(0, 4)}-01-01`);
    const well = await newWell(staffPage.request, staff, district.clientId);
    const permitNumber = `P-${well.wellNumber}`;

    // Staff set the terms on the well's page.
    await signIn(staffPage, 'admin@demo.test');
    await staffPage.waitForURL((url) => url.pathname === '/dashboard');
    await staffPage.goto(`/well/edit/${well.wellId}`);
    await staffPage.getByRole('heading', { name: 'Well Details', level: 1 }).waitFor();
    const section = staffPage.getByRole('region', { name: 'Permit', exact: true });
    await section.getByText('No permit terms recorded for this well.').waitFor();
    await section.getByRole('button', { name: 'Set permit terms' }).click();
    const dialog = staffPage.getByRole('dialog', { name: 'Set permit terms' });
    await dialog.waitFor();
    const numberField = dialog.getByLabel('Permit number');
    // The permit number has the focus when the form opens: typed, not filled.
    await expect.poll(() => numberField.evaluate((field) => field === document.activeElement)).toBe(true);
    await staffPage.keyboard.type(permitNumber);
    await dialog.getByLabel('Effective from').fill(district.yearStart);
    await dialog.getByLabel('Permitted volume (MG a year)').fill('1');
    const dailyField = dialog.getByLabel('Maximum daily rate (gal/day)');
    await dailyField.fill('100000');
    const saved = await answerDuring(staffPage, savePermitEndpoint, () => dailyField.press('Enter'));
    expect(saved.body).toMatchObject({
      wellId: well.wellId,
      permitNumber,
      permitDate: null,
      effectiveFrom: district.yearStart,
      annualMillionGallons: 1,
      maxDailyGallons: MAX_DAILY_GALLONS,
    });
    await dialog.waitFor({ state: 'detached' });
    await staffPage.getByText(PERMIT_SAVED).waitFor();
    await section.getByText(permitNumber, { exact: true }).waitFor();
    const terms = section.getByRole('table', { name: 'Permit terms history' });
    const termsRow = terms
      .getByRole('row')
      .filter({ hasText: `${formatDay(district.yearStart)} – Until amended` });
    await termsRow.getByText('1 MG', { exact: true }).waitFor();
    await termsRow.getByText('100,000 gal/day', { exact: true }).waitFor();
    await section.getByText('0 MG used of 1 MG').waitFor();
    await expectNoSidewaysScroll(staffPage);
    await screenshot(staffPage, 'permit-terms-1366');
    await section.scrollIntoViewIfNeeded();
    await screenshot(staffPage, 'permit-terms-1366-screen', { fullPage: false });

    // Staff upload the well's pumpage through the Well Pumpage page: 85% of the volume.
    const csv = pumpageCsv(well.wellNumber, district.yearStart, district.today);
    const rows = csv.trim().split('\n').length - 1;
    await staffPage.goto('/well-pumpages');
    await staffPage.getByRole('heading', { name: 'Well Pumpage', level: 1 }).waitFor();
    const uploaded = await uploadThroughDialog(staffPage, csv);
    expect(uploaded).toMatchObject({ kind: 'daily', rows, inserted: rows, updated: 0 });

    // The owner's dashboard on a phone: the well in the permit card, near its limit.
    const ownerPage = await newPage(browser);
    await ownerPage.setViewportSize(PHONE);
    const ownerUse = await answerDuring(ownerPage, getPermitUseEndpoint, () =>
      signIn(ownerPage, 'owner@demo.test'),
    );
    await ownerPage.waitForURL((url) => url.pathname === '/client/dashboard');
    expect(ownerUse.answer.data.find((row) => row.wellId === well.wellId)).toMatchObject({
      wellNumber: well.wellNumber,
      permitNumber,
      usedGallons: UPLOADED_GALLONS,
      permittedGallons: ANNUAL_GALLONS,
      percentUsed: 85,
      status: 'near',
      dataThrough: district.today,
    });
    const card = ownerPage.getByRole('region', { name: 'Permit use' });
    // The card lists the five wells nearest their limit; the rest come on request.
    const showAll = card.getByRole('button', { name: /^Show all \d+ wells$/ });
    await card.getByRole('list', { name: 'Permitted wells' }).waitFor();
    if (await showAll.isVisible()) await showAll.click();
    const line = card
      .getByRole('list', { name: 'Permitted wells' })
      .getByRole('listitem')
      .filter({ has: ownerPage.getByRole('link', { name: well.wellNumber, exact: true }) });
    await line.waitFor();
    await line.getByText('0.85 MG used of 1 MG').waitFor();
    await line.getByText('85.0%', { exact: true }).waitFor();
    await line.getByText('Near (80%+)', { exact: true }).waitFor();
    const bar = line.getByRole('progressbar', { name: `${well.wellNumber}: permit used` });
    expect(await bar.getAttribute('aria-valuetext')).toBe('85.0%');
    await line.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(ownerPage);
    await screenshot(ownerPage, 'permit-use-card-390');
    await screenshot(ownerPage, 'permit-use-card-390-screen', { fullPage: false });

    // The inbox: one warning about the well, to the client's contacts and the staff alert address.
    await expect
      .poll(async () => (await eightyPercentAlerts(well.wellNumber)).length, {
        timeout: 10_000,
        interval: 250,
      })
      .toBeGreaterThanOrEqual(1);
    const [alert, ...more] = await eightyPercentAlerts(well.wellNumber);
    expect(more).toEqual([]);
    expect(alert?.subject).toBe('Permit volume warning');
    expect(alert?.text).toContain(
      `- well ${well.wellNumber}: ${EIGHTY_PERCENT}: 0.85 million gallons used of 1 million gallons permitted this permit year.`,
    );
    expect(alert?.recipients).toContain(district.contactEmail);
    expect([...new Set(alert?.recipients)].sort()).toEqual(district.recipients);

    // The same file again changes nothing that was alerted: no second message.
    const again = await uploadThroughDialog(staffPage, csv);
    expect(again).toMatchObject({ kind: 'daily', rows });
    // The upload answers once the wells' permits are checked, so a second message would be there now.
    expect((await eightyPercentAlerts(well.wellNumber)).map((message) => message.file)).toEqual([
      alert?.file,
    ]);
    const permits = await staffPage.request.get(getWellPermitsEndpoint.path, {
      headers: staff,
      params: { wellId: well.wellId },
    });
    expect(permits.status()).toBe(200);
    const { alerts } = (await answerOf(getWellPermitsEndpoint, permits)).data;
    expect(alerts.filter((row) => row.kind === 'use-80')).toEqual([
      expect.objectContaining({
        outcome: 'sent',
        periodOn: district.yearStart,
        usedGallons: UPLOADED_GALLONS,
      }),
    ]);

    // The well's page tells staff the warning went out.
    await staffPage.goto(`/well/edit/${well.wellId}`);
    await section.getByText('0.85 MG used of 1 MG').waitFor();
    const sent = section
      .getByRole('table', { name: 'Permit alerts sent' })
      .getByRole('row')
      .filter({ hasText: '80% of the volume' });
    await sent.getByText('Sent', { exact: true }).waitFor();
    expect(await sent.count()).toBe(1);
    await section.getByText('Alerts sent', { exact: true }).scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(staffPage);
    await screenshot(staffPage, 'permit-alert-sent-1366-screen', { fullPage: false });

    await ownerPage.context().close();
    await staffPage.context().close();
  }, 180_000);
});
