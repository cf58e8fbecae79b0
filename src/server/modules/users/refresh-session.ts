import type { RefreshTokenResponse } from '../../../shared/contracts/users';
import { UnauthorizedError } from '../../errors';
import { loadCaller } from '../auth/caller';
import { endUserSessions, rotateRefreshToken } from '../auth/refresh-tokens';
import type { AppContext } from '../context';
import { accessTokenFor, sessionUser } from './session';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** Rotates the refresh token and issues a fresh access token with the user's current roles. */
export async function refreshSession(
  context: AppContext,
  refreshToken: string,
): Promise<RefreshTokenResponse> {
  const rotation = await context.database.db.transaction((tx) =>
    rotateRefreshToken(tx, refreshToken, context.config.refreshTokenDays),
  );
  if (rotation.outcome === 'reused') context.forgetCaller(rotation.userId);
  if (rotation.outcome !== 'rotated') throw new UnauthorizedError(SESSION_ENDED);
  const caller = await loadCaller(context.database.db, { id: rotation.userId });
  if (!caller?.isActive) {
    await endUserSessions(context.database.db, rotation.userId);
    throw new UnauthorizedError(SESSION_ENDED);
  }
  const token = await accessTokenFor(context, caller, rotation.familyId);
  return {
    success: true,
    message: 'Session refreshed.',
    user: { ...sessionUser(caller), token, refreshToken: rotation.refreshToken },
  };
}
