import { createHash, randomBytes } from 'node:crypto';

/** Every key starts so: an agency (or a secret scanner) recognises one in a file or a log. */
export const API_KEY_PREFIX = 'gwd_';

/** How much of a key the list shows to tell keys apart: the prefix and eight random characters. */
const SHOWN_LENGTH = 12;

/** A new key: the prefix and 32 random bytes as base64url (43 characters). */
export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * What the district keeps of a key: its SHA-256 as hex. A key carries 256 random bits, so a fast
 * hash is enough; a slow one would cost every call of the read API its time.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The key's first characters, kept to tell keys apart; far too few to guess the rest from. */
export function shownPrefix(key: string): string {
  return key.slice(0, SHOWN_LENGTH);
}
