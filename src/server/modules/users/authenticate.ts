import type { AuthenticateResponse } from '../../../shared/contracts/users';
import { ForbiddenError, UnauthorizedError } from '../../errors';
import { assertUnderLimit, clearHits, countHit } from '../../rate-limit';
import { loadCaller } from '../auth/caller';
import { decoyPasswordHash, verifyPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { startSession } from './session';
import { SIGN_IN_FAILURES_PER_ACCOUNT, SIGN_IN_PER_ADDRESS } from './sign-in-limits';
import { users } from '../../db/schema';
import { eq } from 'drizzle-orm';

const INVALID_CREDENTIALS = 'Invalid email or password.';

export async function authenticate(
  context: AppContext,
  input: { email: string; password: string; address: string },
): Promise<AuthenticateResponse> {
  const { db } = context.database;
  await countHit(db, SIGN_IN_PER_ADDRESS, input.address);
  await assertUnderLimit(db, SIGN_IN_FAILURES_PER_ACCOUNT, input.email);

  const caller = await loadCaller(db, { email: input.email });
  const [stored] = caller
    ? await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, caller.id))
    : [];
  const passwordHash = stored?.passwordHash ?? (await decoyPasswordHash());
  const passwordMatches = await verifyPassword(passwordHash, input.password);
  if (!caller || !passwordMatches) {
    await countHit(db, SIGN_IN_FAILURES_PER_ACCOUNT, input.email);
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }
  if (!caller.isActive) {
    throw new UnauthorizedError('This account has been deactivated. Please contact the district office.');
  }
  if (caller.roles.length === 0) {
    throw new ForbiddenError('This account has no role yet. Please contact the district office.');
  }
  await clearHits(db, SIGN_IN_FAILURES_PER_ACCOUNT, input.email);
  const session = await startSession(context, db, caller);
  return { message: `Welcome, ${caller.firstName}.`, ...session };
}
