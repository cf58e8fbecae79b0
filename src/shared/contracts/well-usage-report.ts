import { z } from 'zod';
import { ACCESS } from '../rules/access';
import { recordId } from './common';
import { defineEndpoint } from './endpoint';
import { FIRST_YEAR } from '../rules/years';
import { inCents } from './money';

export const REPORT_SUBJECT_MESSAGE = 'Client is required';
export const REPORT_YEAR_MESSAGE = `Choose a year from ${FIRST_YEAR} to the current year`;

const optionalId = recordId()
  .nullish()
  .transform((value) => value ?? null);

/**
 * POST GetWellUsageReport: one client's wells (or one of them) for a calendar year. A well alone is
 * enough (the Water Data page links with just the well); its client is then the well's. Without a
 * year the report is for the current year in the district's time zone.
 */
export const wellUsageReportRequestSchema = z
  .object({
    clientId: optionalId,
    wellId: optionalId,
    year: z
      .number({ error: REPORT_YEAR_MESSAGE })
      .int(REPORT_YEAR_MESSAGE)
      .min(FIRST_YEAR, REPORT_YEAR_MESSAGE)
      .max(9999, REPORT_YEAR_MESSAGE)
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine((request) => request.clientId !== null || request.wellId !== null, {
    path: ['clientId'],
    message: REPORT_SUBJECT_MESSAGE,
  });
export type WellUsageReportRequest = z.input<typeof wellUsageReportRequestSchema>;
export type WellUsageReportQuery = z.output<typeof wellUsageReportRequestSchema>;

/** Consecutive days without a daily row, both ends included (YYYY-MM-DD). */
export const missingDayRangeSchema = z.object({
  start: z.string(),
  end: z.string(),
  days: z.number().int(),
});
export type MissingDayRange = z.infer<typeof missingDayRangeSchema>;

/** A quarter as billing sees it. */
export const quarterUsageSchema = z.object({
  quarter: z.number().int(),
  /** Sum of the quarter's daily rows in kgal; null when it has none. */
  totalKgal: z.number().nullable(),
  /** The billed total rounded to whole kgal (half up); for the totals, the non-exempt wells only. */
  roundedKgal: z.number().int(),
  billedCents: inCents(
    z.number().int(),
    'The billed fee, ceil(roundedKgal / 1000 x the rate); 0 for an exempt well',
  ),
});
export type QuarterUsage = z.infer<typeof quarterUsageSchema>;

const usageFigures = {
  /** January to December in kgal: null for a month without any daily row; a reported 0 stays 0. */
  months: z.array(z.number().nullable()).length(12),
  quarters: z.array(quarterUsageSchema).length(4),
  yearKgal: z.number().nullable(),
  /** Days of the year up to yesterday (district time) without a daily row. */
  missingDayCount: z.number().int(),
};

export const wellUsageSectionSchema = z.object({
  wellId: z.number().int(),
  wellNumber: z.string(),
  clientWellName: z.string().nullable(),
  aquifer: z.string().nullable(),
  wellUse: z.string().nullable(),
  parish: z.string().nullable(),
  flag: z.string().nullable(),
  isExempt: z.boolean(),
  isActive: z.boolean(),
  ...usageFigures,
  missingDayRanges: z.array(missingDayRangeSchema),
});
export type WellUsageSection = z.infer<typeof wellUsageSectionSchema>;

/** Every well of the report added up; the quarters bill the non-exempt wells' summed total. */
export const wellUsageTotalsSchema = z.object(usageFigures);
export type WellUsageTotals = z.infer<typeof wellUsageTotalsSchema>;

export const wellUsageReportResponseSchema = z.object({
  message: z.string(),
  /** Null when the report is of one well that has no client (staff only). */
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  /** The well asked for, or null for all the client's wells. */
  wellId: z.number().int().nullable(),
  year: z.number().int(),
  /** The last day counted for missing data (yesterday or 31 December); null before the year began. */
  dataThrough: z.string().nullable(),
  wells: z.array(wellUsageSectionSchema),
  totals: wellUsageTotalsSchema,
});
export type WellUsageReport = z.infer<typeof wellUsageReportResponseSchema>;

export const wellUsageReportEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/GetWellUsageReport',
  tag: 'Well usage report',
  description:
    'Per well of a client (or one well) for a calendar year: monthly and quarter totals in kgal, the ' +
    'quarter as billed (whole kgal, cents at $65 per million gallons) and the days without data up to ' +
    'yesterday. Without a year: the current year (district time).',
  access: { minLevel: ACCESS.ownerDashboard },
  body: wellUsageReportRequestSchema,
  response: wellUsageReportResponseSchema,
});
