import { CsvError, parse } from 'csv-parse/sync';

/*
 * The CSV of the water-quality service (the Water Quality Portal's result download): one row per
 * result, with `MonitoringLocationIdentifier` (USGS-303251091115001), `ActivityStartDate`,
 * `ActivityStartTime/Time`, `CharacteristicName`, `USGSPCode`, `ResultMeasureValue`,
 * `ResultMeasure/MeasureUnitCode`, `ResultStatusIdentifier` and `ResultDetectionConditionText`.
 * Only chloride and specific conductance are taken; other characteristics are counted and left.
 * All or nothing: the first row that breaks it is reported with its line number.
 */

export const WATER_QUALITY_CHARACTERISTICS = ['chloride', 'specificConductance'] as const;
export type WaterQualityCharacteristic = (typeof WATER_QUALITY_CHARACTERISTICS)[number];

export interface WaterQualityResult {
  line: number;
  agency: string;
  siteNumber: string;
  characteristic: WaterQualityCharacteristic;
  measuredOn: string;
  measuredAt: string | null;
  /** Null for a result reported only by its detection condition ("Not Detected"). */
  value: number | null;
  unit: string | null;
  approved: boolean;
  qualifiers: string[];
}

export type WaterQualityRead =
  | { ok: true; results: WaterQualityResult[]; otherCharacteristics: number }
  | { ok: false; line: number; message: string };

const REQUIRED = [
  'MonitoringLocationIdentifier',
  'ActivityStartDate',
  'CharacteristicName',
  'ResultMeasureValue',
];
const LOCATION_ID = /^([A-Z]{2,5})-(\d{8,15})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** USGS parameter codes and characteristic names of what a monitoring well's chloride watch keeps. */
function characteristicOf(row: Record<string, string>): WaterQualityCharacteristic | null {
  const code = row.USGSPCode?.trim();
  const name = row.CharacteristicName?.trim().toLowerCase();
  if (code === '00940' || name === 'chloride') return 'chloride';
  if (code === '00095' || name === 'specific conductance') return 'specificConductance';
  return null;
}

function resultOf(row: Record<string, string>, line: number): WaterQualityResult | string | null {
  const characteristic = characteristicOf(row);
  if (!characteristic) return null;
  const location = LOCATION_ID.exec(row.MonitoringLocationIdentifier?.trim() ?? '');
  if (!location)
    return 'MonitoringLocationIdentifier must be an agency and a site number, such as USGS-303251091115001';
  const measuredOn = row.ActivityStartDate?.trim() ?? '';
  if (!DATE.test(measuredOn)) return 'ActivityStartDate must be a date such as 2024-06-04';
  const rawValue = row.ResultMeasureValue?.trim() ?? '';
  const value = rawValue === '' ? null : Number(rawValue);
  if (value !== null && !Number.isFinite(value)) return `ResultMeasureValue ${rawValue} is not a number`;
  const condition = row.ResultDetectionConditionText?.trim();
  if (value === null && !condition)
    return 'A result without a value must give its ResultDetectionConditionText';
  const time = row['ActivityStartTime/Time']?.trim();
  return {
    line,
    agency: location[1] ?? '',
    siteNumber: location[2] ?? '',
    characteristic,
    measuredOn,
    measuredAt: time ? time.slice(0, 5) : null,
    value,
    unit: row['ResultMeasure/MeasureUnitCode']?.trim() || null,
    approved: row.ResultStatusIdentifier?.trim().toLowerCase() === 'accepted',
    qualifiers: condition ? [condition] : [],
  };
}

/** Reads the text of a water-quality CSV file; columns are found by name. */
export function readWaterQualityCsv(text: string): WaterQualityRead {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, columns: true, info: true, skip_empty_lines: true });
  } catch (error) {
    if (error instanceof CsvError) {
      const line: unknown = error.lines;
      return { ok: false, line: typeof line === 'number' ? line : 1, message: error.message };
    }
    throw error;
  }
  const header = records[0] ? Object.keys(records[0].record) : [];
  const missing = REQUIRED.filter((column) => !header.includes(column));
  if (records.length > 0 && missing.length > 0) {
    return { ok: false, line: 1, message: `The header lacks ${missing.join(', ')}` };
  }
  const results: WaterQualityResult[] = [];
  let otherCharacteristics = 0;
  for (const { record, info } of records) {
    const read = resultOf(record, info.lines);
    if (typeof read === 'string') return { ok: false, line: info.lines, message: read };
    if (read) results.push(read);
    else otherCharacteristics += 1;
  }
  return { ok: true, results, otherCharacteristics };
}
