import { randomUUID } from 'node:crypto';
import type { AuthenticateResponse } from '../../../shared/contracts/users';
import type { DbOrTx } from '../../db/client';
import { issueRefreshToken, type AccessTokens } from '../auth';
import type { Caller } from '../auth/caller';

/** What issuing a session needs besides the database: the token signer and the refresh tokens' life. */
export interface SessionIssuer {
  tokens: AccessTokens;
  refreshTokenDays: number;
}

/** The session user fields every sign-in and refresh answer carries. */
export function sessionUser(caller: Caller) {
  return {
    id: caller.id,
    firstName: caller.firstName,
    lastName: caller.lastName,
    username: caller.email,
    email: caller.email,
    role: caller.roles,
    clientIds: caller.clientIds,
    accessLevel: caller.accessLevel,
  };
}

/** An access token of the session (refresh-token family) `sessionId`. */
export function accessTokenFor(tokens: AccessTokens, caller: Caller, sessionId: string): Promise<string> {
  return tokens.issue({
    userId: caller.id,
    roles: caller.roles,
    clientIds: caller.clientIds,
    accessLevel: caller.accessLevel,
    sessionId,
  });
}

/** A new session: an access token and the first refresh token of a new family. */
export async function startSession(
  db: DbOrTx,
  issuer: SessionIssuer,
  caller: Caller,
): Promise<Omit<AuthenticateResponse, 'message'>> {
  const sessionId = randomUUID();
  const [token, refreshToken] = await Promise.all([
    accessTokenFor(issuer.tokens, caller, sessionId),
    issueRefreshToken(db, caller.id, issuer.refreshTokenDays, sessionId),
  ]);
  return { ...sessionUser(caller), token, refreshToken };
}
