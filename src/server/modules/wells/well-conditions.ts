import { inArray, type SQL } from 'drizzle-orm';
import { wells } from '../../db/schema';
import { ilikeContains } from '../../db/sql';
import type { Caller } from '../auth/caller';
import { scopeToCaller } from '../auth/scope';

/** The multi-select id-list filters well queries share; a filter left out means any. */
export interface WellIdFilters {
  clientId?: number[];
  aquiferId?: number[];
  wellUseId?: number[];
  parishId?: number[];
}

/**
 * The caller's scope and the id-list filters as conditions on `wells`; an empty list means "any".
 * The scope is always applied, so an owner naming another client's id simply gets nothing.
 */
export function wellIdConditions(caller: Caller, filter: WellIdFilters): (SQL | undefined)[] {
  return [
    scopeToCaller(caller, wells.clientId),
    filter.clientId?.length ? inArray(wells.clientId, filter.clientId) : undefined,
    filter.aquiferId?.length ? inArray(wells.aquiferId, filter.aquiferId) : undefined,
    filter.wellUseId?.length ? inArray(wells.wellUseId, filter.wellUseId) : undefined,
    filter.parishId?.length ? inArray(wells.parishId, filter.parishId) : undefined,
  ];
}

/** Case-insensitive "contains": people type part of a well number, in any case. */
export function wellNumberContains(wellNumber: string | null): SQL | undefined {
  return wellNumber ? ilikeContains(wells.wellNumber, wellNumber) : undefined;
}
