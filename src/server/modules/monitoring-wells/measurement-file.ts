import {
  MEASUREMENT_FILE_FORMAT_LABELS,
  type MeasurementFileFormat,
} from '../../../shared/contracts/monitoring-wells';
import {
  LISTED_ROW_ERRORS,
  rowErrorsMessage,
  type UploadRowError,
} from '../../../shared/contracts/pumpage-upload';
import { isCalendarDate } from '../../../shared/rules/calendar';
import type { MeasurementParameter } from '../../../shared/states';
import { readFieldMeasurements, type FieldMeasurement } from '../../integrations/usgs/field-measurements';
import { readRdb, type RdbTable } from '../../integrations/usgs/rdb';
import { readWaterQualityCsv, type WaterQualityResult } from '../../integrations/usgs/water-quality-csv';

/** One measurement of a file, keyed by the site it belongs to (matched to a monitoring well later). */
export interface SiteMeasurement {
  agency: string;
  siteNumber: string;
  parameter: MeasurementParameter;
  measuredOn: string;
  /** HH:MM, or null when only the day is known. */
  measuredAt: string | null;
  value: number | null;
  qualifiers: string[];
  method: string | null;
  measuredBy: string | null;
  approved: boolean;
  /** The file's line, or for a JSON file the feature's position. */
  line: number;
}

export type MeasurementFileRead =
  | { ok: true; format: MeasurementFileFormat; measurements: SiteMeasurement[]; otherRows: number }
  | { ok: false; message: string };

export const UNKNOWN_FORMAT_MESSAGE = `The file is in none of the accepted formats: ${Object.values(
  MEASUREMENT_FILE_FORMAT_LABELS,
).join('; ')}.`;

/** numeric(12, 3): what the measurements' value column can hold. */
const LARGEST_VALUE = 1e9;
/** The varchar lengths of the qualifiers, method and measured-by columns. */
const LONGEST_TEXT = 100;
const AGENCY = /^[A-Z]{2,5}$/;
const SITE_NUMBER = /^\d{8,15}$/;
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)$/;
const CONCENTRATIONS: ReadonlySet<MeasurementParameter> = new Set(['chloride', 'specific-conductance']);
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
/** The field-measurements parameter codes the portal keeps. */
const FIELD_PARAMETERS: Readonly<Record<string, MeasurementParameter>> = {
  '72019': 'depth-to-water',
  '62610': 'level-altitude',
  '62611': 'level-altitude',
  '72150': 'level-altitude',
  '00940': 'chloride',
  '00095': 'specific-conductance',
};

/** A file's line errors: the first few the refusal lists, and how many there were (a million bad lines are not kept). */
class LineErrors {
  readonly first: UploadRowError[] = [];
  total = 0;

  add(line: number, message: string): void {
    this.total += 1;
    if (this.first.length < LISTED_ROW_ERRORS) this.first.push({ line, message });
  }
}

const refused = (message: string): MeasurementFileRead => ({ ok: false, message });
const refusedLines = (errors: LineErrors): MeasurementFileRead =>
  refused(rowErrorsMessage(errors.first, errors.total));
const refusedLine = (line: number, message: string): MeasurementFileRead =>
  refused(rowErrorsMessage([{ line, message }], 1));

/** What the database could not store, found before anything is written (never a 500). */
function unstorable(measurement: SiteMeasurement): string | null {
  if (!isCalendarDate(measurement.measuredOn) || measurement.measuredOn < '1800-01-01')
    return `${measurement.measuredOn} is not a measurement date`;
  if (measurement.value !== null && Math.abs(measurement.value) >= LARGEST_VALUE)
    return `the value ${measurement.value} is too large`;
  if (CONCENTRATIONS.has(measurement.parameter) && measurement.value !== null && measurement.value < 0)
    return `the ${measurement.parameter.replace('-', ' ')} ${measurement.value} is negative`;
  if (measurement.qualifiers.join(',').length > LONGEST_TEXT)
    return `the qualifiers are longer than ${LONGEST_TEXT} characters`;
  if ((measurement.method?.length ?? 0) > LONGEST_TEXT)
    return `the method is longer than ${LONGEST_TEXT} characters`;
  if ((measurement.measuredBy?.length ?? 0) > LONGEST_TEXT)
    return `the measuring agency is longer than ${LONGEST_TEXT} characters`;
  return null;
}

/** Checks every measurement; refuses the file by line when any cannot be stored. */
function checked(
  format: MeasurementFileFormat,
  measurements: SiteMeasurement[],
  otherRows: number,
  describe: (line: number) => string = (line) => `Line ${line}`,
): MeasurementFileRead {
  const errors = new LineErrors();
  for (const measurement of measurements) {
    const problem = unstorable(measurement);
    if (problem) errors.add(measurement.line, problem);
  }
  if (errors.total === 0) return { ok: true, format, measurements, otherRows };
  const first = errors.first[0];
  if (format === 'ogc-json' && first)
    return refused(`The file was not loaded: ${describe(first.line)}: ${first.message}.`);
  return refusedLines(errors);
}

/** '1977-05-14'; '1977-05' or '1977' only when the date's accuracy code says month (M) or year (Y). */
function rdbDate(date: string, accuracy: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  if (/^\d{4}-\d{2}$/.test(date) && accuracy === 'M') return `${date}-01`;
  if (/^\d{4}$/.test(date) && accuracy === 'Y') return `${date}-01-01`;
  return null;
}

function rdbNumber(text: string): number | null | undefined {
  if (text === '') return null;
  return DECIMAL.test(text) ? Number(text) : undefined;
}

const RDB_REQUIRED = ['agency_cd', 'site_no', 'lev_dt'];

/** One row of the legacy gwlevels service: a depth (lev_va), else an altitude (sl_lev_va), else a status. */
function rdbMeasurement(values: Record<string, string>, line: number): SiteMeasurement | string {
  const cell = (name: string) => values[name] ?? '';
  const agency = cell('agency_cd');
  if (!AGENCY.test(agency)) return `agency_cd ${agency || '(blank)'} is not an agency code such as USGS`;
  const siteNumber = cell('site_no');
  if (!SITE_NUMBER.test(siteNumber)) return `site_no ${siteNumber || '(blank)'} is not a USGS site number`;
  const measuredOn = rdbDate(cell('lev_dt'), cell('lev_dt_acy_cd'));
  if (!measuredOn || !isCalendarDate(measuredOn))
    return `lev_dt ${cell('lev_dt') || '(blank)'} is not a date such as 1977-05-14 (a month or a year only with lev_dt_acy_cd M or Y)`;
  const time = cell('lev_tm');
  if (time !== '' && !TIME_OF_DAY.test(time)) return `lev_tm ${time} is not a time such as 09:30`;
  const depth = rdbNumber(cell('lev_va'));
  if (depth === undefined) return `lev_va ${cell('lev_va')} is not a number`;
  const altitude = rdbNumber(cell('sl_lev_va'));
  if (altitude === undefined) return `sl_lev_va ${cell('sl_lev_va')} is not a number`;
  // Status 1 is a static level, the ordinary case: only the others (dry, obstructed...) qualify it.
  const status = cell('lev_status_cd') === '1' ? '' : cell('lev_status_cd');
  if (depth === null && altitude === null && status === '')
    return 'the row has no lev_va, sl_lev_va or lev_status_cd';
  const isAltitude = depth === null && (altitude !== null || !('lev_va' in values));
  return {
    agency,
    siteNumber,
    parameter: isAltitude ? 'level-altitude' : 'depth-to-water',
    measuredOn,
    measuredAt: time === '' ? null : time.slice(0, 5),
    value: depth ?? altitude,
    qualifiers: status === '' ? [] : [status],
    method: RDB_METHODS[cell('lev_meth_cd')] ?? (cell('lev_meth_cd') || null),
    measuredBy: cell('lev_agency_cd') || null,
    approved: cell('lev_age_cd') === 'A',
    line,
  };
}

/**
 * The USGS's codes of how a level was measured (`lev_meth_cd`), as the Water Data service words
 * them; a code not listed is kept as it is.
 */
const RDB_METHODS: Readonly<Record<string, string>> = {
  A: 'Airline',
  B: 'Analog or graphic recorder',
  C: 'Calibrated airline',
  E: 'Estimated',
  F: 'Transducer',
  G: 'Pressure gage',
  H: 'Calibrated pressure gage',
  L: 'Geophysical logs',
  M: 'Manometer',
  N: 'Non-recording gage',
  O: 'Observed',
  R: 'Reported',
  S: 'Steel tape',
  T: 'Electric tape',
  U: 'Unknown',
  V: 'Calibrated electric tape',
  W: 'Calibrated electric cable',
  X: 'Uncalibrated electric cable',
  Z: 'Other',
};

function fromRdbTable(table: RdbTable): MeasurementFileRead {
  const missing = RDB_REQUIRED.filter((column) => !table.columns.includes(column));
  if (!table.columns.includes('lev_va') && !table.columns.includes('sl_lev_va')) missing.push('lev_va');
  if (missing.length > 0)
    return refused(`The file lacks the column ${missing.join(', ')} of the USGS groundwater-levels format.`);
  const measurements: SiteMeasurement[] = [];
  const errors = new LineErrors();
  for (const { line, values } of table.rows) {
    const read = rdbMeasurement(values, line);
    if (typeof read === 'string') errors.add(line, read);
    else measurements.push(read);
  }
  return errors.total > 0 ? refusedLines(errors) : checked('rdb', measurements, 0);
}

function readRdbFile(text: string): MeasurementFileRead {
  const read = readRdb(text);
  if (!read.ok) return refusedLine(read.line, read.message);
  return fromRdbTable(read.table);
}

function fieldMeasurement(measurement: FieldMeasurement, feature: number): SiteMeasurement | null {
  const parameter = FIELD_PARAMETERS[measurement.parameterCode];
  if (!parameter) return null;
  const { agency, siteNumber, measuredOn, measuredAt, value, qualifiers, method, measuredBy, approved } =
    measurement;
  return {
    agency,
    siteNumber,
    parameter,
    measuredOn,
    measuredAt,
    value,
    qualifiers,
    method,
    measuredBy,
    approved,
    line: feature,
  };
}

function readFieldMeasurementsFile(text: string): MeasurementFileRead {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return refused(`The JSON file could not be read: ${(error as Error).message}.`);
  }
  const read = readFieldMeasurements(json);
  if (!read.ok) {
    const where = read.feature === null ? '' : `feature ${read.feature}: `;
    return refused(`The file was not loaded: ${where}${read.message}.`);
  }
  const measurements: SiteMeasurement[] = [];
  let otherRows = 0;
  for (const [index, each] of read.measurements.entries()) {
    const measurement = fieldMeasurement(each, index + 1);
    if (measurement) measurements.push(measurement);
    else otherRows += 1;
  }
  return checked('ogc-json', measurements, otherRows, (feature) => `feature ${feature}`);
}

function waterQualityMeasurement(result: WaterQualityResult): SiteMeasurement {
  return {
    agency: result.agency,
    siteNumber: result.siteNumber,
    parameter: result.characteristic === 'chloride' ? 'chloride' : 'specific-conductance',
    measuredOn: result.measuredOn,
    measuredAt: result.measuredAt && TIME_OF_DAY.test(result.measuredAt) ? result.measuredAt : null,
    value: result.value,
    qualifiers: result.qualifiers,
    method: null,
    measuredBy: null,
    approved: result.approved,
    line: result.line,
  };
}

function readWaterQualityFile(text: string): MeasurementFileRead {
  const read = readWaterQualityCsv(text);
  if (!read.ok) return refusedLine(read.line, read.message);
  return checked('water-quality-csv', read.results.map(waterQualityMeasurement), read.otherCharacteristics);
}

function firstLineOf(text: string): string {
  const end = text.search(/\r?\n/);
  return end === -1 ? text : text.slice(0, end);
}

/**
 * Reads a measurement file in any of the USGS formats, recognised by its content: a JSON object is
 * the Water Data OGC API's field measurements; `#` comments, or a tab-separated header naming
 * agency_cd and site_no, the legacy service's RDB; a CSV header naming MonitoringLocationIdentifier,
 * the water-quality results. All or nothing: a refusal names the lines at fault.
 */
export function readMeasurementFile(text: string): MeasurementFileRead {
  const content = text.replace(/^\uFEFF/, '');
  const start = content.trimStart();
  if (start.startsWith('{')) return readFieldMeasurementsFile(content);
  const header = firstLineOf(start);
  const columns = header.split('\t').map((column) => column.trim());
  if (start.startsWith('#') || (columns.includes('agency_cd') && columns.includes('site_no')))
    return readRdbFile(content);
  if (header.includes('MonitoringLocationIdentifier')) return readWaterQualityFile(content);
  return refused(UNKNOWN_FORMAT_MESSAGE);
}
