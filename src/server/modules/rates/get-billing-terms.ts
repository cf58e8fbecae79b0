import { desc } from 'drizzle-orm';
import type { EndpointResponse } from '../../../shared/contracts/endpoint';
import type { getBillingTermsEndpoint } from '../../../shared/contracts/rates';
import { isStaff } from '../../../shared/rules/access';
import { centsToDollars } from '../../../shared/rules/billing';
import type { DbOrTx } from '../../db/client';
import { billingTerms } from '../../db/schema';
import type { Caller } from '../auth/caller';
import { entryHistory, userNameOf } from './schedule-entries';

/** Thousandths of a percent as a percentage: 1500 is 1.5. */
const percentOf = (milliPercent: number) => milliPercent / 1000;

/**
 * GET Rate/GetBillingTerms: every version of the terms, withdrawn ones included, newest first,
 * with where each stands today; who entered and withdrew each for staff only.
 */
export async function getBillingTerms(
  db: DbOrTx,
  caller: Caller,
  today: string,
): Promise<EndpointResponse<typeof getBillingTermsEndpoint>> {
  const rows = await db
    .select({
      terms: billingTerms,
      enteredBy: userNameOf(billingTerms.enteredBy),
      withdrawnBy: userNameOf(billingTerms.withdrawnBy),
    })
    .from(billingTerms)
    .orderBy(desc(billingTerms.effectiveOn), desc(billingTerms.id));
  const entries = rows.map(({ terms, enteredBy, withdrawnBy }) => ({ ...terms, enteredBy, withdrawnBy }));
  const history = entryHistory(entries, today, isStaff(caller.accessLevel));
  return {
    message: 'OK',
    today,
    data: entries.map((terms) => ({
      ...history(terms),
      dueDays: terms.dueDays,
      lateFeePercent: percentOf(terms.lateFeeMilliPercent),
      lateFeePeriod: terms.lateFeePeriod,
      lateFeeCapPercent:
        terms.lateFeeCapMilliPercent === null ? null : percentOf(terms.lateFeeCapMilliPercent),
      cardFeePercent: percentOf(terms.cardMilliPercent),
      cardFeeFixed: centsToDollars(terms.cardFixedCents),
      bankFeePercent: percentOf(terms.bankMilliPercent),
    })),
  };
}
