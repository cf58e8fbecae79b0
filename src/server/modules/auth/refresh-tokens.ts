import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Starts a new token family at sign-in. */
export async function issueRefreshToken(
  db: DbOrTx,
  userId: number,
  lifetimeDays: number,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(days => ${lifetimeDays})`,
  });
  return token;
}

export type RotationResult =
  | { outcome: 'rotated'; userId: number; familyId: string; refreshToken: string }
  | { outcome: 'invalid' }
  | { outcome: 'reused'; userId: number };

/**
 * Exchanges a refresh token for a new one of the same family. A token that was already rotated
 * means someone holds a copy: the whole family is revoked and the caller must sign in again.
 * Must run in a transaction so two concurrent refreshes of one token cannot both succeed.
 */
export async function rotateRefreshToken(
  tx: DbOrTx,
  token: string,
  lifetimeDays: number,
): Promise<RotationResult> {
  const [stored] = await tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .for('update');
  if (!stored || stored.revokedAt) return { outcome: 'invalid' };
  if (stored.rotatedAt) {
    // Someone holds a copy, and may hold the access tokens issued with it: those end too.
    await revokeFamily(tx, stored.familyId);
    await endAccessTokens(tx, stored.userId);
    return { outcome: 'reused', userId: stored.userId };
  }
  if (stored.expiresAt.getTime() <= Date.now()) return { outcome: 'invalid' };
  await tx
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(eq(refreshTokens.id, stored.id));
  const refreshToken = await issueRefreshToken(tx, stored.userId, lifetimeDays, stored.familyId);
  return { outcome: 'rotated', userId: stored.userId, familyId: stored.familyId, refreshToken };
}

export async function revokeFamily(db: DbOrTx, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Refuses from now on every access token the user holds (decision 0023). The moment comes from
 * this process's clock, the one that stamps the tokens' issue times.
 */
export async function endAccessTokens(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ tokensValidAfter: new Date() }).where(eq(users.id, userId));
}

/**
 * Ends a user's sessions: every refresh family but `keepFamilyId` (the session that changed its own
 * password) and every access token issued so far. On deactivation and on every password change.
 */
export async function endUserSessions(db: DbOrTx, userId: number, keepFamilyId?: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId === undefined ? undefined : ne(refreshTokens.familyId, keepFamilyId),
      ),
    );
  await endAccessTokens(db, userId);
}
