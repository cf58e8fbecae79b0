import { recordAudit } from '../../audit';
import {
  fetchFieldMeasurementPages,
  USGS_CLIENT_LIMITS,
  type UsgsClientLimits,
} from '../../integrations/usgs/usgs-client';
import { cronWhileServing } from '../../scheduled-job';
import type { ApiInstance, AppContext } from '../context';
import { measurementRowsOf, siteKey, wellsBySite } from './import-measurements';
import { readMeasurementFile } from './measurement-file';
import { upsertMeasurements } from './measurement-rows';
import { alertOnMeasurements, type AlertContext } from './monitoring-alerts';

export interface UsgsFetchOutcome {
  wells: number;
  added: number;
  updated: number;
  unchanged: number;
  alerts: number;
}

/** Some wells could not be fetched: the others were stored; the run counts as failed and says which. */
export class UsgsFetchRunError extends Error {
  override name = 'UsgsFetchRunError';
  constructor(
    readonly failures: readonly string[],
    readonly outcome: UsgsFetchOutcome,
  ) {
    super(
      `${failures.length} of ${outcome.wells} monitoring wells could not be fetched from the USGS ` +
        `(${failures.slice(0, 10).join('; ')}); the others added ${outcome.added} and updated ${outcome.updated} measurements`,
    );
  }
}

/** What one well's fetch stored; a page the reader refuses fails the well, storing none of it. */
async function fetchWell(
  context: AlertContext,
  site: { key: string; id: number },
  pages: readonly string[],
): Promise<Omit<UsgsFetchOutcome, 'wells'>> {
  const rows = pages.flatMap((page) => {
    const read = readMeasurementFile(page);
    if (!read.ok) throw new Error(read.message);
    return measurementRowsOf(read.measurements, new Map([[site.key, site.id]]), 'usgs-fetch');
  });
  const stored = await context.database.db.transaction(async (tx) => {
    const upserted = await upsertMeasurements(tx, rows, null);
    const changed = upserted.addedIds.length + upserted.updatedIds.length;
    if (changed > 0) {
      await recordAudit(tx, {
        actorUserId: null,
        action: 'fetch-usgs-measurements',
        entity: 'measurement',
        entityId: null,
        after: { site: site.key, added: upserted.addedIds.length, updated: upserted.updatedIds.length },
      });
    }
    return upserted;
  });
  return {
    added: stored.addedIds.length,
    updated: stored.updatedIds.length,
    unchanged: stored.unchanged,
    alerts: await alertOnMeasurements(context, [...stored.addedIds, ...stored.updatedIds]),
  };
}

/**
 * Fetches every monitoring well's field measurements from the USGS Water Data OGC API and stores
 * them as an imported file would be (source usgs-fetch), one well at a time, each all or nothing.
 * A well the service fails for keeps what it had; the run then throws, naming the wells.
 */
export async function runUsgsFetch(
  context: AlertContext,
  baseUrl: string,
  limits: UsgsClientLimits = USGS_CLIENT_LIMITS,
): Promise<UsgsFetchOutcome> {
  const wells = await wellsBySite(context.database.db);
  const outcome: UsgsFetchOutcome = { wells: wells.size, added: 0, updated: 0, unchanged: 0, alerts: 0 };
  const failures: string[] = [];
  for (const [key, id] of wells) {
    const [agency = '', siteNumber = ''] = key.split('-');
    try {
      const pages = await fetchFieldMeasurementPages(baseUrl, agency, siteNumber, limits);
      const stored = await fetchWell(context, { key: siteKey(agency, siteNumber), id }, pages);
      outcome.added += stored.added;
      outcome.updated += stored.updated;
      outcome.unchanged += stored.unchanged;
      outcome.alerts += stored.alerts;
    } catch (error) {
      failures.push(`${key}: ${(error as Error).message}`);
    }
  }
  if (failures.length > 0) throw new UsgsFetchRunError(failures, outcome);
  return outcome;
}

/**
 * Fetches the monitoring wells' measurements from the USGS on USGS_FETCH_SCHEDULE (cron, district
 * time) while the app serves, when USGS_FETCH is on, and once a minute after it starts.
 */
export function scheduleUsgsFetch(app: ApiInstance, context: AppContext): void {
  const pattern = context.config.usgsFetchSchedule;
  if (!pattern) return;
  cronWhileServing(app, context.metrics, {
    job: 'usgs_fetch',
    pattern,
    timeZone: context.config.districtTimeZone,
    afterStartMs: 60_000,
    run: () => runUsgsFetch(context, context.config.usgsBaseUrl),
    report: (outcome) =>
      `USGS fetch: ${outcome.wells} monitoring wells, ${outcome.added} measurements added, ${outcome.updated} updated, ${outcome.alerts} alerts`,
    failure: 'USGS fetch failed',
  });
}
