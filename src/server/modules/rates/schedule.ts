import { asc, isNull } from 'drizzle-orm';
import type { InvoicePeriod } from '../../../shared/contracts/invoices';
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

/** The last day of each quarter's last month (March, June, September, December). */
const QUARTER_LAST_DAYS = ['31', '30', '30', '31'] as const;

/** The rates a quarter bills at, one segment per rate in day order. */
export async function quarterRateSegments(
  db: DbOrTx,
  { year, quarter }: InvoicePeriod,
): Promise<RateSegment[]> {
  const { start } = quarterDateRange(year, quarter as Quarter);
  // The quarter's last day, named directly: the day after it may lie past year 9999, which no date holds.
  const last = `${year}-${String(quarter * 3).padStart(2, '0')}-${QUARTER_LAST_DAYS[quarter - 1]}`;
  return rateSegments(await scheduledRates(db), start, last);
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
