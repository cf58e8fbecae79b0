import { and, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { wellFilterSchema } from '../../../shared/contracts/wells';
import type { DbOrTx } from '../../db/client';
import { jsonListBody, jsonListSql, selectJsonList } from '../../db/json-list';
import { aquifers, clients, parishes, wells, wellUses } from '../../db/schema';
import type { Caller } from '../auth/caller';
import { WELL_LIST_COLUMNS } from './well-columns';
import { wellIdConditions, wellNumberContains } from './well-conditions';

export type WellFilterInput = z.output<typeof wellFilterSchema>;

/**
 * The one statement behind the wells list: the wells narrowed by every filter and the caller's
 * scope, their count, and the rows as one JSON array in well-number order. Exported so the
 * benchmark times exactly this SQL.
 */
export function wellListSql(caller: Caller, filter: WellFilterInput): SQL {
  const where = and(
    ...wellIdConditions(caller, filter),
    wellNumberContains(filter.wellNumber),
    filter.minDepth === null ? undefined : gte(wells.wellDepth, filter.minDepth),
    filter.maxDepth === null ? undefined : lte(wells.wellDepth, filter.maxDepth),
  );
  return jsonListSql({
    fields: WELL_LIST_COLUMNS,
    from: sql`${wells}
      left join ${clients} on ${clients.id} = ${wells.clientId}
      left join ${aquifers} on ${aquifers.id} = ${wells.aquiferId}
      left join ${parishes} on ${parishes.id} = ${wells.parishId}
      left join ${wellUses} on ${wellUses.id} = ${wells.wellUseId}`,
    where,
    orderBy: sql`${wells.wellNumber}`,
  });
}

/** POST Well/GetWellsWithFilters: the response body, as JSON text. */
export async function listWells(db: DbOrTx, caller: Caller, filter: WellFilterInput): Promise<string> {
  const { count, data } = await selectJsonList(db, wellListSql(caller, filter));
  return jsonListBody(`${count} wells found.`, data);
}
