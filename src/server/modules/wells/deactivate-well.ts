import { eq } from 'drizzle-orm';
import type { SavedResponse } from '../../../shared/contracts/common';
import { recordAudit } from '../../audit';
import { wells } from '../../db/schema';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { findVisibleWell } from '../auth/scope';

/**
 * PUT Well/DeactivateWell?id: the "Delete Well" of the well form. The well is taken out of service,
 * never deleted, so its pumpage and billing history stay intact. Deactivating an inactive well
 * keeps its original dates.
 */
export async function deactivateWell(db: DbOrTx, caller: Caller, id: number): Promise<SavedResponse> {
  return db.transaction(async (tx) => {
    const before = await findVisibleWell(tx, caller, id, { lock: true });
    if (!before.isActive && before.wellStatus === 'Inactive') {
      return { message: 'Well is already inactive.', id };
    }
    const now = new Date();
    const [after] = await tx
      .update(wells)
      .set({
        isActive: false,
        inactiveDateTime: before.isActive ? now : (before.inactiveDateTime ?? now),
        wellStatus: 'Inactive',
        wellStatusDate: before.wellStatus === 'Inactive' ? before.wellStatusDate : now,
      })
      .where(eq(wells.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: 'deactivate',
      entity: 'well',
      entityId: id,
      before,
      after,
    });
    return { message: 'Well deactivated successfully.', id };
  });
}
