import { eq, sql } from 'drizzle-orm';
import { PAYMENT_PROCESSING } from '../../../shared/contracts/payment-intents';
import {
  CHECK_RECORDED,
  PAYMENT_TYPE_NAMES,
  RECEIVED_IN_FUTURE,
} from '../../../shared/contracts/payment-records';
import { formatCents, formatDay } from '../../../shared/format';
import type { DbOrTx } from '../../db/client';
import { invoices, payments } from '../../db/schema';
import { ConflictError, ValidationError } from '../../errors';
import type { Caller } from '../auth/caller';
import { changeUnpaidInvoice } from '../invoices/change-invoice';
import { amountsOwedOn, hasProcessingPayment } from './invoice-balance';

export interface CheckPayment {
  checkNumber: string;
  amountCents: number;
  dateReceived: string;
}

/**
 * PUT RecordPaymentByAdmin: staff record a check received for an unpaid invoice. The check must be
 * for what the invoice asked on the day it arrived (late fee as of that day, which is then frozen);
 * a different amount is refused with both figures, so staff adjust the invoice first. Audited.
 */
export function recordCheckPayment(
  db: DbOrTx,
  caller: Caller,
  invoiceId: number,
  check: CheckPayment,
  today: string,
): Promise<{ message: string }> {
  return changeUnpaidInvoice(db, caller, invoiceId, async (tx, invoice) => {
    if (check.dateReceived > today) {
      throw new ValidationError(RECEIVED_IN_FUTURE, { dateReceived: RECEIVED_IN_FUTURE });
    }
    if (check.dateReceived < invoice.billingDate) {
      const message = `The date received cannot be before the invoice's billing date, ${formatDay(invoice.billingDate)}`;
      throw new ValidationError(message, { dateReceived: message });
    }
    if (await hasProcessingPayment(tx, invoice.id)) throw new ConflictError(PAYMENT_PROCESSING);
    const { state, totals } = await amountsOwedOn(tx, invoice, check.dateReceived);
    if (check.amountCents !== totals.totalCents) {
      const message =
        `The check is for ${formatCents(check.amountCents)} but the invoice asked ` +
        `${formatCents(totals.totalCents)} on ${formatDay(check.dateReceived)}. ` +
        'Add an adjustment or waive the late fee first if the difference is accepted.';
      throw new ValidationError(message, { amount: message });
    }
    await tx.insert(payments).values({
      invoiceId: invoice.id,
      clientId: invoice.clientId,
      method: 'check',
      amountCents: check.amountCents,
      invoiceTotalCents: totals.totalCents,
      lateFeeCents: state.lateFeeCents,
      status: 'succeeded',
      checkNumber: check.checkNumber,
      receivedOn: check.dateReceived,
      recordedBy: caller.id,
    });
    await tx
      .update(invoices)
      .set({
        hasPaid: true,
        // Noon UTC keeps the calendar day in every US time zone.
        paymentDate: sql`(${check.dateReceived}::date + time '12:00') at time zone 'UTC'`,
        paymentType: PAYMENT_TYPE_NAMES.check,
        lateFeeAmountCents: state.lateFeeCents,
      })
      .where(eq(invoices.id, invoice.id));
    return {
      result: { message: CHECK_RECORDED },
      audit: {
        action: 'payment-check-recorded',
        before: { hasPaid: false },
        after: {
          hasPaid: true,
          checkNumber: check.checkNumber,
          amountCents: check.amountCents,
          dateReceived: check.dateReceived,
        },
      },
    };
  });
}
