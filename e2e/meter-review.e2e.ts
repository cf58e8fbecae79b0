import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSummary } from '../src/shared/contracts/invoice-lists';
import { getInvoiceEndpoint, type InvoiceDetail } from '../src/shared/contracts/invoices';
import {
  getReviewQueueEndpoint,
  reviewReadingEndpoint,
  submitReadingEndpoint,
} from '../src/shared/contracts/meter-readings';
import { formatDay, formatDollars, formatKgalValue } from '../src/shared/format';
import { addDays } from '../src/shared/rules/calendar';
import { quarterDateRange, type Quarter } from '../src/shared/rules/quarters';
import { todayIn } from '../src/server/time';
import { answerDuring, answerOf, bearer } from './api';
import { newMeteredWell } from './metered-well';
import { unpaidInvoicesOfOtherClients } from './other-clients-invoices';
import { expectNoSidewaysScroll, expectWithinScreen, screenshot } from './screen-checks';
import { expectAccessible, launchBrowser, newPage, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The demo district's days are Chicago's (the server's default DISTRICT_TIME_ZONE). */
const DISTRICT_TIME_ZONE = 'America/Chicago';
/** The clients other journeys bill and pay: this one leaves their invoices alone. */
const OTHER_JOURNEYS_CLIENTS = ['Red Stick Water Company', 'Scotlandville Refining Company'];
/** The meter counts thousands of gallons: a register of 5000 is 5,000,000 gallons since its opening 0. */
const MULTIPLIER = 1000;
const READING = 5000;
const GALLONS = READING * MULTIPLIER;
const MILLION_GALLONS = GALLONS / 1_000_000;

type Headers = Record<string, string>;

async function invoiceDetail(
  request: APIRequestContext,
  staff: Headers,
  invoiceId: number,
): Promise<InvoiceDetail> {
  const response = await request.get(`${getInvoiceEndpoint.path}?invoiceId=${invoiceId}&pageSize=500`, {
    headers: staff,
  });
  expect(response.status()).toBe(200);
  return (await answerOf(getInvoiceEndpoint, response)).data;
}

/**
 * An unpaid invoice of an ended quarter that no other journey touches: of a client no demo owner
 * belongs to, the oldest (lowest id: the demo's oldest billed quarter; the check journey pays the
 * newest, the accounting journey syncs the newest quarter's), with no bank transfer clearing.
 */
async function unpaidInvoiceOfAnotherClient(
  request: APIRequestContext,
  staff: Headers,
  today: string,
): Promise<InvoiceSummary> {
  const candidates = (await unpaidInvoicesOfOtherClients(request, staff))
    .filter(
      (invoice) =>
        !OTHER_JOURNEYS_CLIENTS.includes(invoice.clientName) &&
        quarterDateRange(invoice.year, invoice.quater as Quarter).end <= today,
    )
    .sort((a, b) => a.id - b.id);
  for (const invoice of candidates) {
    const detail = await invoiceDetail(request, staff, invoice.id);
    if (!detail.paymentProcessing && !detail.hasPaid) return invoice;
  }
  throw new Error('the demo district should have an unpaid invoice of a client without a demo owner');
}

/**
 * A new well of the invoice's client with a gallons meter (multiplier 1000) installed the day before
 * the invoice's quarter at 0, and a staff reading of 5000 on the quarter's last day: 5,000,000
 * gallons over the whole quarter, which the client's invoice already bills, so it is held.
 */
async function heldReadingOnInvoice(request: APIRequestContext, staff: Headers, invoice: InvoiceSummary) {
  const { start, end } = quarterDateRange(invoice.year, invoice.quater as Quarter);
  const lastDay = addDays(end, -1);
  const { wellId, wellNumber } = await newMeteredWell(request, staff, {
    clientId: invoice.clientId,
    prefix: 'E2E-MR',
    clientWellName: 'Reviewed meter well',
    installedOn: addDays(start, -1),
    multiplier: MULTIPLIER,
  });

  const submitted = await request.post(submitReadingEndpoint.path, {
    headers: staff,
    data: { wellId, readOn: lastDay, reading: READING },
  });
  expect(submitted.status()).toBe(200);
  const reading = await answerOf(submitReadingEndpoint, submitted);
  expect(reading).toMatchObject({ state: 'pending', volumeGallons: GALLONS });
  expect(reading.reasons).toEqual([
    `The reading changes pumpage already invoiced: ${invoice.year} Q${invoice.quater} on invoice ${invoice.invoiceNumber}.`,
  ]);
  return { wellId, wellNumber, lastDay, reading };
}

describe('reading review', () => {
  it('a clerk accepts a held reading and sees the invoice change', async () => {
    const page = await newPage(browser);
    await page.setViewportSize(WIDE);
    const today = todayIn(DISTRICT_TIME_ZONE);
    const staff = await bearer(page.request, 'admin@demo.test');
    const invoice = await unpaidInvoiceOfAnotherClient(page.request, staff, today);
    const before = await invoiceDetail(page.request, staff, invoice.id);
    const held = await heldReadingOnInvoice(page.request, staff, invoice);

    // Management → Reading Review: the new well's card says which invoice the reading would change.
    await signIn(page, 'admin@demo.test');
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Management' }).click();
    const queue = await answerDuring(page, getReviewQueueEndpoint, () =>
      page.getByRole('menuitem', { name: 'Reading Review' }).click(),
    );
    await page.waitForURL('**/meters/review');
    await page.getByRole('heading', { name: 'Reading Review', level: 1 }).waitFor();
    const item = queue.answer.data.find((row) => row.id === held.reading.id);
    expect(item).toMatchObject({
      wellId: held.wellId,
      clientName: invoice.clientName,
      state: 'pending',
      volumeGallons: GALLONS,
      volumeFrom: quarterDateRange(invoice.year, invoice.quater as Quarter).start,
      reasonCodes: ['invoiced'],
    });

    const card = page
      .getByRole('region', { name: 'Held readings' })
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: `Well ${held.wellNumber}`, exact: true }) });
    await card.waitFor();
    await card.getByText(invoice.clientName, { exact: true }).waitFor();
    const reasons = card.getByRole('list', { name: 'Why it was held' }).getByRole('listitem');
    expect(await reasons.allInnerTexts()).toEqual(held.reading.reasons);
    expect(await reasons.first().innerText()).toContain(`on invoice ${invoice.invoiceNumber}`);
    // The volume is spread from the quarter's first day, the day after the meter went in.
    const volume = card.getByRole('definition').filter({ hasText: '5,000,000 gal' });
    expect(await volume.innerText()).toBe(`5,000,000 gal\nfrom ${formatDay(item?.volumeFrom ?? '')}`);
    const described = `well ${held.wellNumber}, 5,000 read on ${formatDay(held.lastDay)}`;
    const accept = card.getByRole('button', { name: `Accept ${described}`, exact: true });
    await accept.waitFor();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'meter-review-queue-1366', { fullPage: false });

    // On a phone the queue and the card fit the screen, the decision buttons within reach.
    await page.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page);
    await expectWithinScreen(page, card);
    await expectWithinScreen(page, accept);
    await expectWithinScreen(page, card.getByRole('button', { name: `Reject ${described}`, exact: true }));
    await expectAccessible(page);
    await screenshot(page, 'meter-review-queue-390', { fullPage: false });
    await page.setViewportSize(WIDE);

    // Accept, confirmed in the dialog: the answer names the invoice it made again.
    await accept.click();
    const dialog = page.getByRole('dialog', { name: 'Accept Reading' });
    await dialog.waitFor();
    await dialog
      .getByText(
        `Accept the reading of ${described}? Its 5,000,000 gal go into the well's pumpage, and unpaid ` +
          'invoices of those days are made again.',
        { exact: true },
      )
      .waitFor();
    await expectAccessible(page);
    await screenshot(page, 'meter-review-confirm-1366', { fullPage: false });
    const reviewed = await answerDuring(page, reviewReadingEndpoint, () =>
      dialog.getByRole('button', { name: 'Accept', exact: true }).click(),
    );
    expect(reviewed.query).toEqual({ readingId: String(held.reading.id) });
    expect(reviewed.body).toMatchObject({ decision: 'accept' });
    expect(reviewed.answer).toEqual({
      message: `Reading of ${held.wellNumber} on ${held.lastDay} accepted. Regenerated invoice ${invoice.invoiceNumber}.`,
      state: 'accepted',
      regeneratedInvoices: [invoice.invoiceNumber],
    });
    await dialog.waitFor({ state: 'detached' });
    const outcome = page
      .getByRole('alert')
      .filter({ hasText: `Invoice ${invoice.invoiceNumber} regenerated` });
    await outcome.waitFor();
    expect(await outcome.innerText()).toContain(reviewed.answer.message);
    // The queue is read again: the accepted reading has left it.
    await card.waitFor({ state: 'detached' });
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await screenshot(page, 'meter-review-accepted-1366', { fullPage: false });

    // The invoice bills the well's 5,000 thousand gallons at its own rate: the fee is up by the rate x 5.
    const after = await invoiceDetail(page.request, staff, invoice.id);
    const cents = (dollars: number) => Math.round(dollars * 100);
    expect(after.rateCentsPerMillionGallons).toBe(before.rateCentsPerMillionGallons);
    expect(after.gallons).toBe(before.gallons + GALLONS / 1000);
    expect(cents(after.feeAmount) - cents(before.feeAmount)).toBe(
      before.rateCentsPerMillionGallons * MILLION_GALLONS,
    );
    expect(cents(after.totalAmount)).toBeGreaterThan(cents(before.totalAmount));
    expect(after.hasPaid).toBe(false);
    const line = after.invoiceItems.find((row) => row.wellNumber === held.wellNumber);
    expect(line).toBeDefined();
    const lineKgal = (line?.month1Pumpage ?? 0) + (line?.month2Pumpage ?? 0) + (line?.month3Pumpage ?? 0);
    expect(Math.round(lineKgal * 1000)).toBe(GALLONS);

    // The invoice's staff page shows the new fee and total.
    await page.goto(`/payment/make-payment/${invoice.id}/${invoice.clientId}`);
    await page.getByRole('heading', { name: `Invoice ${invoice.invoiceNumber}` }).waitFor();
    const totals = page.getByRole('region', { name: 'Totals' });
    await totals.getByText(`Fee (${formatKgalValue(after.gallons)} thousand gallons billed)`).waitFor();
    await totals.getByText(formatDollars(after.feeAmount), { exact: true }).first().waitFor();
    expect(await totals.getByText(/^\$/).last().textContent()).toBe(formatDollars(after.totalAmount));
    expect(formatDollars(after.totalAmount)).not.toBe(formatDollars(before.totalAmount));
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await totals.scrollIntoViewIfNeeded();
    await screenshot(page, 'meter-review-invoice-1366', { fullPage: false });
    await page.context().close();
  });
});
