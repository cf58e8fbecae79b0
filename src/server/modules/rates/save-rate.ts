import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { RATE_SAVED, type saveRateRequestSchema } from '../../../shared/contracts/rates';
import { formatDay } from '../../../shared/format';
import { dollarsToCents } from '../../../shared/rules/billing';
import { rateRefusals, type ProposedRate } from '../../../shared/rules/rate-schedule';
import { recordAudit } from '../../audit';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { rateSchedule } from '../../db/schema';
import { ValidationError } from '../../errors';
import { doOncePerKey } from '../../request-keys';
import type { Caller } from '../auth/caller';
import { countBilledClients } from './billed-clients';
import { scheduledRates } from './schedule';
import { throwIfRefused } from './schedule-entries';

export type SaveRateInput = z.output<typeof saveRateRequestSchema>;

export interface RateSaved {
  message: string;
  id: number;
  noticesQueued: number;
}

/** The rate as stored, in cents; the contract has already refused fractions of a cent. */
function proposedOf(input: SaveRateInput): ProposedRate {
  const cents = dollarsToCents(input.ratePerMillionGallons);
  if (cents === null) throw new ValidationError('Enter the rate in dollars and cents, such as 65.00');
  return {
    rateCentsPerMillionGallons: cents,
    effectiveOn: input.effectiveOn,
    adoptedOn: input.adoptedOn,
    noticeGivenOn: input.noticeGivenOn,
    hearingOn: input.hearingOn,
  };
}

/**
 * Adds the rate under the schedule's lock, so two saves at once are judged one after the other by
 * the schedule's rules (rules/rate-schedule.ts rateRefusals); the one-rate-a-day index backs the
 * lock. Audited. Answers how many clients billed in the last year are to be told of it.
 */
async function writeRate(
  db: DbOrTx,
  caller: Caller,
  proposed: ProposedRate,
  today: string,
  noticeDays: number,
): Promise<RateSaved> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.rateSchedule})`);
    throwIfRefused(rateRefusals(proposed, await scheduledRates(tx), today, noticeDays, formatDay));
    const [created] = await tx
      .insert(rateSchedule)
      .values({ ...proposed, enteredBy: caller.id })
      .returning({ id: rateSchedule.id })
      .catch((error: unknown) => {
        if (!isUniqueViolation(error, 'rate_schedule_one_a_day')) throw error;
        // A rate written without the lock took the day first: refused as the rule words it.
        throwIfRefused(rateRefusals(proposed, [proposed], today, noticeDays, formatDay));
        throw error;
      });
    if (!created) throw new Error('rate insert returned nothing');
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: 'save-rate',
      entity: 'rate',
      entityId: created.id,
      after: proposed,
    });
    return { message: RATE_SAVED, id: created.id, noticesQueued: await countBilledClients(tx, today) };
  });
}

/**
 * POST Rate/SaveRate: a new rate taking effect after today. The same request again (its request
 * key) answers what the first did and adds nothing; `replayed` says so, so the notices are not
 * started twice.
 */
export async function saveRate(
  db: DbOrTx,
  caller: Caller,
  input: SaveRateInput,
  settings: { today: string; noticeDays: number },
  requestKey?: string,
): Promise<{ saved: RateSaved; replayed: boolean }> {
  const proposed = proposedOf(input);
  const { today, noticeDays } = settings;
  const { result, replayed } = await doOncePerKey(
    db,
    { key: requestKey, callerId: caller.id, operation: 'save-rate', targetId: null, body: input },
    (tx) => writeRate(tx, caller, proposed, today, noticeDays),
    async (id) => ({ message: RATE_SAVED, id, noticesQueued: await countBilledClients(db, today) }),
  );
  return { saved: result, replayed };
}
