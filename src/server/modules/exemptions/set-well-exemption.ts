import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SavedResponse } from '../../../shared/contracts/common';
import type { setWellExemptionRequestSchema } from '../../../shared/contracts/exemptions';
import { EXEMPT_FLAG, isExemptFlag } from '../../../shared/rules/billing';
import { recordAudit } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { wells } from '../../db/schema';
import type { Caller } from '../auth/caller';
import { findVisibleWell } from '../auth/scope';

type SetWellExemptionInput = z.output<typeof setWellExemptionRequestSchema>;

/**
 * POST Exemption/SetWellExemption (staff): marks the well exempt (flag 'E') or clears its flag,
 * with the reason, which the audit entry keeps. The well's row is held for the transaction, so the
 * entry's "before" is what the change replaced. A well already so is left alone and not audited.
 * Invoices read the flag as always: one generated after this bills the well accordingly.
 */
export async function setWellExemption(
  db: DbOrTx,
  caller: Caller,
  input: SetWellExemptionInput,
): Promise<SavedResponse> {
  return db.transaction(async (tx) => {
    const well = await findVisibleWell(tx, caller, input.wellId, { lock: true });
    if (isExemptFlag(well.flag) === input.exempt) {
      return {
        message: input.exempt
          ? `Well ${well.wellNumber} is already marked exempt.`
          : `Well ${well.wellNumber} is already not exempt.`,
        id: well.id,
      };
    }
    const flag = input.exempt ? EXEMPT_FLAG : null;
    await tx.update(wells).set({ flag }).where(eq(wells.id, well.id));
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: input.exempt ? 'mark-exempt' : 'clear-exemption',
      entity: 'well',
      entityId: well.id,
      before: { flag: well.flag },
      after: { flag, reason: input.reason },
    });
    return {
      message: input.exempt
        ? `Well ${well.wellNumber} marked exempt.`
        : `Well ${well.wellNumber} is no longer exempt.`,
      id: well.id,
    };
  });
}
