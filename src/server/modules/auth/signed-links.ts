import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * A signed link stands in for the bearer token for exactly one URL, for a few minutes: a document
 * opened in a new tab or from an e-mail cannot send an Authorization header. The signature covers
 * the path and every query parameter, so changing an id, the user or the expiry breaks it. The user
 * named in the link must still be active and allowed when it is used: the guard loads them as it
 * loads a token's user.
 */

export const SIGNED_LINK_PARAMS = { user: 'uid', issuedAt: 'iat', expires: 'exp', signature: 'sig' } as const;

export interface SignedLinkClaims {
  userId: number;
  /** Milliseconds, compared with the user's tokens-valid-after moment like a token's. */
  issuedAtMs: number;
}

/** The link key is derived from the app secret, so it never signs anything else. */
function linkKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('signed-links/v1').digest();
}

function canonical(path: string, params: URLSearchParams): string {
  const pairs = [...params].filter(([name]) => name !== SIGNED_LINK_PARAMS.signature);
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(pairs).toString()}`;
}

function signatureOf(secret: string, path: string, params: URLSearchParams): string {
  return createHmac('sha256', linkKey(secret)).update(canonical(path, params)).digest('base64url');
}

/** `path?query` with the user, issue time, expiry and signature added. */
export function signLink(
  secret: string,
  path: string,
  query: Record<string, string>,
  { userId, nowMs, lifetimeSeconds }: { userId: number; nowMs: number; lifetimeSeconds: number },
): { url: string; expiresAt: string } {
  const expiresMs = nowMs + lifetimeSeconds * 1000;
  const params = new URLSearchParams({
    ...query,
    [SIGNED_LINK_PARAMS.user]: String(userId),
    [SIGNED_LINK_PARAMS.issuedAt]: String(nowMs),
    [SIGNED_LINK_PARAMS.expires]: String(Math.floor(expiresMs / 1000)),
  });
  params.set(SIGNED_LINK_PARAMS.signature, signatureOf(secret, path, params));
  return { url: `${path}?${params.toString()}`, expiresAt: new Date(expiresMs).toISOString() };
}

/** Whether a URL carries a signature at all (else the bearer token is required). */
export function hasLinkSignature(params: URLSearchParams): boolean {
  return params.has(SIGNED_LINK_PARAMS.signature);
}

/** The link's user if its signature is right and it has not expired, else undefined. */
export function verifyLink(
  secret: string,
  path: string,
  params: URLSearchParams,
  nowMs: number,
): SignedLinkClaims | undefined {
  const given = Buffer.from(params.get(SIGNED_LINK_PARAMS.signature) ?? '', 'base64url');
  const expected = Buffer.from(signatureOf(secret, path, params), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const expires = Number(params.get(SIGNED_LINK_PARAMS.expires));
  const userId = Number(params.get(SIGNED_LINK_PARAMS.user));
  const issuedAtMs = Number(params.get(SIGNED_LINK_PARAMS.issuedAt));
  if (!Number.isSafeInteger(expires) || expires * 1000 <= nowMs) return undefined;
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(issuedAtMs)) return undefined;
  return { userId, issuedAtMs };
}
