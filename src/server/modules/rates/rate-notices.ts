import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../../shared/rules/calendar';
import { entryInForce } from '../../../shared/rules/rate-schedule';
import type { DbOrTx } from '../../db/client';
import { clients, invoices, rateNotices, rateSchedule } from '../../db/schema';
import { columnNames, idArray, selectRows } from '../../db/sql';
import { deliverNotice } from '../../integrations/mail/deliver-notice';
import type { Mailer } from '../../integrations/mail/mailer';
import { districtLogoDataUrl, getDistrictProfile } from '../district';
import { billedInLastYear } from './billed-clients';
import { rateNoticeMessage, type RateNoticeFacts } from './rate-notice-message';
import { scheduledRates } from './schedule';

export interface RateNoticeRun {
  today: string;
  mailer: Mailer;
}

export interface RateNoticeOutcome {
  claimed: number;
  sent: number;
  failed: number;
}

export const WITHDRAWN_DETAIL = 'Not sent: the rate was withdrawn.';

/** The rate still to be told: not withdrawn, and taking effect after today. */
function isLive(rateId: number, today: string): SQL {
  return sql`exists (select 1 from ${rateSchedule} where ${rateSchedule.id} = ${rateId}
    and ${rateSchedule.withdrawnAt} is null and ${rateSchedule.effectiveOn} > ${today})`;
}

/**
 * Claims the rate's notice for each client billed in the last year not told yet (or whose notice
 * failed), while the rate is still to be told: the unique (rate, client) row commits before the
 * mail goes, so each client hears once, whoever sends.
 */
async function claim(db: DbOrTx, rateId: number, today: string): Promise<number[]> {
  const fresh = await selectRows<{ clientId: number }>(
    db,
    sql`insert into ${rateNotices} (${columnNames([
      rateNotices.rateId,
      rateNotices.clientId,
      rateNotices.outcome,
      rateNotices.attempts,
    ])})
      select distinct ${rateId}::int, ${invoices.clientId}, 'sending', 1 from ${invoices}
        where ${billedInLastYear(today)} and ${isLive(rateId, today)}
      on conflict do nothing returning ${columnNames([rateNotices.clientId])} as "clientId"`,
  );
  const retried = await db
    .update(rateNotices)
    .set({
      outcome: 'sending',
      attempts: sql`${rateNotices.attempts} + 1`,
      claimedAt: sql`now()`,
      detail: null,
    })
    .where(and(eq(rateNotices.rateId, rateId), eq(rateNotices.outcome, 'failed'), isLive(rateId, today)))
    .returning({ clientId: rateNotices.clientId });
  return [...fresh, ...retried].map((row) => row.clientId);
}

/** What every notice of the rate shares: the rate, the one it replaces, the district and its logo. */
async function sharedFacts(db: DbOrTx, rateId: number) {
  const [rate] = await db.select().from(rateSchedule).where(eq(rateSchedule.id, rateId));
  if (!rate) return null;
  const others = (await scheduledRates(db)).filter((entry) => entry.id !== rateId);
  const replaced = entryInForce(others, addDays(rate.effectiveOn, -1));
  const logoUrl = await districtLogoDataUrl(db);
  const [header, data = ''] = logoUrl?.split(',', 2) ?? [];
  return {
    rateCents: rate.rateCentsPerMillionGallons,
    effectiveOn: rate.effectiveOn,
    adoptedOn: rate.adoptedOn,
    hearingOn: rate.hearingOn,
    replacedCents: replaced?.rateCentsPerMillionGallons ?? null,
    district: await getDistrictProfile(db),
    logo: header
      ? {
          contentType: header.slice('data:'.length, header.indexOf(';')),
          content: Buffer.from(data, 'base64'),
        }
      : null,
  } satisfies Omit<RateNoticeFacts, 'clientName'>;
}

async function stillLive(db: DbOrTx, rateId: number, today: string): Promise<boolean> {
  const [rate] = await db
    .select({ id: rateSchedule.id })
    .from(rateSchedule)
    .where(
      and(eq(rateSchedule.id, rateId), isNull(rateSchedule.withdrawnAt), gt(rateSchedule.effectiveOn, today)),
    );
  return rate !== undefined;
}

/**
 * Tells every client billed in the last year of a future rate, once each; a failed notice is
 * retried by the next call while the rate is still in the future. A rate withdrawn meanwhile stops
 * the sending: its claims left are marked not sent and are never retried.
 */
export async function sendRateNotices(
  db: DbOrTx,
  rateId: number,
  run: RateNoticeRun,
): Promise<RateNoticeOutcome> {
  const clientIds = await claim(db, rateId, run.today);
  const outcome = { claimed: clientIds.length, sent: 0, failed: 0 };
  if (clientIds.length === 0) return outcome;
  const shared = await sharedFacts(db, rateId);
  const people = await db
    .select({
      id: clients.id,
      name: clients.name,
      a: clients.contactEmail,
      b: clients.contactEmail2,
      c: clients.contactEmail3,
    })
    .from(clients)
    .where(sql`${clients.id} = any(${idArray(clientIds)}::int[])`);
  const mine = and(
    eq(rateNotices.rateId, rateId),
    sql`${rateNotices.clientId} = any(${idArray(clientIds)}::int[])`,
  );
  for (const client of people) {
    if (!shared || !(await stillLive(db, rateId, run.today))) {
      await db
        .update(rateNotices)
        .set({ outcome: 'failed', detail: WITHDRAWN_DETAIL })
        .where(and(mine, eq(rateNotices.outcome, 'sending')));
      break;
    }
    const delivery = await deliverNotice(run.mailer, [client.a, client.b, client.c], () =>
      rateNoticeMessage({ ...shared, clientName: client.name }),
    );
    await db
      .update(rateNotices)
      .set({ ...delivery, sentAt: delivery.outcome === 'sent' ? new Date() : null })
      .where(and(eq(rateNotices.rateId, rateId), eq(rateNotices.clientId, client.id)));
    if (delivery.outcome === 'sent') outcome.sent += 1;
    if (delivery.outcome === 'failed') outcome.failed += 1;
  }
  return outcome;
}
