import type { RefreshTokenResponse } from '../../../shared/contracts/users';
import { UnauthorizedError } from '../../errors';
import { loadCaller } from '../auth/caller';
import { endUserSessions, rotateRefreshToken } from '../auth';
import type { DbOrTx } from '../../db/client';
import { accessTokenFor, sessionUser, type SessionIssuer } from './session';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * Rotates the refresh token and issues a fresh access token with the user's current roles. A reused
 * refresh token ends the user's sessions, and `forgetCaller` drops this instance's kept caller at once.
 */
export async function refreshSession(
  db: DbOrTx,
  issuer: SessionIssuer & { forgetCaller: (userId: number) => void },
  refreshToken: string,
): Promise<RefreshTokenResponse> {
  const rotation = await db.transaction((tx) =>
    rotateRefreshToken(tx, refreshToken, issuer.refreshTokenDays),
  );
  if (rotation.outcome === 'reused') issuer.forgetCaller(rotation.userId);
  if (rotation.outcome !== 'rotated') throw new UnauthorizedError(SESSION_ENDED);
  const caller = await loadCaller(db, { id: rotation.userId });
  if (!caller?.isActive) {
    await endUserSessions(db, rotation.userId);
    throw new UnauthorizedError(SESSION_ENDED);
  }
  const token = await accessTokenFor(issuer.tokens, caller, rotation.familyId);
  return {
    success: true,
    message: 'Session refreshed.',
    user: { ...sessionUser(caller), token, refreshToken: rotation.refreshToken },
  };
}
