import { and, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { wellFilterSchema } from '../../../shared/contracts/wells';
import { jsonListBody, jsonListSql, selectJsonList } from '../../db/json-list';
import { aquifers, clients, parishes, wells, wellUses } from '../../db/schema';
import type { Caller } from '../auth/caller';
import type { AppContext } from '../context';
import { WELL_USE_LABEL } from './well-columns';
import { wellIdConditions, wellNumberContains } from './well-conditions';

export type WellFilterInput = z.output<typeof wellFilterSchema>;

/** Wells with their client, aquifer, parish and well-use names in the list row's shape. */
function wellRowsSql(caller: Caller, filter: WellFilterInput): SQL {
  const where = and(
    ...wellIdConditions(caller, filter),
    wellNumberContains(filter.wellNumber),
    filter.minDepth === null ? undefined : gte(wells.wellDepth, filter.minDepth),
    filter.maxDepth === null ? undefined : lte(wells.wellDepth, filter.maxDepth),
  );
  return sql`select ${wells.id} as "id", ${wells.wellNumber} as "wellNumber",
      ${wells.identificationNumber} as "identificationNumber", ${wells.permitNumber} as "permitNumber",
      ${wells.clientId} as "clientId", ${clients.name} as "clientName",
      ${wells.aquiferId} as "aquiferId", ${aquifers.name} as "aquiferName",
      ${wells.parishId} as "parishId", ${parishes.name} as "parishName",
      ${wells.wellUseId} as "wellUseId",
      ${WELL_USE_LABEL} as "wellUseName",
      ${wells.wellDepth}::float8 as "wellDepth", ${wells.dailyPumpRate}::float8 as "dailyPumpRate",
      ${wells.clientWellName} as "clientWellName", ${wells.flag} as "flag", ${wells.isActive} as "isActive",
      ${wells.wellStatus} as "wellStatus", ${wells.meterType} as "meterType",
      ${wells.latitude} as "latitude", ${wells.longitude} as "longitude"
    from ${wells}
      left join ${clients} on ${clients.id} = ${wells.clientId}
      left join ${aquifers} on ${aquifers.id} = ${wells.aquiferId}
      left join ${parishes} on ${parishes.id} = ${wells.parishId}
      left join ${wellUses} on ${wellUses.id} = ${wells.wellUseId}
    ${where ? sql`where ${where}` : sql``}`;
}

/**
 * The one statement behind the wells list: the wells narrowed by every filter and the caller's
 * scope, ordered by well number, as the JSON array the response carries. Exported so the benchmark
 * times exactly this SQL.
 */
export function wellListSql(caller: Caller, filter: WellFilterInput): SQL {
  return jsonListSql(wellRowsSql(caller, filter), sql`list."wellNumber"`);
}

/** POST Well/GetWellsWithFilters: the response body, as JSON text. */
export async function listWells(
  context: AppContext,
  caller: Caller,
  filter: WellFilterInput,
): Promise<string> {
  const { count, data } = await selectJsonList(context.database.db, wellListSql(caller, filter));
  return jsonListBody(`${count} wells found.`, data);
}
