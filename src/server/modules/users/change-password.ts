import { eq } from 'drizzle-orm';
import { isStaff } from '../../../shared/rules/access';
import { decideUserManagement } from '../../../shared/rules/user-management';
import { recordAudit } from '../../audit';
import { users } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../errors';
import { loadCaller, type Caller } from '../auth/caller';
import { hashPassword } from '../auth/passwords';
import { revokeAllForUser } from '../auth/refresh-tokens';
import type { AppContext } from '../context';

const USER_NOT_FOUND = 'User not found.';

/**
 * Sets a user's password: one's own, or, for staff, another's within the rules of decideUserManagement.
 * When someone else resets it, the user's sessions end so the old holder of the account is out.
 */
export async function changePassword(
  context: AppContext,
  actor: Caller,
  input: { userId: number; password: string },
): Promise<{ message: string; id: number }> {
  const { db } = context.database;
  const target = await loadCaller(db, { id: input.userId });
  if (!target) throw new NotFoundError(USER_NOT_FOUND);
  const decision = decideUserManagement(actor, target);
  if (decision === 'not-found') throw new NotFoundError(USER_NOT_FOUND);
  // Spec section 6: resetting someone else's password is a staff action (level 50 and up).
  if (decision === 'forbidden' || (target.id !== actor.id && !isStaff(actor.accessLevel))) {
    throw new ForbiddenError('You may not change this user’s password.');
  }

  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, target.id));
    if (target.id !== actor.id) await revokeAllForUser(tx, target.id);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: target.id === actor.id ? 'change-own-password' : 'reset-password',
      entity: 'user',
      entityId: target.id,
    });
  });
  return { message: 'Password updated successfully.', id: target.id };
}
