import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AccountingTokens } from './accounting-service';

/**
 * The sandbox ledger's authorization codes and tokens: signed, self-describing values
 * (kind.realm.expiry.nonce.signature), so they expire and cannot be forged or moved to another
 * company, as QuickBooks' own do, without a table of them.
 */

/** The one company the sandbox ledger keeps books for. */
export const SANDBOX_REALM_ID = '9130355377384472';

const CODE_SECONDS = 10 * 60;
const ACCESS_SECONDS = 60 * 60;
const REFRESH_SECONDS = 100 * 24 * 60 * 60;

type GrantKind = 'code' | 'access' | 'refresh';

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

function issue(secret: string, kind: GrantKind, realmId: string, seconds: number, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + seconds;
  const payload = `sbx-${kind}.${realmId}.${expires}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** Why a grant is refused, or null when it is good for this realm now. */
export function grantProblem(
  secret: string,
  kind: GrantKind,
  grant: string,
  now: Date,
  realmId?: string,
): string | null {
  const parts = grant.split('.');
  if (parts.length !== 5 || parts[0] !== `sbx-${kind}`) return 'The grant is not one the sandbox issued.';
  const signature = Buffer.from(parts[4] ?? '');
  const expected = Buffer.from(sign(secret, parts.slice(0, 4).join('.')));
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
    return 'The grant is not one the sandbox issued.';
  }
  if (realmId !== undefined && parts[1] !== realmId) return 'The grant belongs to another company.';
  if (Number(parts[2]) * 1000 <= now.getTime()) return 'The grant has expired.';
  return null;
}

/** The realm a grant was issued for (check it with `grantProblem` first). */
export function realmOfGrant(grant: string): string {
  return grant.split('.')[1] ?? '';
}

export function issueSandboxCode(secret: string, realmId = SANDBOX_REALM_ID, now = new Date()): string {
  return issue(secret, 'code', realmId, CODE_SECONDS, now);
}

export function issueSandboxTokens(secret: string, realmId: string, now = new Date()): AccountingTokens {
  return {
    accessToken: issue(secret, 'access', realmId, ACCESS_SECONDS, now),
    refreshToken: issue(secret, 'refresh', realmId, REFRESH_SECONDS, now),
    accessTokenExpiresAt: new Date(now.getTime() + ACCESS_SECONDS * 1000),
    refreshTokenExpiresAt: new Date(now.getTime() + REFRESH_SECONDS * 1000),
  };
}
