import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BILLING_TERMS_SAVED,
  milliPercentOf,
  type saveBillingTermsRequestSchema,
} from '../../../shared/contracts/rates';
import { formatDay } from '../../../shared/format';
import { dollarsToCents } from '../../../shared/rules/billing';
import { termsEffectiveRefusal } from '../../../shared/rules/rate-schedule';
import { recordAudit } from '../../audit';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { billingTerms } from '../../db/schema';
import { doOncePerKey } from '../../request-keys';
import type { Caller } from '../auth/caller';
import { throwIfRefused } from './schedule-entries';

export type SaveBillingTermsInput = z.output<typeof saveBillingTermsRequestSchema>;

/** The terms as stored: percentages in thousandths of a percent, the card's fixed fee in cents. */
function storedTerms(input: SaveBillingTermsInput) {
  return {
    effectiveOn: input.effectiveOn,
    dueDays: input.dueDays,
    lateFeeMilliPercent: milliPercentOf(input.lateFeePercent),
    lateFeePeriod: input.lateFeePeriod,
    lateFeeCapMilliPercent: input.lateFeeCapPercent === null ? null : milliPercentOf(input.lateFeeCapPercent),
    cardMilliPercent: milliPercentOf(input.cardFeePercent),
    // The contract has refused fractions of a cent.
    cardFixedCents: dollarsToCents(input.cardFeeFixed) ?? 0,
    bankMilliPercent: milliPercentOf(input.bankFeePercent),
  };
}

async function writeTerms(
  db: DbOrTx,
  caller: Caller,
  input: SaveBillingTermsInput,
  today: string,
): Promise<{ message: string; id: number }> {
  const values = storedTerms(input);
  const refuse = (taken: boolean) =>
    throwIfRefused({
      effectiveOn: termsEffectiveRefusal(values.effectiveOn, today, taken, formatDay) ?? undefined,
    });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.billingTerms})`);
    const [sameDay] = await tx
      .select({ id: billingTerms.id })
      .from(billingTerms)
      .where(and(eq(billingTerms.effectiveOn, values.effectiveOn), isNull(billingTerms.withdrawnAt)));
    refuse(sameDay !== undefined);
    const [created] = await tx
      .insert(billingTerms)
      .values({ ...values, enteredBy: caller.id })
      .returning({ id: billingTerms.id })
      .catch((error: unknown) => {
        // Terms written without the lock took the day first.
        if (isUniqueViolation(error, 'billing_terms_one_a_day')) refuse(true);
        throw error;
      });
    if (!created) throw new Error('billing terms insert returned nothing');
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: 'save-billing-terms',
      entity: 'billing-terms',
      entityId: created.id,
      after: values,
    });
    return { message: BILLING_TERMS_SAVED, id: created.id };
  });
}

/**
 * POST Rate/SaveBillingTerms: terms taking effect after today, one version a day; invoices built
 * from that day keep them. The same request again answers what the first did.
 */
export async function saveBillingTerms(
  db: DbOrTx,
  caller: Caller,
  input: SaveBillingTermsInput,
  today: string,
  requestKey?: string,
): Promise<{ message: string; id: number }> {
  const { result } = await doOncePerKey(
    db,
    { key: requestKey, callerId: caller.id, operation: 'save-billing-terms', targetId: null, body: input },
    (tx) => writeTerms(tx, caller, input, today),
    (id) => ({ message: BILLING_TERMS_SAVED, id }),
  );
  return result;
}
