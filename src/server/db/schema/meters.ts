import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  METER_STATUSES,
  METER_UNITS,
  READING_SOURCES,
  READING_STATES,
  type MeterStatus,
  type MeterUnit,
  type ReadingSource,
  type ReadingState,
} from '../../../shared/states';
import { oneOf } from '../one-of';
import { users } from './users';
import { wells } from './wells';

/** A water meter in the district's register; its register counts `unit` x `multiplier` per step. */
export const meters = pgTable(
  'meters',
  {
    id: serial('id').primaryKey(),
    serialNumber: varchar('serial_number', { length: 50 }).notNull(),
    make: varchar('make', { length: 100 }),
    model: varchar('model', { length: 100 }),
    sizeInches: numeric('size_inches', { precision: 5, scale: 2, mode: 'number' }),
    unit: varchar('unit', { length: 10 }).$type<MeterUnit>().notNull(),
    multiplier: integer('multiplier').notNull(),
    registerDigits: smallint('register_digits').notNull(),
    status: varchar('status', { length: 10 }).$type<MeterStatus>().notNull(),
    lastTestedOn: date('last_tested_on'),
    lastTestAccuracyPercent: numeric('last_test_accuracy_percent', {
      precision: 6,
      scale: 2,
      mode: 'number',
    }),
  },
  (table) => [
    uniqueIndex('meters_serial_number_unique').on(sql`lower(${table.serialNumber})`),
    check('meters_unit_known', oneOf(table.unit, METER_UNITS)),
    check('meters_status_known', oneOf(table.status, METER_STATUSES)),
    check('meters_multiplier_known', sql`${table.multiplier} in (1, 10, 100, 1000)`),
    check('meters_register_digits_range', sql`${table.registerDigits} between 3 and 12`),
  ],
);

/**
 * A meter on a well from `installedOn` (its opening read) until `removedOn` (its closing read, which
 * is also a reading of the installation). One well has at most one open installation, and so has one
 * meter; the use case keeps installations of a well from overlapping.
 */
export const meterInstallations = pgTable(
  'meter_installations',
  {
    id: serial('id').primaryKey(),
    wellId: integer('well_id')
      .notNull()
      .references(() => wells.id),
    meterId: integer('meter_id')
      .notNull()
      .references(() => meters.id),
    installedOn: date('installed_on').notNull(),
    openingReading: bigint('opening_reading', { mode: 'number' }).notNull(),
    removedOn: date('removed_on'),
    closingReading: bigint('closing_reading', { mode: 'number' }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('meter_installations_well_idx').on(table.wellId, table.installedOn),
    index('meter_installations_meter_idx').on(table.meterId),
    uniqueIndex('meter_installations_one_open_per_well')
      .on(table.wellId)
      .where(sql`${table.removedOn} is null`),
    uniqueIndex('meter_installations_one_open_per_meter')
      .on(table.meterId)
      .where(sql`${table.removedOn} is null`),
    check(
      'meter_installations_removed_after_installed',
      sql`${table.removedOn} is null or ${table.removedOn} > ${table.installedOn}`,
    ),
    check(
      'meter_installations_closing_with_removal',
      sql`(${table.removedOn} is null) = (${table.closingReading} is null)`,
    ),
  ],
);

/** Why a reading is held for review: a code the screens can filter on and the message shown. */
export interface HeldReason {
  code: string;
  message: string;
}

/**
 * A meter register's value on a day, as entered. `registerTotal` is how far the installation's
 * register has advanced since its opening read up to this reading (rollovers counted through), in
 * the meter's units x multiplier; `volumeGallons` is this reading's volume against the reading
 * before it (the previous one not rejected), whole gallons. Only accepted readings reach pumpage.
 */
export const meterReadings = pgTable(
  'meter_readings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    wellId: integer('well_id')
      .notNull()
      .references(() => wells.id),
    installationId: integer('installation_id')
      .notNull()
      .references(() => meterInstallations.id),
    readOn: date('read_on').notNull(),
    readAt: time('read_at'),
    reading: bigint('reading', { mode: 'number' }).notNull(),
    isRollover: boolean('is_rollover').notNull().default(false),
    registerTotal: bigint('register_total', { mode: 'number' }).notNull(),
    volumeGallons: bigint('volume_gallons', { mode: 'number' }).notNull(),
    source: varchar('source', { length: 12 }).$type<ReadingSource>().notNull(),
    state: varchar('state', { length: 10 }).$type<ReadingState>().notNull(),
    reasons: jsonb('reasons').$type<HeldReason[]>().notNull().default([]),
    comment: text('comment'),
    /**
     * A staff audit reading dated on the day of an owner's reading checks that reading instead of
     * following it: it adds no volume. Accepting a held check replaces the owner's reading.
     */
    checkedReadingId: bigint('checked_reading_id', { mode: 'number' }),
    enteredBy: integer('entered_by').references(() => users.id),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewReason: text('review_reason'),
  },
  (table) => [
    index('meter_readings_well_idx').on(table.wellId, table.readOn),
    index('meter_readings_installation_idx').on(table.installationId, table.readOn),
    index('meter_readings_pending_idx')
      .on(table.enteredAt)
      .where(sql`${table.state} = 'pending'`),
    check('meter_readings_source_known', oneOf(table.source, READING_SOURCES)),
    check('meter_readings_state_known', oneOf(table.state, READING_STATES)),
    check('meter_readings_not_negative', sql`${table.reading} >= 0 and ${table.volumeGallons} >= 0`),
  ],
);

/** A reading's photo, its location data stripped before it was kept; base64, like the district logo. */
export const meterReadingPhotos = pgTable('meter_reading_photos', {
  readingId: bigint('reading_id', { mode: 'number' })
    .primaryKey()
    .references(() => meterReadings.id, { onDelete: 'cascade' }),
  contentType: varchar('content_type', { length: 20 }).notNull(),
  data: text('data').notNull(),
  byteSize: integer('byte_size').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});
