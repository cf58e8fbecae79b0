import { sql, type SQL } from 'drizzle-orm';
import type { Measurement, MonitoringWell } from '../../../shared/contracts/monitoring-wells';
import type { DbOrTx } from '../../db/client';
import { aquifers, monitoringMeasurements, monitoringWells, parishes, wells } from '../../db/schema';
import { naturalOrderSql, selectRows } from '../../db/sql';
import { depthFeetSql, isLevelSql } from './level-depth-sql';

const m = monitoringMeasurements;
const w = monitoringWells;

/** How screens name a monitoring well: its local name, else its agency and site number. */
export const displayNameSql: SQL = sql`coalesce(${w.localName}, ${w.agencyCode} || ' ' || ${w.siteNumber})`;

/** Days in a mean Gregorian year, as `levelTrendPerYear` counts them. */
const DAYS_PER_YEAR = 365.2425;

/*
 * What a well's measurements say so far, computed in one pass over them. The trend is the
 * least-squares slope of depth over years, as `levelTrendPerYear` (shared/rules/level-trend.ts)
 * computes it; regr_slope ignores pairs with a null depth (chloride, an altitude without the land
 * surface's) and answers null under two distinct days. A slope does not depend on where the years
 * are counted from, so a fixed day serves as the origin.
 */
const measuredSoFar = sql`left join lateral (
  select count(*) filter (where is_level)::int as level_count,
    count(*) filter (where parameter = 'chloride')::int as chloride_count,
    min(measured_on)::text as first_measured_on,
    max(measured_on)::text as last_measured_on,
    (array_agg(depth order by measured_on desc, measured_at desc) filter (where depth is not null))[1]::float8
      as last_depth_feet,
    (array_agg(value order by measured_on desc, measured_at desc)
      filter (where parameter = 'chloride' and value is not null))[1]::float8 as last_chloride,
    regr_slope(depth::float8, (measured_on - date '1900-01-01')::float8 / ${DAYS_PER_YEAR}) as trend
  from (select ${m.parameter} as parameter, ${m.measuredOn} as measured_on,
      coalesce(${m.measuredAt}, '00:00'::time) as measured_at, ${m.value} as value, ${depthFeetSql} as depth,
      ${isLevelSql} as is_level
    from ${m} where ${m.monitoringWellId} = ${w.id}) measured
) so_far on true`;

export interface MonitoringWellFilter {
  /** Only the wells marked public (the public pages and the read API). */
  publicOnly?: boolean | undefined;
  aquiferId?: number | undefined;
  id?: number | undefined;
}

/** Monitoring wells with what their measurements say so far, ordered by display name. */
export async function listMonitoringWells(
  db: DbOrTx,
  filter: MonitoringWellFilter = {},
): Promise<MonitoringWell[]> {
  const conditions = [
    filter.publicOnly ? sql`${w.isPublic}` : undefined,
    filter.aquiferId === undefined ? undefined : sql`${w.aquiferId} = ${filter.aquiferId}`,
    filter.id === undefined ? undefined : sql`${w.id} = ${filter.id}`,
  ].filter((condition): condition is SQL => condition !== undefined);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return selectRows<MonitoringWell>(
    db,
    sql`select ${w.id} as id, ${w.agencyCode} as "agencyCode", ${w.siteNumber} as "siteNumber",
        ${w.localName} as "localName", ${displayNameSql} as "displayName",
        ${w.aquiferId} as "aquiferId", ${aquifers.name} as "aquiferName",
        ${w.parishId} as "parishId", ${parishes.name} as "parishName",
        ${w.latitude} as latitude, ${w.longitude} as longitude,
        ${w.landSurfaceAltitudeFeet}::float8 as "landSurfaceAltitudeFeet", ${w.altitudeDatum} as "altitudeDatum",
        ${w.wellId} as "wellId", ${wells.wellNumber} as "wellNumber",
        ${w.levelAlertDepthFeet}::float8 as "levelAlertDepthFeet", ${w.chlorideAlertMgL}::float8 as "chlorideAlertMgL",
        ${w.isPublic} as "isPublic", ${w.note} as note,
        coalesce(so_far.level_count, 0) as "levelCount", coalesce(so_far.chloride_count, 0) as "chlorideCount",
        so_far.first_measured_on as "firstMeasuredOn", so_far.last_measured_on as "lastMeasuredOn",
        so_far.last_depth_feet as "lastDepthFeet", so_far.last_chloride as "lastChlorideMgL",
        so_far.trend as "levelTrendFeetPerYear"
      from ${w}
      join ${aquifers} on ${aquifers.id} = ${w.aquiferId}
      left join ${parishes} on ${parishes.id} = ${w.parishId}
      left join ${wells} on ${wells.id} = ${w.wellId}
      ${measuredSoFar}
      ${where}
      order by ${naturalOrderSql(displayNameSql)}, ${w.id}`,
  );
}

interface MeasurementRecord extends Omit<Measurement, 'qualifiers'> {
  qualifiers: string;
}

/** A monitoring well's measurements, oldest first, each level with its depth below land surface. */
export async function measurementsOfWell(db: DbOrTx, monitoringWellId: number): Promise<Measurement[]> {
  const rows = await selectRows<MeasurementRecord>(
    db,
    sql`select ${m.id} as id, ${m.parameter} as parameter, ${m.measuredOn}::text as "measuredOn",
        to_char(${m.measuredAt}, 'HH24:MI') as "measuredAt", ${m.value}::float8 as value,
        ${depthFeetSql}::float8 as "depthFeet", ${m.qualifiers} as qualifiers, ${m.method} as method,
        ${m.measuredBy} as "measuredBy", ${m.approved} as approved, ${m.source} as source
      from ${m} join ${w} on ${w.id} = ${m.monitoringWellId}
      where ${m.monitoringWellId} = ${monitoringWellId}
      order by ${m.measuredOn}, coalesce(${m.measuredAt}, '00:00'::time), ${m.parameter}`,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    qualifiers: row.qualifiers === '' ? [] : row.qualifiers.split(','),
  }));
}
