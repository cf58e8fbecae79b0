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
  LATE_FEE_PERIODS,
  NOTICE_OUTCOMES,
  type LateFeePeriod,
  type NoticeOutcome,
} from '../../../shared/states';
import { oneOf } from '../one-of';
import { clients } from './clients';
import { invoices } from './invoices';
import { users } from './users';

/**
 * The district's rate schedule: each rate applies from `effectiveOn` until the next one. The first
 * entry applies from the start (rules/rate-schedule.ts SCHEDULE_START) and carries the setting the
 * district billed with before the schedule existed (`fromSetting` until the first start adopts the
 * configured value). A withdrawn entry never applied and stays for the record.
 */
export const rateSchedule = pgTable(
  'rate_schedule',
  {
    id: serial('id').primaryKey(),
    effectiveOn: date('effective_on').notNull(),
    rateCentsPerMillionGallons: integer('rate_cents_per_million_gallons').notNull(),
    adoptedOn: date('adopted_on'),
    noticeGivenOn: date('notice_given_on'),
    hearingOn: date('hearing_on'),
    /** The migration's first entry, whose rate the first start sets from BILLING_RATE_PER_MILLION_GALLONS. */
    fromSetting: boolean('from_setting').notNull().default(false),
    enteredBy: integer('entered_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnBy: integer('withdrawn_by').references(() => users.id),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('rate_schedule_one_a_day')
      .on(table.effectiveOn)
      .where(sql`${table.withdrawnAt} is null`),
    check('rate_schedule_rate_not_negative', sql`${table.rateCentsPerMillionGallons} >= 0`),
  ],
);

/**
 * The district's billing terms as dated data, like the rate: the due days and late-fee terms an
 * invoice is built with (and keeps), and the processing fees a payment is charged on its day.
 */
export const billingTerms = pgTable(
  'billing_terms',
  {
    id: serial('id').primaryKey(),
    effectiveOn: date('effective_on').notNull(),
    dueDays: smallint('due_days').notNull(),
    lateFeeMilliPercent: integer('late_fee_milli_percent').notNull(),
    lateFeePeriod: varchar('late_fee_period', { length: 5 }).$type<LateFeePeriod>().notNull(),
    lateFeeCapMilliPercent: integer('late_fee_cap_milli_percent'),
    cardMilliPercent: integer('card_milli_percent').notNull(),
    cardFixedCents: integer('card_fixed_cents').notNull(),
    bankMilliPercent: integer('bank_milli_percent').notNull(),
    /** The migration's first entry, which the first start sets from the configured terms. */
    fromSetting: boolean('from_setting').notNull().default(false),
    enteredBy: integer('entered_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnBy: integer('withdrawn_by').references(() => users.id),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('billing_terms_one_a_day')
      .on(table.effectiveOn)
      .where(sql`${table.withdrawnAt} is null`),
    check('billing_terms_late_fee_period_known', oneOf(table.lateFeePeriod, LATE_FEE_PERIODS)),
    check(
      'billing_terms_not_negative',
      sql`${table.dueDays} >= 0 and ${table.lateFeeMilliPercent} >= 0
      and coalesce(${table.lateFeeCapMilliPercent}, 0) >= 0 and ${table.cardMilliPercent} >= 0
      and ${table.cardFixedCents} >= 0 and ${table.bankMilliPercent} >= 0`,
    ),
  ],
);

/** The notice of a future rate to one client billed in the year before it was entered: one row, one message. */
export const rateNotices = pgTable(
  'rate_notices',
  {
    id: serial('id').primaryKey(),
    rateId: integer('rate_id')
      .notNull()
      .references(() => rateSchedule.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    recipients: text('recipients').notNull().default(''),
    outcome: varchar('outcome', { length: 15 }).$type<NoticeOutcome>().notNull(),
    detail: varchar('detail', { length: 500 }),
    attempts: smallint('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('rate_notices_once').on(table.rateId, table.clientId),
    check('rate_notices_outcome_known', oneOf(table.outcome, NOTICE_OUTCOMES)),
  ],
);

/**
 * An invoice's fee, line by line: the days billed at one rate, their non-exempt pumpage and what
 * they bill. A quarter under one rate has one line; the invoice's fee is the sum of its lines.
 */
export const invoiceRateLines = pgTable(
  'invoice_rate_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    fromOn: date('from_on').notNull(),
    toOn: date('to_on').notNull(),
    rateCentsPerMillionGallons: integer('rate_cents_per_million_gallons').notNull(),
    pumpageKgal: numeric('pumpage_kgal', { precision: 16, scale: 3, mode: 'number' }).notNull(),
    billedKgal: numeric('billed_kgal', { precision: 16, scale: 3, mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('invoice_rate_lines_invoice_idx').on(table.invoiceId, table.fromOn),
    check('invoice_rate_lines_days_in_order', sql`${table.fromOn} <= ${table.toOn}`),
    check(
      'invoice_rate_lines_not_negative',
      sql`${table.feeCents} >= 0 and ${table.rateCentsPerMillionGallons} >= 0`,
    ),
  ],
);
