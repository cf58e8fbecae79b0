import { z } from 'zod';
import { ACCESS } from '../rules/access';
import { REPORTING_FREQUENCIES, WELL_STATUSES } from '../states';
import { messageResponseSchema } from './common';
import { defineEndpoint } from './endpoint';
import { inDollars } from './money';
import { reportingPeriodSchema } from './reporting-calendar';

/*
 * What the district publishes without sign-in: its landing page, pumpage by parish, aquifer, well
 * use and year, and its registered wells. Nothing here names an owner (unless staff marked the
 * client public), a contact, an address, a meter or an invoice of one client.
 */

const tag = 'Public data';

/** The sections an Admin publishes, each on or off; nothing is published until one is on. */
export const publicDataSettingsSchema = z.object({
  publishLanding: z.boolean({ error: 'Choose whether the landing page is published' }),
  publishPumpage: z.boolean({ error: 'Choose whether pumpage is published' }),
  publishWells: z.boolean({ error: 'Choose whether the wells are published' }),
});
export type PublicDataSettings = z.infer<typeof publicDataSettingsSchema>;

export const PUBLIC_DATA_SETTINGS_SAVED = 'Public data settings saved';

export const getPublicDataSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/PublicData/GetPublicDataSettings',
  tag,
  description: 'Which sections the district publishes without sign-in (all off until an Admin chooses).',
  access: { minLevel: ACCESS.staff },
  response: z.object({
    message: z.string(),
    data: publicDataSettingsSchema.extend({ updatedAt: z.string().nullable() }),
  }),
});

export const updatePublicDataSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/PublicData/UpdatePublicDataSettings',
  tag,
  description: 'Chooses the published sections (Admin only); audited. Public answers change at once.',
  access: { minLevel: ACCESS.admin },
  body: publicDataSettingsSchema,
  response: messageResponseSchema,
});

/** The district as its public page shows it: no staff, no internal notes. */
export const publicDistrictSchema = z.object({
  name: z.string(),
  city: z.string(),
  state: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** When the logo last changed (the page adds it to GetDistrictLogo's address); null without one. */
  logoUpdatedAt: z.string().nullable(),
});

/** A rate of the schedule as published: those in force, past and future; withdrawn ones never. */
export const publicRateSchema = z.object({
  ratePerMillionGallons: inDollars(z.number(), 'The rate per million gallons'),
  effectiveOn: z.string(),
  adoptedOn: z.string().nullable(),
  hearingOn: z.string().nullable(),
  /** In force today (exactly one entry is). */
  inForce: z.boolean(),
});
export type PublicRate = z.infer<typeof publicRateSchema>;

/** The reporting calendar in force, with the period running today and the next ones. */
export const publicCalendarSchema = z.object({
  frequency: z.enum(REPORTING_FREQUENCIES),
  dueDays: z.number().int(),
  periods: z.array(reportingPeriodSchema),
});

export const publicLandingSchema = z.object({
  district: publicDistrictSchema.nullable(),
  /** Latest first. */
  rates: z.array(publicRateSchema),
  /** Null while the district keeps no reporting calendar. */
  calendar: publicCalendarSchema.nullable(),
});
export type PublicLanding = z.infer<typeof publicLandingSchema>;

/**
 * One year's pumpage of one parish, aquifer and well use, exempt wells apart, in thousands of
 * gallons. Null names are wells without that reference.
 */
export const publicPumpageRowSchema = z.object({
  year: z.number().int(),
  parish: z.string().nullable(),
  aquifer: z.string().nullable(),
  use: z.string().nullable(),
  /** The wells are exempt from the pumping charge (flag 'E'): published, never billed. */
  exempt: z.boolean(),
  wells: z.number().int(),
  kgal: z.number(),
});
export type PublicPumpageRow = z.infer<typeof publicPumpageRowSchema>;

/**
 * A quarter's pumpage against its invoices: every kgal is exempt, billable (a non-exempt well with
 * an owner) or unassigned (a non-exempt well without an owner on record). `invoicedKgal` is the
 * billed pumpage on the quarter's invoices, null before the quarter is billed; it equals
 * `billableKgal` when the invoices bill what was reported.
 */
export const publicQuarterTotalSchema = z.object({
  year: z.number().int(),
  quarter: z.number().int().min(1).max(4),
  totalKgal: z.number(),
  exemptKgal: z.number(),
  billableKgal: z.number(),
  unassignedKgal: z.number(),
  invoicedKgal: z.number().nullable(),
});
export type PublicQuarterTotal = z.infer<typeof publicQuarterTotalSchema>;

export const publicPumpageSchema = z.object({
  rows: z.array(publicPumpageRowSchema),
  quarters: z.array(publicQuarterTotalSchema),
});
export type PublicPumpage = z.infer<typeof publicPumpageSchema>;

/** The pages' data: each section null when the district does not publish it. */
export const publicSummarySchema = z.object({
  sections: publicDataSettingsSchema,
  landing: publicLandingSchema.nullable(),
  pumpage: publicPumpageSchema.nullable(),
  /** When the answer was computed (answers are cached for a few minutes). */
  generatedAt: z.string(),
});
export type PublicSummary = z.infer<typeof publicSummarySchema>;

export const getPublicSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/PublicData/GetSummary',
  tag,
  description:
    'What the district publishes: its landing page, pumpage by parish, aquifer, well use and year, and each quarter against its invoices. No sign-in; cached, rate-limited per address.',
  access: 'public',
  moreErrors: [429],
  // Sent as the cached JSON text, serialised once per change, not once per reader.
  responseKind: 'bulk-json',
  response: z.object({ message: z.string(), data: publicSummarySchema }),
});

/** A registered well as published: no owner (unless public), no contact, no meter. */
export const publicWellSchema = z.object({
  wellNumber: z.string(),
  aquifer: z.string().nullable(),
  parish: z.string().nullable(),
  use: z.string().nullable(),
  depthFeet: z.number().nullable(),
  status: z.enum(WELL_STATUSES).nullable(),
  isActive: z.boolean(),
  exempt: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The owner's name, only for a client staff marked public. */
  publicOwner: z.string().nullable(),
});
export type PublicWell = z.infer<typeof publicWellSchema>;

export const getPublicWellsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/PublicData/GetWells',
  tag,
  description:
    'Every registered well as published (for the public map), or an empty list when the district does not publish its wells. No sign-in; cached, rate-limited per address.',
  access: 'public',
  moreErrors: [429],
  responseKind: 'bulk-json',
  response: z.object({ message: z.string(), data: z.array(publicWellSchema) }),
});

/** How the public pumpage CSV is grouped, besides the year. */
export const PUBLIC_PUMPAGE_GROUPS = ['parish', 'aquifer', 'use'] as const;
export type PublicPumpageGroup = (typeof PUBLIC_PUMPAGE_GROUPS)[number];

export const publicPumpageDownloadQuerySchema = z.object({
  by: z.enum(PUBLIC_PUMPAGE_GROUPS, { error: 'Group by parish, aquifer or use' }).default('parish'),
});

export const downloadPublicPumpageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/PublicData/DownloadPumpage',
  tag,
  description:
    'The published pumpage as CSV, one row per year and parish, aquifer or use, exempt pumpage apart. 404 when pumpage is not published.',
  access: 'public',
  moreErrors: [429],
  query: publicPumpageDownloadQuerySchema,
  responseKind: 'file',
});

/** Refusals of the public calls. */
export const PUBLIC_SECTION_NOT_PUBLISHED = 'The district does not publish this';
export const PUBLIC_RATE_LIMITED = 'Too many requests from your address. Please wait a minute and try again.';
