import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CALENDAR_SAVED,
  getCalendarEndpoint,
  saveCalendarEndpoint,
} from '../../../shared/contracts/reporting-calendar';
import { CALENDAR_CHANGE_NOT_PERIOD_START } from '../../../shared/rules/reporting-calendar';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { calendarAnswer, calendarEntryRow } from '../../test/factories/reporting';
import { signInAs } from '../../test/factories/session';
import { renderApp } from '../../test/render';
import { formatInstant } from './calendar-text';

/** The layout, the page and MUI take seconds to appear in jsdom on two cores. */
const SLOW = { timeout: 30_000 };
const PAGE = '/management/reporting-calendar';

// Loading the lazily imported page and form takes seconds in jsdom; do it once, untimed.
beforeAll(() => Promise.all([import('./reporting-calendar-page'), import('./calendar-form')]), 60_000);

/** A quarterly version from January, due 45 days after, one overdue reminder and no fee. */
const SCHEDULED = calendarEntryRow({
  id: 3,
  effectiveFrom: '2027-01-01',
  frequency: 'quarterly',
  dueDays: 45,
  reminderDaysBefore: null,
  reminderDaysAfter: 14,
  reminderRepeatDays: null,
  lateFee: null,
  inForce: false,
  createdBy: 'Grace Hopper',
  createdAt: '2026-12-05T16:00:00.000Z',
});
const CURRENT = calendarEntryRow();
const ENDED = calendarEntryRow({
  id: 1,
  effectiveFrom: '2026-01-01',
  dueDays: 20,
  reminderDaysBefore: 1,
  reminderDaysAfter: null,
  reminderRepeatDays: null,
  lateFee: 25,
  createdBy: null,
  createdAt: '2025-12-20T16:00:00.000Z',
});
const ENTRIES = [SCHEDULED, CURRENT, ENDED];

async function openCalendar(level: number) {
  signInAs(
    level >= 100 ? { role: ['Admin'], accessLevel: level } : { role: ['Researcher'], accessLevel: level },
  );
  const app = renderApp(PAGE);
  await screen.findByRole('heading', { name: 'Reporting Calendar', level: 1 }, SLOW);
  return app;
}

const calls = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === path) as [string, RequestInit][];

describe('the reporting calendar', () => {
  it('shows the version in force, the current period and every version, read-only below Admin', async () => {
    mockApi({ [getCalendarEndpoint.path]: calendarAnswer({ entries: ENTRIES }) });
    await openCalendar(50);

    const inForce = within(await screen.findByRole('region', { name: 'In force' }, SLOW));
    for (const text of [
      '07/01/2026',
      'Monthly',
      '30 days after the period',
      '7 days before the due date',
      '3 days after the due date',
      'every 7 days while missing',
      '$50.00',
    ]) {
      expect(inForce.getByText(text)).toBeInTheDocument();
    }
    const period = within(screen.getByRole('region', { name: 'Current period' }));
    expect(period.getByText('December 2026')).toBeInTheDocument();
    expect(period.getByText('12/01/2026 to 12/31/2026')).toBeInTheDocument();
    expect(period.getByText('01/30/2027')).toBeInTheDocument();

    const table = within(screen.getByRole('table', { name: 'Versions of the calendar' }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Applies from',
      'Frequency',
      'Due',
      'Reminders',
      'Late-report fee',
      'Entered by',
      'Entered at',
      'State',
    ]);
    const [, scheduled, current, ended] = table.getAllByRole('row');
    expect(scheduled).toHaveTextContent(
      `01/01/2027Quarterly45 days after the period14 days after the due dateNo feeGrace Hopper${formatInstant(SCHEDULED.createdAt)}Scheduled`,
    );
    expect(current).toHaveTextContent(
      `07/01/2026Monthly30 days after the period7 days before the due date / 3 days after the due date / every 7 days while missing$50.00Ada Lovelace${formatInstant(CURRENT.createdAt)}In force`,
    );
    expect(ended).toHaveTextContent(
      `01/01/2026Monthly20 days after the period1 day before the due date$25.00System${formatInstant(ENDED.createdAt)}Ended`,
    );

    // Staff below Admin read the calendar; the form is not there.
    expect(screen.getByText('Only an Admin can change the calendar.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New version of the calendar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  }, 60_000);

  it('lets the Admin add a change from the next period, sent as SaveCalendar takes it', async () => {
    const fetchMock = mockApi({
      [getCalendarEndpoint.path]: calendarAnswer({ entries: ENTRIES }),
      [saveCalendarEndpoint.path]: () => jsonResponse({ message: CALENDAR_SAVED, id: 4 }),
    });
    const { user } = await openCalendar(100);
    const form = within(await screen.findByRole('form', { name: 'New version of the calendar' }, SLOW));

    // The form starts from the version in force, applying from the next period's first day.
    expect(form.getByLabelText(/^Effective from/)).toHaveValue('2027-01-01');
    expect(form.getByRole('combobox', { name: /^Frequency/ })).toHaveTextContent('Monthly');
    expect(form.getByLabelText(/^Days to report/)).toHaveValue('30');
    expect(form.getByLabelText(/^Days before the due date/)).toHaveValue('7');
    expect(form.getByLabelText(/^Days after the due date/)).toHaveValue('3');
    expect(form.getByLabelText(/^Repeat every/)).toHaveValue('7');
    expect(form.getByLabelText(/^Late-report fee/)).toHaveValue('50.00');

    // Checked by the contract's rules before anything is sent.
    await user.clear(form.getByLabelText(/^Repeat every/));
    await user.type(form.getByLabelText(/^Repeat every/), '0');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Repeat every must be at least 1 day')).toBeInTheDocument();
    expect(calls(fetchMock, saveCalendarEndpoint.path)).toHaveLength(0);

    await user.click(form.getByRole('combobox', { name: /^Frequency/ }));
    await user.click(await screen.findByRole('option', { name: 'Quarterly' }));
    await user.clear(form.getByLabelText(/^Days to report/));
    await user.type(form.getByLabelText(/^Days to report/), '20');
    await user.clear(form.getByLabelText(/^Days before the due date/));
    await user.clear(form.getByLabelText(/^Repeat every/));
    await user.clear(form.getByLabelText(/^Late-report fee/));
    await user.type(form.getByLabelText(/^Late-report fee/), '$75.50');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CALENDAR_SAVED)).toBeInTheDocument();
    const saves = calls(fetchMock, saveCalendarEndpoint.path);
    expect(saves).toHaveLength(1);
    const [, init] = saves[0] as [string, RequestInit];
    expect(init.method).toBe('PUT');
    expect(sentBody(init)).toEqual({
      effectiveFrom: '2027-01-01',
      frequency: 'quarterly',
      dueDays: 20,
      reminderDaysBefore: null,
      reminderDaysAfter: 3,
      reminderRepeatDays: null,
      lateFee: 75.5,
    });
    // The calendar is read again.
    await waitFor(() => expect(calls(fetchMock, getCalendarEndpoint.path)).toHaveLength(2));
  }, 60_000);

  it('shows the server’s refusal above the form and its field message on the field', async () => {
    mockApi({
      [getCalendarEndpoint.path]: calendarAnswer({ entries: ENTRIES }),
      [saveCalendarEndpoint.path]: () =>
        jsonResponse(
          {
            message: 'The request is not valid.',
            errors: { effectiveFrom: CALENDAR_CHANGE_NOT_PERIOD_START },
          },
          400,
        ),
    });
    const { user } = await openCalendar(100);
    const form = within(await screen.findByRole('form', { name: 'New version of the calendar' }, SLOW));
    const effectiveFrom = form.getByLabelText(/^Effective from/);
    await user.clear(effectiveFrom);
    await user.type(effectiveFrom, '2027-01-15');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByText('The request is not valid.')).toBeInTheDocument();
    expect(form.getByText(CALENDAR_CHANGE_NOT_PERIOD_START)).toBeInTheDocument();
    expect(effectiveFrom).toHaveAccessibleDescription(CALENDAR_CHANGE_NOT_PERIOD_START);
    expect(effectiveFrom).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(CALENDAR_SAVED)).not.toBeInTheDocument();
  }, 60_000);

  it('says when no calendar is in force, and offers Try Again after a failed load', async () => {
    const answer = vi
      .fn<() => Response>()
      .mockReturnValueOnce(jsonResponse({ message: 'The database is not answering.' }, 503))
      .mockImplementation(calendarAnswer({ entries: [], currentPeriod: null }));
    mockApi({ [getCalendarEndpoint.path]: answer });
    const { user } = await openCalendar(50);
    expect(await screen.findByText('The database is not answering.', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByText(/No reporting calendar is in force yet: wells owe no reports/),
    ).toBeInTheDocument();
    expect(screen.getByText('The calendar has no version yet.')).toBeInTheDocument();
  }, 60_000);
});
