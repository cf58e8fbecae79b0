import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { DAILY_PUMP_RATE_COLUMN, WELL_DEPTH_COLUMN } from '../../../shared/contracts/wells';
import { PUMPAGE_SOURCES, WELL_STATUSES, type PumpageSource, type WellStatus } from '../../../shared/states';
import { oneOf } from '../one-of';
import { clients } from './clients';
import { aquifers, parishes, wellUses } from './reference';

/** A well. Coordinates are decimal degrees; the form shows degrees, minutes, seconds. */
export const wells = pgTable(
  'wells',
  {
    id: serial('id').primaryKey(),
    // A well may have no client yet: staff see it, owners never do.
    clientId: integer('client_id').references(() => clients.id),
    aquiferId: integer('aquifer_id').references(() => aquifers.id),
    wellUseId: integer('well_use_id').references(() => wellUses.id),
    parishId: integer('parish_id').references(() => parishes.id),
    identificationNumber: varchar('identification_number', { length: 30 }).notNull(),
    wellNumber: varchar('well_number', { length: 30 }).notNull(),
    permitNumber: varchar('permit_number', { length: 10 }),
    wellDepth: numeric('well_depth', { ...WELL_DEPTH_COLUMN, mode: 'number' }),
    dailyPumpRate: numeric('daily_pump_rate', { ...DAILY_PUMP_RATE_COLUMN, mode: 'number' }),
    clientWellName: varchar('client_well_name', { length: 200 }),
    isRegistered: boolean('is_registered').notNull().default(true),
    availableInformation: text('available_information'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    flag: varchar('flag', { length: 1 }),
    isActive: boolean('is_active').notNull().default(true),
    completionDateTime: timestamp('completion_date_time', { withTimezone: true }),
    inactiveDateTime: timestamp('inactive_date_time', { withTimezone: true }),
    cagcdPermitDate: date('cagcd_permit_date'),
    cagcdPermitNumber: varchar('cagcd_permit_number', { length: 50 }),
    ldnrNotificationDate: date('ldnr_notification_date'),
    ldnrNotificationNumber: varchar('ldnr_notification_number', { length: 50 }),
    wellStatus: varchar('well_status', { length: 10 }).$type<WellStatus>(),
    wellStatusDate: timestamp('well_status_date', { withTimezone: true }),
    meterType: varchar('meter_type', { length: 50 }),
    comment: text('comment'),
  },
  (table) => [
    uniqueIndex('wells_well_number_unique').on(table.wellNumber),
    index('wells_client_idx').on(table.clientId),
    index('wells_aquifer_idx').on(table.aquiferId),
    index('wells_well_use_idx').on(table.wellUseId),
    index('wells_parish_idx').on(table.parishId),
    check('wells_flag_known', sql`${table.flag} is null or ${table.flag} = 'E'`),
    check('wells_status_known', oneOf(table.wellStatus, WELL_STATUSES, { nullable: true })),
    check('wells_depth_positive', sql`${table.wellDepth} is null or ${table.wellDepth} > 0`),
    check('wells_latitude_range', sql`${table.latitude} is null or ${table.latitude} between -90 and 90`),
    check(
      'wells_longitude_range',
      sql`${table.longitude} is null or ${table.longitude} between -180 and 180`,
    ),
  ],
);

/** The unique index a second row of the same well and day runs into. */
export const DAILY_PUMPAGE_UNIQUE_INDEX = 'daily_pumpage_well_date_unique';

/** Daily pumpage in thousands of gallons: the billing record, one row per well and day. */
export const dailyPumpage = pgTable(
  'daily_pumpage',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // Checked per statement, not per row (migration 0003_pumpage_well_checks): see decision 0012.
    wellId: integer('well_id').notNull(),
    date: date('date').notNull(),
    pumpage: numeric('pumpage', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    /** An uploaded file or form (the default), or the volume between two accepted meter readings. */
    source: varchar('source', { length: 10 }).$type<PumpageSource>().notNull().default('file'),
  },
  (table) => [
    uniqueIndex(DAILY_PUMPAGE_UNIQUE_INDEX).on(table.wellId, table.date),
    index('daily_pumpage_date_idx').on(table.date),
    check('daily_pumpage_not_negative', sql`${table.pumpage} >= 0`),
    check('daily_pumpage_source_known', oneOf(table.source, PUMPAGE_SOURCES)),
  ],
);

/**
 * Each well's monthly totals of its daily rows, in thousands of gallons, and how many daily rows
 * they sum (a month without rows has no row here; a reported 0 counts). Kept by triggers on
 * daily_pumpage in the transaction of every write (migration 0015, decision 0057), so no writer can
 * leave them behind; what the reports, dashboards and water data read instead of the daily rows.
 */
export const monthlyPumpage = pgTable(
  'monthly_pumpage',
  {
    wellId: integer('well_id').notNull(),
    /** The month's first day. */
    month: date('month').notNull(),
    pumpage: numeric('pumpage', { precision: 16, scale: 3, mode: 'number' }).notNull(),
    days: integer('days').notNull(),
  },
  (table) => [
    primaryKey({ name: 'monthly_pumpage_pk', columns: [table.wellId, table.month] }),
    index('monthly_pumpage_month_idx').on(table.month),
    check('monthly_pumpage_first_day', sql`extract(day from ${table.month}) = 1`),
    check('monthly_pumpage_days_range', sql`${table.days} between 0 and 31`),
  ],
);

/**
 * Each well's yearly totals of its daily rows by quarter, in thousands of gallons, with how many
 * daily rows each quarter sums (0: none; a year without rows has no row here). Kept by the same
 * triggers as monthly_pumpage (migration 0017, decision 0060): a district-wide report over years
 * reads one row per well and year instead of twelve months.
 */
export const yearlyPumpage = pgTable(
  'yearly_pumpage',
  {
    wellId: integer('well_id').notNull(),
    /** 1 January of the year. */
    year: date('year').notNull(),
    q1Pumpage: numeric('q1_pumpage', { precision: 16, scale: 3, mode: 'number' }).notNull(),
    q1Days: integer('q1_days').notNull(),
    q2Pumpage: numeric('q2_pumpage', { precision: 16, scale: 3, mode: 'number' }).notNull(),
    q2Days: integer('q2_days').notNull(),
    q3Pumpage: numeric('q3_pumpage', { precision: 16, scale: 3, mode: 'number' }).notNull(),
    q3Days: integer('q3_days').notNull(),
    q4Pumpage: numeric('q4_pumpage', { precision: 16, scale: 3, mode: 'number' }).notNull(),
    q4Days: integer('q4_days').notNull(),
  },
  (table) => [
    primaryKey({ name: 'yearly_pumpage_pk', columns: [table.wellId, table.year] }),
    index('yearly_pumpage_year_idx').on(table.year),
    check('yearly_pumpage_first_day', sql`extract(doy from ${table.year}) = 1`),
    check(
      'yearly_pumpage_days_range',
      sql`${table.q1Days} between 0 and 91 and ${table.q2Days} between 0 and 91
        and ${table.q3Days} between 0 and 92 and ${table.q4Days} between 0 and 92`,
    ),
  ],
);

/** Hourly meter readings in thousands of gallons; daily rows equal the sum of their hours. */
export const HOURLY_PUMPAGE_UNIQUE_INDEX = 'hourly_pumpage_well_date_hour_unique';
export const hourlyPumpage = pgTable(
  'hourly_pumpage',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // Checked per statement, not per row (migration 0003_pumpage_well_checks): see decision 0012.
    wellId: integer('well_id').notNull(),
    date: date('date').notNull(),
    hour: smallint('hour').notNull(),
    pumpage: numeric('pumpage', { precision: 14, scale: 3, mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex(HOURLY_PUMPAGE_UNIQUE_INDEX).on(table.wellId, table.date, table.hour),
    index('hourly_pumpage_date_idx').on(table.date),
    check('hourly_pumpage_hour_range', sql`${table.hour} between 0 and 23`),
    check('hourly_pumpage_not_negative', sql`${table.pumpage} >= 0`),
  ],
);
