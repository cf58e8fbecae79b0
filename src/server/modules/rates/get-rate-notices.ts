import { asc, eq } from 'drizzle-orm';
import { RATE_NOT_FOUND, type RateNotice } from '../../../shared/contracts/rates';
import type { ListResponse } from '../../../shared/contracts/common';
import type { DbOrTx } from '../../db/client';
import { clients, rateNotices, rateSchedule } from '../../db/schema';
import { NotFoundError } from '../../errors';

/** GET Rate/GetRateNotices: who was told of a rate, at which addresses, how it went and when. */
export async function getRateNotices(db: DbOrTx, rateId: number): Promise<ListResponse<RateNotice>> {
  const [rate] = await db
    .select({ id: rateSchedule.id })
    .from(rateSchedule)
    .where(eq(rateSchedule.id, rateId));
  if (!rate) throw new NotFoundError(RATE_NOT_FOUND);
  const rows = await db
    .select({
      clientId: rateNotices.clientId,
      clientName: clients.name,
      recipients: rateNotices.recipients,
      outcome: rateNotices.outcome,
      detail: rateNotices.detail,
      attempts: rateNotices.attempts,
      sentAt: rateNotices.sentAt,
    })
    .from(rateNotices)
    .innerJoin(clients, eq(clients.id, rateNotices.clientId))
    .where(eq(rateNotices.rateId, rateId))
    .orderBy(asc(clients.name), asc(rateNotices.clientId));
  return {
    message: 'OK',
    data: rows.map((row) => ({ ...row, sentAt: row.sentAt?.toISOString() ?? null })),
  };
}
