import { z } from 'zod';
import { calendarDate, listResponseSchema, recordId } from './common';
import { ACCESS } from '../rules/access';
import { daysBetween, isCalendarDate } from '../rules/calendar';
import { clientIdQuerySchema } from './clients';
import { defineEndpoint } from './endpoint';
import { chartFilterSchema, chartPointSchema } from './wells';

/** POST GetPumpageVolumesForChart answers one point per month that has pumpage. */
export const chartResponseSchema = listResponseSchema(chartPointSchema);
export type ChartResponse = z.infer<typeof chartResponseSchema>;

/** The longest range one GetDailyWellPumpageData call answers, in days. */
export const MAX_DAILY_RANGE_DAYS = 3660;
export const DAILY_RANGE_MESSAGE = 'Give both a start and an end date, or neither';
export const DAILY_ORDER_MESSAGE = 'The end date must not be before the start date';
export const DAILY_LENGTH_MESSAGE = `Choose at most ${MAX_DAILY_RANGE_DAYS} days`;

const optionalDate = calendarDate()
  .nullish()
  .transform((value) => value ?? null);

/**
 * POST GetDailyWellPumpageData: one well's daily pumpage from startDate to endDate (YYYY-MM-DD,
 * both included). Without dates it answers the dashboard's window: the 7 days ending yesterday in
 * the district's time zone.
 */
export const dailyPumpageRequestSchema = z
  .object({
    wellId: recordId('Well is required'),
    startDate: optionalDate,
    endDate: optionalDate,
  })
  .superRefine((request, context) => {
    const { startDate, endDate } = request;
    if ((startDate === null) !== (endDate === null)) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: DAILY_RANGE_MESSAGE });
      return;
    }
    // A date that is not one is its own field's error; the span is measured between real dates.
    if (startDate === null || endDate === null || !isCalendarDate(startDate) || !isCalendarDate(endDate))
      return;
    const days = daysBetween(startDate, endDate) + 1;
    if (days < 1) context.addIssue({ code: 'custom', path: ['endDate'], message: DAILY_ORDER_MESSAGE });
    else if (days > MAX_DAILY_RANGE_DAYS)
      context.addIssue({ code: 'custom', path: ['endDate'], message: DAILY_LENGTH_MESSAGE });
  });
export type DailyPumpageRequest = z.input<typeof dailyPumpageRequestSchema>;

/**
 * A day of a well. dailyPumpage is in thousands of gallons;
 * null when the day has no record, which is not the same as a day without pumping (0).
 */
export const dailyPumpageRowSchema = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  year: z.number().int(),
  monthName: z.string(),
  dayName: z.string(),
  /** MM/DD/YYYY */
  formattedDate: z.string(),
  dailyPumpage: z.number().nullable(),
});
export type DailyPumpageRow = z.infer<typeof dailyPumpageRowSchema>;

export const dailyPumpageResponseSchema = listResponseSchema(dailyPumpageRowSchema);
export type DailyPumpageResponse = z.infer<typeof dailyPumpageResponseSchema>;

/** GET Dashboard/GetClientWells?clientId: the wells the daily volume picker offers. */
export const clientWellOptionSchema = z.object({
  id: z.number().int(),
  wellNumber: z.string(),
  clientWellName: z.string().nullable(),
  isActive: z.boolean(),
});
export type ClientWellOption = z.infer<typeof clientWellOptionSchema>;

export const clientWellsResponseSchema = listResponseSchema(clientWellOptionSchema);
export type ClientWellsResponse = z.infer<typeof clientWellsResponseSchema>;

const tag = 'Dashboard';

export const pumpageVolumesForChartEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/GetPumpageVolumesForChart',
  tag,
  access: { minLevel: ACCESS.ownerDashboard },
  body: chartFilterSchema,
  response: chartResponseSchema,
});

export const dailyWellPumpageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/GetDailyWellPumpageData',
  tag,
  description: 'Without startDate and endDate: the 7 days ending yesterday (district time).',
  access: { minLevel: ACCESS.ownerDashboard },
  body: dailyPumpageRequestSchema,
  response: dailyPumpageResponseSchema,
});

export const listClientWellsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Dashboard/GetClientWells',
  tag,
  description: 'The wells of one client, for the Daily Volume well picker.',
  access: { minLevel: ACCESS.ownerDashboard },
  query: clientIdQuerySchema,
  response: clientWellsResponseSchema,
});
