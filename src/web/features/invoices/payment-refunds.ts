import type { PaymentRecord } from '../../../shared/contracts/payment-records';
import { formatDay, formatDollars } from '../../../shared/format';
import { localIsoDate } from '../../lib/dates';

/** The day an instant fell on where the reader is, as MM/DD/YYYY. */
export function dayOf(instant: string): string {
  return formatDay(localIsoDate(new Date(instant)));
}

/** What went back, or goes back: the refund itself, else what the provider received, else what was charged. */
function refundAmountOf(payment: PaymentRecord): string {
  return formatDollars(payment.refundedAmount ?? payment.receivedAmount ?? payment.amount);
}

/** The reason after a colon, or a full stop when there is none. */
const because = (note: string | null) => (note ? `: ${note}` : '.');

/**
 * What went back to the payer for the payments table: how much, when and the provider's reference
 * (an owner quotes it to their bank), or that it is still to be made; null for money the invoice keeps.
 */
export function refundText(payment: PaymentRecord): string | null {
  if (payment.status === 'refunded') {
    const when = payment.refundedAt ? ` on ${dayOf(payment.refundedAt)}` : '';
    const reference = payment.refundId ? ` (refund ${payment.refundId})` : '';
    return `Refunded ${refundAmountOf(payment)}${when}${reference}`;
  }
  if (payment.status === 'refunding') return `${refundAmountOf(payment)} to be refunded`;
  // A bank transfer judged, when it began, not to pay the invoice goes back once it arrives.
  if (payment.status === 'processing' && payment.note) return 'To be refunded when it arrives';
  return null;
}

/**
 * The invoice page's notice of money that did not pay the invoice and goes back, for the owner and
 * staff alike, with the reason; null for any other payment.
 */
export function refundNotice(payment: PaymentRecord): string | null {
  if (payment.status === 'refunded') {
    const when = payment.refundedAt ? ` on ${dayOf(payment.refundedAt)}` : '';
    return `A payment of ${refundAmountOf(payment)} was refunded${when}${because(payment.note)}`;
  }
  if (payment.status === 'refunding') {
    return `A payment of ${refundAmountOf(payment)} is being refunded${because(payment.note)}`;
  }
  if (payment.status === 'processing' && payment.note) {
    return `A bank transfer of ${formatDollars(payment.amount)} cannot pay this invoice and will be refunded in full when it arrives${because(payment.note)}`;
  }
  return null;
}

/**
 * Why an unpaid invoice is open again after a bank transfer: when the last payment tried is a
 * transfer that failed, what, when and the bank's reason, so the owner learns it at the top of the
 * invoice and not only by e-mail; null otherwise (a declined card is told at once, in the dialog).
 */
export function failedTransferNotice(
  invoicePaid: boolean,
  payments: readonly PaymentRecord[],
): string | null {
  if (invoicePaid) return null;
  const latest = [...payments].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0];
  if (latest?.method !== 'us_bank_account' || latest.status !== 'failed') return null;
  return (
    `The bank transfer of ${formatDollars(latest.amount)} made on ${dayOf(latest.createdAt)} did not go through` +
    `${because(latest.failure)} The invoice is open again: please pay it.`
  );
}
