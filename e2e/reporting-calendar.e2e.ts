import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerDuring, answerOf, bearer } from './api';
import { expectAccessible, launchBrowser, newPage, signIn } from './browser';
import { submitReadingEndpoint } from '../src/shared/contracts/meter-readings';
import {
  getClientReportsDueEndpoint,
  getMissingReportsEndpoint,
  sendRemindersEndpoint,
} from '../src/shared/contracts/reporting-calendar';
import { addDays, addMonths } from '../src/shared/rules/calendar';
import { periodContaining } from '../src/shared/rules/reporting-calendar';
import { todayIn } from '../src/server/time';
import { newMeteredWell } from './metered-well';
import { expectNoSidewaysScroll, screenshot } from './screen-checks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };
const DISTRICT_TIME_ZONE = 'America/Chicago';

/**
 * A new well of the demo owner's client with a meter installed on the first day of last month: last
 * month's report is owed, and nothing (no upload, no reading) reports it.
 */
async function wellOwingLastMonth(request: APIRequestContext, today: string) {
  const staff = await bearer(request, 'admin@demo.test');
  const owner = await bearer(request, 'owner@demo.test');
  const due = await request.get(getClientReportsDueEndpoint.path, { headers: owner });
  expect(due.status()).toBe(200);
  const clientId = (await answerOf(getClientReportsDueEndpoint, due)).data[0]?.clientId;
  if (clientId === undefined) throw new Error('the demo owner should have wells owing reports');

  const lastMonth = periodContaining(addMonths(`${today.slice(0, 7)}-01`, -1), 'monthly');
  const well = await newMeteredWell(request, staff, {
    clientId,
    prefix: 'E2E-RC',
    clientWellName: 'Calendar well',
    installedOn: lastMonth.start,
    multiplier: 1,
  });
  return { ...well, period: lastMonth };
}

/** Filters the list to the well and answers what the list's call then answered. */
async function missingListFor(page: Page, wellNumber: string) {
  const filters = page.getByRole('form', { name: 'Missing report filters' });
  await filters.getByLabel('Well number').fill(wellNumber);
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => {
      const url = new URL(candidate.url());
      return (
        url.pathname === getMissingReportsEndpoint.path && url.searchParams.get('wellNumber') === wellNumber
      );
    }),
    filters.getByRole('button', { name: 'Search' }).click(),
  ]);
  expect(response.status()).toBe(200);
  return answerOf(getMissingReportsEndpoint, response);
}

describe('the reporting calendar (clerk and owner)', () => {
  it('a clerk sees a missing report and reminds the owner, who submits the reading from the link, and the well leaves the list', async () => {
    const today = todayIn(DISTRICT_TIME_ZONE);
    const clerk = await newPage(browser);
    await clerk.setViewportSize(LAPTOP);
    const well = await wellOwingLastMonth(clerk.request, today);

    await signIn(clerk, 'admin@demo.test');
    await clerk.waitForURL((url) => url.pathname === '/dashboard');
    await clerk.goto('/reports/missing-reports');
    await clerk.getByRole('heading', { name: 'Missing Reports', level: 1 }).waitFor();
    const listed = await missingListFor(clerk, well.wellNumber);
    expect(listed.data).toEqual([
      expect.objectContaining({
        wellId: well.wellId,
        periodKey: well.period.key,
        status: today <= addDays(well.period.end, 30) ? 'due' : 'overdue',
        reminders: [],
      }),
    ]);
    const row = clerk.getByRole('row').filter({ hasText: well.wellNumber });
    await row.waitFor();
    await expectNoSidewaysScroll(clerk);
    await expectAccessible(clerk);
    await screenshot(clerk, 'missing-reports-1366');

    const clientName = listed.data[0]?.clientName ?? '';
    const reminded = await answerDuring(clerk, sendRemindersEndpoint, () =>
      row.getByRole('button', { name: `Remind ${clientName}` }).click(),
    );
    expect(reminded.body).toEqual({ clientIds: [listed.data[0]?.clientId] });
    expect(reminded.answer.sent + reminded.answer.alreadyReminded).toBe(1);
    await clerk.getByText(reminded.answer.message).waitFor();
    // The list is read again and shows the reminder on the row.
    await row
      .getByText(/Due soon|Overdue/)
      .first()
      .waitFor();

    const owner = await newPage(browser);
    await owner.setViewportSize(PHONE);
    await signIn(owner, 'owner@demo.test');
    await owner.waitForURL((url) => url.pathname === '/client/dashboard');
    const panel = owner.getByRole('region', { name: 'Reports due' });
    const link = panel.getByRole('link', {
      name: `Enter reading for ${well.wellNumber}, ${well.period.label}`,
    });
    await link.waitFor();
    await expectNoSidewaysScroll(owner);
    await screenshot(owner, 'reports-due-390');
    await link.click();
    await owner.waitForURL((url) => url.pathname === '/client/meter-readings');
    const dialog = owner.getByRole('dialog', { name: `Enter reading: ${well.wellNumber} – Calendar well` });
    await dialog.waitFor();
    await dialog.getByLabel('Date read').fill(today);
    await dialog.getByLabel('Register reading').fill('2500');
    const submitted = await answerDuring(owner, submitReadingEndpoint, () =>
      dialog.getByRole('button', { name: 'Submit reading' }).click(),
    );
    expect(submitted.body).toMatchObject({ wellId: well.wellId, readOn: today, reading: 2500 });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    await clerk.reload();
    await clerk.getByRole('heading', { name: 'Missing Reports', level: 1 }).waitFor();
    const after = await missingListFor(clerk, well.wellNumber);
    expect(after.data).toEqual([]);
    await clerk.getByText('No missing reports match these filters.').waitFor();
  });
});
