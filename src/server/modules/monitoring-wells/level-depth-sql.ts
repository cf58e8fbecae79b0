import { sql, type SQL } from 'drizzle-orm';
import { monitoringMeasurements, monitoringWells } from '../../db/schema';

/**
 * A measurement's depth to water in feet, as `depthBelowLandSurface` (shared/rules/level-depth.ts)
 * computes it, for statements that join `monitoring_measurements` to `monitoring_wells`: the value
 * of a depth, land surface minus the value of an altitude when the land surface is known, else null.
 */
export const depthFeetSql: SQL = sql`(case ${monitoringMeasurements.parameter}
  when 'depth-to-water' then ${monitoringMeasurements.value}
  when 'level-altitude' then round(${monitoringWells.landSurfaceAltitudeFeet} - ${monitoringMeasurements.value}, 3)
  end)`;

/** The parameters that are water levels. */
export const isLevelSql: SQL = sql`${monitoringMeasurements.parameter} in ('depth-to-water', 'level-altitude')`;
