import { accountingConnectionEndpoint, syncLogEndpoint } from '../../../shared/contracts/accounting';
import { invoiceHistoryEndpoint } from '../../../shared/contracts/audit-log';
import { getDistrictProfileEndpoint } from '../../../shared/contracts/district';
import { invoiceEmailsEndpoint } from '../../../shared/contracts/invoice-emails';
import { getInvoiceEndpoint } from '../../../shared/contracts/invoices';
import { invoicePaymentsEndpoint } from '../../../shared/contracts/payment-records';
import { paymentFeesEndpoint } from '../../../shared/contracts/payments';
import type { InvoiceSummary } from '../../../shared/contracts/invoice-lists';
import type { InvoiceDetail } from '../../../shared/contracts/invoices';
import type { PaymentRecord } from '../../../shared/contracts/payment-records';
import { DEFAULT_PAYMENT_FEE_TERMS, type PaymentFeeTerms } from '../../../shared/rules/payment-fees';
import { jsonResponse, type mockApi } from '../api-mock';
import { accountingConnection } from './accounting';
import { districtProfile } from './district';

/** An invoice as the lists show it: unpaid, visible, not yet due. */
export function invoiceSummary(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    id: 1,
    invoiceNumber: '2026-Q1-00005',
    title: 'Groundwater pumpage fee, 2026 Q1',
    clientId: 5,
    clientName: 'Red Stick Water Company',
    year: 2026,
    quater: 1,
    billingDate: '2026-04-15',
    dueDate: '2026-05-15',
    feeAmount: 86.5,
    lateFeeAmount: 0,
    totalAmount: 86.5,
    hasPaid: false,
    paymentDate: null,
    isVisible: true,
    accountingInvoiceId: null,
    accountingOutOfDate: false,
    lateFee: { kind: 'current', daysLate: 0, daysLeft: null },
    ...overrides,
  };
}

/** An invoice's detail page data with two items and one adjustment. */
export function invoiceDetail(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    id: 1,
    invoiceNumber: '2026-Q1-00005',
    title: 'Groundwater pumpage fee, 2026 Q1',
    accountingInvoiceId: null,
    accountingOutOfDate: false,
    clientId: 5,
    clientName: 'Red Stick Water Company',
    invoiceOwnerName: 'Red Stick Water Company',
    phone: '(225)-555-0100',
    address: '100 North St',
    cityStateZip: 'Baton Rouge, LA 70802',
    clientEmail: 'billing@redstick.test',
    billingDate: '2026-04-15',
    date: '2026-04-15',
    dueDate: '2026-05-15',
    extendedDeadline: '2026-06-14',
    year: 2026,
    quater: 1,
    gallons: 1500,
    rateCentsPerMillionGallons: 6500,
    hasPaid: false,
    paymentDate: null,
    paymentType: null,
    paymentProcessing: false,
    isVisible: true,
    hideLateFees: false,
    feeAmount: 97.5,
    // The quarter under one rate: one line, the whole fee.
    rateLines: [
      {
        fromOn: '2026-01-01',
        toOn: '2026-03-31',
        ratePerMillionGallons: 65,
        billedKgal: 1500,
        feeAmount: 97.5,
      },
    ],
    adjustmentsAmount: -10,
    lateFeeAmount: 0,
    lateFeeProjectedAmount: 0,
    totalAmount: 87.5,
    lateFee: { kind: 'current', daysLate: 0, daysLeft: null },
    invoiceItems: [
      {
        id: 11,
        parish: 'East Baton Rouge',
        use: 'Industrial',
        ownerNo: 'Plant Well No. 1',
        wellNumber: 'EB-101',
        depth: 420,
        month1Pumpage: 500,
        month2Pumpage: 500,
        month3Pumpage: 500,
        flag: null,
      },
      {
        id: 12,
        parish: 'East Baton Rouge',
        use: 'Domestic',
        ownerNo: null,
        wellNumber: 'EB-102',
        depth: null,
        month1Pumpage: 3,
        month2Pumpage: 2,
        month3Pumpage: 1,
        flag: 'E',
      },
    ],
    totalItems: 2,
    adjustments: [{ id: 21, reason: 'Meter fault credit', value: -10 }],
    ...overrides,
  };
}

/** A payment as an invoice's Payments table lists it: a check staff recorded, gone through. */
export function paymentRow(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    id: 31,
    method: 'check',
    status: 'succeeded',
    amount: 87.5,
    processingFee: 0,
    invoiceAmount: 87.5,
    checkNumber: '1042',
    receivedOn: '2026-05-02',
    failure: null,
    receivedAmount: 87.5,
    note: null,
    refundedAmount: null,
    refundedAt: null,
    refundId: null,
    recordedBy: 'Ada Lovelace',
    createdAt: '2026-05-04T15:30:00.000Z',
    updatedAt: '2026-05-04T15:30:00.000Z',
    ...overrides,
  };
}

/** The accounting calls a staff invoice page makes: connected, and never synced. */
export const INVOICE_ACCOUNTING_ANSWERS = {
  [accountingConnectionEndpoint.path]: () => jsonResponse({ message: 'OK', data: accountingConnection() }),
  [syncLogEndpoint.path]: () => jsonResponse({ message: 'OK', data: [], totalCount: 0 }),
};

/** GetPaymentFees answering `terms`: the default fees and limits, with any of them overridden. */
export function paymentFeesAnswers(terms: Partial<PaymentFeeTerms> = {}) {
  const data: PaymentFeeTerms = { ...DEFAULT_PAYMENT_FEE_TERMS, ...terms };
  return { [paymentFeesEndpoint.path]: () => jsonResponse({ message: 'OK', data }) };
}

/**
 * The default processing fees (card 2.9% + 30 cents, bank transfer 0.8%) and limits ($999,999.99
 * each), as GetPaymentFees answers them.
 */
export const PAYMENT_FEES_ANSWERS = paymentFeesAnswers();

/**
 * Every call an invoice's page makes when it opens, answered plainly: `invoice`, the district, and no
 * history, e-mails or payments yet. Tests spread it and override the calls they look at.
 */
export function invoicePageAnswers(
  invoice: InvoiceDetail = invoiceDetail(),
  district = districtProfile(),
): Parameters<typeof mockApi>[0] {
  return {
    ...INVOICE_ACCOUNTING_ANSWERS,
    ...PAYMENT_FEES_ANSWERS,
    [getInvoiceEndpoint.path]: () => jsonResponse({ message: 'OK', data: invoice }),
    [getDistrictProfileEndpoint.path]: () => jsonResponse({ message: 'OK', data: district }),
    [invoiceHistoryEndpoint.path]: () => jsonResponse({ message: 'OK', data: [] }),
    [invoiceEmailsEndpoint.path]: () => jsonResponse({ message: 'OK', data: [] }),
    [invoicePaymentsEndpoint.path]: () => jsonResponse({ message: 'OK', data: [] }),
  };
}
