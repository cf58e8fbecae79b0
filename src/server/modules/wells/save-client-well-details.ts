import { eq } from 'drizzle-orm';
import type { SavedResponse } from '../../../shared/contracts/common';
import { recordAudit } from '../../audit';
import { wells } from '../../db/schema';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { findVisibleWell } from '../auth/scope';
import type { SaveClientWellDetails } from '../../../shared/contracts/wells';

/**
 * POST Well/SaveClientWellDetails: an owner manager (level 40 and up) keeps the owner well name and
 * the comment of their own client's wells current; every other field stays staff work (SaveWell).
 */
export async function saveClientWellDetails(
  db: DbOrTx,
  caller: Caller,
  input: SaveClientWellDetails,
): Promise<SavedResponse> {
  return db.transaction(async (tx) => {
    const before = await findVisibleWell(tx, caller, input.id, { lock: true });
    const [after] = await tx
      .update(wells)
      .set({ clientWellName: input.clientWellName, comment: input.comment })
      .where(eq(wells.id, before.id))
      .returning();
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: 'update-owner-details',
      entity: 'well',
      entityId: before.id,
      before: { clientWellName: before.clientWellName, comment: before.comment },
      after: { clientWellName: after?.clientWellName ?? null, comment: after?.comment ?? null },
    });
    return { message: 'Well details saved successfully.', id: before.id };
  });
}
