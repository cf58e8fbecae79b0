import { and, between, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { MapWell, mapWellFilterSchema } from '../../../shared/contracts/wells';
import { INDUSTRIAL_DISTRICT, isInIndustrialDistrict } from '../../../shared/rules/industrial-district';
import { selectRows } from '../../db/sql';
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
 * The one statement behind the map: active wells with coordinates, filtered and scoped, in the
 * marker's shape (see wellListSql for why plain rows). Exported so the benchmark times this SQL.
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
  return sql`select ${wells.id} as "id", ${wells.latitude} as "latitude", ${wells.longitude} as "longitude",
      ${wells.wellNumber} as "wellNumber", ${clients.name} as "clientName", ${aquifers.name} as "aquiferName",
      ${wells.clientWellName} as "clientWellName", ${wells.wellDepth}::float8 as "wellDepth"
    from ${wells}
      join ${clients} on ${clients.id} = ${wells.clientId}
      left join ${aquifers} on ${aquifers.id} = ${wells.aquiferId}
    where ${where}`;
}

/** POST Well/GetMapWells: the markers of the dashboards' well map. */
export async function listMapWells(
  context: AppContext,
  caller: Caller,
  filter: MapWellFilterInput,
): Promise<{ message: string; data: MapWell[] }> {
  const rows = await selectRows<MapWell>(context.database.db, mapWellSql(caller, filter));
  const data = filter.industrialDistrictOnly
    ? rows.filter((well) => isInIndustrialDistrict(well.latitude, well.longitude))
    : rows;
  return { message: `${data.length} wells found.`, data };
}
