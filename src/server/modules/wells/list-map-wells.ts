import { and, between, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { MapWell, mapWellFilterSchema } from '../../../shared/contracts/wells';
import { INDUSTRIAL_DISTRICT, isInIndustrialDistrict } from '../../../shared/rules/industrial-district';
import { jsonListBody, jsonListSql, selectJsonList } from '../../db/json-list';
import { aquifers, clients, wells } from '../../db/schema';
import type { Caller } from '../auth/caller';
import type { AppContext } from '../context';
import { wellIdConditions } from './well-conditions';

export type MapWellFilterInput = z.output<typeof mapWellFilterSchema>;

const latitudes = INDUSTRIAL_DISTRICT.map(([latitude]) => latitude);
const longitudes = INDUSTRIAL_DISTRICT.map(([, longitude]) => longitude);
/** The polygon's bounding box: SQL keeps only wells inside it, the exact polygon test runs here. */
const DISTRICT_BOX = {
  south: Math.min(...latitudes),
  north: Math.max(...latitudes),
  west: Math.min(...longitudes),
  east: Math.max(...longitudes),
};

/**
 * The one statement behind the map: active wells with coordinates, filtered and scoped, as the
 * JSON array of markers (see jsonListSql). Exported so the benchmark times this SQL.
 */
export function mapWellSql(caller: Caller, filter: MapWellFilterInput): SQL {
  const where = and(
    eq(wells.isActive, true),
    isNotNull(wells.latitude),
    isNotNull(wells.longitude),
    ...wellIdConditions(caller, filter),
    filter.industrialDistrictOnly
      ? between(wells.latitude, DISTRICT_BOX.south, DISTRICT_BOX.north)
      : undefined,
    filter.industrialDistrictOnly
      ? between(wells.longitude, DISTRICT_BOX.west, DISTRICT_BOX.east)
      : undefined,
  );
  return jsonListSql(sql`select ${wells.id} as "id", ${wells.latitude} as "latitude", ${wells.longitude} as "longitude",
      ${wells.wellNumber} as "wellNumber", ${clients.name} as "clientName", ${aquifers.name} as "aquiferName",
      ${wells.clientWellName} as "clientWellName", ${wells.wellDepth}::float8 as "wellDepth"
    from ${wells}
      join ${clients} on ${clients.id} = ${wells.clientId}
      left join ${aquifers} on ${aquifers.id} = ${wells.aquiferId}
    where ${where}`);
}

/**
 * POST Well/GetMapWells: the markers of the dashboards' well map, as the response body's JSON text.
 * For the industrial district the database keeps the polygon's bounding box and the exact polygon
 * test (the shared, unit-tested rule) runs here on those few markers.
 */
export async function listMapWells(
  context: AppContext,
  caller: Caller,
  filter: MapWellFilterInput,
): Promise<string> {
  const { count, data } = await selectJsonList(context.database.db, mapWellSql(caller, filter));
  if (!filter.industrialDistrictOnly) return jsonListBody(`${count} wells found.`, data);
  const inside = (JSON.parse(data) as MapWell[]).filter((well) =>
    isInIndustrialDistrict(well.latitude, well.longitude),
  );
  return jsonListBody(`${inside.length} wells found.`, JSON.stringify(inside));
}
