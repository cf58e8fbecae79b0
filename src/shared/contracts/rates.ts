import { z } from 'zod';
import { ACCESS } from '../rules/access';
import { dollarsToCents } from '../rules/billing';
import { LATE_FEE_PERIODS, NOTICE_OUTCOMES } from '../states';
import { calendarDate, idParam, listResponseSchema, requestKeyQuerySchema } from './common';
import { defineEndpoint } from './endpoint';
import { inDollars } from './money';

const tag = 'Rates';

/** The largest rate the schedule takes, dollars per million gallons. */
export const MAX_RATE_DOLLARS = 100_000;
/** The largest fixed card fee, in dollars. */
export const MAX_FIXED_FEE_DOLLARS = 100;
/** The largest percentage a term takes (a late fee, its cap, a processing fee). */
export const MAX_TERM_PERCENT = 100;

const optionalDate = (message: string) =>
  calendarDate(message)
    .nullish()
    .transform((value) => value ?? null);

function dollars(label: string, example: string, max: number) {
  return z
    .number({ error: `Enter ${label} in dollars, such as ${example}` })
    .min(0, `${label[0]?.toUpperCase()}${label.slice(1)} cannot be negative`)
    .max(
      max,
      `${label[0]?.toUpperCase()}${label.slice(1)} can be at most ${max.toLocaleString('en-US')} dollars`,
    )
    .refine(
      (value) => dollarsToCents(value) !== null,
      `Enter ${label} in dollars and cents, such as ${example}`,
    );
}

/** A percentage with at most three decimals (thousandths of a percent are what the rules count in). */
function percent(label: string, example: string) {
  return z
    .number({ error: `Enter ${label} in percent, such as ${example}` })
    .min(0, `${label[0]?.toUpperCase()}${label.slice(1)} cannot be negative`)
    .max(MAX_TERM_PERCENT, `${label[0]?.toUpperCase()}${label.slice(1)} can be at most ${MAX_TERM_PERCENT}%`)
    .refine(
      (value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6,
      `Enter ${label} to at most three decimal places`,
    );
}

/** A percentage as thousandths of a percent, exactly: 1.5 is 1500. */
export function milliPercentOf(percentValue: number): number {
  return Math.round(percentValue * 1000);
}

/** POST SaveRate: a new rate as the board adopted it, in dollars per million gallons. */
export const saveRateRequestSchema = z.object({
  ratePerMillionGallons: inDollars(
    dollars('the rate', '65.00', MAX_RATE_DOLLARS),
    'The rate per million gallons',
  ),
  effectiveOn: calendarDate('Use an effective date such as 2027-01-01'),
  adoptedOn: calendarDate('Use the date the board adopted the rate, such as 2026-11-20'),
  noticeGivenOn: calendarDate('Use the date notice was given, such as 2026-11-25'),
  hearingOn: optionalDate('Use the date of the public hearing, such as 2026-11-18'),
});
export type SaveRateRequest = z.input<typeof saveRateRequestSchema>;

export const RATE_SAVED = 'Rate saved';
export const RATE_WITHDRAWN = 'Rate withdrawn';
export const BILLING_TERMS_SAVED = 'Billing terms saved';
export const BILLING_TERMS_WITHDRAWN = 'Billing terms withdrawn';
export const RATE_NOT_FOUND = 'Rate not found';
export const BILLING_TERMS_NOT_FOUND = 'Billing terms not found';
export const ONLY_FUTURE_WITHDRAWN = 'Only an entry that has not taken effect yet can be withdrawn.';

/** Where an entry of the schedule stands on the district's date. */
export const SCHEDULE_ENTRY_STATUSES = ['past', 'in-force', 'future', 'withdrawn'] as const;
export type ScheduleEntryStatus = (typeof SCHEDULE_ENTRY_STATUSES)[number];
export const SCHEDULE_ENTRY_STATUS_LABELS: Readonly<Record<ScheduleEntryStatus, string>> = {
  past: 'Past',
  'in-force': 'In force',
  future: 'Future',
  withdrawn: 'Withdrawn',
};

/** Who entered or withdrew an entry, and when; the name only for staff. */
const entryHistoryShape = {
  id: z.number().int(),
  /** YYYY-MM-DD; the first entry applies from the start (1900-01-01). */
  effectiveOn: z.string(),
  fromStart: z.boolean(),
  status: z.enum(SCHEDULE_ENTRY_STATUSES),
  enteredBy: z.string().nullable(),
  enteredAt: z.string(),
  withdrawnBy: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
};

export const noticeCountsSchema = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  noRecipient: z.number().int(),
  sending: z.number().int(),
});

export const rateEntrySchema = z.object({
  ...entryHistoryShape,
  ratePerMillionGallons: inDollars(z.number(), 'The rate per million gallons'),
  adoptedOn: z.string().nullable(),
  noticeGivenOn: z.string().nullable(),
  hearingOn: z.string().nullable(),
  /** The notices of this rate, staff only (null for owners). */
  notices: noticeCountsSchema.nullable(),
});
export type RateEntry = z.infer<typeof rateEntrySchema>;

export const rateScheduleResponseSchema = listResponseSchema(rateEntrySchema).extend({
  /** The district's date the statuses are as of. */
  today: z.string(),
  /** The least days between a rate's notice and the day it takes effect. */
  noticeDays: z.number().int(),
});

export const getRateScheduleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Rate/GetRateSchedule',
  tag,
  description: 'Every rate of the schedule, newest first, with where each stands today; anyone signed in.',
  access: { minLevel: ACCESS.ownerWells },
  response: rateScheduleResponseSchema,
});

export const saveRateResponseSchema = z.object({
  message: z.string(),
  id: z.number().int(),
  /** How many clients billed in the last year are to be told of the rate. */
  noticesQueued: z.number().int(),
});

export const saveRateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Rate/SaveRate',
  tag,
  description:
    'Adds a rate taking effect after today, at least the notice days after its notice (an increase ' +
    'with its hearing date); every client billed in the last year is told once by e-mail. Admin.',
  access: { minLevel: ACCESS.admin },
  query: requestKeyQuerySchema.partial(),
  body: saveRateRequestSchema,
  response: saveRateResponseSchema,
});

export const idQuerySchema = z.object({ id: idParam });

export const withdrawRateEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/Rate/WithdrawRate',
  tag,
  description: 'Withdraws a rate that has not taken effect; notices not yet sent are not sent. Admin.',
  access: { minLevel: ACCESS.admin },
  query: idQuerySchema,
  response: z.object({ message: z.string() }),
});

export const rateNoticeSchema = z.object({
  clientId: z.number().int(),
  clientName: z.string(),
  recipients: z.string(),
  outcome: z.enum(NOTICE_OUTCOMES),
  detail: z.string().nullable(),
  attempts: z.number().int(),
  sentAt: z.string().nullable(),
});
export type RateNotice = z.infer<typeof rateNoticeSchema>;

export const getRateNoticesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Rate/GetRateNotices',
  tag,
  description: 'Who was told of a rate, and when. Staff.',
  access: { minLevel: ACCESS.staff },
  query: z.object({ rateId: idParam }),
  response: listResponseSchema(rateNoticeSchema),
});

/** POST SaveBillingTerms: the terms from a day on; percentages in percent, the card's fixed fee in dollars. */
export const saveBillingTermsRequestSchema = z.object({
  effectiveOn: calendarDate('Use an effective date such as 2027-01-01'),
  dueDays: z
    .number({ error: 'Enter the days to pay as a whole number, such as 30' })
    .int('Enter the days to pay as a whole number, such as 30')
    .min(0, 'The days to pay cannot be negative')
    .max(365, 'The days to pay can be at most 365'),
  lateFeePercent: percent('the late fee', '1.5'),
  lateFeePeriod: z.enum(LATE_FEE_PERIODS, {
    error: 'Choose whether the late fee is charged per day or per month',
  }),
  lateFeeCapPercent: percent('the late-fee cap', '25')
    .nullish()
    .transform((value) => value ?? null),
  cardFeePercent: percent('the card fee', '2.9'),
  cardFeeFixed: inDollars(
    dollars('the fixed card fee', '0.30', MAX_FIXED_FEE_DOLLARS),
    'The fixed part of the card fee',
  ),
  bankFeePercent: percent('the bank transfer fee', '0.8'),
});
export type SaveBillingTermsRequest = z.input<typeof saveBillingTermsRequestSchema>;

export const billingTermsEntrySchema = z.object({
  ...entryHistoryShape,
  dueDays: z.number().int(),
  lateFeePercent: z.number(),
  lateFeePeriod: z.enum(LATE_FEE_PERIODS),
  lateFeeCapPercent: z.number().nullable(),
  cardFeePercent: z.number(),
  cardFeeFixed: inDollars(z.number(), 'The fixed part of the card fee'),
  bankFeePercent: z.number(),
});
export type BillingTermsEntry = z.infer<typeof billingTermsEntrySchema>;

export const billingTermsResponseSchema = listResponseSchema(billingTermsEntrySchema).extend({
  today: z.string(),
});

export const getBillingTermsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Rate/GetBillingTerms',
  tag,
  description:
    'Every version of the billing terms, newest first, with where each stands today; anyone signed in.',
  access: { minLevel: ACCESS.ownerWells },
  response: billingTermsResponseSchema,
});

export const saveBillingTermsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Rate/SaveBillingTerms',
  tag,
  description:
    'Adds billing terms taking effect after today: invoices built from that day keep them, payments ' +
    'made from that day pay their processing fees. Admin.',
  access: { minLevel: ACCESS.admin },
  query: requestKeyQuerySchema.partial(),
  body: saveBillingTermsRequestSchema,
  response: z.object({ message: z.string(), id: z.number().int() }),
});

export const withdrawBillingTermsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/Rate/WithdrawBillingTerms',
  tag,
  description: 'Withdraws billing terms that have not taken effect. Admin.',
  access: { minLevel: ACCESS.admin },
  query: idQuerySchema,
  response: z.object({ message: z.string() }),
});

/** An invoice's fee line as the invoice, its PDF and the books show it. */
export const invoiceRateLineSchema = z.object({
  fromOn: z.string(),
  toOn: z.string(),
  ratePerMillionGallons: inDollars(z.number(), 'The rate of these days per million gallons'),
  /** The non-exempt pumpage of these days, rounded to whole kgal: what the line bills. */
  billedKgal: z.number(),
  feeAmount: inDollars(z.number(), 'What these days bill'),
});
export type InvoiceRateLine = z.infer<typeof invoiceRateLineSchema>;
