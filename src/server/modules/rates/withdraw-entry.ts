import { eq, sql } from 'drizzle-orm';
import {
  BILLING_TERMS_NOT_FOUND,
  BILLING_TERMS_WITHDRAWN,
  ONLY_FUTURE_WITHDRAWN,
  RATE_NOT_FOUND,
  RATE_WITHDRAWN,
} from '../../../shared/contracts/rates';
import { recordAudit } from '../../audit';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { DbOrTx } from '../../db/client';
import { billingTerms, rateSchedule } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../errors';
import type { Caller } from '../auth/caller';

/** The two dated tables, which withdraw alike. */
const KINDS = {
  rate: {
    table: rateSchedule,
    lock: ADVISORY_LOCKS.rateSchedule,
    notFound: RATE_NOT_FOUND,
    withdrawn: RATE_WITHDRAWN,
  },
  'billing-terms': {
    table: billingTerms,
    lock: ADVISORY_LOCKS.billingTerms,
    notFound: BILLING_TERMS_NOT_FOUND,
    withdrawn: BILLING_TERMS_WITHDRAWN,
  },
} as const;

/**
 * Withdraws an entry that has not taken effect (after today, not withdrawn yet): kept for the
 * record, never applied. Under the lock its saves take, so a save is judged against the schedule
 * with or without it, never half. Audited.
 */
async function withdrawEntry(
  db: DbOrTx,
  caller: Caller,
  kind: keyof typeof KINDS,
  id: number,
  today: string,
): Promise<{ message: string }> {
  const { table, lock, notFound, withdrawn } = KINDS[kind];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lock})`);
    const [entry] = await tx
      .select({ effectiveOn: table.effectiveOn, withdrawnAt: table.withdrawnAt })
      .from(table)
      .where(eq(table.id, id));
    if (!entry) throw new NotFoundError(notFound);
    if (entry.withdrawnAt !== null || entry.effectiveOn <= today) {
      throw new ValidationError(ONLY_FUTURE_WITHDRAWN, { id: ONLY_FUTURE_WITHDRAWN });
    }
    const withdrawnAt = new Date();
    await tx.update(table).set({ withdrawnAt, withdrawnBy: caller.id }).where(eq(table.id, id));
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: `withdraw-${kind}`,
      entity: kind,
      entityId: id,
      before: { effectiveOn: entry.effectiveOn, withdrawnAt: null },
      after: { effectiveOn: entry.effectiveOn, withdrawnAt: withdrawnAt.toISOString() },
    });
    return { message: withdrawn };
  });
}

/** PUT Rate/WithdrawRate: a rate not in effect yet; its notices not yet sent are never sent. */
export function withdrawRate(db: DbOrTx, caller: Caller, id: number, today: string) {
  return withdrawEntry(db, caller, 'rate', id, today);
}

/** PUT Rate/WithdrawBillingTerms: terms not in effect yet. */
export function withdrawBillingTerms(db: DbOrTx, caller: Caller, id: number, today: string) {
  return withdrawEntry(db, caller, 'billing-terms', id, today);
}
