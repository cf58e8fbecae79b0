import { z } from 'zod';
import { FIRST_YEAR } from '../rules/years';
import { storableText, pageQuerySchema, pageResponseSchema } from './common';
import { defineEndpoint } from './endpoint';
import { publicSummarySchema, publicWellSchema } from './public-data';

/*
 * The read API for other agencies, under /api/public/v1/: the key travels in the X-Api-Key header
 * (contracts/api-keys.ts); without a valid one every call answers 401, without the call's scope 403.
 * Rate-limited per key; every list is paged. Wells are named by their well number, references by
 * their names, as the district publishes them: ids are the district's own.
 */

const tag = 'Public API v1';

/** The most rows one page of the read API answers. */
export const PUBLIC_API_MAX_PAGE_SIZE = 1000;
/** The most features one page of the GeoJSON answers. */
export const PUBLIC_API_MAX_GEOJSON_PAGE_SIZE = 5000;

export const PUBLIC_API_RATE_LIMITED =
  'Too many requests with this API key. Please wait a minute and try again.';

/** A filter on a reference by its published name, matched without regard to case. */
const nameFilter = (label: string) =>
  storableText(label)
    .trim()
    .max(200, `${label} must be at most 200 characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

const referenceFilters = {
  parish: nameFilter('Parish'),
  aquifer: nameFilter('Aquifer'),
  use: nameFilter('Use'),
};

export const publicApiWellsQuerySchema = z.object({
  ...referenceFilters,
  ...pageQuerySchema({ size: { min: 1, max: PUBLIC_API_MAX_PAGE_SIZE, default: 100 } }).shape,
});
export type PublicApiWellsQuery = z.input<typeof publicApiWellsQuerySchema>;

export const publicApiWellsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/v1/wells',
  tag,
  description:
    'Registered wells in well-number order, paged; filters parish, aquifer and use by name. Scope: wells.',
  access: { apiKeyScope: 'wells' },
  moreErrors: [429],
  query: publicApiWellsQuerySchema,
  responseKind: 'bulk-json',
  response: pageResponseSchema(publicWellSchema),
});

export const publicApiGeoJsonQuerySchema = z.object({
  ...referenceFilters,
  ...pageQuerySchema({ size: { min: 1, max: PUBLIC_API_MAX_GEOJSON_PAGE_SIZE, default: 1000 } }).shape,
});

const { latitude: _latitude, longitude: _longitude, ...wellProperties } = publicWellSchema.shape;

export const publicWellFeatureSchema = z.object({
  type: z.literal('Feature'),
  /** Longitude then latitude (WGS 84), as GeoJSON orders them; null for a well without a location. */
  geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }).nullable(),
  properties: z.object(wellProperties),
});

export const publicApiGeoJsonEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/v1/wells.geojson',
  tag,
  description:
    'The registered wells as a GeoJSON FeatureCollection, paged (totalCount, page and pageSize beside the features); the same filters as wells. Scope: wells.',
  access: { apiKeyScope: 'wells' },
  moreErrors: [429],
  query: publicApiGeoJsonQuerySchema,
  responseKind: 'bulk-json',
  response: z.object({
    type: z.literal('FeatureCollection'),
    features: z.array(publicWellFeatureSchema),
    totalCount: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const publicApiPumpageQuerySchema = z.object({
  year: z.coerce
    .number<number>({ error: 'Year must be a year such as 2025' })
    .int('Year must be a year such as 2025')
    .min(FIRST_YEAR, `Year must be ${FIRST_YEAR} or later`)
    .max(2999, 'Year must be an earlier year')
    .optional(),
  ...referenceFilters,
  well: nameFilter('Well'),
  ...pageQuerySchema({ size: { min: 1, max: PUBLIC_API_MAX_PAGE_SIZE, default: 100 } }).shape,
});
export type PublicApiPumpageQuery = z.input<typeof publicApiPumpageQuerySchema>;

/** One well's year: each month's pumpage in thousands of gallons, null for a month without reports. */
export const publicApiPumpageRowSchema = z.object({
  wellNumber: z.string(),
  year: z.number().int(),
  parish: z.string().nullable(),
  aquifer: z.string().nullable(),
  use: z.string().nullable(),
  exempt: z.boolean(),
  months: z.array(z.number().nullable()).length(12),
  totalKgal: z.number(),
});
export type PublicApiPumpageRow = z.infer<typeof publicApiPumpageRowSchema>;

export const publicApiPumpageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/v1/pumpage',
  tag,
  description:
    'Monthly pumpage per well and year in thousands of gallons, by year then well number, paged; filters year, parish, aquifer, use and well (its number). Scope: pumpage.',
  access: { apiKeyScope: 'pumpage' },
  moreErrors: [429],
  query: publicApiPumpageQuerySchema,
  responseKind: 'bulk-json',
  response: pageResponseSchema(publicApiPumpageRowSchema),
});

export const publicApiSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/v1/summary',
  tag,
  description: 'What the district publishes on its public pages (as GetSummary). Any valid key.',
  access: { apiKeyScope: null },
  moreErrors: [429],
  response: z.object({ message: z.string(), data: publicSummarySchema }),
});
