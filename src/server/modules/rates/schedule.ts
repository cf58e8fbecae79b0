import { asc, isNull } from 'drizzle-orm';
import type { InvoicePeriod } from '../../../shared/contracts/invoices';
import { addDays } from '../../../shared/rules/calendar';
import type { InvoiceTerms } from '../../../shared/rules/invoices';
import type { PaymentFeeTerms } from '../../../shared/rules/payment-fees';
import { quarterDateRange, type Quarter } from '../../../shared/rules/quarters';
import { entryInForce, rateSegments, type RateSegment } from '../../../shared/rules/rate-schedule';
import type { DbOrTx } from '../../db/client';
import { billingTerms, rateSchedule } from '../../db/schema';

/** The schedule's rates that apply (withdrawn ones never did), in day order. */
export function scheduledRates(db: DbOrTx) {
  return db
    .select({
      id: rateSchedule.id,
      effectiveOn: rateSchedule.effectiveOn,
      rateCentsPerMillionGallons: rateSchedule.rateCentsPerMillionGallons,
    })
    .from(rateSchedule)
    .where(isNull(rateSchedule.withdrawnAt))
    .orderBy(asc(rateSchedule.effectiveOn));
}

/** The rates a quarter bills at, one segment per rate in day order. */
export async function quarterRateSegments(
  db: DbOrTx,
  { year, quarter }: InvoicePeriod,
): Promise<RateSegment[]> {
  const { start, end } = quarterDateRange(year, quarter as Quarter);
  // quarterDateRange's end is the first day after the quarter.
  return rateSegments(await scheduledRates(db), start, addDays(end, -1));
}

type TermsRow = typeof billingTerms.$inferSelect;

async function termsRowOn(db: DbOrTx, day: string): Promise<TermsRow> {
  const rows = await db.select().from(billingTerms).where(isNull(billingTerms.withdrawnAt));
  const row = entryInForce(rows, day);
  // The migration's first entry applies from the start, so only a damaged schedule lacks one.
  if (!row) throw new Error(`No billing terms are in force on ${day}`);
  return row;
}

/**
 * The terms an invoice built on `day` keeps: the due days and late-fee terms in force that day, and
 * the rate in force on it (the rate of a quarter's days is in its lines; this one names the invoice's).
 */
export async function invoiceTermsOn(
  db: DbOrTx,
  day: string,
  rateCentsPerMillionGallons: number,
): Promise<InvoiceTerms> {
  const row = await termsRowOn(db, day);
  return {
    rateCentsPerMillionGallons,
    dueDays: row.dueDays,
    lateFeeMilliPercent: row.lateFeeMilliPercent,
    lateFeePeriod: row.lateFeePeriod,
    lateFeeCapMilliPercent: row.lateFeeCapMilliPercent,
  };
}

/** The processing fees a payment made on `day` is charged, with the provider's limits (not terms of the district). */
export async function paymentFeesOn(
  db: DbOrTx,
  day: string,
  limits: Pick<PaymentFeeTerms, 'cardLimitCents' | 'bankLimitCents'>,
): Promise<PaymentFeeTerms> {
  const row = await termsRowOn(db, day);
  return {
    cardMilliPercent: row.cardMilliPercent,
    cardFixedCents: row.cardFixedCents,
    bankMilliPercent: row.bankMilliPercent,
    cardLimitCents: limits.cardLimitCents,
    bankLimitCents: limits.bankLimitCents,
  };
}
