import { desc, sql } from 'drizzle-orm';
import type { EndpointResponse } from '../../../shared/contracts/endpoint';
import type { getRateScheduleEndpoint, RateEntry } from '../../../shared/contracts/rates';
import { isStaff } from '../../../shared/rules/access';
import { centsToDollars } from '../../../shared/rules/billing';
import type { NoticeOutcome } from '../../../shared/states';
import type { DbOrTx } from '../../db/client';
import { rateNotices, rateSchedule } from '../../db/schema';
import type { Caller } from '../auth/caller';
import { entryHistory, userNameOf } from './schedule-entries';

type NoticeCounts = NonNullable<RateEntry['notices']>;

/** How each rate's notices stand, by rate. */
async function noticeCounts(db: DbOrTx): Promise<Map<number, NoticeCounts>> {
  const counted = (outcome: NoticeOutcome) =>
    sql<number>`count(*) filter (where ${rateNotices.outcome} = ${outcome})::int`;
  const rows = await db
    .select({
      rateId: rateNotices.rateId,
      sent: counted('sent'),
      failed: counted('failed'),
      noRecipient: counted('no-recipient'),
      sending: counted('sending'),
    })
    .from(rateNotices)
    .groupBy(rateNotices.rateId);
  return new Map(rows.map(({ rateId, ...counts }) => [rateId, counts]));
}

/**
 * GET Rate/GetRateSchedule: every rate, withdrawn ones included, newest first, with where each
 * stands today. Staff also see who entered and withdrew each and how its notices went.
 */
export async function getRateSchedule(
  db: DbOrTx,
  caller: Caller,
  today: string,
  noticeDays: number,
): Promise<EndpointResponse<typeof getRateScheduleEndpoint>> {
  const staff = isStaff(caller.accessLevel);
  const rows = await db
    .select({
      id: rateSchedule.id,
      effectiveOn: rateSchedule.effectiveOn,
      rateCents: rateSchedule.rateCentsPerMillionGallons,
      adoptedOn: rateSchedule.adoptedOn,
      noticeGivenOn: rateSchedule.noticeGivenOn,
      hearingOn: rateSchedule.hearingOn,
      createdAt: rateSchedule.createdAt,
      withdrawnAt: rateSchedule.withdrawnAt,
      enteredBy: userNameOf(rateSchedule.enteredBy),
      withdrawnBy: userNameOf(rateSchedule.withdrawnBy),
    })
    .from(rateSchedule)
    .orderBy(desc(rateSchedule.effectiveOn), desc(rateSchedule.id));
  const notices = staff ? await noticeCounts(db) : null;
  const history = entryHistory(rows, today, staff);
  const none: NoticeCounts = { sent: 0, failed: 0, noRecipient: 0, sending: 0 };
  return {
    message: 'OK',
    today,
    noticeDays,
    data: rows.map((row) => ({
      ...history(row),
      ratePerMillionGallons: centsToDollars(row.rateCents),
      adoptedOn: row.adoptedOn,
      noticeGivenOn: row.noticeGivenOn,
      hearingOn: row.hearingOn,
      notices: notices ? (notices.get(row.id) ?? none) : null,
    })),
  };
}
