import type { DbOrTx } from '../../db/client';
import { wells } from '../../db/schema';
import type { Caller } from '../auth/caller';
import { scopeToCaller } from '../auth/scope';

/** Finds a well id by its number as written in a file (trimmed, any letter case). */
export type WellLookup = (wellNumber: string) => number | undefined;

/**
 * The wells the caller may load pumpage for, by number: every well for staff, their own clients'
 * wells for owners. Other clients' wells are simply absent, so they read as unknown numbers.
 * A district has a few thousand wells, so the map stays small.
 */
export async function loadableWells(db: DbOrTx, caller: Caller): Promise<WellLookup> {
  const rows = await db
    .select({ id: wells.id, wellNumber: wells.wellNumber })
    .from(wells)
    .where(scopeToCaller(caller, wells.clientId));
  const exact = new Map<string, number>();
  const anyCase = new Map<string, number>();
  for (const row of rows) {
    exact.set(row.wellNumber, row.id);
    anyCase.set(row.wellNumber.toUpperCase(), row.id);
  }
  return (wellNumber) => exact.get(wellNumber) ?? anyCase.get(wellNumber.toUpperCase());
}
