import { z } from 'zod';
import { WELL_STATUSES } from '../states';
import { ACCESS } from '../rules/access';
import {
  calendarDate,
  idParam,
  instant,
  listResponseSchema,
  type NumericColumn,
  numericColumnNumber,
  optionalText,
  recordId,
  requestKeyQuerySchema,
  requiredText,
  savedResponseSchema,
  wellNumberSearch,
  wellReferenceFilters,
} from './common';
import { EXEMPT_FLAG } from '../rules/billing';
import { defineEndpoint } from './endpoint';

/** The numeric columns of a well (src/server/db/schema/wells.ts builds them from these). */
export const WELL_DEPTH_COLUMN: NumericColumn = { precision: 8, scale: 1 };
export const DAILY_PUMP_RATE_COLUMN: NumericColumn = { precision: 14, scale: 3 };

/** A reference (client, aquifer, well use, parish) the well may leave empty. */
const nullableReference = recordId()
  .nullish()
  .transform((value) => value ?? null);
/** Calendar dates travel as YYYY-MM-DD, instants as ISO 8601 text. */
const isoDate = calendarDate()
  .nullish()
  .transform((value) => value ?? null);
const isoDateTime = instant()
  .nullish()
  .transform((value) => value ?? null);

/** POST Well/GetWellsWithFilters: the spec's well-listing filter plus the depth range. */
export const wellFilterSchema = z
  .object({
    ...wellReferenceFilters(),
    wellNumber: wellNumberSearch(),
    minDepth: z
      .number()
      .nonnegative('Minimum depth cannot be negative')
      .nullish()
      .transform((v) => v ?? null),
    maxDepth: z
      .number()
      .nonnegative('Maximum depth cannot be negative')
      .nullish()
      .transform((v) => v ?? null),
  })
  .refine(
    (filter) => filter.minDepth === null || filter.maxDepth === null || filter.minDepth <= filter.maxDepth,
    {
      path: ['maxDepth'],
      message: 'Maximum depth must not be below the minimum depth',
    },
  );
export type WellFilter = z.input<typeof wellFilterSchema>;

/** A row of the wells list. */
export const wellListRowSchema = z.object({
  id: z.number().int(),
  wellNumber: z.string(),
  identificationNumber: z.string(),
  permitNumber: z.string().nullable(),
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  aquiferId: z.number().int().nullable(),
  aquiferName: z.string().nullable(),
  parishId: z.number().int().nullable(),
  parishName: z.string().nullable(),
  wellUseId: z.number().int().nullable(),
  wellUseName: z.string().nullable(),
  wellDepth: z.number().nullable(),
  dailyPumpRate: z.number().nullable(),
  clientWellName: z.string().nullable(),
  flag: z.string().nullable(),
  isActive: z.boolean(),
  wellStatus: z.string().nullable(),
  meterType: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type WellListRow = z.infer<typeof wellListRowSchema>;

/** Every field of the well form; coordinates in decimal degrees. */
export const saveWellSchema = z.object({
  id: recordId().nullish(),
  /** A well may have no client yet: staff see it everywhere, owners nowhere (decision 0031). */
  clientId: nullableReference,
  aquiferId: nullableReference,
  wellUseId: nullableReference,
  parishId: nullableReference,
  identificationNumber: requiredText('Identification Number', 30, 'Identification Number is required'),
  wellNumber: requiredText('Well Number', 30, 'Well Number is required'),
  permitNumber: optionalText('Appl No', 10),
  wellDepth: numericColumnNumber('Well depth', WELL_DEPTH_COLUMN)
    .positive('Well depth must be above zero')
    .nullish()
    .transform((v) => v ?? null),
  dailyPumpRate: numericColumnNumber('Daily pump rate', DAILY_PUMP_RATE_COLUMN)
    .nonnegative('Daily pump rate cannot be negative')
    .nullish()
    .transform((v) => v ?? null),
  clientWellName: optionalText('Owner Well Name', 200),
  isRegistered: z.boolean().default(true),
  availableInformation: optionalText('Available Information', 2000),
  latitude: z
    .number()
    .min(-90)
    .max(90)
    .nullish()
    .transform((v) => v ?? null),
  longitude: z
    .number()
    .min(-180)
    .max(180)
    .nullish()
    .transform((v) => v ?? null),
  flag: z
    .enum([EXEMPT_FLAG, ''])
    .nullish()
    .transform((value) => (value === EXEMPT_FLAG ? EXEMPT_FLAG : null)),
  isActive: z.boolean().default(true),
  completionDateTime: isoDateTime,
  inactiveDateTime: isoDateTime,
  cagcdPermitDate: isoDate,
  cagcdPermitNumber: optionalText('CAGCD Permit Number', 50),
  ldnrNotificationDate: isoDate,
  ldnrNotificationNumber: optionalText('LDNR Notification Number', 50),
  wellStatus: z
    .enum(WELL_STATUSES)
    .nullish()
    .transform((value) => value ?? null),
  meterType: optionalText('Meter Type', 50),
  comment: optionalText('Comment', 2000),
});
export type SaveWellInput = z.input<typeof saveWellSchema>;

/** The well as GetWellById answers it: the saved fields, the status stamp and the nested lookups. */
export const wellDetailSchema = z.object({
  ...wellListRowSchema.shape,
  isRegistered: z.boolean(),
  availableInformation: z.string().nullable(),
  completionDateTime: z.string().nullable(),
  inactiveDateTime: z.string().nullable(),
  cagcdPermitDate: z.string().nullable(),
  cagcdPermitNumber: z.string().nullable(),
  ldnrNotificationDate: z.string().nullable(),
  ldnrNotificationNumber: z.string().nullable(),
  /** Stamped by the server whenever wellStatus changes; read-only in the form. */
  wellStatusDate: z.string().nullable(),
  comment: z.string().nullable(),
  aquifer: z.object({ id: z.number().int(), aquiferId: z.string(), name: z.string() }).nullable(),
  wellUse: z
    .object({ id: z.number().int(), wellUseId: z.string(), description: z.string().nullable() })
    .nullable(),
  client: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type WellDetail = z.infer<typeof wellDetailSchema>;

/** A marker of the well map. */
export const mapWellSchema = z.object({
  id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  wellNumber: z.string(),
  clientName: z.string().nullable(),
  aquiferName: z.string().nullable(),
  clientWellName: z.string().nullable(),
  wellDepth: z.number().nullable(),
});
export type MapWell = z.infer<typeof mapWellSchema>;

/** The map's filter dialog: client, aquifer, well use, parish, and the industrial district box. */
export const mapWellFilterSchema = z.object({
  ...wellReferenceFilters(),
  industrialDistrictOnly: z.boolean().default(false),
});
export type MapWellFilter = z.input<typeof mapWellFilterSchema>;

/** The usage chart's filter dialog (POST GetPumpageVolumesForChart). */
export const chartFilterSchema = z.object({
  ...wellReferenceFilters(),
});
export type ChartFilter = z.input<typeof chartFilterSchema>;

/** A chart point: a month as YYYY-MM and its pumpage in million gallons. */
export const chartPointSchema = z.object({ yearMonth: z.string(), pumpage: z.number() });
export type ChartPoint = z.infer<typeof chartPointSchema>;

/** GET Well/GetWellById?clientId&id: clientId is optional; when given it must be the well's client. */
export const wellByIdQuerySchema = z.object({ id: idParam, clientId: idParam.optional() });
export type WellByIdQuery = z.infer<typeof wellByIdQuerySchema>;

/** PUT Well/DeactivateWell?id */
export const wellIdQuerySchema = z.object({ id: idParam });

/** The owner's form on their own well: the two fields they keep current. */
export const clientWellDetailsFormSchema = z.object({
  clientWellName: saveWellSchema.shape.clientWellName,
  comment: saveWellSchema.shape.comment,
});

/** The owner's save: the form's fields and the well's id. */
export const saveClientWellDetailsSchema = clientWellDetailsFormSchema.extend({ id: recordId() });
export type SaveClientWellDetails = z.output<typeof saveClientWellDetailsSchema>;
export type SaveClientWellDetailsInput = z.input<typeof saveClientWellDetailsSchema>;

export const wellListResponseSchema = listResponseSchema(wellListRowSchema);
export const wellDetailResponseSchema = z.object({ message: z.string(), data: wellDetailSchema });
export const mapWellListResponseSchema = listResponseSchema(mapWellSchema);

const tag = 'Wells';

/** Owners see their own clients' wells; staff every well. */
export const listWellsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Well/GetWellsWithFilters',
  tag,
  access: { minLevel: ACCESS.ownerWells },
  body: wellFilterSchema,
  response: wellListResponseSchema,
  responseKind: 'bulk-json',
});

export const getWellEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Well/GetWellById',
  tag,
  access: { minLevel: ACCESS.ownerWells },
  query: wellByIdQuerySchema,
  response: wellDetailResponseSchema,
});

export const saveWellEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Well/SaveWell',
  tag,
  access: { minLevel: ACCESS.staff },
  query: requestKeyQuerySchema,
  body: saveWellSchema,
  response: savedResponseSchema,
  moreErrors: [409],
});

export const saveClientWellDetailsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Well/SaveClientWellDetails',
  tag,
  description: 'The owner well name and comment of one of the caller’s wells.',
  access: { minLevel: ACCESS.clientManager },
  body: saveClientWellDetailsSchema,
  response: savedResponseSchema,
});

export const deactivateWellEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/Well/DeactivateWell',
  tag,
  description: 'The Delete Well action: deactivates the well, keeping its pumpage and billing history.',
  access: { minLevel: ACCESS.staff },
  query: wellIdQuerySchema,
  response: savedResponseSchema,
});

export const listMapWellsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Well/GetMapWells',
  tag,
  description: 'Markers of the dashboards’ well map: active wells with coordinates.',
  access: { minLevel: ACCESS.ownerDashboard },
  body: mapWellFilterSchema,
  response: mapWellListResponseSchema,
  responseKind: 'bulk-json',
});
