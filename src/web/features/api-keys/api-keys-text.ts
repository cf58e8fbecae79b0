import { API_KEY_HEADER, API_KEY_SCOPE_LABELS, type ApiKeyRow } from '../../../shared/contracts/api-keys';
import { publicApiWellsEndpoint } from '../../../shared/contracts/public-api';
import { formatDay } from '../../../shared/format';
import { formatInstant } from '../../components/permits/permit-text';

/*
 * The API keys page's words. A key's standing comes from the row: revoked when it has a revocation,
 * else expired when the server no longer accepts it, else active.
 */

export const NEVER = 'Never';

/** Where a key stands, in the order the status column sorts them. */
export const KEY_STANDINGS = ['active', 'expired', 'revoked'] as const;
export type KeyStanding = (typeof KEY_STANDINGS)[number];

export const STANDING_COLORS: Readonly<Record<KeyStanding, string>> = {
  active: 'success.main',
  expired: 'grey.500',
  revoked: 'warning.main',
};

export const STANDING_LABELS: Readonly<Record<KeyStanding, string>> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

export function keyStanding(key: Pick<ApiKeyRow, 'revokedAt' | 'isActive'>): KeyStanding {
  if (key.revokedAt !== null) return 'revoked';
  return key.isActive ? 'active' : 'expired';
}

/** "Active", "Expired", "Revoked on Jun 3, 2026, 2:15 PM". */
export function standingText(key: Pick<ApiKeyRow, 'revokedAt' | 'isActive'>): string {
  if (key.revokedAt !== null) return `Revoked on ${formatInstant(key.revokedAt)}`;
  return STANDING_LABELS[keyStanding(key)];
}

/** "Wells, Pumpage", in the contract's order of scopes. */
export function scopesText(scopes: ApiKeyRow['scopes']): string {
  return scopes.map((scope) => API_KEY_SCOPE_LABELS[scope]).join(', ');
}

/** The last day the key works, or "Never" for a key that works until revoked. */
export function expiresText(expiresOn: string | null): string {
  return expiresOn === null ? NEVER : formatDay(expiresOn);
}

export function lastUsedText(lastUsedAt: string | null): string {
  return lastUsedAt === null ? NEVER : formatInstant(lastUsedAt);
}

/** "gwk_ab12…": the key's first characters, marked as only its start. */
export function prefixText(prefix: string): string {
  return `${prefix}…`;
}

/** "“County GIS” (gwk_ab12…)": what a confirmation names. */
export function keyName(key: Pick<ApiKeyRow, 'name' | 'prefix'>): string {
  return `“${key.name}” (${prefixText(key.prefix)})`;
}

/** How an agency reads the registered wells with a key, as a command to paste into a terminal. */
export function curlExample(key: string, origin: string): string {
  return `curl -H "${API_KEY_HEADER}: ${key}" ${origin}${publicApiWellsEndpoint.path}`;
}
