import { sql } from 'drizzle-orm';
import { formatDay } from '../../../shared/format';
import { addDays } from '../../../shared/rules/calendar';
import type { MonitoringAlertKind } from '../../../shared/states';
import type { DbOrTx } from '../../db/client';
import { districtProfile, monitoringAlerts, monitoringMeasurements, monitoringWells } from '../../db/schema';
import { idArray, selectRows } from '../../db/sql';
import { deliverNotice, type NoticeDelivery } from '../../integrations/mail/deliver-notice';
import type { AppContext } from '../context';
import { staffAlertAddress } from '../permits';
import { depthFeetSql, isLevelSql } from './level-depth-sql';
import { displayNameSql } from './monitoring-well-sql';

/**
 * Only measurements of the last 90 days alert: an older one crossing a threshold is history being
 * loaded (a USGS file reaching back decades), not news staff must act on.
 */
export const ALERT_WINDOW_DAYS = 90;

/**
 * What an alert row's value holds (numeric(12,3)). Only a depth from an absurd altitude (land
 * surface minus a value near a billion feet, a typing slip) reaches it; it is no alert to send.
 */
const ALERT_VALUE_LIMIT = 1_000_000_000;

interface ClaimedAlert {
  id: number;
  kind: MonitoringAlertKind;
  wellName: string;
  measuredOn: string;
  threshold: number;
  value: number;
}

/** What alerting needs of the app: the database, the mailer and the district's today. */
export type AlertContext = Pick<AppContext, 'database' | 'mailer' | 'today'>;

const m = monitoringMeasurements;
const w = monitoringWells;
const a = monitoringAlerts;

const CLAIMED_FIELDS = sql`${a.id} as id, ${a.kind} as kind, ${a.threshold}::float8 as threshold,
  ${a.value}::float8 as value`;

/**
 * Claims an alert for each given measurement that crosses its well's threshold: the unique
 * (measurement, kind) row commits before any mail is handed over, so a re-run, a re-import or a
 * concurrent call never alerts the same measurement twice.
 */
async function claimAlerts(
  db: DbOrTx,
  measurementIds: readonly number[],
  today: string,
): Promise<ClaimedAlert[]> {
  const since = addDays(today, -ALERT_WINDOW_DAYS);
  return selectRows<ClaimedAlert>(
    db,
    sql`with crossing as (
        select ${m.id} as measurement_id, 'level' as kind, ${w.levelAlertDepthFeet} as threshold, ${depthFeetSql} as value
        from ${m} join ${w} on ${w.id} = ${m.monitoringWellId}
        where ${m.id} = any(${idArray(measurementIds)}::bigint[]) and ${isLevelSql}
          and ${m.measuredOn} >= ${since} and ${depthFeetSql} > ${w.levelAlertDepthFeet}
          and ${depthFeetSql} < ${ALERT_VALUE_LIMIT}
        union all
        select ${m.id}, 'chloride', ${w.chlorideAlertMgL}, ${m.value}
        from ${m} join ${w} on ${w.id} = ${m.monitoringWellId}
        where ${m.id} = any(${idArray(measurementIds)}::bigint[]) and ${m.parameter} = 'chloride'
          and ${m.measuredOn} >= ${since} and ${m.value} > ${w.chlorideAlertMgL}),
      claimed as (
        insert into ${a} (measurement_id, kind, threshold, value, outcome, attempts)
        select measurement_id, kind, threshold, value, 'sending', 1 from crossing
        on conflict do nothing
        returning ${CLAIMED_FIELDS}, ${a.measurementId} as measurement_id)
      select claimed.id, claimed.kind, claimed.threshold, claimed.value,
        ${displayNameSql} as "wellName", ${m.measuredOn}::text as "measuredOn"
      from claimed join ${m} on ${m.id} = claimed.measurement_id join ${w} on ${w.id} = ${m.monitoringWellId}
      order by ${displayNameSql}, ${m.measuredOn}, claimed.kind`,
  );
}

/** Takes back the alerts whose mail failed: the update claims each for one retry only. */
async function reclaimFailed(db: DbOrTx): Promise<ClaimedAlert[]> {
  return selectRows<ClaimedAlert>(
    db,
    sql`with claimed as (
        update ${a} set outcome = 'sending', attempts = ${a.attempts} + 1, claimed_at = now(), detail = null
        where ${a.outcome} = 'failed'
        returning ${CLAIMED_FIELDS}, ${a.measurementId} as measurement_id)
      select claimed.id, claimed.kind, claimed.threshold, claimed.value,
        ${displayNameSql} as "wellName", ${m.measuredOn}::text as "measuredOn"
      from claimed join ${m} on ${m.id} = claimed.measurement_id join ${w} on ${w.id} = ${m.monitoringWellId}
      order by ${displayNameSql}, ${m.measuredOn}, claimed.kind`,
  );
}

const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 3 });

function alertLine(alert: ClaimedAlert): string {
  const on = formatDay(alert.measuredOn);
  return alert.kind === 'level'
    ? `- ${alert.wellName}: depth to water ${number(alert.value)} ft on ${on}, deeper than its alert depth of ${number(alert.threshold)} ft.`
    : `- ${alert.wellName}: chloride ${number(alert.value)} mg/L on ${on}, above its alert level of ${number(alert.threshold)} mg/L.`;
}

function alertMessage(alerts: readonly ClaimedAlert[], districtName: string) {
  const count = alerts.length === 1 ? 'one measurement' : `${alerts.length} measurements`;
  return {
    subject: `Monitoring well alert: ${count} past a threshold`,
    text: [
      'Dear district staff,',
      '',
      'These monitoring well measurements crossed the thresholds set for their wells:',
      '',
      ...alerts.map(alertLine),
      '',
      'The measurements are under Monitoring in the portal.',
      '',
      districtName,
    ].join('\n'),
  };
}

async function finishAlerts(db: DbOrTx, ids: readonly number[], delivery: NoticeDelivery): Promise<void> {
  await db.execute(
    sql`update ${a} set outcome = ${delivery.outcome}, recipients = ${delivery.recipients},
      detail = ${delivery.detail}, sent_at = ${delivery.outcome === 'sent' ? sql`now()` : sql`null`}
      where ${a.id} = any(${idArray(ids)}::int[])`,
  );
}

/** Sends staff one message listing the claimed alerts, and records how it went on each of them. */
async function sendAlerts(context: AlertContext, alerts: readonly ClaimedAlert[]): Promise<void> {
  if (alerts.length === 0) return;
  const { db } = context.database;
  const [district] = await db.select({ name: districtProfile.name }).from(districtProfile).limit(1);
  const districtName = district?.name ?? 'Your groundwater conservation district';
  const delivery = await deliverNotice(context.mailer, [await staffAlertAddress(db)], () =>
    alertMessage(alerts, districtName),
  );
  await finishAlerts(
    db,
    alerts.map((alert) => alert.id),
    delivery,
  );
}

/**
 * Alerts staff of the given measurements (committed ones) that cross their well's level or
 * chloride threshold, once per measurement and kind, in one message. Answers how many it claimed.
 */
export async function alertOnMeasurements(
  context: AlertContext,
  measurementIds: readonly number[],
): Promise<number> {
  if (measurementIds.length === 0) return 0;
  const claimed = await claimAlerts(context.database.db, measurementIds, context.today());
  await sendAlerts(context, claimed);
  return claimed.length;
}

/** Sends again, in one message, the alerts whose mail failed (for the nightly job). Answers how many. */
export async function retryFailedMonitoringAlerts(context: AlertContext): Promise<number> {
  const claimed = await reclaimFailed(context.database.db);
  await sendAlerts(context, claimed);
  return claimed.length;
}
