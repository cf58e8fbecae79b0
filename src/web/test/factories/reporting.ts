import type {
  CalendarEntryRow,
  CalendarResponse,
  MissingReport,
  MissingReportsResponse,
  ReminderSent,
  ReportingPeriodRow,
  SendRemindersResponse,
} from '../../../shared/contracts/reporting-calendar';
import { jsonResponse } from '../api-mock';

/** The district's date in these answers. */
export const REPORTING_TODAY = '2026-12-10';

/** A version of the calendar: monthly, due 30 days after, three reminders and a $50 fee, in force. */
export function calendarEntryRow(overrides: Partial<CalendarEntryRow> = {}): CalendarEntryRow {
  return {
    id: 2,
    effectiveFrom: '2026-07-01',
    frequency: 'monthly',
    dueDays: 30,
    reminderDaysBefore: 7,
    reminderDaysAfter: 3,
    reminderRepeatDays: 7,
    lateFee: 50,
    inForce: true,
    createdBy: 'Ada Lovelace',
    createdAt: '2026-06-15T14:30:00.000Z',
    ...overrides,
  };
}

/** A reporting period: November 2026, due on the last day of December. */
export function reportingPeriodRow(overrides: Partial<ReportingPeriodRow> = {}): ReportingPeriodRow {
  return {
    key: '2026-11',
    label: 'November 2026',
    start: '2026-11-01',
    end: '2026-11-30',
    dueOn: '2026-12-30',
    ...overrides,
  };
}

/** GetCalendar's data: the version in force, the period running today and the next day a change may apply. */
export function calendarData(overrides: Partial<CalendarResponse['data']> = {}): CalendarResponse['data'] {
  return {
    entries: [calendarEntryRow()],
    currentPeriod: reportingPeriodRow({
      key: '2026-12',
      label: 'December 2026',
      start: '2026-12-01',
      end: '2026-12-31',
      dueOn: '2027-01-30',
    }),
    nextChangeFrom: '2027-01-01',
    today: REPORTING_TODAY,
    ...overrides,
  };
}

/** GetCalendar's answer. */
export const calendarAnswer =
  (overrides: Partial<CalendarResponse['data']> = {}) =>
  () =>
    jsonResponse({ message: 'OK', data: calendarData(overrides) } satisfies CalendarResponse);

/** A reminder handed to the mail server. */
export function reminderSent(overrides: Partial<ReminderSent> = {}): ReminderSent {
  return {
    kind: 'due-soon',
    sequence: 0,
    outcome: 'sent',
    sentAt: '2026-11-23T15:00:00.000Z',
    claimedAt: '2026-11-23T15:00:00.000Z',
    ...overrides,
  };
}

/** A well's report of October 2026, overdue by ten days, with the due-soon reminder sent. */
export function missingReportRow(overrides: Partial<MissingReport> = {}): MissingReport {
  return {
    clientId: 5,
    clientName: 'Red Stick Water Company',
    wellId: 11,
    wellNumber: 'EB-101',
    reportsBy: 'meter',
    periodKey: '2026-10',
    periodLabel: 'October 2026',
    periodEnd: '2026-10-31',
    dueOn: '2026-11-30',
    status: 'overdue',
    daysOverdue: 10,
    lastReadingOn: '2026-09-30',
    reminders: [reminderSent()],
    ...overrides,
  };
}

/** The periods GetMissingReports looks at, newest first. */
export const MISSING_REPORT_PERIODS: ReportingPeriodRow[] = [
  reportingPeriodRow(),
  reportingPeriodRow({
    key: '2026-10',
    label: 'October 2026',
    start: '2026-10-01',
    end: '2026-10-31',
    dueOn: '2026-11-30',
  }),
];

/** GetMissingReports' answer of the rows, counted by status unless told otherwise. */
export function missingReportsBody(
  rows: MissingReport[],
  overrides: Partial<MissingReportsResponse> = {},
): MissingReportsResponse {
  return {
    message: 'OK',
    data: rows,
    totalCount: rows.length,
    counts: {
      due: rows.filter((row) => row.status === 'due').length,
      overdue: rows.filter((row) => row.status === 'overdue').length,
    },
    periods: MISSING_REPORT_PERIODS,
    today: REPORTING_TODAY,
    ...overrides,
  };
}

export const missingReportsAnswer =
  (rows: MissingReport[], overrides: Partial<MissingReportsResponse> = {}) =>
  () =>
    jsonResponse(missingReportsBody(rows, overrides));

/** SendReminders' answer: one message sent unless told otherwise. */
export function sendRemindersAnswer(overrides: Partial<SendRemindersResponse> = {}) {
  return () =>
    jsonResponse({
      message: 'Sent 1 reminder.',
      sent: 1,
      alreadyReminded: 0,
      failed: 0,
      ...overrides,
    } satisfies SendRemindersResponse);
}
