import { isNotNull } from 'drizzle-orm';
import {
  importedMessage,
  type ImportMeasurementsResponse,
  type MeasurementFileFormat,
} from '../../../shared/contracts/monitoring-wells';
import {
  rowErrorsMessage,
  tooLargeMessage,
  type UploadRowError,
} from '../../../shared/contracts/pumpage-upload';
import type { MeasurementSource } from '../../../shared/states';
import { recordAudit } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { monitoringWells } from '../../db/schema';
import { AppError, ValidationError } from '../../errors';
import type { UploadedFile } from '../../plugins/file-upload';
import type { Caller } from '../auth/caller';
import { readMeasurementFile, type SiteMeasurement } from './measurement-file';
import { upsertMeasurements, type MeasurementRow, type UpsertedMeasurements } from './measurement-rows';
import { alertOnMeasurements, type AlertContext } from './monitoring-alerts';

export const NOT_TEXT_MESSAGE =
  'The file is not text: choose a USGS RDB file, a Water Data JSON file or a water-quality CSV file.';

const SOURCE_OF_FORMAT: Readonly<Record<MeasurementFileFormat, MeasurementSource>> = {
  rdb: 'rdb',
  'ogc-json': 'ogc-json',
  'water-quality-csv': 'water-quality-csv',
};

/** The whole upload as text; never more than its limit is kept (the parser cuts the stream there). */
async function readUploadText(upload: UploadedFile): Promise<string> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of upload.stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    bytes += buffer.length;
    if (bytes > upload.maxBytes) break;
    chunks.push(buffer);
  }
  if (upload.truncated() || bytes > upload.maxBytes) {
    upload.stream.resume();
    throw new AppError(413, tooLargeMessage(upload.maxBytes));
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new ValidationError(NOT_TEXT_MESSAGE);
  }
  // No text format carries NUL, and PostgreSQL cannot store it.
  if (text.includes('\u0000')) throw new ValidationError(NOT_TEXT_MESSAGE);
  return text;
}

/** How a site is named across the USGS formats: USGS-303251091115001. */
export const siteKey = (agency: string, siteNumber: string): string => `${agency}-${siteNumber}`;

/** The district's monitoring wells that have a site number, by agency and site number. */
export async function wellsBySite(db: DbOrTx): Promise<Map<string, number>> {
  const w = monitoringWells;
  const rows = await db
    .select({ id: w.id, agency: w.agencyCode, siteNumber: w.siteNumber })
    .from(w)
    .where(isNotNull(w.siteNumber));
  return new Map(rows.map((row) => [siteKey(row.agency, row.siteNumber ?? ''), row.id]));
}

/** One refusal per site the district does not watch, at the first line that names it. */
function unknownSiteErrors(
  measurements: readonly SiteMeasurement[],
  wells: ReadonlyMap<string, number>,
): UploadRowError[] {
  const errors = new Map<string, UploadRowError>();
  for (const each of measurements) {
    const key = siteKey(each.agency, each.siteNumber);
    if (wells.has(key) || errors.has(key)) continue;
    errors.set(key, {
      line: each.line,
      message: `site ${each.agency} ${each.siteNumber} is not a monitoring well of the district. Add it under Monitoring Wells first.`,
    });
  }
  return [...errors.values()];
}

/** The file's measurements as rows of the given wells (every site must have one). */
export function measurementRowsOf(
  measurements: readonly SiteMeasurement[],
  wells: ReadonlyMap<string, number>,
  source: MeasurementSource,
): MeasurementRow[] {
  return measurements.flatMap((each) => {
    const monitoringWellId = wells.get(siteKey(each.agency, each.siteNumber));
    if (monitoringWellId === undefined) return [];
    const { parameter, measuredOn, measuredAt, value, qualifiers, method, measuredBy, approved } = each;
    return [
      {
        monitoringWellId,
        parameter,
        measuredOn,
        measuredAt,
        value,
        qualifiers,
        method,
        measuredBy,
        approved,
        source,
      },
    ];
  });
}

/**
 * POST ImportMeasurements: reads a USGS measurement file whole (within the upload limit), matches
 * its sites to the district's monitoring wells, and stores every measurement in one transaction,
 * or none; then alerts staff of new or changed ones past a threshold.
 */
export async function importMeasurements(
  context: AlertContext,
  caller: Caller,
  upload: UploadedFile,
): Promise<ImportMeasurementsResponse> {
  const read = readMeasurementFile(await readUploadText(upload));
  if (!read.ok) throw new ValidationError(read.message);
  const { db } = context.database;
  const wells = await wellsBySite(db);
  const unknown = unknownSiteErrors(read.measurements, wells);
  if (unknown.length > 0) {
    const message = rowErrorsMessage(unknown, unknown.length);
    // A JSON file's measurements are numbered by feature, not by line.
    throw new ValidationError(
      read.format === 'ogc-json' ? message.replace(/^Line (\d+):/gm, 'Feature $1:') : message,
    );
  }
  const rows = measurementRowsOf(read.measurements, wells, SOURCE_OF_FORMAT[read.format]);
  const stored: UpsertedMeasurements = await db.transaction(async (tx) => {
    const upserted = await upsertMeasurements(tx, rows, caller.id);
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: 'import-measurements',
      entity: 'measurement',
      entityId: null,
      after: {
        fileName: upload.fileName,
        format: read.format,
        rows: rows.length,
        added: upserted.addedIds.length,
        updated: upserted.updatedIds.length,
        unchanged: upserted.unchanged,
        otherRows: read.otherRows,
      },
    });
    return upserted;
  });
  const alerts = await alertOnMeasurements(context, [...stored.addedIds, ...stored.updatedIds]);
  const counts = {
    added: stored.addedIds.length,
    updated: stored.updatedIds.length,
    unchanged: stored.unchanged,
  };
  return {
    message: importedMessage(counts),
    format: read.format,
    sites: new Set(rows.map((row) => row.monitoringWellId)).size,
    ...counts,
    otherRows: read.otherRows,
    alerts,
  };
}
