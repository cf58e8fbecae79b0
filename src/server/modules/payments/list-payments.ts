import { desc, eq } from 'drizzle-orm';
import type { PaymentRecord } from '../../../shared/contracts/payment-records';
import { centsToDollars } from '../../../shared/rules/billing';
import type { DbOrTx } from '../../db/client';
import { payments, users } from '../../db/schema';
import type { Caller } from '../auth/caller';
import { findVisibleInvoice } from '../auth/scope';
import { userNameSql } from '../users';

/** GET Invoice/GetInvoicePayments: every payment of an invoice the caller may see, newest first. */
export async function listInvoicePayments(
  db: DbOrTx,
  caller: Caller,
  invoiceId: number,
): Promise<{ message: string; data: PaymentRecord[] }> {
  await findVisibleInvoice(db, caller, invoiceId);
  const rows = await db
    .select({
      payment: payments,
      recordedBy: userNameSql,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.recordedBy))
    .where(eq(payments.invoiceId, invoiceId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return { message: 'OK', data: rows.map(({ payment, recordedBy }) => paymentRecordOf(payment, recordedBy)) };
}

export function paymentRecordOf(
  payment: typeof payments.$inferSelect,
  recordedBy: string | null,
): PaymentRecord {
  return {
    id: payment.id,
    method: payment.method === 'manual' ? 'check' : payment.method,
    status: payment.status as PaymentRecord['status'],
    amount: centsToDollars(payment.amountCents),
    processingFee: centsToDollars(payment.processingFeeCents),
    invoiceAmount: centsToDollars(payment.invoiceTotalCents),
    checkNumber: payment.checkNumber,
    receivedOn: payment.receivedOn,
    failure: payment.failure,
    receivedAmount: payment.receivedCents === null ? null : centsToDollars(payment.receivedCents),
    note: payment.refundReason ?? payment.note,
    refundedAmount: payment.refundedCents === null ? null : centsToDollars(payment.refundedCents),
    refundedAt: payment.refundedAt?.toISOString() ?? null,
    refundId: payment.refundId,
    recordedBy,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
  };
}
