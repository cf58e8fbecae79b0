import { eq, sql } from 'drizzle-orm';
import { aquifers, monitoringMeasurements, monitoringWells, parishes } from '../../db/schema';
import { naturalOrderSql } from '../../db/sql';
import { depthFeetSql, displayNameSql } from '../monitoring-wells';

/*
 * What the read API publishes of the monitoring wells' measurements, paged in SQL: only the wells
 * staff marked public, and never their thresholds, notes or the production well they also are.
 * The public page's two calls read the monitoring-wells module's own queries instead.
 */

/** The monitoring wells' aquifer and parish, to name them. */
export const MONITORING_WELL_JOINS = sql`join ${aquifers} on ${aquifers.id} = ${monitoringWells.aquiferId}
  left join ${parishes} on ${parishes.id} = ${monitoringWells.parishId}`;

/** The monitoring wells staff marked public: the one switch of their publication. */
export const PUBLISHED_MONITORING_WELL = eq(monitoringWells.isPublic, true);

/** Names in the order people read them (EB-792 before EB-1000). */
export const MONITORING_WELL_NAME_ORDER = sql`${naturalOrderSql(displayNameSql)}, ${monitoringWells.id}`;

/** The fields of a published measurement (publicMeasurementSchema), read with its well. */
export const PUBLIC_MEASUREMENT_FIELDS = {
  parameter: monitoringMeasurements.parameter,
  measuredOn: monitoringMeasurements.measuredOn,
  measuredAt: sql`to_char(${monitoringMeasurements.measuredAt}, 'HH24:MI')`,
  value: monitoringMeasurements.value,
  depthFeet: sql<number | null>`${depthFeetSql}::float8`,
  qualifiers: sql`case when ${monitoringMeasurements.qualifiers} = '' then '[]'::json
    else to_json(string_to_array(${monitoringMeasurements.qualifiers}, ',')) end`,
  approved: monitoringMeasurements.approved,
};

/** Measurements by day, then time (a day's undated-time visit first). */
export const MEASUREMENT_ORDER = sql`${monitoringMeasurements.measuredOn},
  ${monitoringMeasurements.measuredAt} nulls first, ${monitoringMeasurements.parameter}`;

/** A measurement's well, its aquifer and parish (after monitoring_measurements). */
export const MEASUREMENT_WELL_JOINS = sql`join ${monitoringWells}
    on ${monitoringWells.id} = ${monitoringMeasurements.monitoringWellId}
  ${MONITORING_WELL_JOINS}`;

/** The measurements with their wells, to select the published ones from. */
export const PUBLISHED_MEASUREMENTS_FROM = sql`${monitoringMeasurements} ${MEASUREMENT_WELL_JOINS}`;
