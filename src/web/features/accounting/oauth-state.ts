/**
 * The OAuth `state`: a random value the browser makes before leaving for the consent page and checks
 * when the callback brings it back, so a callback this browser did not start (a forged link carrying
 * someone else's code) is refused. It lives in sessionStorage: one tab, gone when the tab closes.
 */
export const OAUTH_STATE_STORAGE_KEY = 'gcd.accounting.oauthState';

/** 32 random bytes as base64url: 43 URL-safe characters, within the contract's 16 to 128. */
export function makeOAuthState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function storeOAuthState(state: string): void {
  sessionStorage.setItem(OAUTH_STATE_STORAGE_KEY, state);
}

/**
 * Whether the callback's state is the one this tab stored; a match uses it up, so the same callback
 * address cannot be replayed. A mismatch leaves the stored value: the Admin's own flow may still come.
 */
export function claimOAuthState(state: string | null): boolean {
  const stored = sessionStorage.getItem(OAUTH_STATE_STORAGE_KEY);
  if (stored === null || state === null || stored !== state) return false;
  sessionStorage.removeItem(OAUTH_STATE_STORAGE_KEY);
  return true;
}
