import { and, eq, inArray, sql } from 'drizzle-orm';
import { PERMIT_ALERT_KIND_LABELS } from '../../../shared/contracts/permits';
import { formatDay } from '../../../shared/format';
import { addDays } from '../../../shared/rules/calendar';
import { gallonsOfKgal, permitAlertsReached } from '../../../shared/rules/permit-use';
import type { PermitAlertKind } from '../../../shared/states';
import type { DbOrTx } from '../../db/client';
import { clients, dailyPumpage, districtProfile, permitAlerts, permitTerms } from '../../db/schema';
import { idArray, insertJsonRows, selectRows } from '../../db/sql';
import type { Mailer } from '../../integrations/mail/mailer';
import { recipientsOf } from '../invoice-documents';
import { staffAlertAddress } from './permit-settings';
import { permitStandings } from './permit-standing';
import { deliverNotice, type NoticeDelivery } from '../../integrations/mail/deliver-notice';

export interface PermitAlertRun {
  today: string;
  mailer: Mailer;
  /** The wells whose pumpage changed; undefined: every permitted well (the nightly check). */
  wellIds?: readonly number[] | undefined;
  /** The first day whose pumpage may have changed; days above the rate are looked for from it. */
  changedFrom?: string | undefined;
}

export interface PermitAlertOutcome {
  claimed: number;
  sent: number;
  failed: number;
}

interface AlertCandidate {
  wellId: number;
  wellNumber: string;
  clientId: number | null;
  kind: PermitAlertKind;
  periodOn: string;
  usedGallons: number;
  permittedGallons: number;
  projectedCrossingOn: string | null;
}

const CLAIM_COLUMNS = {
  wellId: permitAlerts.wellId,
  clientId: permitAlerts.clientId,
  kind: permitAlerts.kind,
  periodOn: permitAlerts.periodOn,
  usedGallons: permitAlerts.usedGallons,
  permittedGallons: permitAlerts.permittedGallons,
  projectedCrossingOn: permitAlerts.projectedCrossingOn,
  outcome: permitAlerts.outcome,
  attempts: permitAlerts.attempts,
};

function millionGallons(gallons: number): string {
  return `${(gallons / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 3 })} million gallons`;
}

/** The days above the maximum daily rate of their terms, from `from` to `to`, not yet alerted. */
async function daysAboveRate(
  db: DbOrTx,
  wellIds: readonly number[] | undefined,
  from: string,
  to: string,
): Promise<{ wellId: number; date: string; pumpage: string | number; maxDailyGallons: number }[]> {
  return selectRows(
    db,
    sql`select ${dailyPumpage.wellId} as "wellId", ${dailyPumpage.date}::text as date,
        ${dailyPumpage.pumpage} as pumpage, terms.max_daily as "maxDailyGallons"
      from ${dailyPumpage}
      join lateral (select ${permitTerms.maxDailyGallons} as max_daily from ${permitTerms}
        where ${permitTerms.wellId} = ${dailyPumpage.wellId} and ${permitTerms.effectiveFrom} <= ${dailyPumpage.date}
        order by ${permitTerms.effectiveFrom} desc limit 1) terms on true
      where ${dailyPumpage.date} between ${from} and ${to}
        and ${dailyPumpage.pumpage} * 1000 > terms.max_daily
        ${wellIds ? sql`and ${dailyPumpage.wellId} = any(${idArray(wellIds)}::int[])` : sql``}
        and not exists (select 1 from ${permitAlerts} where ${permitAlerts.wellId} = ${dailyPumpage.wellId}
          and ${permitAlerts.kind} = 'daily-rate' and ${permitAlerts.periodOn} = ${dailyPumpage.date})`,
  );
}

/** An alert's identity: its well, kind and period. */
const alertKey = (row: { wellId: number; kind: string; periodOn: string }) =>
  `${row.wellId}|${row.kind}|${row.periodOn}`;

/**
 * Claims the alerts not claimed before (and takes back those that failed): the unique (well, kind,
 * period) row commits before any mail is handed over, so an alert goes at most once whoever else
 * checks at the same time. Answers the claimed rows' ids by alert. Each statement binds one
 * parameter however many alerts a district-wide check brings.
 */
async function claim(db: DbOrTx, candidates: readonly AlertCandidate[]): Promise<Map<string, number>> {
  if (candidates.length === 0) return new Map();
  const fresh = await insertJsonRows<
    Record<string, unknown>,
    { id: number; wellId: number; kind: string; periodOn: string }
  >(
    db,
    permitAlerts,
    CLAIM_COLUMNS,
    candidates.map((candidate) => ({
      wellId: candidate.wellId,
      clientId: candidate.clientId,
      kind: candidate.kind,
      periodOn: candidate.periodOn,
      usedGallons: candidate.usedGallons,
      permittedGallons: candidate.permittedGallons,
      projectedCrossingOn: candidate.projectedCrossingOn,
      outcome: 'sending',
      attempts: 1,
    })),
    sql`on conflict do nothing returning ${permitAlerts.id} as id, ${permitAlerts.wellId} as "wellId",
      ${permitAlerts.kind} as kind, ${permitAlerts.periodOn}::text as "periodOn"`,
  );
  const wanted = new Set(candidates.map(alertKey));
  const failed = (
    await db
      .select({
        id: permitAlerts.id,
        wellId: permitAlerts.wellId,
        kind: permitAlerts.kind,
        periodOn: permitAlerts.periodOn,
      })
      .from(permitAlerts)
      .where(eq(permitAlerts.outcome, 'failed'))
  ).filter((row) => wanted.has(alertKey(row)));
  const retried =
    failed.length === 0
      ? []
      : await db
          .update(permitAlerts)
          .set({
            outcome: 'sending',
            attempts: sql`${permitAlerts.attempts} + 1`,
            claimedAt: sql`now()`,
            detail: null,
          })
          .where(
            and(
              eq(permitAlerts.outcome, 'failed'),
              sql`${permitAlerts.id} = any(${idArray(failed.map((row) => row.id))}::int[])`,
            ),
          )
          .returning({
            id: permitAlerts.id,
            wellId: permitAlerts.wellId,
            kind: permitAlerts.kind,
            periodOn: permitAlerts.periodOn,
          });
  return new Map([...fresh, ...retried].map((row) => [alertKey(row), row.id]));
}

function alertLine(alert: AlertCandidate): string {
  const of = `well ${alert.wellNumber}`;
  switch (alert.kind) {
    case 'use-80':
    case 'use-100':
      return `- ${of}: ${PERMIT_ALERT_KIND_LABELS[alert.kind]} reached: ${millionGallons(alert.usedGallons)} used of ${millionGallons(alert.permittedGallons)} permitted this permit year.`;
    case 'projected':
      return `- ${of}: at the pace of the last 30 days it will use its ${millionGallons(alert.permittedGallons)} by ${formatDay(alert.projectedCrossingOn ?? alert.periodOn)}, before the permit year ends (${millionGallons(alert.usedGallons)} used so far).`;
    case 'daily-rate':
      return `- ${of}: ${alert.usedGallons.toLocaleString('en-US')} gallons on ${formatDay(alert.periodOn)}, above its permitted ${alert.permittedGallons.toLocaleString('en-US')} gallons a day.`;
  }
}

function alertMessage(alerts: readonly AlertCandidate[], addressee: string, districtName: string) {
  const over = alerts.some((alert) => alert.kind === 'use-100');
  const daily = alerts.every((alert) => alert.kind === 'daily-rate');
  const subject = daily
    ? `Permit daily rate exceeded: ${alerts.length} ${alerts.length === 1 ? 'day' : 'days'}`
    : over
      ? 'Permit volume reached'
      : 'Permit volume warning';
  const text = [
    `Dear ${addressee},`,
    '',
    daily
      ? 'These wells pumped more in a day than their permits allow:'
      : 'Your wells are nearing or past their permitted volumes:',
    '',
    ...alerts.map(alertLine),
    '',
    daily
      ? 'Please review the pumpage with the owner.'
      : 'Please plan your pumping for the rest of the permit year, or contact the district.',
    '',
    districtName,
  ].join('\n');
  return { subject, text };
}

async function finishAlerts(db: DbOrTx, ids: readonly number[], delivery: NoticeDelivery) {
  await db
    .update(permitAlerts)
    .set({
      outcome: delivery.outcome,
      recipients: delivery.recipients,
      detail: delivery.detail,
      sentAt: delivery.outcome === 'sent' ? new Date() : null,
    })
    .where(sql`${permitAlerts.id} = any(${idArray(ids)}::int[])`);
}

async function clientContacts(db: DbOrTx, clientIds: readonly number[]) {
  if (clientIds.length === 0) return new Map<number, { name: string; to: string[] }>();
  const rows = await db
    .select({
      id: clients.id,
      name: clients.name,
      a: clients.contactEmail,
      b: clients.contactEmail2,
      c: clients.contactEmail3,
    })
    .from(clients)
    .where(inArray(clients.id, [...clientIds]));
  return new Map(rows.map((row) => [row.id, { name: row.name, to: recipientsOf([row.a, row.b, row.c]) }]));
}

/**
 * Checks the wells' permits: the use alerts (80%, 100%, a crossing foreseen) each go once per well,
 * kind and permit year to the client's contacts and the staff alert address, one message per
 * client; days above the maximum daily rate go to staff, once per well and day, in one message.
 */
export async function checkPermitAlerts(db: DbOrTx, run: PermitAlertRun): Promise<PermitAlertOutcome> {
  const standings = await permitStandings(db, run.today, { wellIds: run.wellIds });
  const useAlerts: AlertCandidate[] = standings.rows.flatMap((row) =>
    permitAlertsReached(row, row).map((kind) => ({
      wellId: row.wellId,
      wellNumber: row.wellNumber,
      clientId: row.clientId,
      kind,
      periodOn: row.yearStart,
      usedGallons: row.usedGallons,
      permittedGallons: row.permittedGallons,
      projectedCrossingOn: row.projectedCrossingOn,
    })),
  );
  const from =
    run.changedFrom && run.changedFrom > standings.year.start ? run.changedFrom : standings.year.start;
  const numbers = new Map(standings.rows.map((row) => [row.wellId, row]));
  const rateAlerts: AlertCandidate[] = (
    await daysAboveRate(db, run.wellIds ?? [...numbers.keys()], from, run.today)
  ).flatMap((day) => {
    const row = numbers.get(day.wellId);
    return row
      ? [
          {
            wellId: day.wellId,
            wellNumber: row.wellNumber,
            clientId: row.clientId,
            kind: 'daily-rate' as const,
            periodOn: day.date,
            usedGallons: gallonsOfKgal(Number(day.pumpage)),
            permittedGallons: day.maxDailyGallons,
            projectedCrossingOn: null,
          },
        ]
      : [];
  });
  const claimedIds = await claim(db, [...useAlerts, ...rateAlerts]);
  const claimed = (alerts: AlertCandidate[]) => alerts.filter((alert) => claimedIds.has(alertKey(alert)));
  const idsOf = (alerts: readonly AlertCandidate[]) =>
    alerts.map((alert) => claimedIds.get(alertKey(alert)) ?? 0);
  const outcome: PermitAlertOutcome = { claimed: claimedIds.size, sent: 0, failed: 0 };
  if (claimedIds.size === 0) return outcome;
  const staff = await staffAlertAddress(db);
  const [district] = await db.select({ name: districtProfile.name }).from(districtProfile).limit(1);
  const districtName = district?.name ?? 'Your groundwater conservation district';
  const count = (delivery: NoticeDelivery) => {
    if (delivery.outcome === 'sent') outcome.sent += 1;
    if (delivery.outcome === 'failed') outcome.failed += 1;
  };
  const byClient = new Map<number | null, AlertCandidate[]>();
  for (const alert of claimed(useAlerts))
    byClient.set(alert.clientId, [...(byClient.get(alert.clientId) ?? []), alert]);
  const contacts = await clientContacts(
    db,
    [...byClient.keys()].filter((id): id is number => id !== null),
  );
  for (const [clientId, alerts] of byClient) {
    const client = clientId === null ? undefined : contacts.get(clientId);
    const delivery = await deliverNotice(run.mailer, [...(client?.to ?? []), staff], () =>
      alertMessage(alerts, client?.name ?? 'district staff', districtName),
    );
    await finishAlerts(db, idsOf(alerts), delivery);
    count(delivery);
  }
  const rateClaimed = claimed(rateAlerts);
  if (rateClaimed.length > 0) {
    const delivery = await deliverNotice(run.mailer, [staff], () =>
      alertMessage(rateClaimed, 'district staff', districtName),
    );
    await finishAlerts(db, idsOf(rateClaimed), delivery);
    count(delivery);
  }
  return outcome;
}

/** The first day of the window the nightly check looks back over for days above the rate. */
export function nightlyRateWindowStart(today: string): string {
  return addDays(today, -40);
}
