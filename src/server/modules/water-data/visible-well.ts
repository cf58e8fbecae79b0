import { and, eq, sql, type SQL } from 'drizzle-orm';
import { wells } from '../../db/schema';
import type { Caller } from '../auth/caller';
import { scopeToCaller } from '../auth/scope';

/**
 * A common table expression `visible_well` holding the well if the caller may see it, else no
 * row. The water data statements start from it, so the scope check costs no extra round trip and
 * an empty answer means a missing or another client's well (404 either way).
 */
export function visibleWellCte(caller: Caller, wellId: number): SQL {
  const where = and(eq(wells.id, wellId), scopeToCaller(caller, wells.clientId));
  return sql`visible_well as (select ${wells.id} as id from ${wells} where ${where})`;
}
