import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
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
  NOTICE_OUTCOMES,
  PERMIT_ALERT_KINDS,
  type NoticeOutcome,
  type PermitAlertKind,
} from '../../../shared/states';
import { oneOf } from '../one-of';
import { clients } from './clients';
import { users } from './users';
import { wells } from './wells';

/**
 * A well's permit terms, one row per version: each applies from `effectiveFrom` until the next
 * version of the same well, so an amendment keeps the old terms for the days they covered. The
 * permit's number and date stay on the well (`cagcdPermitNumber`, `cagcdPermitDate`).
 */
export const permitTerms = pgTable(
  'permit_terms',
  {
    id: serial('id').primaryKey(),
    wellId: integer('well_id')
      .notNull()
      .references(() => wells.id),
    effectiveFrom: date('effective_from').notNull(),
    /** The permitted volume of a whole permit year, in gallons. */
    annualGallons: bigint('annual_gallons', { mode: 'number' }).notNull(),
    /** The most the well may pump in one day, in gallons. */
    maxDailyGallons: bigint('max_daily_gallons', { mode: 'number' }).notNull(),
    note: varchar('note', { length: 500 }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('permit_terms_well_effective_unique').on(table.wellId, table.effectiveFrom),
    check('permit_terms_volumes_positive', sql`${table.annualGallons} > 0 and ${table.maxDailyGallons} > 0`),
  ],
);

/**
 * The district's permit settings: at most one row (id 1). A permit year starts on the first day of
 * `yearStartMonth` (1: the calendar year); alerts for staff go to `alertEmail`, or to the district
 * profile's address when it is empty.
 */
export const permitSettings = pgTable(
  'permit_settings',
  {
    id: integer('id').primaryKey(),
    yearStartMonth: smallint('year_start_month').notNull().default(1),
    alertEmail: varchar('alert_email', { length: 100 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('permit_settings_single_row', sql`${table.id} = 1`),
    check('permit_settings_month_range', sql`${table.yearStartMonth} between 1 and 12`),
  ],
);

/**
 * A district-wide cut of every permit's volume (a drought stage, say): `percent` of the volume for
 * each day from `effectiveOn` to `endsOn` (open when null). Where cuts overlap, the largest applies.
 */
export const districtCuts = pgTable(
  'district_cuts',
  {
    id: serial('id').primaryKey(),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    effectiveOn: date('effective_on').notNull(),
    endsOn: date('ends_on'),
    reason: varchar('reason', { length: 500 }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('district_cuts_percent_range', sql`${table.percent} > 0 and ${table.percent} <= 100`),
    check(
      'district_cuts_dates_order',
      sql`${table.endsOn} is null or ${table.endsOn} >= ${table.effectiveOn}`,
    ),
  ],
);

/**
 * One permit alert: the unique (well, kind, period) row is claimed before the mail is handed over,
 * so no re-run, restart or second instance sends it twice. `periodOn` is the permit year's first
 * day, or for a day above the maximum rate that day. Alerts claimed in one check go to each
 * client, and to staff, as one message.
 */
export const permitAlerts = pgTable(
  'permit_alerts',
  {
    id: serial('id').primaryKey(),
    wellId: integer('well_id')
      .notNull()
      .references(() => wells.id),
    clientId: integer('client_id').references(() => clients.id),
    kind: varchar('kind', { length: 15 }).$type<PermitAlertKind>().notNull(),
    periodOn: date('period_on').notNull(),
    /** What the alert said: the gallons used (or pumped that day) and the permitted gallons. */
    usedGallons: bigint('used_gallons', { mode: 'number' }).notNull(),
    permittedGallons: bigint('permitted_gallons', { mode: 'number' }).notNull(),
    projectedCrossingOn: date('projected_crossing_on'),
    recipients: text('recipients').notNull().default(''),
    outcome: varchar('outcome', { length: 15 }).$type<NoticeOutcome>().notNull(),
    detail: varchar('detail', { length: 500 }),
    attempts: smallint('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('permit_alerts_once').on(table.wellId, table.kind, table.periodOn),
    index('permit_alerts_client_idx').on(table.clientId),
    index('permit_alerts_retry_idx')
      .on(table.claimedAt)
      .where(sql`${table.outcome} = 'failed'`),
    check('permit_alerts_kind_known', oneOf(table.kind, PERMIT_ALERT_KINDS)),
    check('permit_alerts_outcome_known', oneOf(table.outcome, NOTICE_OUTCOMES)),
  ],
);

/** The e-mail telling one client of a district cut: one per cut and client. */
export const districtCutNotices = pgTable(
  'district_cut_notices',
  {
    id: serial('id').primaryKey(),
    cutId: integer('cut_id')
      .notNull()
      .references(() => districtCuts.id),
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
    uniqueIndex('district_cut_notices_once').on(table.cutId, table.clientId),
    check('district_cut_notices_outcome_known', oneOf(table.outcome, NOTICE_OUTCOMES)),
  ],
);

/**
 * The district's exemption rules: at most one row (id 1). A well is exempt by rule when it is
 * shallower than `maxDepthFeet`, screens an aquifer of `aquiferIds`, serves a use of a category of
 * `wellUseCategoryIds`, or cannot pump `minCapacityGallonsPerDay` a day. A null number is no rule.
 */
export const exemptionRules = pgTable(
  'exemption_rules',
  {
    id: integer('id').primaryKey(),
    maxDepthFeet: numeric('max_depth_feet', { precision: 8, scale: 1, mode: 'number' }),
    aquiferIds: jsonb('aquifer_ids').$type<number[]>().notNull().default([]),
    wellUseCategoryIds: jsonb('well_use_category_ids').$type<number[]>().notNull().default([]),
    minCapacityGallonsPerDay: bigint('min_capacity_gallons_per_day', { mode: 'number' }),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('exemption_rules_single_row', sql`${table.id} = 1`)],
);
