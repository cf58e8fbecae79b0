import { desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  PAYMENT_ABANDONED_AFTER_HOURS,
  PAYMENT_EXCEPTIONS_LIMIT,
  STUCK_PAYMENT_NOTES,
  TRANSFER_STUCK_AFTER_DAYS,
  type PaymentException,
  type PaymentExceptionKind,
} from '../../../shared/contracts/payment-records';
import type { PageResponse } from '../../../shared/contracts/common';
import type { DbOrTx } from '../../db/client';
import { clients, invoices, payments } from '../../db/schema';
import { paymentRecordOf } from './list-payments';
import { matchCountSql, splitMatchCount } from '../../db/paging';

/** Each kind as a condition on a payment, and as the kind a row is listed under. */
const KIND_CONDITIONS: Record<PaymentExceptionKind, SQL> = {
  'refund-pending': sql`${payments.status} = 'refunding'`,
  refunded: sql`${payments.status} = 'refunded'`,
  stuck: sql`(${payments.status} = 'pending' and ${payments.createdAt} < now() - make_interval(hours => ${PAYMENT_ABANDONED_AFTER_HOURS}))
    or (${payments.status} = 'processing' and ${payments.updatedAt} < now() - make_interval(days => ${TRANSFER_STUCK_AFTER_DAYS}))`,
};

const kindOf = sql<PaymentExceptionKind>`case
  when ${payments.status} = 'refunding' then 'refund-pending'
  when ${payments.status} = 'refunded' then 'refunded'
  else 'stuck' end`;

function stuckNote(status: string): string | null {
  return status === 'pending' || status === 'processing' ? STUCK_PAYMENT_NOTES[status] : null;
}

/**
 * GET Payment/GetPaymentExceptions: the payments staff must know about, newest first (staff only,
 * at most PAYMENT_EXCEPTIONS_LIMIT; the total says how many there are).
 */
export async function listPaymentExceptions(
  db: DbOrTx,
  query: { kind?: PaymentExceptionKind | undefined },
): Promise<PageResponse<PaymentException>> {
  const kinds = query.kind ? [query.kind] : (Object.keys(KIND_CONDITIONS) as PaymentExceptionKind[]);
  const where = sql.join(
    kinds.map((kind) => sql`(${KIND_CONDITIONS[kind]})`),
    sql` or `,
  );
  const found = await db
    .select({
      payment: payments,
      kind: kindOf,
      invoiceNumber: invoices.invoiceNumber,
      clientName: clients.name,
      totalCount: matchCountSql(),
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(clients, eq(clients.id, payments.clientId))
    .where(where)
    .orderBy(desc(payments.updatedAt), desc(payments.id))
    .limit(PAYMENT_EXCEPTIONS_LIMIT);
  const { rows, totalCount } = splitMatchCount(found);
  return {
    message: 'OK',
    totalCount,
    data: rows.map(({ payment, kind, invoiceNumber, clientName }) => {
      const record = paymentRecordOf(payment, null);
      return {
        id: record.id,
        method: record.method,
        status: record.status,
        amount: record.amount,
        receivedAmount: record.receivedAmount,
        note: record.note ?? (kind === 'stuck' ? stuckNote(record.status) : null),
        failure: record.failure,
        refundedAmount: record.refundedAmount,
        refundedAt: record.refundedAt,
        refundId: record.refundId,
        createdAt: record.createdAt,
        updatedAt: record.updatedAt,
        kind,
        paymentIntentId: payment.paymentIntentId,
        invoiceId: payment.invoiceId,
        invoiceNumber,
        clientId: payment.clientId,
        clientName,
      };
    }),
  };
}
