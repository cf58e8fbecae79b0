import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { answerDuring, answerOf, bearer } from './api';
import { launchBrowser, newPage, signIn } from './browser';
import {
  getRateNoticesEndpoint,
  getRateScheduleEndpoint,
  saveRateEndpoint,
  withdrawRateEndpoint,
} from '../src/shared/contracts/rates';
import { formatCents, formatDay } from '../src/shared/format';
import { addDays } from '../src/shared/rules/calendar';
import { readOutbox } from './outbox';
import { expectNoSidewaysScroll, screenshot } from './screen-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };
const HEARING_NEEDED = 'An increase needs the date of its public hearing.';
/** The new rate: $7.25 per million gallons more than the one in force, an increase. */
const RAISE_CENTS = 725;

/** The outbox's notices of a rate of `rateCents` from `effectiveOn`. */
async function noticesOf(rateCents: number, effectiveOn: string) {
  const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${effectiveOn}T00:00:00Z`),
  );
  const subject = `New groundwater rate of ${formatCents(rateCents)} per million gallons from ${longDay}`;
  return (await readOutbox(inject('outboxDir'))).filter((message) => message.subject === subject);
}

describe('the rate schedule (Admin and owner)', () => {
  it('the Admin enters the board’s new rate once, each billed client is told once, the owner reads it', async () => {
    const staffPage = await newPage(browser);
    await staffPage.setViewportSize(LAPTOP);
    const staff = await bearer(staffPage.request, 'admin@demo.test');
    const listed = await staffPage.request.get(getRateScheduleEndpoint.path, { headers: staff });
    expect(listed.status()).toBe(200);
    const schedule = await answerOf(getRateScheduleEndpoint, listed);
    const inForce = schedule.data.find((rate) => rate.status === 'in-force');
    if (!inForce) throw new Error('the demo district should have a rate in force');
    // A day no entry takes, past the notice the law asks for.
    let effectiveOn = addDays(schedule.today, schedule.noticeDays + 10);
    while (schedule.data.some((rate) => rate.effectiveOn === effectiveOn && rate.status !== 'withdrawn'))
      effectiveOn = addDays(effectiveOn, 1);
    const rateCents = Math.round(inForce.ratePerMillionGallons * 100) + RAISE_CENTS;
    const rateDollars = (rateCents / 100).toFixed(2);

    await signIn(staffPage, 'admin@demo.test');
    await staffPage.waitForURL((url) => url.pathname === '/dashboard');
    await staffPage.goto('/management/rates');
    await staffPage.getByRole('heading', { name: 'Rates & Terms', level: 1 }).waitFor();
    const table = staffPage.getByRole('table', { name: 'Rate schedule' });
    await table.waitFor();
    await staffPage.getByRole('button', { name: 'Add rate' }).click();
    const dialog = staffPage.getByRole('dialog', { name: 'Add rate' });
    await dialog.waitFor();
    await dialog.getByLabel('Rate ($ per million gallons)').fill(rateDollars);
    await dialog.getByLabel('Takes effect on').fill(effectiveOn);
    await dialog.getByLabel('Adopted by the board on').fill(schedule.today);
    await dialog.getByLabel('Notice given on').fill(schedule.today);

    // An increase without its hearing is refused, and says why on the field.
    const [refused] = await Promise.all([
      staffPage.waitForResponse((response) => new URL(response.url()).pathname === saveRateEndpoint.path),
      dialog.getByRole('button', { name: 'Save rate' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await dialog.getByText(HEARING_NEEDED).first().waitFor();
    await screenshot(staffPage, 'rate-refused-1366', { fullPage: false });

    const hearing = dialog.getByLabel('Public hearing on');
    await hearing.fill(addDays(schedule.today, -1));
    const saved = await answerDuring(staffPage, saveRateEndpoint, () =>
      dialog.getByRole('button', { name: 'Save rate' }).click(),
    );
    expect(saved.body).toMatchObject({
      ratePerMillionGallons: rateCents / 100,
      effectiveOn,
      adoptedOn: schedule.today,
      noticeGivenOn: schedule.today,
      hearingOn: addDays(schedule.today, -1),
    });
    const { noticesQueued, id: rateId } = saved.answer;
    expect(noticesQueued).toBeGreaterThan(0);
    await dialog.waitFor({ state: 'detached' });
    const clients = noticesQueued === 1 ? 'client' : 'clients';
    await staffPage.getByText(`Rate saved; ${noticesQueued} ${clients} will be told by e-mail`).waitFor();
    const row = table.getByRole('row').filter({ hasText: formatDay(effectiveOn) });
    await row.getByText('Future', { exact: true }).waitFor();
    await row.getByText(formatCents(rateCents)).first().waitFor();
    await expectNoSidewaysScroll(staffPage);
    await screenshot(staffPage, 'rate-schedule-1366');

    // Every client billed in the last year is told once: each notice that went is one message.
    const notices = async () => {
      const answer = await staffPage.request.get(getRateNoticesEndpoint.path, {
        headers: staff,
        params: { rateId },
      });
      expect(answer.status()).toBe(200);
      return (await answerOf(getRateNoticesEndpoint, answer)).data;
    };
    await expect
      .poll(async () => (await notices()).filter((notice) => notice.outcome === 'sending').length, {
        timeout: 30_000,
        interval: 500,
      })
      .toBe(0);
    const told = await notices();
    expect(told).toHaveLength(noticesQueued);
    const sent = told.filter((notice) => notice.outcome === 'sent');
    expect(sent.length).toBeGreaterThan(0);
    const messages = await noticesOf(rateCents, effectiveOn);
    expect(messages).toHaveLength(sent.length);
    const ownerNotice = told.find((notice) => notice.clientName === 'Red Stick Water Company');
    expect(ownerNotice?.outcome).toBe('sent');

    // The owner reads the schedule on a phone, without a way to change it.
    const ownerPage = await newPage(browser);
    await ownerPage.setViewportSize(PHONE);
    await signIn(ownerPage, 'owner@demo.test');
    await ownerPage.waitForURL((url) => url.pathname === '/client/dashboard');
    await ownerPage.goto('/client/rates');
    await ownerPage.getByRole('heading', { name: 'Rates & Terms', level: 1 }).waitFor();
    const ownerTable = ownerPage.getByRole('table', { name: 'Rate schedule' });
    await ownerTable.getByText(formatDay(effectiveOn)).first().waitFor();
    expect(await ownerPage.getByRole('button', { name: 'Add rate' }).count()).toBe(0);
    await expectNoSidewaysScroll(ownerPage);
    await screenshot(ownerPage, 'rate-schedule-390');

    // The Admin withdraws it again, after saying so: it never applies, and no one is told again.
    await staffPage
      .getByRole('button', {
        name: `Withdraw the rate of ${formatCents(rateCents)} per million gallons from ${formatDay(effectiveOn)}`,
      })
      .click();
    const confirm = staffPage.getByRole('dialog', { name: 'Withdraw rate' });
    await confirm.waitFor();
    await answerDuring(staffPage, withdrawRateEndpoint, () =>
      confirm.getByRole('button', { name: 'Withdraw rate' }).click(),
    );
    await row.getByText('Withdrawn', { exact: true }).waitFor();
    expect(await noticesOf(rateCents, effectiveOn)).toHaveLength(sent.length);
  });
});
