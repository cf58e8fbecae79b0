import { z } from 'zod';
import { ACCESS } from '../rules/access';
import {
  ALTITUDE_DATUMS,
  MEASUREMENT_PARAMETERS,
  MEASUREMENT_SOURCES,
  MONITORING_ALERT_KINDS,
  NOTICE_OUTCOMES,
  type MeasurementParameter,
} from '../states';
import {
  calendarDate,
  idParam,
  listResponseSchema,
  numericColumnNumber,
  optionalText,
  pageQuerySchema,
  pageResponseSchema,
  recordId,
  requestKeyQuerySchema,
  savedResponseSchema,
  storableText,
} from './common';
import { defineEndpoint } from './endpoint';

const tag = 'Monitoring wells';

/** A USGS site number of a groundwater site: 15 digits (latitude, longitude and a sequence number). */
export const SITE_NUMBER_PATTERN = /^\d{15}$/;
export const SITE_NUMBER_MESSAGE = 'A USGS site number has 15 digits, such as 303251091115001';
export const MONITORING_WELL_NAME_MESSAGE = 'Enter the USGS site number, a local name, or both';

export const MEASUREMENT_PARAMETER_LABELS: Readonly<Record<MeasurementParameter, string>> = {
  'depth-to-water': 'Depth to water (ft below land surface)',
  'level-altitude': 'Water-level altitude (ft)',
  chloride: 'Chloride (mg/L)',
  'specific-conductance': 'Specific conductance (µS/cm at 25 °C)',
};

/** The unit each parameter's value is in, as the charts and tables print it. */
export const MEASUREMENT_PARAMETER_UNITS: Readonly<Record<MeasurementParameter, string>> = {
  'depth-to-water': 'ft',
  'level-altitude': 'ft',
  chloride: 'mg/L',
  'specific-conductance': 'µS/cm',
};

export const MEASUREMENT_SOURCE_LABELS: Readonly<Record<(typeof MEASUREMENT_SOURCES)[number], string>> = {
  manual: 'Entered',
  rdb: 'USGS RDB file',
  'ogc-json': 'USGS Water Data JSON',
  'water-quality-csv': 'Water-quality CSV',
  'usgs-fetch': 'Fetched from USGS',
};

export const MONITORING_ALERT_KIND_LABELS: Readonly<Record<(typeof MONITORING_ALERT_KINDS)[number], string>> =
  {
    level: 'Level below threshold',
    chloride: 'Chloride above threshold',
  };

/** What a measured value is, for the API's readers: a quantity in its parameter's unit, not money. */
const MEASURED_VALUE = "The measured value in its parameter's unit: feet, mg/L or µS/cm.";

/** A monitoring well as staff see it, with what its measurements say so far. */
export const monitoringWellSchema = z.object({
  id: z.number().int(),
  agencyCode: z.string(),
  siteNumber: z.string().nullable(),
  localName: z.string().nullable(),
  /** The local name, else the agency and site number: how screens name the well. */
  displayName: z.string(),
  aquiferId: z.number().int(),
  aquiferName: z.string(),
  parishId: z.number().int().nullable(),
  parishName: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  landSurfaceAltitudeFeet: z.number().nullable(),
  altitudeDatum: z.enum(ALTITUDE_DATUMS).nullable(),
  /** The production well of the registry this monitoring well also is, if any. */
  wellId: z.number().int().nullable(),
  wellNumber: z.string().nullable(),
  levelAlertDepthFeet: z.number().nullable(),
  chlorideAlertMgL: z.number().nullable(),
  isPublic: z.boolean(),
  note: z.string().nullable(),
  levelCount: z.number().int(),
  chlorideCount: z.number().int(),
  firstMeasuredOn: z.string().nullable(),
  lastMeasuredOn: z.string().nullable(),
  /** The latest depth to water (or altitude turned into depth), in feet. */
  lastDepthFeet: z.number().nullable(),
  lastChlorideMgL: z.number().nullable(),
  /** The least-squares trend of depth to water, feet a year; positive: the water is falling. */
  levelTrendFeetPerYear: z.number().nullable(),
});
export type MonitoringWell = z.infer<typeof monitoringWellSchema>;

export const monitoringWellsQuerySchema = z.object({
  aquiferId: idParam.optional(),
});
export type MonitoringWellsQuery = z.input<typeof monitoringWellsQuerySchema>;

export const getMonitoringWellsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/MonitoringWell/GetMonitoringWells',
  tag,
  description:
    "The district's monitoring wells with their latest level and chloride, counts and level trend; filter by aquifer.",
  access: { minLevel: ACCESS.staff },
  query: monitoringWellsQuerySchema,
  response: listResponseSchema(monitoringWellSchema),
});

const feet = (label: string) =>
  numericColumnNumber(label, { precision: 8, scale: 2 })
    .nullish()
    .transform((value) => value ?? null);

export const saveMonitoringWellRequestSchema = z
  .object({
    /** An existing monitoring well to change; none: a new one. */
    id: recordId().optional(),
    siteNumber: storableText('Site number')
      .trim()
      .refine((value) => value === '' || SITE_NUMBER_PATTERN.test(value), SITE_NUMBER_MESSAGE)
      .nullish()
      .transform((value) => (value ? value : null)),
    agencyCode: z
      .string()
      .trim()
      .regex(/^[A-Z]{2,5}$/, 'The agency code is 2 to 5 capital letters, such as USGS')
      .default('USGS'),
    localName: optionalText('Local name', 50),
    aquiferId: recordId('Choose an aquifer'),
    parishId: recordId()
      .nullish()
      .transform((value) => value ?? null),
    latitude: z
      .number()
      .min(-90, 'Latitude is between -90 and 90')
      .max(90, 'Latitude is between -90 and 90')
      .nullish()
      .transform((value) => value ?? null),
    longitude: z
      .number()
      .min(-180, 'Longitude is between -180 and 180')
      .max(180, 'Longitude is between -180 and 180')
      .nullish()
      .transform((value) => value ?? null),
    landSurfaceAltitudeFeet: feet('Land-surface altitude'),
    altitudeDatum: z
      .enum(ALTITUDE_DATUMS, { error: `The datum is one of ${ALTITUDE_DATUMS.join(', ')}` })
      .nullish()
      .transform((value) => value ?? null),
    wellId: recordId()
      .nullish()
      .transform((value) => value ?? null),
    levelAlertDepthFeet: feet('Level alert depth').refine(
      (value) => value === null || value > 0,
      'The level alert depth must be more than zero feet',
    ),
    chlorideAlertMgL: numericColumnNumber('Chloride alert', { precision: 10, scale: 2 })
      .positive('The chloride alert must be more than zero')
      .nullish()
      .transform((value) => value ?? null),
    isPublic: z.boolean().default(false),
    note: optionalText('Note', 500),
  })
  .refine((well) => well.siteNumber !== null || well.localName !== null, {
    message: MONITORING_WELL_NAME_MESSAGE,
    path: ['siteNumber'],
  })
  .refine((well) => well.landSurfaceAltitudeFeet === null || well.altitudeDatum !== null, {
    message: 'Choose the datum of the land-surface altitude',
    path: ['altitudeDatum'],
  });
export type SaveMonitoringWellRequest = z.input<typeof saveMonitoringWellRequestSchema>;

export const MONITORING_WELL_SAVED = 'Monitoring well saved';

export const saveMonitoringWellEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/MonitoringWell/SaveMonitoringWell',
  tag,
  description:
    'Adds a monitoring well, or changes one (with `id`): site number or local name, aquifer, location, land-surface altitude and datum, the production well it also is, alert thresholds and publication. Audited.',
  access: { minLevel: ACCESS.staff },
  query: requestKeyQuerySchema,
  body: saveMonitoringWellRequestSchema,
  response: savedResponseSchema,
});

export const measurementSchema = z.object({
  id: z.number().int(),
  parameter: z.enum(MEASUREMENT_PARAMETERS),
  measuredOn: z.string(),
  /** HH:MM, or null when only the day is known. */
  measuredAt: z.string().nullable(),
  /** Null when the visit recorded only a qualifier. */
  value: z.number().nullable().describe(MEASURED_VALUE),
  /** For a level: depth to water below land surface in feet, from an altitude when the land surface's is known. */
  depthFeet: z.number().nullable(),
  qualifiers: z.array(z.string()),
  method: z.string().nullable(),
  measuredBy: z.string().nullable(),
  approved: z.boolean(),
  source: z.enum(MEASUREMENT_SOURCES),
});
export type Measurement = z.infer<typeof measurementSchema>;

export const monitoringAlertSchema = z.object({
  id: z.number().int(),
  measurementId: z.number().int(),
  kind: z.enum(MONITORING_ALERT_KINDS),
  measuredOn: z.string(),
  threshold: z.number(),
  value: z.number().describe(MEASURED_VALUE),
  outcome: z.enum(NOTICE_OUTCOMES),
  recipients: z.string(),
  claimedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MonitoringAlert = z.infer<typeof monitoringAlertSchema>;

export const measurementsQuerySchema = z.object({ monitoringWellId: idParam });

export const measurementsResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    well: monitoringWellSchema,
    /** Every measurement, oldest first. */
    measurements: z.array(measurementSchema),
    alerts: z.array(monitoringAlertSchema),
  }),
});
export type MeasurementsResponse = z.infer<typeof measurementsResponseSchema>;

export const getMeasurementsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/MonitoringWell/GetMeasurements',
  tag,
  description:
    "A monitoring well's measurements (levels, chloride, specific conductance), oldest first, with the alerts they raised.",
  access: { minLevel: ACCESS.staff },
  query: measurementsQuerySchema,
  response: measurementsResponseSchema,
  responseKind: 'bulk-json',
});

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export const saveMeasurementRequestSchema = z
  .object({
    monitoringWellId: recordId('Choose a monitoring well'),
    parameter: z.enum(MEASUREMENT_PARAMETERS, { error: 'Choose what was measured' }),
    measuredOn: calendarDate('Use a measurement date such as 2026-03-31'),
    measuredAt: z
      .string()
      .trim()
      .refine((value) => value === '' || TIME_OF_DAY.test(value), 'Use a time such as 09:30')
      .nullish()
      .transform((value) => (value ? value : null)),
    value: numericColumnNumber('Value', { precision: 12, scale: 3 }).describe(MEASURED_VALUE),
    method: optionalText('Method', 100),
    measuredBy: optionalText('Measured by', 100),
    approved: z.boolean().default(false),
  })
  .refine(
    (measurement) =>
      !['chloride', 'specific-conductance'].includes(measurement.parameter) || measurement.value >= 0,
    { message: 'A concentration cannot be negative', path: ['value'] },
  );
export type SaveMeasurementRequest = z.input<typeof saveMeasurementRequestSchema>;

export const MEASUREMENT_SAVED = 'Measurement saved';

export const saveMeasurementEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/MonitoringWell/SaveMeasurement',
  tag,
  description:
    'Records one measurement of a monitoring well; one of the same parameter, day and time is replaced. Alerts staff once when it crosses the well’s threshold. Audited.',
  access: { minLevel: ACCESS.staff },
  query: requestKeyQuerySchema,
  body: saveMeasurementRequestSchema,
  response: savedResponseSchema,
});

export const MEASUREMENT_FILE_FORMATS = ['rdb', 'ogc-json', 'water-quality-csv'] as const;
export type MeasurementFileFormat = (typeof MEASUREMENT_FILE_FORMATS)[number];

export const MEASUREMENT_FILE_FORMAT_LABELS: Readonly<Record<MeasurementFileFormat, string>> = {
  rdb: 'USGS groundwater levels (RDB, tab-separated)',
  'ogc-json': 'USGS Water Data field measurements (JSON)',
  'water-quality-csv': 'Water-quality results (CSV)',
};

export const MEASUREMENT_IMPORT_ACCEPT = '.txt,.rdb,.tsv,.json,.geojson,.csv';

/**
 * The largest measurement file the import takes (the upload limit if that is lower). A file is read
 * whole before it is checked, so its size is what it costs in memory and time; one site's whole USGS
 * record is tens of kilobytes, and a water-quality download of every well of a parish a few megabytes.
 */
export const MEASUREMENT_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const importMeasurementsResponseSchema = z.object({
  message: z.string(),
  format: z.enum(MEASUREMENT_FILE_FORMATS),
  /** Monitoring wells the file's rows belong to. */
  sites: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Rows of parameters the portal does not keep (other water-quality characteristics, say). */
  otherRows: z.number().int(),
  alerts: z.number().int(),
});
export type ImportMeasurementsResponse = z.infer<typeof importMeasurementsResponseSchema>;

export function importedMessage(
  counts: Pick<ImportMeasurementsResponse, 'added' | 'updated' | 'unchanged'>,
): string {
  return `Imported: ${counts.added} added, ${counts.updated} updated, ${counts.unchanged} already here.`;
}

export const importMeasurementsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/MonitoringWell/ImportMeasurements',
  tag,
  description:
    'Multipart field `file`: a USGS groundwater-levels RDB file, a Water Data OGC API field-measurements JSON, or a water-quality CSV, recognised by its content. Sites are matched by agency and site number; the whole file is checked before anything is written, and importing it again adds nothing.',
  access: { minLevel: ACCESS.staff },
  multipart: true,
  response: importMeasurementsResponseSchema,
  moreErrors: [413],
});

export const aquiferComparisonQuerySchema = z.object({
  aquiferId: idParam,
  fromYear: z.coerce.number<number>().int().min(1900).max(2200).optional(),
  toYear: z.coerce.number<number>().int().min(1900).max(2200).optional(),
});
export type AquiferComparisonQuery = z.input<typeof aquiferComparisonQuerySchema>;

export const aquiferComparisonResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    aquiferId: z.number().int(),
    aquiferName: z.string(),
    /** Each monitoring well's mean depth to water per month, in feet. */
    wells: z.array(
      z.object({
        id: z.number().int(),
        displayName: z.string(),
        months: z.array(z.object({ month: z.string(), depthFeet: z.number() })),
      }),
    ),
    /** The aquifer's pumpage per month (every well screened in it), in thousand gallons. */
    pumpage: z.array(z.object({ month: z.string(), kgal: z.number() })),
  }),
});
export type AquiferComparisonResponse = z.infer<typeof aquiferComparisonResponseSchema>;

export const getAquiferComparisonEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/MonitoringWell/GetAquiferComparison',
  tag,
  description:
    "The monitoring wells of one aquifer, month by month, beside that aquifer's monthly pumpage: what the pumping does to the water.",
  access: { minLevel: ACCESS.staff },
  query: aquiferComparisonQuerySchema,
  response: aquiferComparisonResponseSchema,
  responseKind: 'bulk-json',
});

/** What the public sees of a monitoring well marked public: no thresholds, no notes. */
export const publicMonitoringWellSchema = monitoringWellSchema.pick({
  id: true,
  agencyCode: true,
  siteNumber: true,
  displayName: true,
  aquiferName: true,
  parishName: true,
  latitude: true,
  longitude: true,
  landSurfaceAltitudeFeet: true,
  altitudeDatum: true,
  firstMeasuredOn: true,
  lastMeasuredOn: true,
  lastDepthFeet: true,
  lastChlorideMgL: true,
  levelTrendFeetPerYear: true,
});
export type PublicMonitoringWell = z.infer<typeof publicMonitoringWellSchema>;

export const getPublicMonitoringWellsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/PublicData/GetMonitoringWells',
  tag: 'Public data',
  description: 'The monitoring wells the district publishes, with their latest level and trend.',
  access: 'public',
  response: listResponseSchema(publicMonitoringWellSchema),
  responseKind: 'bulk-json',
});

export const publicMeasurementSchema = measurementSchema.pick({
  parameter: true,
  measuredOn: true,
  measuredAt: true,
  value: true,
  depthFeet: true,
  qualifiers: true,
  approved: true,
});

export const getPublicLevelsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/PublicData/GetLevels',
  tag: 'Public data',
  description: "A published monitoring well's levels and chloride, oldest first.",
  access: 'public',
  query: measurementsQuerySchema,
  response: z.object({
    message: z.string(),
    data: z.object({ well: publicMonitoringWellSchema, measurements: z.array(publicMeasurementSchema) }),
  }),
  responseKind: 'bulk-json',
});

export const publicApiLevelsQuerySchema = z.object({
  /** A USGS site number, or a published monitoring well's local name. */
  site: storableText('Site').trim().max(50, 'Site must be at most 50 characters').optional(),
  parameter: z
    .enum(MEASUREMENT_PARAMETERS, { error: `Parameter is one of ${MEASUREMENT_PARAMETERS.join(', ')}` })
    .optional(),
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  ...pageQuerySchema({ size: { min: 1, max: 1000, default: 100 } }).shape,
});
export type PublicApiLevelsQuery = z.input<typeof publicApiLevelsQuerySchema>;

export const publicApiLevelSchema = publicMeasurementSchema.extend({
  agencyCode: z.string(),
  siteNumber: z.string().nullable(),
  site: z.string(),
  aquifer: z.string(),
});

export const publicApiLevelsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/public/v1/levels',
  tag: 'Public API v1',
  description:
    'Measurements of the published monitoring wells by site, day and time, paged; filters site, parameter, from and to. Scope: levels.',
  access: { apiKeyScope: 'levels' },
  query: publicApiLevelsQuerySchema,
  response: pageResponseSchema(publicApiLevelSchema),
  responseKind: 'bulk-json',
});
