/*
 * The USGS Water Data OGC API's `field-measurements` collection: a GeoJSON FeatureCollection whose
 * features' properties carry `monitoring_location_id` (agency and site number joined by a hyphen,
 * such as USGS-303251091115001), `parameter_code` (72019: depth to water below land surface, feet),
 * `time` (ISO 8601), `value` (text; empty when only a qualifier was recorded), `unit_of_measure`,
 * `approval_status` (Approved or Provisional), `qualifier`, `observing_procedure` and
 * `measuring_agency`. Reading it is all-or-nothing: the first feature that breaks it is reported by
 * its position.
 */

export interface FieldMeasurement {
  agency: string;
  siteNumber: string;
  parameterCode: string;
  /** YYYY-MM-DD and HH:MM, as the time's own offset gives them. */
  measuredOn: string;
  measuredAt: string | null;
  /** Null when the visit recorded only a qualifier (a dry or obstructed well, say). */
  value: number | null;
  unit: string | null;
  approved: boolean;
  qualifiers: string[];
  method: string | null;
  measuredBy: string | null;
}

export type FieldMeasurementsResult =
  { ok: true; measurements: FieldMeasurement[] } | { ok: false; feature: number | null; message: string };

const LOCATION_ID = /^([A-Z]{2,5})-(\d{8,15})$/;
const TIME = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

type Properties = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function qualifiersOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((each): each is string => typeof each === 'string');
  const single = text(value);
  return single ? single.split(/[,\s]+/).filter(Boolean) : [];
}

function measurementOf(properties: Properties): FieldMeasurement | string {
  const location = LOCATION_ID.exec(text(properties.monitoring_location_id) ?? '');
  if (!location)
    return 'monitoring_location_id must be an agency and a site number, such as USGS-303251091115001';
  const parameterCode = text(properties.parameter_code);
  if (!parameterCode || !/^\d{5}$/.test(parameterCode)) return 'parameter_code must be a 5-digit USGS code';
  const time = TIME.exec(text(properties.time) ?? '');
  if (!time) return 'time must be an ISO 8601 date or date and time';
  const rawValue = text(properties.value);
  const value = rawValue === null ? null : Number(rawValue);
  if (value !== null && !Number.isFinite(value)) return `value ${rawValue} is not a number`;
  const qualifiers = qualifiersOf(properties.qualifier);
  if (value === null && qualifiers.length === 0)
    return 'a measurement without a value must carry a qualifier';
  return {
    agency: location[1] ?? '',
    siteNumber: location[2] ?? '',
    parameterCode,
    measuredOn: time[1] ?? '',
    measuredAt: time[2] ?? null,
    value,
    unit: text(properties.unit_of_measure),
    approved: text(properties.approval_status)?.toLowerCase() === 'approved',
    qualifiers,
    method: text(properties.observing_procedure),
    measuredBy: text(properties.measuring_agency),
  };
}

/** Reads a parsed `field-measurements` answer (or file). */
export function readFieldMeasurements(json: unknown): FieldMeasurementsResult {
  const collection = json as { type?: unknown; features?: unknown } | null;
  if (!collection || collection.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
    return {
      ok: false,
      feature: null,
      message: 'The file must be a GeoJSON FeatureCollection of field measurements',
    };
  }
  const measurements: FieldMeasurement[] = [];
  for (const [index, feature] of (collection.features as unknown[]).entries()) {
    const properties = (feature as { properties?: unknown } | null)?.properties;
    const read =
      properties && typeof properties === 'object'
        ? measurementOf(properties as Properties)
        : 'the feature has no properties';
    if (typeof read === 'string') return { ok: false, feature: index + 1, message: read };
    measurements.push(read);
  }
  return { ok: true, measurements };
}
