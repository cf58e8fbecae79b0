import { z } from 'zod';
import { ACCESS } from '../rules/access';
import { dollarsToCents } from '../rules/billing';
import { MAX_CALENDAR_DAYS } from '../rules/reporting-calendar';
import { REMINDER_KINDS, REMINDER_OUTCOMES, REPORTING_FREQUENCIES } from '../states';
import {
  calendarDate,
  commaSeparatedIds,
  idParam,
  listResponseSchema,
  MAX_FILTER_IDS,
  pageQuerySchema,
  pageResponseSchema,
  recordId,
  savedResponseSchema,
  wellNumberSearch,
} from './common';
import { defineEndpoint } from './endpoint';
import { inDollars } from './money';

const tag = 'Reporting calendar';

export const REPORTING_FREQUENCY_LABELS: Readonly<Record<(typeof REPORTING_FREQUENCIES)[number], string>> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly',
};

export const REMINDER_KIND_LABELS: Readonly<Record<(typeof REMINDER_KINDS)[number], string>> = {
  'due-soon': 'Due soon',
  overdue: 'Overdue',
  'still-overdue': 'Still overdue',
};

export const REMINDER_OUTCOME_LABELS: Readonly<Record<(typeof REMINDER_OUTCOMES)[number], string>> = {
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed, will retry',
  cancelled: 'Not needed',
  'no-recipient': 'No address',
};

/** The most a late-report fee may be, in dollars. */
export const MAX_LATE_REPORT_FEE_DOLLARS = 100_000;

function calendarDays(label: string, nullable: boolean) {
  const days = z
    .number({ error: `${label} must be a whole number of days` })
    .int(`${label} must be a whole number of days`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_CALENDAR_DAYS, `${label} can be at most ${MAX_CALENDAR_DAYS} days`);
  return nullable ? days.nullable() : days;
}

/** A version of the calendar as the Admin enters it; the fee in dollars, null for none. */
export const saveCalendarRequestSchema = z.object({
  effectiveFrom: calendarDate(),
  frequency: z.enum(REPORTING_FREQUENCIES, { error: 'Choose monthly or quarterly reporting' }),
  dueDays: calendarDays('Days to report', false) as z.ZodNumber,
  reminderDaysBefore: calendarDays('Days before the due date', true),
  reminderDaysAfter: calendarDays('Days after the due date', true),
  reminderRepeatDays: z
    .number({ error: 'Repeat every must be a whole number of days' })
    .int('Repeat every must be a whole number of days')
    .min(1, 'Repeat every must be at least 1 day')
    .max(MAX_CALENDAR_DAYS, `Repeat every can be at most ${MAX_CALENDAR_DAYS} days`)
    .nullable(),
  lateFee: inDollars(
    z
      .number({ error: 'Enter the fee in dollars, such as 50' })
      .positive('The fee must be more than zero; leave it empty for none')
      .max(
        MAX_LATE_REPORT_FEE_DOLLARS,
        `The fee can be at most ${MAX_LATE_REPORT_FEE_DOLLARS.toLocaleString('en-US')} dollars`,
      )
      .refine((value) => dollarsToCents(value) !== null, 'Enter the fee in dollars and cents, such as 50.00')
      .nullable(),
    'The flat late-report fee per well and period; null for none',
  ),
});
export type SaveCalendarRequest = z.input<typeof saveCalendarRequestSchema>;

export const calendarEntrySchema = z.object({
  id: z.number().int(),
  effectiveFrom: z.string(),
  frequency: z.enum(REPORTING_FREQUENCIES),
  dueDays: z.number().int(),
  reminderDaysBefore: z.number().int().nullable(),
  reminderDaysAfter: z.number().int().nullable(),
  reminderRepeatDays: z.number().int().nullable(),
  lateFee: inDollars(z.number().nullable(), 'The late-report fee; null for none'),
  /** Whether it applies today or applied before: such a version is never changed. */
  inForce: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type CalendarEntryRow = z.infer<typeof calendarEntrySchema>;

export const reportingPeriodSchema = z.object({
  key: z.string(),
  label: z.string(),
  start: z.string(),
  end: z.string(),
  dueOn: z.string(),
});
export type ReportingPeriodRow = z.infer<typeof reportingPeriodSchema>;

export const calendarResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    /** Every version, the latest to apply first. */
    entries: z.array(calendarEntrySchema),
    /** The period running today, under the version in force. */
    currentPeriod: reportingPeriodSchema.nullable(),
    /** The first day a change may apply from: the next period's first day. */
    nextChangeFrom: z.string(),
    today: z.string(),
  }),
});
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;

export const CALENDAR_SAVED = 'Reporting calendar saved';

export const getCalendarEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ReportingCalendar/GetCalendar',
  tag,
  description:
    'The reporting calendar: every version with the day it applies from, and the period running now.',
  access: { minLevel: ACCESS.staff },
  response: calendarResponseSchema,
});

export const saveCalendarEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/ReportingCalendar/SaveCalendar',
  tag,
  description:
    'Adds a version of the calendar from a day (today or later, the first day of a period); a version not yet in force on that day is replaced. Audited.',
  access: { minLevel: ACCESS.admin },
  body: saveCalendarRequestSchema,
  response: savedResponseSchema,
});

/** Where a missing report stands: its period ended and the due date has not passed, or it has. */
export const MISSING_STATUSES = ['due', 'overdue'] as const;
export type MissingStatus = (typeof MISSING_STATUSES)[number];

/** How a well reports: by meter readings or by pumpage files. */
export const REPORTS_BY = ['meter', 'file'] as const;

export const reminderSentSchema = z.object({
  kind: z.enum(REMINDER_KINDS),
  sequence: z.number().int(),
  outcome: z.enum(REMINDER_OUTCOMES),
  /** When it was handed to the mail server; null while sending or when it failed. */
  sentAt: z.string().nullable(),
  claimedAt: z.string(),
});
export type ReminderSent = z.infer<typeof reminderSentSchema>;

export const missingReportSchema = z.object({
  clientId: z.number().int(),
  clientName: z.string(),
  wellId: z.number().int(),
  wellNumber: z.string(),
  reportsBy: z.enum(REPORTS_BY),
  periodKey: z.string(),
  periodLabel: z.string(),
  periodEnd: z.string(),
  dueOn: z.string(),
  status: z.enum(MISSING_STATUSES),
  /** Days past the due date; 0 while it is due. */
  daysOverdue: z.number().int(),
  /** The latest meter reading of the well (held or accepted); null: none. */
  lastReadingOn: z.string().nullable(),
  /** The reminders sent to the client about this period. */
  reminders: z.array(reminderSentSchema),
});
export type MissingReport = z.infer<typeof missingReportSchema>;

export const MISSING_REPORT_PAGE_SIZES = [25, 50, 100] as const;
export const MISSING_REPORT_SORTS = ['daysOverdue', 'client', 'well', 'period'] as const;
export type MissingReportSort = (typeof MISSING_REPORT_SORTS)[number];

/** GetMissingReports' filters; the download takes the same without the page. */
const missingReportFilterShape = {
  /** A period's key ('2026-10', '2026-Q3'); none: every period of the last year. */
  period: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2]|Q[1-4])$/, 'Use a period such as 2026-10 or 2026-Q3')
    .optional(),
  clientIds: commaSeparatedIds('clientIds takes client ids separated by commas', MAX_FILTER_IDS).optional(),
  status: z.enum(MISSING_STATUSES, { error: 'Status is due or overdue' }).optional(),
  wellNumber: wellNumberSearch(),
  sort: z.enum(MISSING_REPORT_SORTS).default('daysOverdue'),
  direction: z.enum(['asc', 'desc']).default('desc'),
};

export const missingReportsQuerySchema = z.object({
  ...missingReportFilterShape,
  ...pageQuerySchema({ size: { choices: MISSING_REPORT_PAGE_SIZES } }).shape,
});
export type MissingReportsQuery = z.input<typeof missingReportsQuerySchema>;

export const missingReportsDownloadQuerySchema = z.object(missingReportFilterShape);
export type MissingReportsDownloadQuery = z.input<typeof missingReportsDownloadQuerySchema>;

export const missingReportsResponseSchema = pageResponseSchema(missingReportSchema).extend({
  /** Of every missing report the filters other than status match: how many are due and overdue. */
  counts: z.object({ due: z.number().int(), overdue: z.number().int() }),
  /** The periods the list looks at, newest first, for the period filter. */
  periods: z.array(reportingPeriodSchema),
  today: z.string(),
});
export type MissingReportsResponse = z.infer<typeof missingReportsResponseSchema>;

export const getMissingReportsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ReportingCalendar/GetMissingReports',
  tag,
  description:
    'The reports wells owe and have not made, for the periods of the last year (or one), with the reminders sent; staff only.',
  access: { minLevel: ACCESS.staff },
  query: missingReportsQuerySchema,
  response: missingReportsResponseSchema,
});

export const downloadMissingReportsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ReportingCalendar/DownloadMissingReports',
  tag,
  description: 'The missing reports the filters match, as CSV.',
  access: { minLevel: ACCESS.staff },
  query: missingReportsDownloadQuerySchema,
  responseKind: 'file',
});

/** Where a well stands with a report it owes: the period still running, ended and due, or overdue. */
export const DUE_STATUSES = ['upcoming', 'due', 'overdue'] as const;
export type DueStatus = (typeof DUE_STATUSES)[number];

export const reportDueSchema = z.object({
  clientId: z.number().int(),
  wellId: z.number().int(),
  wellNumber: z.string(),
  clientWellName: z.string().nullable(),
  reportsBy: z.enum(REPORTS_BY),
  periodKey: z.string(),
  periodLabel: z.string(),
  periodEnd: z.string(),
  dueOn: z.string(),
  status: z.enum(DUE_STATUSES),
  lastReadingOn: z.string().nullable(),
});
export type ReportDue = z.infer<typeof reportDueSchema>;

export const clientReportsDueQuerySchema = z.object({
  /** One of the caller's clients; none: all of them (staff must name one). */
  clientId: idParam.optional(),
});

export const clientReportsDueResponseSchema = listResponseSchema(reportDueSchema).extend({
  today: z.string(),
});
export type ClientReportsDueResponse = z.infer<typeof clientReportsDueResponseSchema>;

export const CHOOSE_CLIENT_MESSAGE = 'Choose a client';

export const getClientReportsDueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ReportingCalendar/GetClientReportsDue',
  tag,
  description:
    "What the client's wells owe: each missing report of an ended period (due or overdue) and, for a well with none, the period running now.",
  access: { minLevel: ACCESS.ownerWells },
  query: clientReportsDueQuerySchema,
  response: clientReportsDueResponseSchema,
});

/** The most clients one SendReminders call takes. */
export const MAX_REMINDER_CLIENTS = MAX_FILTER_IDS;

export const sendRemindersRequestSchema = z.object({
  /** The clients to remind; empty or absent: every client with a report due or missing. */
  clientIds: z
    .array(recordId())
    .max(MAX_REMINDER_CLIENTS, `Choose at most ${MAX_REMINDER_CLIENTS.toLocaleString('en-US')} clients`)
    .default([]),
});
export type SendRemindersRequest = z.input<typeof sendRemindersRequestSchema>;

export const sendRemindersResponseSchema = z.object({
  message: z.string(),
  /** Messages handed to the mail server now. */
  sent: z.number().int(),
  /** Clients that had a report missing but were reminded of it before (nothing sent again). */
  alreadyReminded: z.number().int(),
  /** Messages that could not be sent: kept, and retried by the next run. */
  failed: z.number().int(),
});
export type SendRemindersResponse = z.infer<typeof sendRemindersResponseSchema>;

export const sendRemindersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/ReportingCalendar/SendReminders',
  tag,
  description:
    "Reminds clients now of their missing reports: one message per client listing each period's wells; a reminder sent before is not sent again.",
  access: { minLevel: ACCESS.staff },
  body: sendRemindersRequestSchema,
  response: sendRemindersResponseSchema,
});

export const clientReminderSchema = reminderSentSchema.extend({
  id: z.number().int(),
  periodKey: z.string(),
  periodLabel: z.string(),
  dueOn: z.string(),
  wellNumbers: z.array(z.string()),
  recipients: z.string(),
  detail: z.string().nullable(),
  sentBy: z.string().nullable(),
});
export type ClientReminder = z.infer<typeof clientReminderSchema>;

export const getClientRemindersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ReportingCalendar/GetClientReminders',
  tag,
  description: 'Every reporting reminder sent to a client, newest first (the latest 500).',
  access: { minLevel: ACCESS.clientManager },
  query: z.object({ clientId: idParam }),
  response: listResponseSchema(clientReminderSchema),
});
