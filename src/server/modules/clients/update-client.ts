import { eq } from 'drizzle-orm';
import { REGISTRATION_CODE_LOCKED_MESSAGE, type ClientUpdate } from '../../../shared/contracts/clients';
import type { SavedResponse } from '../../../shared/contracts/common';
import { isStaff } from '../../../shared/rules/access';
import { recordAudit } from '../../audit';
import { clients } from '../../db/schema';
import { ForbiddenError, ValidationError } from '../../errors';
import type { Caller } from '../auth/caller';
import type { DbOrTx } from '../../db/client';
import { findVisibleClient } from '../auth/scope';

export const FLAGS_STAFF_ONLY_MESSAGE =
  'Only district staff may change the active, self-submitting and public flags.';
export const OWNER_ID_STAFF_ONLY_MESSAGE = 'Only district staff may change the Owner Id.';

/**
 * PUT Client/UpdateClient: staff change any client, a client manager (level 40) only their own.
 * The registration code never changes once the client exists (users register with it). Below
 * staff level the flags and the Owner Id (the district's own number for the owner, in its
 * registry and its other records) must stay as they are: a change is refused, not ignored, so the
 * caller is never told "saved" for a value that was not.
 */
export async function updateClient(db: DbOrTx, caller: Caller, input: ClientUpdate): Promise<SavedResponse> {
  return db.transaction(async (tx) => {
    const before = await findVisibleClient(tx, caller, input.id);
    if (input.registrationCode !== before.registrationCode) {
      throw new ValidationError(REGISTRATION_CODE_LOCKED_MESSAGE, {
        registrationCode: REGISTRATION_CODE_LOCKED_MESSAGE,
      });
    }
    const changesFlags =
      (input.isActive !== undefined && input.isActive !== before.isActive) ||
      (input.isSelfSubmitting !== undefined && input.isSelfSubmitting !== before.isSelfSubmitting) ||
      (input.isPublic !== undefined && input.isPublic !== before.isPublic);
    if (changesFlags && !isStaff(caller.accessLevel)) throw new ForbiddenError(FLAGS_STAFF_ONLY_MESSAGE);
    const changesOwnerId = (input.ownerId ?? null) !== (before.ownerId ?? null);
    if (changesOwnerId && !isStaff(caller.accessLevel)) throw new ForbiddenError(OWNER_ID_STAFF_ONLY_MESSAGE);

    const { id, registrationCode: _unchanged, ...values } = input;
    const [after] = await tx
      .update(clients)
      .set({
        ...values,
        isActive: values.isActive ?? before.isActive,
        isSelfSubmitting: values.isSelfSubmitting ?? before.isSelfSubmitting,
        isPublic: values.isPublic ?? before.isPublic,
      })
      .where(eq(clients.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: 'update-client',
      entity: 'client',
      entityId: id,
      before,
      after,
    });
    return { message: 'Client updated successfully.', id };
  });
}
