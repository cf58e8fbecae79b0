import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  INTENT_STATUSES,
  INVOICE_EMAIL_KINDS,
  INVOICE_EMAIL_OUTCOMES,
  LATE_FEE_PERIODS,
  ONLINE_PAYMENT_METHODS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type IntentStatus,
  type InvoiceEmailKind,
  type InvoiceEmailOutcome,
  type LateFeePeriod,
  type OnlinePaymentMethod,
  type PaymentMethodStored,
  type PaymentStatus,
} from '../../../shared/states';
import { oneOf } from '../one-of';
import { clients } from './clients';
import { users } from './users';
import { wells } from './wells';

/** A quarterly invoice of one client. Money is integer cents. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNumber: varchar('invoice_number', { length: 30 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    accountingInvoiceId: varchar('accounting_invoice_id', { length: 100 }),
    /** The accounting service's version of its copy, which its next update must name. */
    accountingSyncToken: varchar('accounting_sync_token', { length: 50 }),
    /**
     * Counts the changes to what the invoice asks (adjustments, late-fee toggle, regeneration,
     * payment). The books are out of date while the synced revision is behind it.
     */
    revision: integer('revision').notNull().default(0),
    accountingSyncedRevision: integer('accounting_synced_revision'),
    accountingSyncedAt: timestamp('accounting_synced_at', { withTimezone: true }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    invoiceOwnerName: varchar('invoice_owner_name', { length: 500 }),
    phone: varchar('phone', { length: 20 }),
    address: varchar('address', { length: 300 }),
    cityStateZip: varchar('city_state_zip', { length: 250 }),
    clientEmail: varchar('client_email', { length: 250 }),
    billingDate: date('billing_date').notNull(),
    dueDate: date('due_date').notNull(),
    year: smallint('year').notNull(),
    quarter: smallint('quarter').notNull(),
    /** Billed (non-exempt) pumpage of the quarter in thousands of gallons. */
    gallons: numeric('gallons', { precision: 16, scale: 3, mode: 'number' }).notNull().default(0),
    hasPaid: boolean('has_paid').notNull().default(false),
    paymentDate: timestamp('payment_date', { withTimezone: true }),
    paymentType: varchar('payment_type', { length: 30 }),
    isVisible: boolean('is_visible').notNull().default(false),
    hideLateFees: boolean('hide_late_fees').notNull().default(false),
    feeAmountCents: bigint('fee_amount_cents', { mode: 'number' }).notNull().default(0),
    lateFeeAmountCents: bigint('late_fee_amount_cents', { mode: 'number' }).notNull().default(0),
    // The terms the invoice was built with (rules/invoices.ts InvoiceTerms): a later board vote on
    // the rate or the late fee never rewrites an issued invoice.
    rateCentsPerMillionGallons: integer('rate_cents_per_million_gallons').notNull().default(6500),
    dueDays: smallint('due_days').notNull().default(30),
    lateFeeMilliPercent: integer('late_fee_milli_percent').notNull().default(1500),
    lateFeePeriod: varchar('late_fee_period', { length: 5 }).$type<LateFeePeriod>().notNull().default('day'),
    lateFeeCapMilliPercent: integer('late_fee_cap_milli_percent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_number_unique').on(table.invoiceNumber),
    uniqueIndex('invoices_client_period_unique').on(table.clientId, table.year, table.quarter),
    index('invoices_period_idx').on(table.year, table.quarter),
    check('invoices_quarter_range', sql`${table.quarter} between 1 and 4`),
    check('invoices_fee_not_negative', sql`${table.feeAmountCents} >= 0`),
    check('invoices_late_fee_not_negative', sql`${table.lateFeeAmountCents} >= 0`),
    check('invoices_late_fee_period_known', oneOf(table.lateFeePeriod, LATE_FEE_PERIODS)),
    check(
      'invoices_terms_not_negative',
      sql`${table.rateCentsPerMillionGallons} >= 0 and ${table.dueDays} >= 0
      and ${table.lateFeeMilliPercent} >= 0 and coalesce(${table.lateFeeCapMilliPercent}, 0) >= 0`,
    ),
  ],
);

/** One well's three monthly figures on an invoice, frozen at generation time. */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    wellId: integer('well_id').references(() => wells.id),
    parish: varchar('parish', { length: 500 }),
    use: varchar('use', { length: 500 }),
    ownerNo: varchar('owner_no', { length: 200 }),
    wellNumber: varchar('well_number', { length: 30 }).notNull(),
    depth: numeric('depth', { precision: 8, scale: 1, mode: 'number' }),
    month1Pumpage: numeric('month1_pumpage', { precision: 16, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    month2Pumpage: numeric('month2_pumpage', { precision: 16, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    month3Pumpage: numeric('month3_pumpage', { precision: 16, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    flag: varchar('flag', { length: 1 }),
  },
  (table) => [
    index('invoice_items_invoice_idx').on(table.invoiceId),
    check('invoice_items_flag_known', sql`${table.flag} is null or ${table.flag} = 'E'`),
  ],
);

export const adjustments = pgTable(
  'adjustments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 500 }).notNull(),
    /** Signed: credits are negative. */
    valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('adjustments_invoice_idx').on(table.invoiceId),
    check('adjustments_value_not_zero', sql`${table.valueCents} <> 0`),
  ],
);

/** The payments that pay their invoice, or are on their way to: one per invoice is kept. */
const KEPT_PAYMENT_STATUSES: readonly PaymentStatus[] = ['processing', 'succeeded'];
/** The payments the reconciliation sweep still asks the provider about. */
const OPEN_PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'processing', 'refunding'];

/**
 * Every payment started or made on an invoice. An online payment is one row per provider intent
 * (unique), moved through its states by whichever of the redirect, the webhook or a retry reports
 * it first; a check is one row recorded by staff. Amounts are cents: `amountCents` is what was
 * charged or received, the invoice total plus `processingFeeCents`.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    method: varchar('method', { length: 20 }).$type<PaymentMethodStored>().notNull(),
    provider: varchar('provider', { length: 30 }),
    paymentIntentId: varchar('payment_intent_id', { length: 100 }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    processingFeeCents: bigint('processing_fee_cents', { mode: 'number' }).notNull().default(0),
    /** The invoice total the payment pays, late fee included: the late fee is frozen at this. */
    invoiceTotalCents: bigint('invoice_total_cents', { mode: 'number' }).notNull().default(0),
    lateFeeCents: bigint('late_fee_cents', { mode: 'number' }).notNull().default(0),
    status: varchar('status', { length: 20 }).$type<PaymentStatus>().notNull(),
    checkNumber: varchar('check_number', { length: 50 }),
    receivedOn: date('received_on'),
    /** Why the provider refused or reversed the payment, in its words. */
    failure: varchar('failure', { length: 500 }),
    /** The payment's id at the accounting service, once recorded there. */
    accountingPaymentId: varchar('accounting_payment_id', { length: 100 }),
    /** What the provider says it received, once the payment succeeded. */
    receivedCents: bigint('received_cents', { mode: 'number' }),
    /**
     * Why this payment's money goes back, in words for staff and the owner: the invoice was paid
     * another way, or the amount was not what the invoice asked. Set, the payment never pays the
     * invoice: a processing transfer is refunded when it arrives.
     */
    refundReason: varchar('refund_reason', { length: 500 }),
    /** The provider's refund, once it has been asked for. */
    refundId: varchar('refund_id', { length: 100 }),
    refundedCents: bigint('refunded_cents', { mode: 'number' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** When the reconciliation sweep last asked the provider about this payment. */
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    recordedBy: integer('recorded_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
  },
  (table) => [
    index('payments_invoice_idx').on(table.invoiceId),
    uniqueIndex('payments_intent_unique').on(table.paymentIntentId),
    check('payments_method_known', oneOf(table.method, PAYMENT_METHODS)),
    check('payments_status_known', oneOf(table.status, PAYMENT_STATUSES)),
    check('payments_amount_positive', sql`${table.amountCents} > 0`),
    // One payment pays an invoice: at most one succeeded, or processing towards it, that is kept.
    uniqueIndex('payments_one_kept_per_invoice')
      .on(table.invoiceId)
      .where(sql`${oneOf(table.status, KEPT_PAYMENT_STATUSES)} and ${table.refundReason} is null`),
    index('payments_open_idx').on(table.updatedAt).where(oneOf(table.status, OPEN_PAYMENT_STATUSES)),
  ],
);

/**
 * The sandbox provider's payment intents (used when no Stripe account is configured): kept in the
 * database like everything else, so a bank transfer still clears after a restart.
 */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: varchar('id', { length: 100 }).primaryKey(),
    clientSecret: varchar('client_secret', { length: 200 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    method: varchar('method', { length: 20 }).$type<OnlinePaymentMethod>().notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('usd'),
    status: varchar('status', { length: 30 }).$type<IntentStatus>().notNull(),
    lastError: varchar('last_error', { length: 500 }),
    /** Its refund, as Stripe keeps one per charge here: the whole amount received goes back. */
    refundId: varchar('refund_id', { length: 100 }),
    refundIdempotencyKey: varchar('refund_idempotency_key', { length: 200 }),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    invoiceId: integer('invoice_id'),
    clientId: integer('client_id'),
    /** A bank transfer in processing clears (or fails, `failsWith`) at this instant. */
    settlesAt: timestamp('settles_at', { withTimezone: true }),
    failsWith: varchar('fails_with', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sandbox_payment_intents_idempotency_unique').on(table.idempotencyKey),
    index('sandbox_payment_intents_settles_idx').on(table.settlesAt),
    check('sandbox_payment_intents_method_known', oneOf(table.method, ONLINE_PAYMENT_METHODS)),
    check('sandbox_payment_intents_status_known', oneOf(table.status, INTENT_STATUSES)),
  ],
);

/**
 * Every e-mail sent about an invoice, and every one that could not be: to whom, when, by whom, what
 * became of it. A send's request key (`requestKeys`) names the row it made.
 */
export const invoiceEmails = pgTable(
  'invoice_emails',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).$type<InvoiceEmailKind>().notNull(),
    recipients: text('recipients').notNull(),
    sentBy: integer('sent_by').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    outcome: varchar('outcome', { length: 20 }).$type<InvoiceEmailOutcome>().notNull(),
    detail: varchar('detail', { length: 500 }),
  },
  (table) => [
    index('invoice_emails_invoice_idx').on(table.invoiceId, table.at),
    check('invoice_emails_kind_known', oneOf(table.kind, INVOICE_EMAIL_KINDS)),
    check('invoice_emails_outcome_known', oneOf(table.outcome, INVOICE_EMAIL_OUTCOMES)),
  ],
);
