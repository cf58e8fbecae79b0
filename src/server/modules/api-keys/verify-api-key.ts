import { eq } from 'drizzle-orm';
import { API_KEY_HEADER, API_KEY_SCOPE_LABELS } from '../../../shared/contracts/api-keys';
import type { ApiKeyScope } from '../../../shared/states';
import type { DbOrTx } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { ForbiddenError, UnauthorizedError } from '../../errors';
import { hashApiKey } from './api-key-text';

export const API_KEY_MISSING = `Send your API key in the ${API_KEY_HEADER} header.`;
export const API_KEY_UNKNOWN = 'This API key is not valid. Check that it was copied whole.';
export const API_KEY_REVOKED_REFUSAL = 'This API key has been revoked. Ask the district for a new one.';

export function apiKeyExpiredRefusal(lastDay: string): string {
  return `This API key expired after ${lastDay}. Ask the district for a new one.`;
}

export function apiKeyScopeRefusal(scope: ApiKeyScope): string {
  return `This API key does not allow reading ${API_KEY_SCOPE_LABELS[scope].toLowerCase()}.`;
}

/** Far longer than any key the district issues: such a header is refused without a lookup. */
const LONGEST_KEY = 200;

/** A key accepted today: which it is, what it may read and when it was last noted as used. */
export interface VerifiedApiKey {
  id: number;
  scopes: ApiKeyScope[];
  lastUsedAt: Date | null;
}

/**
 * The key of a read-API call, as sent in its header: found by its hash (one indexed query, never
 * kept between calls, so a key revoked or expired on one instance is refused by all at once) and
 * accepted when neither revoked nor past its last day in the district's `today`. 401 otherwise.
 */
export async function verifyApiKey(
  db: DbOrTx,
  key: string | undefined,
  today: string,
): Promise<VerifiedApiKey> {
  if (!key) throw new UnauthorizedError(API_KEY_MISSING);
  if (key.length > LONGEST_KEY) throw new UnauthorizedError(API_KEY_UNKNOWN);
  const [found] = await db
    .select({
      id: apiKeys.id,
      scopes: apiKeys.scopes,
      expiresOn: apiKeys.expiresOn,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, hashApiKey(key)));
  if (!found) throw new UnauthorizedError(API_KEY_UNKNOWN);
  if (found.revokedAt !== null) throw new UnauthorizedError(API_KEY_REVOKED_REFUSAL);
  if (found.expiresOn !== null && found.expiresOn < today) {
    throw new UnauthorizedError(apiKeyExpiredRefusal(found.expiresOn));
  }
  return { id: found.id, scopes: found.scopes, lastUsedAt: found.lastUsedAt };
}

/** 403 unless the key holds the call's scope; a call without one (null) takes any valid key. */
export function requireScope(key: VerifiedApiKey, scope: ApiKeyScope | null): void {
  if (scope !== null && !key.scopes.includes(scope)) throw new ForbiddenError(apiKeyScopeRefusal(scope));
}
