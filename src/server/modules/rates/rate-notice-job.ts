import { and, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateSchedule } from '../../db/schema';
import { sendRateNotices, type RateNoticeOutcome, type RateNoticeRun } from './rate-notices';

/**
 * The daily share of the rate notices: every rate still in the future and not withdrawn is sent to
 * the clients not told yet (a send after a save that did not finish, a client billed since) and
 * its failed notices are retried. Safe on every instance at once: each notice is a unique row.
 */
export async function runRateNoticeJob(db: DbOrTx, run: RateNoticeRun): Promise<RateNoticeOutcome> {
  const rates = await db
    .select({ id: rateSchedule.id })
    .from(rateSchedule)
    .where(and(isNull(rateSchedule.withdrawnAt), gt(rateSchedule.effectiveOn, run.today)));
  const total = { claimed: 0, sent: 0, failed: 0 };
  for (const { id } of rates) {
    const outcome = await sendRateNotices(db, id, run);
    total.claimed += outcome.claimed;
    total.sent += outcome.sent;
    total.failed += outcome.failed;
  }
  return total;
}
