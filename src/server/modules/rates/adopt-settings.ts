import { eq } from 'drizzle-orm';
import type { InvoiceTerms } from '../../../shared/rules/invoices';
import type { PaymentFeeTerms } from '../../../shared/rules/payment-fees';
import type { DbOrTx } from '../../db/client';
import { billingTerms, rateSchedule } from '../../db/schema';

/**
 * The first start after the schedule's migration makes the configured rate and terms
 * (BILLING_RATE_PER_MILLION_GALLONS, INVOICE_DUE_DAYS, LATE_FEE_*, PAYMENT_*_FEE_*) the schedule's
 * first entries, so a district bills exactly as before. Only entries still marked as from the
 * setting change, once: from then on the schedule is the district's, and the settings are unused.
 */
export async function adoptConfiguredSettings(
  db: DbOrTx,
  invoiceTerms: InvoiceTerms,
  paymentFees: PaymentFeeTerms,
): Promise<void> {
  await db
    .update(rateSchedule)
    .set({ rateCentsPerMillionGallons: invoiceTerms.rateCentsPerMillionGallons, fromSetting: false })
    .where(eq(rateSchedule.fromSetting, true));
  await db
    .update(billingTerms)
    .set({
      dueDays: invoiceTerms.dueDays,
      lateFeeMilliPercent: invoiceTerms.lateFeeMilliPercent,
      lateFeePeriod: invoiceTerms.lateFeePeriod,
      lateFeeCapMilliPercent: invoiceTerms.lateFeeCapMilliPercent,
      cardMilliPercent: paymentFees.cardMilliPercent,
      cardFixedCents: paymentFees.cardFixedCents,
      bankMilliPercent: paymentFees.bankMilliPercent,
      fromSetting: false,
    })
    .where(eq(billingTerms.fromSetting, true));
}
