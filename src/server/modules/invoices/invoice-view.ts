import { isAccountingOutOfDate } from '../../../shared/rules/accounting-sync';
import type { InvoiceDetail, LateFeeNotice } from '../../../shared/contracts/invoices';
import { centsToDollars } from '../../../shared/rules/billing';
import {
  extendedDeadlineOf,
  invoiceTotals,
  lateFeeStateOf,
  type LateFeeState,
} from '../../../shared/rules/invoices';
import type { InvoiceRecord } from '../auth/scope';
import { linesOrQuarter, rateLineView, type StoredRateLine } from './rate-lines';

/** What of an invoice decides what it owes: its fee, dates, payment, waiver and stored terms. */
export type InvoiceAmountFields = Pick<
  InvoiceRecord,
  | 'feeAmountCents'
  | 'dueDate'
  | 'rateCentsPerMillionGallons'
  | 'dueDays'
  | 'lateFeeMilliPercent'
  | 'lateFeePeriod'
  | 'lateFeeCapMilliPercent'
  | 'hasPaid'
  | 'lateFeeAmountCents'
  | 'hideLateFees'
>;

/** What an invoice owes on `today`: its late fee state and totals, from the terms stored on it. */
export function invoiceAmountsOn(
  invoice: InvoiceAmountFields,
  adjustmentCents: readonly number[],
  today: string,
) {
  const extendedDeadline = extendedDeadlineOf(invoice.dueDate);
  const due = invoiceTotals(invoice.feeAmountCents, adjustmentCents, 0);
  const state = lateFeeStateOf({
    totalDueCents: due.totalDueCents,
    dueDate: invoice.dueDate,
    extendedDeadline,
    today,
    terms: {
      rateCentsPerMillionGallons: invoice.rateCentsPerMillionGallons,
      dueDays: invoice.dueDays,
      lateFeeMilliPercent: invoice.lateFeeMilliPercent,
      lateFeePeriod: invoice.lateFeePeriod,
      lateFeeCapMilliPercent: invoice.lateFeeCapMilliPercent,
    },
    hasPaid: invoice.hasPaid,
    paidLateFeeCents: invoice.lateFeeAmountCents,
    hideLateFees: invoice.hideLateFees,
  });
  const totals = invoiceTotals(invoice.feeAmountCents, adjustmentCents, state.lateFeeCents);
  return { state, totals, extendedDeadline };
}

export function noticeOf(state: LateFeeState): LateFeeNotice {
  return {
    kind: state.kind,
    daysLate: 'daysLate' in state ? state.daysLate : 0,
    daysLeft: state.kind === 'grace' ? state.daysLeft : null,
  };
}

/** The detail page's invoice, amounts in dollars. */
export function invoiceDetailOf(
  invoice: InvoiceRecord,
  parts: {
    clientName: string;
    paymentProcessing: boolean;
    adjustments: { id: number; reason: string; valueCents: number }[];
    items: InvoiceDetail['invoiceItems'];
    totalItems: number;
    /** The stored fee lines in day order (none: the invoice's quarter at its own rate). */
    rateLines: StoredRateLine[];
  },
  today: string,
): InvoiceDetail {
  const { state, totals, extendedDeadline } = invoiceAmountsOn(
    invoice,
    parts.adjustments.map((adjustment) => adjustment.valueCents),
    today,
  );
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    title: invoice.title,
    accountingInvoiceId: invoice.accountingInvoiceId,
    accountingOutOfDate: isAccountingOutOfDate(invoice),
    clientId: invoice.clientId,
    clientName: parts.clientName,
    invoiceOwnerName: invoice.invoiceOwnerName,
    phone: invoice.phone,
    address: invoice.address,
    cityStateZip: invoice.cityStateZip,
    clientEmail: invoice.clientEmail,
    billingDate: invoice.billingDate,
    date: invoice.billingDate,
    dueDate: invoice.dueDate,
    extendedDeadline,
    year: invoice.year,
    quater: invoice.quarter,
    gallons: invoice.gallons,
    rateCentsPerMillionGallons: invoice.rateCentsPerMillionGallons,
    hasPaid: invoice.hasPaid,
    paymentDate: invoice.paymentDate?.toISOString() ?? null,
    paymentType: invoice.paymentType,
    paymentProcessing: parts.paymentProcessing,
    isVisible: invoice.isVisible,
    hideLateFees: invoice.hideLateFees,
    feeAmount: centsToDollars(invoice.feeAmountCents),
    rateLines: linesOrQuarter(parts.rateLines, invoice).map(rateLineView),
    adjustmentsAmount: centsToDollars(totals.adjustmentsCents),
    lateFeeAmount: centsToDollars(state.lateFeeCents),
    lateFeeProjectedAmount: centsToDollars(state.kind === 'grace' ? state.projectedCents : 0),
    totalAmount: centsToDollars(totals.totalCents),
    lateFee: noticeOf(state),
    invoiceItems: parts.items,
    totalItems: parts.totalItems,
    adjustments: parts.adjustments.map(({ id, reason, valueCents }) => ({
      id,
      reason,
      value: centsToDollars(valueCents),
    })),
  };
}
