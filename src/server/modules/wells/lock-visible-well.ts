import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { wells } from '../../db/schema';
import { NotFoundError } from '../../errors';
import type { Caller } from '../auth/caller';
import { canSeeClient } from '../auth/scope';
import { WELL_NOT_FOUND } from '../../../shared/contracts/messages';

export type WellRecord = typeof wells.$inferSelect;

/** The well to change, locked for the transaction; another client's well answers 404 like a missing one. */
export async function lockVisibleWell(tx: Tx, caller: Caller, id: number): Promise<WellRecord> {
  const [well] = await tx.select().from(wells).where(eq(wells.id, id)).for('update');
  if (!well || !canSeeClient(caller, well.clientId)) throw new NotFoundError(WELL_NOT_FOUND);
  return well;
}
