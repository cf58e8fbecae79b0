import { z } from 'zod';
import { ACCESS } from '../rules/access';
import { daysBetween, isCalendarDate } from '../rules/calendar';
import { calendarDate, listResponseSchema, recordId } from './common';
import { defineEndpoint } from './endpoint';

/** Hourly meter data is shown to this role only, on the server and in the tabs. */
export const HOURLY_ROLE = 'Admin';

export function canSeeHourlyPumpage(roles: readonly string[]): boolean {
  return roles.includes(HOURLY_ROLE);
}

export const HOURLY_FORBIDDEN_MESSAGE = 'Only an Admin may see hourly pumpage.';

/* ---------- Monthly: POST GetAllHistoricWellPumpages ---------- */

/** Years the monthly tab offers, and the years it answers when none are given. */
export const FIRST_WATER_DATA_YEAR = 1900;
export const DEFAULT_HISTORIC_YEARS = 10;
export const MAX_HISTORIC_YEARS = 50;
export const YEAR_PAIR_MESSAGE = 'Give both a start and an end year, or neither';
export const YEAR_ORDER_MESSAGE = 'The end year must not be before the start year';
export const YEAR_SPAN_MESSAGE = `Choose at most ${MAX_HISTORIC_YEARS} years`;

/** The month fields of a monthly row, January first: readable names rather than month1..month12. */
export const MONTH_FIELDS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;
export type MonthField = (typeof MONTH_FIELDS)[number];

const year = z
  .number({ error: 'Choose a year' })
  .int('Choose a year')
  .min(FIRST_WATER_DATA_YEAR, `Choose ${FIRST_WATER_DATA_YEAR} or later`)
  .max(2999, 'Choose an earlier year');

type YearRange = { startYear: number | null; endYear: number | null };

/** Start and end year given together, in order, at most MAX_HISTORIC_YEARS apart. */
function checkYearRange(range: YearRange, context: z.RefinementCtx): void {
  const { startYear, endYear } = range;
  if ((startYear === null) !== (endYear === null)) {
    context.addIssue({ code: 'custom', path: ['endYear'], message: YEAR_PAIR_MESSAGE });
  } else if (startYear !== null && endYear !== null) {
    if (endYear < startYear)
      context.addIssue({ code: 'custom', path: ['endYear'], message: YEAR_ORDER_MESSAGE });
    else if (endYear - startYear + 1 > MAX_HISTORIC_YEARS)
      context.addIssue({ code: 'custom', path: ['endYear'], message: YEAR_SPAN_MESSAGE });
  }
}

const wellId = recordId('Well is required');

/**
 * POST GetAllHistoricWellPumpages: one well's pumpage per year and month from startYear to endYear
 * (both included). Without years: the ten years ending with the current year (district time).
 */
export const historicPumpageRequestSchema = z
  .object({
    wellId,
    startYear: year.nullish().transform((value) => value ?? null),
    endYear: year.nullish().transform((value) => value ?? null),
  })
  .superRefine(checkYearRange);
export type HistoricPumpageRequest = z.input<typeof historicPumpageRequestSchema>;
export type HistoricPumpageRequestInput = z.output<typeof historicPumpageRequestSchema>;

/** The monthly tab's period form: both years required. */
export const yearPeriodSchema = z.object({ startYear: year, endYear: year }).superRefine(checkYearRange);
export type YearPeriod = z.infer<typeof yearPeriodSchema>;

const kgal = z.number().nullable();

/**
 * A year of a well, in thousands of gallons: each month is
 * the sum of its daily rows, null when the month has no daily row at all (a reported 0 stays 0);
 * total is the year's sum, null when the year has no row.
 */
export const historicPumpageRowSchema = z.object({
  year: z.number().int(),
  ...(Object.fromEntries(MONTH_FIELDS.map((month) => [month, kgal])) as Record<MonthField, typeof kgal>),
  total: kgal,
});
export type HistoricPumpageRow = z.infer<typeof historicPumpageRowSchema>;

export const historicPumpageResponseSchema = listResponseSchema(historicPumpageRowSchema);
export type HistoricPumpageResponse = z.infer<typeof historicPumpageResponseSchema>;

/* ---------- Hourly: POST GetHourlyWellPumpageData ---------- */

export const MAX_HOURLY_RANGE_DAYS = 31;
export const DEFAULT_HOURLY_DAYS = 7;
export const DATE_PAIR_MESSAGE = 'Give both a start and an end date, or neither';
export const DATE_ORDER_MESSAGE = 'The end date must not be before the start date';

export function dateSpanMessage(maxDays: number): string {
  return `Choose at most ${maxDays} days`;
}

const isoDate = calendarDate();

/** Days from start to end, both included (negative when the end comes first). */
export function daysInRange(startDate: string, endDate: string): number {
  return daysBetween(startDate, endDate) + 1;
}

type DateRange = { startDate: string | null; endDate: string | null };

/** Start and end date given together, in order, at most maxDays days. */
export function dateRangeCheck(maxDays: number) {
  return (range: DateRange, context: z.RefinementCtx): void => {
    const { startDate, endDate } = range;
    if ((startDate === null) !== (endDate === null)) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: DATE_PAIR_MESSAGE });
    } else if (
      startDate !== null &&
      endDate !== null &&
      isCalendarDate(startDate) &&
      isCalendarDate(endDate)
    ) {
      // A date that is not one is its own field's error; the span is measured between real dates.
      const days = daysInRange(startDate, endDate);
      if (days < 1) context.addIssue({ code: 'custom', path: ['endDate'], message: DATE_ORDER_MESSAGE });
      else if (days > maxDays)
        context.addIssue({ code: 'custom', path: ['endDate'], message: dateSpanMessage(maxDays) });
    }
  };
}

/**
 * POST GetHourlyWellPumpageData (role Admin): one well's hourly pumpage from startDate to endDate
 * (YYYY-MM-DD, both included, at most 31 days). Without dates: the 7 days ending yesterday.
 */
export const hourlyPumpageRequestSchema = z
  .object({
    wellId,
    startDate: isoDate.nullish().transform((value) => value ?? null),
    endDate: isoDate.nullish().transform((value) => value ?? null),
  })
  .superRefine(dateRangeCheck(MAX_HOURLY_RANGE_DAYS));
export type HourlyPumpageRequest = z.input<typeof hourlyPumpageRequestSchema>;
export type HourlyPumpageRequestInput = z.output<typeof hourlyPumpageRequestSchema>;

/** The daily and hourly tabs' period form: both dates required, at most maxDays days. */
export function datePeriodSchema(maxDays: number) {
  return z.object({ startDate: isoDate, endDate: isoDate }).superRefine(dateRangeCheck(maxDays));
}
export type DatePeriod = { startDate: string; endDate: string };

/** hour0 (midnight to 1 am) to hour23, as the spec names them. */
export const HOUR_FIELDS = [
  'hour0',
  'hour1',
  'hour2',
  'hour3',
  'hour4',
  'hour5',
  'hour6',
  'hour7',
  'hour8',
  'hour9',
  'hour10',
  'hour11',
  'hour12',
  'hour13',
  'hour14',
  'hour15',
  'hour16',
  'hour17',
  'hour18',
  'hour19',
  'hour20',
  'hour21',
  'hour22',
  'hour23',
] as const;
export type HourField = (typeof HOUR_FIELDS)[number];

/**
 * A day of a well, in thousands of gallons per hour; an hour
 * without a reading is null.
 */
export const hourlyPumpageRowSchema = z.object({
  year: z.number().int(),
  monthName: z.string(),
  dayName: z.string(),
  /** MM/DD/YYYY */
  formattedDate: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  ...(Object.fromEntries(HOUR_FIELDS.map((hour) => [hour, kgal])) as Record<HourField, typeof kgal>),
});
export type HourlyPumpageRow = z.infer<typeof hourlyPumpageRowSchema>;

export const hourlyPumpageResponseSchema = listResponseSchema(hourlyPumpageRowSchema);
export type HourlyPumpageResponse = z.infer<typeof hourlyPumpageResponseSchema>;

const tag = 'Water Data';

export const historicWellPumpagesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/GetAllHistoricWellPumpages',
  tag,
  description:
    'A row per year (newest first) with twelve monthly sums in 1000 gal; without years the last ten.',
  access: { minLevel: ACCESS.ownerDashboard },
  body: historicPumpageRequestSchema,
  response: historicPumpageResponseSchema,
  responseKind: 'bulk-json',
});

/** The route admits staff; the use case then refuses every role but HOURLY_ROLE. */
export const hourlyWellPumpageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/GetHourlyWellPumpageData',
  tag,
  description:
    'Role Admin only. A row per day with hour0..hour23 in 1000 gal; without dates the 7 days ending yesterday.',
  access: { minLevel: ACCESS.staff },
  body: hourlyPumpageRequestSchema,
  response: hourlyPumpageResponseSchema,
  responseKind: 'bulk-json',
});
