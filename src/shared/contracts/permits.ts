import { z } from 'zod';
import { ACCESS } from '../rules/access';
import { MAX_CUT_PERCENT, PERMIT_USE_STATUSES } from '../rules/permit-use';
import { NOTICE_OUTCOMES, PERMIT_ALERT_KINDS } from '../states';
import {
  calendarDate,
  commaSeparatedIds,
  idParam,
  listResponseSchema,
  MAX_FILTER_IDS,
  optionalText,
  pageQuerySchema,
  pageResponseSchema,
  recordId,
  requestKeyQuerySchema,
  requiredText,
  savedResponseSchema,
  wellNumberSearch,
} from './common';
import { defineEndpoint } from './endpoint';

const tag = 'Permits';

/** The largest permitted volume a permit may name, in million gallons a year. */
export const MAX_ANNUAL_MILLION_GALLONS = 1_000_000;
/** The largest maximum daily rate, in gallons a day (decision 0046's 48,000 kgal a day). */
export const MAX_DAILY_GALLONS = 48_000_000;

export const PERMIT_USE_STATUS_LABELS: Readonly<Record<(typeof PERMIT_USE_STATUSES)[number], string>> = {
  under: 'Under',
  projected: 'Projected over',
  near: 'Near (80%+)',
  over: 'Over',
};

export const PERMIT_ALERT_KIND_LABELS: Readonly<Record<(typeof PERMIT_ALERT_KINDS)[number], string>> = {
  'use-80': '80% of the volume',
  'use-100': '100% of the volume',
  projected: 'Projected to cross 100%',
  'daily-rate': 'Above the daily rate',
};

export const NOTICE_OUTCOME_LABELS: Readonly<Record<(typeof NOTICE_OUTCOMES)[number], string>> = {
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed, will retry',
  'no-recipient': 'No address',
};

/** A permit's terms as staff enter them: the volume in million gallons a year, the rate in gallons a day. */
export const savePermitRequestSchema = z.object({
  wellId: recordId('Choose a well'),
  /** The district's permit number and date, kept on the well (`cagcdPermitNumber`, `cagcdPermitDate`). */
  permitNumber: optionalText('Permit number', 50),
  permitDate: calendarDate()
    .nullish()
    .transform((value) => value ?? null),
  effectiveFrom: calendarDate('Use an effective date such as 2026-01-01'),
  annualMillionGallons: z
    .number({ error: 'Enter the permitted volume in million gallons a year, such as 120' })
    .positive('The permitted volume must be more than zero')
    .max(
      MAX_ANNUAL_MILLION_GALLONS,
      `The permitted volume can be at most ${MAX_ANNUAL_MILLION_GALLONS.toLocaleString('en-US')} million gallons`,
    )
    .refine(
      (value) =>
        Number.isInteger(Math.round(value * 1e6)) && Math.abs(value * 1e6 - Math.round(value * 1e6)) < 1e-6,
      'Enter the permitted volume to at most six decimal places',
    ),
  maxDailyGallons: z
    .number({ error: 'Enter the maximum daily rate in gallons a day, such as 500000' })
    .int('The maximum daily rate must be a whole number of gallons')
    .positive('The maximum daily rate must be more than zero')
    .max(
      MAX_DAILY_GALLONS,
      `The maximum daily rate can be at most ${MAX_DAILY_GALLONS.toLocaleString('en-US')} gallons`,
    ),
  note: optionalText('Note', 500),
});
export type SavePermitRequest = z.input<typeof savePermitRequestSchema>;

export const PERMIT_SAVED = 'Permit saved';

export const permitTermsSchema = z.object({
  id: z.number().int(),
  effectiveFrom: z.string(),
  /** The day before the next version applies; null: in force until amended. */
  effectiveTo: z.string().nullable(),
  annualGallons: z.number().int(),
  maxDailyGallons: z.number().int(),
  note: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type PermitTermsRow = z.infer<typeof permitTermsSchema>;

/** A well's use of its permit in one permit year. */
export const permitUseSchema = z.object({
  wellId: z.number().int(),
  wellNumber: z.string(),
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  permitNumber: z.string().nullable(),
  yearStart: z.string(),
  yearEnd: z.string(),
  /** The year's permitted gallons: each day's terms, less the district cut of that day. */
  permittedGallons: z.number().int(),
  /** The same without the district's cuts. */
  uncutGallons: z.number().int(),
  usedGallons: z.number().int(),
  /** Used over permitted, rounded down to one decimal; null when nothing is permitted. */
  percentUsed: z.number().nullable(),
  /** The last day with pumpage this year; the pace is of the 30 days ending on it. */
  dataThrough: z.string().nullable(),
  paceGallonsPerDay: z.number().int(),
  projectedGallons: z.number().int(),
  /** The day the pace crosses 100% this year; null: it does not, or the well is already over. */
  projectedCrossingOn: z.string().nullable(),
  maxDailyGallons: z.number().int(),
  /** Days this year above the maximum daily rate of their terms. */
  daysAboveMax: z.number().int(),
  status: z.enum(PERMIT_USE_STATUSES),
});
export type PermitUseRow = z.infer<typeof permitUseSchema>;

export const dayAboveMaxSchema = z.object({
  date: z.string(),
  gallons: z.number().int(),
  maxDailyGallons: z.number().int(),
});

export const permitAlertSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PERMIT_ALERT_KINDS),
  periodOn: z.string(),
  usedGallons: z.number().int(),
  permittedGallons: z.number().int(),
  outcome: z.enum(NOTICE_OUTCOMES),
  recipients: z.string(),
  claimedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type PermitAlertRow = z.infer<typeof permitAlertSchema>;

export const wellPermitsQuerySchema = z.object({ wellId: idParam });

export const wellPermitsResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    wellId: z.number().int(),
    wellNumber: z.string(),
    permitNumber: z.string().nullable(),
    permitDate: z.string().nullable(),
    /** Every version of the terms, the latest first. */
    terms: z.array(permitTermsSchema),
    /** This permit year's use; null while the well has no terms for any day of it. */
    use: permitUseSchema.nullable(),
    daysAboveMax: z.array(dayAboveMaxSchema),
    /** Alerts sent about the well, newest first (staff alerts included only for staff). */
    alerts: z.array(permitAlertSchema),
    /** The district's today and the permit year holding it. */
    today: z.string(),
    yearStart: z.string(),
    yearEnd: z.string(),
  }),
});
export type WellPermitsResponse = z.infer<typeof wellPermitsResponseSchema>;

export const getWellPermitsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Permit/GetWellPermits',
  tag,
  description:
    "A well's permit: its terms with their history, this permit year's use against them, the days above the maximum daily rate and the alerts sent.",
  access: { minLevel: ACCESS.ownerWells },
  query: wellPermitsQuerySchema,
  response: wellPermitsResponseSchema,
});

export const savePermitEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Permit/SavePermit',
  tag,
  description:
    "Sets a well's permit number and date and adds terms from a day; terms already starting that day are replaced. Audited.",
  access: { minLevel: ACCESS.staff },
  query: requestKeyQuerySchema,
  body: savePermitRequestSchema,
  response: savedResponseSchema,
});

export const PERMIT_USE_PAGE_SIZES = [25, 50, 100] as const;
export const PERMIT_USE_SORTS = [
  'percentUsed',
  'projectedCrossingOn',
  'usedGallons',
  'well',
  'client',
] as const;
export type PermitUseSort = (typeof PERMIT_USE_SORTS)[number];

const permitUseFilterShape = {
  /** A day of the permit year to look at; none: today's. */
  on: calendarDate().optional(),
  clientIds: commaSeparatedIds('clientIds takes client ids separated by commas', MAX_FILTER_IDS).optional(),
  status: z.enum(PERMIT_USE_STATUSES, { error: 'Status is under, projected, near or over' }).optional(),
  wellNumber: wellNumberSearch(),
  sort: z.enum(PERMIT_USE_SORTS).default('percentUsed'),
  direction: z.enum(['asc', 'desc']).default('desc'),
};

export const permitUseQuerySchema = z.object({
  ...permitUseFilterShape,
  ...pageQuerySchema({ size: { choices: PERMIT_USE_PAGE_SIZES } }).shape,
});
export type PermitUseQuery = z.input<typeof permitUseQuerySchema>;

export const PERMIT_USE_FORMATS = ['csv', 'xlsx'] as const;
export const permitUseDownloadQuerySchema = z.object({
  ...permitUseFilterShape,
  format: z.enum(PERMIT_USE_FORMATS, { error: 'Format must be csv or xlsx' }).default('csv'),
});
export type PermitUseDownloadQuery = z.input<typeof permitUseDownloadQuerySchema>;

export const permitUseTotalsSchema = z.object({
  wells: z.number().int(),
  permittedGallons: z.number().int(),
  usedGallons: z.number().int(),
  percentUsed: z.number().nullable(),
});

export const permitUseResponseSchema = pageResponseSchema(permitUseSchema).extend({
  /** Of every row the filters other than status match: how many stand in each status. */
  counts: z.object({
    under: z.number().int(),
    projected: z.number().int(),
    near: z.number().int(),
    over: z.number().int(),
  }),
  /** Sums over every row the filters match. */
  totals: permitUseTotalsSchema,
  yearStart: z.string(),
  yearEnd: z.string(),
  /** The district cut in force on the day looked at, in percent; 0: none. */
  cutPercent: z.number(),
  today: z.string(),
});
export type PermitUseResponse = z.infer<typeof permitUseResponseSchema>;

export const getPermitUseEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Permit/GetPermitUse',
  tag,
  description:
    "Each permitted well's use of its permit this permit year: used, permitted after the district's cuts, percent, and the day the last 30 days' pace would cross 100%. Owners see their own wells.",
  access: { minLevel: ACCESS.ownerWells },
  query: permitUseQuerySchema,
  response: permitUseResponseSchema,
  responseKind: 'bulk-json',
});

export const downloadPermitUseEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Permit/DownloadPermitUse',
  tag,
  description: 'The Permits report the filters match, as CSV or Excel.',
  access: { minLevel: ACCESS.staff },
  query: permitUseDownloadQuerySchema,
  responseKind: 'file',
});

export const saveDistrictCutRequestSchema = z
  .object({
    /** An existing cut to change; its percent and dates may change until the notices went out, its end date always. */
    id: recordId().optional(),
    percent: z
      .number({ error: 'Enter the cut in percent, such as 20' })
      .positive('The cut must be more than 0%')
      .max(MAX_CUT_PERCENT, `The cut can be at most ${MAX_CUT_PERCENT}%`)
      .refine(
        (value) =>
          Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
        'Enter the cut to at most two decimal places',
      ),
    effectiveOn: calendarDate('Use an effective date such as 2026-08-01'),
    endsOn: calendarDate('Use an end date such as 2026-10-31')
      .nullish()
      .transform((value) => value ?? null),
    reason: requiredText('Reason', 500),
  })
  .refine((cut) => cut.endsOn === null || cut.endsOn >= cut.effectiveOn, {
    message: 'The end date cannot be before the effective date',
    path: ['endsOn'],
  });
export type SaveDistrictCutRequest = z.input<typeof saveDistrictCutRequestSchema>;

export const DISTRICT_CUT_SAVED = 'District cut saved';

export const districtCutSchema = z.object({
  id: z.number().int(),
  percent: z.number(),
  effectiveOn: z.string(),
  endsOn: z.string().nullable(),
  reason: z.string(),
  inForce: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  /** The owners' notices: how many were sent, failed (retried), or had no address. */
  notices: z.object({
    sent: z.number().int(),
    failed: z.number().int(),
    noRecipient: z.number().int(),
    pending: z.number().int(),
  }),
});
export type DistrictCutRow = z.infer<typeof districtCutSchema>;

export const saveDistrictCutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Permit/SaveDistrictCut',
  tag,
  description:
    "Declares a district-wide cut of every permit's volume (or changes one); every client with a permitted well is told once by e-mail. Audited.",
  access: { minLevel: ACCESS.staff },
  query: requestKeyQuerySchema,
  body: saveDistrictCutRequestSchema,
  response: savedResponseSchema,
});

export const getDistrictCutsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Permit/GetDistrictCuts',
  tag,
  description: "The district's cuts, the latest first, with the notices sent for each.",
  access: { minLevel: ACCESS.ownerWells },
  response: listResponseSchema(districtCutSchema).extend({ today: z.string() }),
});

export const permitSettingsSchema = z.object({
  yearStartMonth: z
    .number({ error: 'Choose the month the permit year starts' })
    .int('Choose the month the permit year starts')
    .min(1, 'Choose the month the permit year starts')
    .max(12, 'Choose the month the permit year starts'),
  alertEmail: optionalText('Alert e-mail', 100).pipe(
    z.email('Enter the alert address as name@example.org').nullable(),
  ),
});
export type PermitSettingsInput = z.input<typeof permitSettingsSchema>;
export type PermitSettings = z.output<typeof permitSettingsSchema>;

export const PERMIT_SETTINGS_SAVED = 'Permit settings saved';

export const getPermitSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Permit/GetPermitSettings',
  tag,
  description: "The permit year's first month and where staff alerts go.",
  access: { minLevel: ACCESS.staff },
  response: z.object({
    message: z.string(),
    data: z.object({ yearStartMonth: z.number().int(), alertEmail: z.string().nullable() }),
  }),
});

export const savePermitSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/Permit/SavePermitSettings',
  tag,
  description: "Sets the permit year's first month and the staff alert address. Audited.",
  access: { minLevel: ACCESS.admin },
  body: permitSettingsSchema,
  response: z.object({ message: z.string() }),
});
