import { eq } from 'drizzle-orm';
import { CURRENT_PASSWORD_REQUIRED, type ChangePasswordRequest } from '../../../shared/contracts/users';
import { isStaff } from '../../../shared/rules/access';
import { decideUserManagement } from '../../../shared/rules/user-management';
import { recordAudit } from '../../audit';
import { users } from '../../db/schema';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { setTimeout as sleep } from 'node:timers/promises';
import { clearHits, recordHit } from '../../rate-limit';
import { loadCaller, type Caller } from '../auth/caller';
import { endUserSessions, hashPassword, verifyPassword } from '../auth';
import type { DbOrTx } from '../../db/client';
import { CURRENT_PASSWORD_FAILURES, SLOW_AFTER, failureDelayMs } from './sign-in-limits';

const USER_NOT_FOUND = 'User not found.';
const CURRENT_PASSWORD_WRONG = 'Current password is incorrect.';

/**
 * Sets a user's password: one's own (proving the current one), or, for staff, another's within
 * the rules of decideUserManagement. Either way the user's other sessions end: every refresh
 * family but the one that made the change, and every access token issued before it.
 */
export async function changePassword(
  db: DbOrTx,
  actor: Caller,
  input: ChangePasswordRequest,
  actorSessionId: string | undefined,
): Promise<{ message: string; id: number }> {
  const target = await loadCaller(db, { id: input.userId });
  if (!target) throw new NotFoundError(USER_NOT_FOUND);
  const decision = decideUserManagement(actor, target);
  if (decision === 'not-found') throw new NotFoundError(USER_NOT_FOUND);
  const isOwn = target.id === actor.id;
  // Resetting someone else's password is a staff action (level 50 and up).
  if (decision === 'forbidden' || (!isOwn && !isStaff(actor.accessLevel))) {
    throw new ForbiddenError('You may not change this user’s password.');
  }
  if (isOwn) await assertCurrentPassword(db, target.id, input.currentPassword);

  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, target.id));
    await endUserSessions(tx, target.id, isOwn ? actorSessionId : undefined);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: isOwn ? 'change-own-password' : 'reset-password',
      entity: 'user',
      entityId: target.id,
    });
  });
  return { message: 'Password updated successfully.', id: target.id };
}

/**
 * Whoever holds a signed-in browser must still know the password to change it. Wrong guesses are
 * counted per account and, past a few, answered more slowly, so a stolen session is no fast way to
 * guess the password; the right one is never refused.
 */
async function assertCurrentPassword(
  db: DbOrTx,
  userId: number,
  currentPassword: string | undefined,
): Promise<void> {
  if (!currentPassword) {
    throw new ValidationError(CURRENT_PASSWORD_REQUIRED, { currentPassword: CURRENT_PASSWORD_REQUIRED });
  }
  const subject = String(userId);
  const [stored] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!stored || !(await verifyPassword(stored.passwordHash, currentPassword))) {
    const failures = await recordHit(db, CURRENT_PASSWORD_FAILURES, subject);
    await sleep(failureDelayMs(failures, SLOW_AFTER.currentPasswordFailures));
    throw new ValidationError(CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
  }
  await clearHits(db, CURRENT_PASSWORD_FAILURES, subject);
}
