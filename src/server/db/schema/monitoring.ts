import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
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
  ALTITUDE_DATUMS,
  MEASUREMENT_PARAMETERS,
  MEASUREMENT_SOURCES,
  MONITORING_ALERT_KINDS,
  NOTICE_OUTCOMES,
  type AltitudeDatum,
  type MeasurementParameter,
  type MeasurementSource,
  type MonitoringAlertKind,
  type NoticeOutcome,
} from '../../../shared/states';
import { oneOf } from '../one-of';
import { aquifers, parishes } from './reference';
import { users } from './users';
import { wells } from './wells';

/**
 * A well the district watches for its water level and quality: known by its USGS site number
 * (15 digits, with the agency that numbers it) or by a local name, screened in one aquifer (sand),
 * and possibly also a production well of the registry (`wellId`). A level deeper than
 * `levelAlertDepthFeet`, or chloride above `chlorideAlertMgL`, alerts staff.
 */
export const monitoringWells = pgTable(
  'monitoring_wells',
  {
    id: serial('id').primaryKey(),
    agencyCode: varchar('agency_code', { length: 5 }).notNull().default('USGS'),
    siteNumber: varchar('site_number', { length: 15 }),
    localName: varchar('local_name', { length: 50 }),
    aquiferId: integer('aquifer_id')
      .notNull()
      .references(() => aquifers.id),
    parishId: integer('parish_id').references(() => parishes.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    landSurfaceAltitudeFeet: numeric('land_surface_altitude_feet', {
      precision: 8,
      scale: 2,
      mode: 'number',
    }),
    altitudeDatum: varchar('altitude_datum', { length: 10 }).$type<AltitudeDatum>(),
    wellId: integer('well_id').references(() => wells.id),
    levelAlertDepthFeet: numeric('level_alert_depth_feet', { precision: 8, scale: 2, mode: 'number' }),
    chlorideAlertMgL: numeric('chloride_alert_mg_l', { precision: 10, scale: 2, mode: 'number' }),
    isPublic: boolean('is_public').notNull().default(false),
    note: varchar('note', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('monitoring_wells_site_unique').on(table.agencyCode, table.siteNumber),
    uniqueIndex('monitoring_wells_local_name_unique').on(sql`lower(${table.localName})`),
    uniqueIndex('monitoring_wells_well_unique').on(table.wellId),
    index('monitoring_wells_aquifer_idx').on(table.aquiferId),
    check('monitoring_wells_named', sql`${table.siteNumber} is not null or ${table.localName} is not null`),
    check('monitoring_wells_site_number_digits', sql`${table.siteNumber} ~ '^[0-9]{15}$'`),
    check(
      'monitoring_wells_latitude_range',
      sql`${table.latitude} is null or ${table.latitude} between -90 and 90`,
    ),
    check(
      'monitoring_wells_longitude_range',
      sql`${table.longitude} is null or ${table.longitude} between -180 and 180`,
    ),
    check(
      'monitoring_wells_datum_known',
      sql`${table.altitudeDatum} is null or ${oneOf(table.altitudeDatum, ALTITUDE_DATUMS)}`,
    ),
  ],
);

/**
 * One measured value of a monitoring well: its parameter, day and (when known) time. A visit that
 * recorded only a qualifier (dry, obstructed, flowing) has no value. The well, parameter, day and
 * time identify a measurement, so importing the same file twice adds nothing; a file with a revised
 * value (provisional to approved, say) replaces it.
 */
export const monitoringMeasurements = pgTable(
  'monitoring_measurements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    monitoringWellId: integer('monitoring_well_id')
      .notNull()
      .references(() => monitoringWells.id),
    parameter: varchar('parameter', { length: 25 }).$type<MeasurementParameter>().notNull(),
    measuredOn: date('measured_on').notNull(),
    measuredAt: time('measured_at'),
    value: numeric('value', { precision: 12, scale: 3, mode: 'number' }),
    /** USGS qualifier codes, comma-separated ('' for none). */
    qualifiers: varchar('qualifiers', { length: 100 }).notNull().default(''),
    method: varchar('method', { length: 100 }),
    measuredBy: varchar('measured_by', { length: 100 }),
    approved: boolean('approved').notNull(),
    source: varchar('source', { length: 20 }).$type<MeasurementSource>().notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('monitoring_measurements_once').on(
      table.monitoringWellId,
      table.parameter,
      table.measuredOn,
      sql`coalesce(${table.measuredAt}, '00:00'::time)`,
    ),
    check('monitoring_measurements_parameter_known', oneOf(table.parameter, MEASUREMENT_PARAMETERS)),
    check('monitoring_measurements_source_known', oneOf(table.source, MEASUREMENT_SOURCES)),
    check(
      'monitoring_measurements_value_or_qualifier',
      sql`${table.value} is not null or ${table.qualifiers} <> ''`,
    ),
  ],
);

/**
 * One alert about one measurement: a level below the well's threshold or chloride above its own.
 * The unique row is claimed before the mail is handed over, so no re-run, re-import or second
 * instance sends it twice; a failed send is retried.
 */
export const monitoringAlerts = pgTable(
  'monitoring_alerts',
  {
    id: serial('id').primaryKey(),
    measurementId: bigint('measurement_id', { mode: 'number' })
      .notNull()
      .references(() => monitoringMeasurements.id),
    kind: varchar('kind', { length: 10 }).$type<MonitoringAlertKind>().notNull(),
    /** The threshold crossed and the value that crossed it, as they were when claimed. */
    threshold: numeric('threshold', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    value: numeric('value', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    recipients: text('recipients').notNull().default(''),
    outcome: varchar('outcome', { length: 15 }).$type<NoticeOutcome>().notNull(),
    detail: varchar('detail', { length: 500 }),
    attempts: smallint('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('monitoring_alerts_once').on(table.measurementId, table.kind),
    index('monitoring_alerts_retry_idx')
      .on(table.claimedAt)
      .where(sql`${table.outcome} = 'failed'`),
    check('monitoring_alerts_kind_known', oneOf(table.kind, MONITORING_ALERT_KINDS)),
    check('monitoring_alerts_outcome_known', oneOf(table.outcome, NOTICE_OUTCOMES)),
  ],
);
