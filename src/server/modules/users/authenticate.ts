import { eq } from 'drizzle-orm';
import type { AuthenticateResponse } from '../../../shared/contracts/users';
import { users } from '../../db/schema';
import { CaptchaRequiredError, ForbiddenError, UnauthorizedError } from '../../errors';
import { setTimeout as sleep } from 'node:timers/promises';
import { clearHits, currentHits, recordHit } from '../../rate-limit';
import { loadCaller } from '../auth/caller';
import { decoyPasswordHash, verifyPassword } from '../auth';
import type { DbOrTx } from '../../db/client';
import type { Captcha } from '../../integrations/captcha/altcha';
import { startSession, type SessionIssuer } from './session';
import {
  CAPTCHA_REQUIRED_MESSAGE,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_ADDRESS,
  SLOW_AFTER,
  failureDelayMs,
  isCaptchaRequired,
} from './sign-in-limits';

const INVALID_CREDENTIALS = 'Invalid email or password.';

/**
 * POST Users/Authenticate. Failures, never successes, are counted per account and per address;
 * after a few the sign-in must carry a solved captcha, and after many each failure is answered
 * more slowly (decisions 0022, 0052). Nobody can lock an owner out, by account or by address: the
 * right password with a solved captcha always gets in, at once.
 */
export async function authenticate(
  db: DbOrTx,
  issuer: SessionIssuer,
  captcha: Captcha,
  input: { email: string; password: string; reCAPTCHAToken?: string; address: string },
): Promise<AuthenticateResponse> {
  const [account, address] = await Promise.all([
    currentHits(db, SIGN_IN_FAILURES_PER_ACCOUNT, input.email),
    currentHits(db, SIGN_IN_FAILURES_PER_ADDRESS, input.address),
  ]);
  if (isCaptchaRequired({ account, address })) {
    // Checked before the password, so an unsolved attempt tells nothing about it.
    const solved = input.reCAPTCHAToken ? await captcha.verifySolution(input.reCAPTCHAToken) : false;
    if (!solved) throw new CaptchaRequiredError(CAPTCHA_REQUIRED_MESSAGE);
  }

  const caller = await loadCaller(db, { email: input.email });
  const [stored] = caller
    ? await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, caller.id))
    : [];
  const passwordHash = stored?.passwordHash ?? (await decoyPasswordHash());
  const passwordMatches = await verifyPassword(passwordHash, input.password);
  if (!caller || !passwordMatches) {
    const accountFailures = await recordHit(db, SIGN_IN_FAILURES_PER_ACCOUNT, input.email);
    const addressFailures = await recordHit(db, SIGN_IN_FAILURES_PER_ADDRESS, input.address);
    await sleep(
      Math.max(
        failureDelayMs(accountFailures, SLOW_AFTER.accountFailures),
        failureDelayMs(addressFailures, SLOW_AFTER.addressFailures),
      ),
    );
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }
  if (!caller.isActive) {
    throw new UnauthorizedError('This account has been deactivated. Please contact the district office.');
  }
  if (caller.roles.length === 0) {
    throw new ForbiddenError('This account has no role yet. Please contact the district office.');
  }
  await clearHits(db, SIGN_IN_FAILURES_PER_ACCOUNT, input.email);
  const session = await startSession(db, issuer, caller);
  return { message: `Welcome, ${caller.firstName}.`, ...session };
}
