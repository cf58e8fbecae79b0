import { eq, sql } from 'drizzle-orm';
import {
  CANCELLED_BECAUSE,
  CHECK_RECORDED,
  PAYMENT_TYPE_NAMES,
  RECEIVED_IN_FUTURE,
} from '../../../shared/contracts/payment-records';
import { formatCents, formatDay } from '../../../shared/format';
import { invoices, payments } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { Caller } from '../auth/caller';
import { changeUnpaidInvoice } from '../invoices';
import { amountsOwedOn } from './invoice-balance';
import type { PaymentContext } from './payment-context';
import { cancelOpenIntents } from './report-intent';

export interface CheckPayment {
  checkNumber: string;
  amountCents: number;
  dateReceived: string;
}

/**
 * PUT RecordPaymentByAdmin: staff record a check received for an unpaid invoice. The check must be
 * for what the invoice asked on the day it arrived (late fee as of that day, which is then frozen);
 * a different amount is refused with both figures, so staff adjust the invoice first. Refused while
 * a bank transfer is on its way. The invoice's open intents are cancelled at the provider first (one
 * found paid after all is recorded, and the check refused), and again once the check is recorded.
 * Audited.
 */
export async function recordCheckPayment(
  context: PaymentContext,
  caller: Caller,
  invoiceId: number,
  check: CheckPayment,
): Promise<{ message: string }> {
  // Best effort: with the provider unreachable the check is still recorded, and a payment that
  // arrives after it is refunded.
  const cancelOpen = () =>
    cancelOpenIntents(context, invoiceId, {
      actorUserId: caller.id,
      reason: CANCELLED_BECAUSE.checkRecorded,
    }).catch((error: unknown) =>
      context.warn(error, `Open payments of invoice ${invoiceId} could not be cancelled`),
    );
  await cancelOpen();
  const answer = await recordCheck(context, caller, invoiceId, check);
  await cancelOpen();
  context.observe?.('paid', 'check');
  return answer;
}

function recordCheck(
  { db, today: todayOf }: PaymentContext,
  caller: Caller,
  invoiceId: number,
  check: CheckPayment,
): Promise<{ message: string }> {
  const today = todayOf();
  return changeUnpaidInvoice(db, caller, invoiceId, async (tx, invoice) => {
    if (check.dateReceived > today) {
      throw new ValidationError(RECEIVED_IN_FUTURE, { dateReceived: RECEIVED_IN_FUTURE });
    }
    if (check.dateReceived < invoice.billingDate) {
      const message = `The date received cannot be before the invoice's billing date, ${formatDay(invoice.billingDate)}`;
      throw new ValidationError(message, { dateReceived: message });
    }
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
