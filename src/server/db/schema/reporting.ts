import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  REMINDER_KINDS,
  REMINDER_OUTCOMES,
  REPORTING_FREQUENCIES,
  type ReminderKind,
  type ReminderOutcome,
  type ReportingFrequency,
} from '../../../shared/states';
import { oneOf } from '../one-of';
import { clients } from './clients';
import { adjustments, invoices } from './invoices';
import { users } from './users';
import { wells } from './wells';

/**
 * The district's reporting calendar, one row per version: each applies to the periods that begin on
 * or after `effectiveFrom` until the next. A version in force is never changed (rules in
 * `shared/rules/reporting-calendar.ts`); the first is made by the migration.
 */
export const reportingCalendar = pgTable(
  'reporting_calendar',
  {
    id: serial('id').primaryKey(),
    effectiveFrom: date('effective_from').notNull(),
    frequency: varchar('frequency', { length: 10 }).$type<ReportingFrequency>().notNull(),
    dueDays: smallint('due_days').notNull(),
    reminderDaysBefore: smallint('reminder_days_before'),
    reminderDaysAfter: smallint('reminder_days_after'),
    reminderRepeatDays: smallint('reminder_repeat_days'),
    lateFeeCents: bigint('late_fee_cents', { mode: 'number' }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reporting_calendar_effective_unique').on(table.effectiveFrom),
    check('reporting_calendar_frequency_known', oneOf(table.frequency, REPORTING_FREQUENCIES)),
    check(
      'reporting_calendar_days_range',
      sql`${table.dueDays} between 0 and 365 and coalesce(${table.reminderDaysBefore}, 0) between 0 and 365
      and coalesce(${table.reminderDaysAfter}, 0) between 0 and 365
      and coalesce(${table.reminderRepeatDays}, 1) between 1 and 365`,
    ),
    check('reporting_calendar_fee_positive', sql`${table.lateFeeCents} is null or ${table.lateFeeCents} > 0`),
  ],
);

/**
 * One reporting reminder to a client about one period: the unique (client, period, kind, sequence)
 * row is claimed before the mail is handed over, so no re-run, restart or second instance sends it
 * twice. Several claimed in one run go to the client as one message (`messageId` names it).
 */
export const reportingReminders = pgTable(
  'reporting_reminders',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    periodKey: varchar('period_key', { length: 7 }).notNull(),
    periodLabel: varchar('period_label', { length: 30 }).notNull(),
    dueOn: date('due_on').notNull(),
    kind: varchar('kind', { length: 15 }).$type<ReminderKind>().notNull(),
    sequence: smallint('sequence').notNull().default(0),
    /** The wells the message listed, by number. */
    wellNumbers: jsonb('well_numbers').$type<string[]>().notNull(),
    recipients: text('recipients').notNull().default(''),
    outcome: varchar('outcome', { length: 15 }).$type<ReminderOutcome>().notNull(),
    detail: varchar('detail', { length: 500 }),
    attempts: smallint('attempts').notNull().default(0),
    messageId: varchar('message_id', { length: 40 }),
    /** The clerk who sent it; null: the scheduled job. */
    sentBy: integer('sent_by').references(() => users.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reporting_reminders_once').on(table.clientId, table.periodKey, table.kind, table.sequence),
    index('reporting_reminders_retry_idx')
      .on(table.claimedAt)
      .where(sql`${table.outcome} = 'failed'`),
    check('reporting_reminders_kind_known', oneOf(table.kind, REMINDER_KINDS)),
    check('reporting_reminders_outcome_known', oneOf(table.outcome, REMINDER_OUTCOMES)),
  ],
);

/**
 * A late-report fee: one per well and period still missing on its due date. It waits for the
 * client's next invoice, which carries it as an adjustment (`invoiceId`, `adjustmentId`); staff may
 * remove that adjustment like any other, and the fee is not charged again.
 */
export const lateReportFees = pgTable(
  'late_report_fees',
  {
    id: serial('id').primaryKey(),
    wellId: integer('well_id')
      .notNull()
      .references(() => wells.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    periodKey: varchar('period_key', { length: 7 }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    leviedOn: date('levied_on').notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    adjustmentId: integer('adjustment_id').references(() => adjustments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('late_report_fees_once').on(table.wellId, table.periodKey),
    index('late_report_fees_pending_idx')
      .on(table.clientId)
      .where(sql`${table.invoiceId} is null`),
    check('late_report_fees_amount_positive', sql`${table.amountCents} > 0`),
  ],
);
