import { and, between, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { mapWellFilterSchema } from '../../../shared/contracts/wells';
import { INDUSTRIAL_DISTRICT } from '../../../shared/rules/industrial-district';
import type { DbOrTx } from '../../db/client';
import { jsonListBody, jsonListSql, selectJsonList } from '../../db/json-list';
import { aquifers, clients, wells } from '../../db/schema';
import type { Caller } from '../auth/caller';
import { wellIdConditions } from './well-conditions';

export type MapWellFilterInput = z.output<typeof mapWellFilterSchema>;

/** The fields of a map marker (mapWellSchema), read from wells and two joins. */
const MAP_WELL_COLUMNS = {
  id: wells.id,
  latitude: wells.latitude,
  longitude: wells.longitude,
  wellNumber: wells.wellNumber,
  clientName: clients.name,
  aquiferName: aquifers.name,
  clientWellName: wells.clientWellName,
  wellDepth: wells.wellDepth,
};

const latitudes = INDUSTRIAL_DISTRICT.map(([latitude]) => latitude);
const longitudes = INDUSTRIAL_DISTRICT.map(([, longitude]) => longitude);
const DISTRICT_BOX = {
  south: Math.min(...latitudes),
  north: Math.max(...latitudes),
  west: Math.min(...longitudes),
  east: Math.max(...longitudes),
};
/** The shared polygon as a PostgreSQL polygon literal: points are (x, y), so (longitude, latitude). */
const DISTRICT_POLYGON = `(${INDUSTRIAL_DISTRICT.map(([latitude, longitude]) => `(${longitude},${latitude})`).join(',')})`;

/**
 * Wells inside the industrial district: the cheap bounding box first, then PostgreSQL's own
 * point-in-polygon test on the shared polygon (tested against the shared rule in
 * industrial-district-sql.test.ts). The polygon is a constant of this module, inlined as a literal
 * rather than bound, so the planner sees a constant.
 */
export function insideIndustrialDistrict(): SQL {
  return sql`${between(wells.latitude, DISTRICT_BOX.south, DISTRICT_BOX.north)}
    and ${between(wells.longitude, DISTRICT_BOX.west, DISTRICT_BOX.east)}
    and point(${wells.longitude}, ${wells.latitude}) <@ ${sql.raw(`'${DISTRICT_POLYGON}'::polygon`)}`;
}

/**
 * The one statement behind the map: active wells with coordinates, filtered and scoped, as the
 * JSON array of markers. Exported so the benchmark times this SQL.
 */
export function mapWellSql(caller: Caller, filter: MapWellFilterInput): SQL {
  const where = and(
    eq(wells.isActive, true),
    isNotNull(wells.latitude),
    isNotNull(wells.longitude),
    ...wellIdConditions(caller, filter),
    filter.industrialDistrictOnly ? insideIndustrialDistrict() : undefined,
  );
  return jsonListSql({
    fields: MAP_WELL_COLUMNS,
    from: sql`${wells}
      left join ${clients} on ${clients.id} = ${wells.clientId}
      left join ${aquifers} on ${aquifers.id} = ${wells.aquiferId}`,
    where,
  });
}

/** POST Well/GetMapWells: the markers of the dashboards' well map, as the response body's JSON text. */
export async function listMapWells(db: DbOrTx, caller: Caller, filter: MapWellFilterInput): Promise<string> {
  const { count, data } = await selectJsonList(db, mapWellSql(caller, filter));
  return jsonListBody(`${count} wells found.`, data);
}
