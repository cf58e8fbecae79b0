import { useSyncExternalStore } from 'react';
import type { AuthenticateResponse } from '../../shared/contracts/users';

/** The persisted auth session. */
export interface Session {
  user: { id: number; firstName: string; lastName: string; username: string; email: string };
  authToken: string;
  refreshToken: string;
  role: string[];
  clientIds: number[];
  accessLevel: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isFilledText = (value: unknown): value is string => isText(value) && value.length > 0;
const isWholeNumber = (value: unknown): value is number => Number.isInteger(value);

/**
 * The stored session if it has every field with the right type, else null; unknown fields are
 * dropped. Checked by hand: every page reads the session at start, and a schema library here would
 * ride in the entry chunk that the sign-in page downloads (decision 0027).
 */
export function parseSession(value: unknown): Session | null {
  if (!isRecord(value) || !isRecord(value.user)) return null;
  const { user, authToken, refreshToken, role, clientIds, accessLevel } = value;
  const { id, firstName, lastName, username, email } = user;
  if (!isWholeNumber(id) || !isText(firstName) || !isText(lastName)) return null;
  if (!isText(username) || !isText(email)) return null;
  if (!isFilledText(authToken) || !isFilledText(refreshToken) || !isWholeNumber(accessLevel)) return null;
  if (!Array.isArray(role) || !role.every(isText)) return null;
  if (!Array.isArray(clientIds) || !clientIds.every(isWholeNumber)) return null;
  return {
    user: { id, firstName, lastName, username, email },
    authToken,
    refreshToken,
    role,
    clientIds,
    accessLevel,
  };
}

/** What sign-in and refresh both answer: the user with a fresh token pair. */
export type SignedInUser = Omit<AuthenticateResponse, 'message'>;

export const SESSION_STORAGE_KEY = 'gcd.session';

const listeners = new Set<() => void>();
let cached: { raw: string | null; session: Session | null } | undefined;

function read(): Session | null {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  if (cached && cached.raw === raw) return cached.session;
  let session: Session | null = null;
  if (raw) {
    try {
      session = parseSession(JSON.parse(raw));
    } catch {
      session = null;
    }
  }
  cached = { raw, session };
  return session;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return read();
}

export function sessionFromUser(user: SignedInUser): Session {
  return {
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      email: user.email,
    },
    authToken: user.token,
    refreshToken: user.refreshToken,
    role: user.role,
    clientIds: user.clientIds,
    accessLevel: user.accessLevel,
  };
}

/**
 * A sign-in or refresh answer's user if it carries everything a session needs, else null; unknown
 * fields are dropped.
 */
export function signedInUserFrom(value: unknown): SignedInUser | null {
  if (!isRecord(value)) return null;
  const { token, refreshToken, role, clientIds, accessLevel } = value;
  const session = parseSession({ user: value, authToken: token, refreshToken, role, clientIds, accessLevel });
  if (!session) return null;
  return {
    ...session.user,
    token: session.authToken,
    refreshToken: session.refreshToken,
    role: session.role,
    clientIds: session.clientIds,
    accessLevel: session.accessLevel,
  };
}

/** Sign-in stores the session; a token refresh replaces it the same way. */
export function saveSession(user: SignedInUser): Session {
  const session = sessionFromUser(user);
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  notify();
  return session;
}

/** Logout (or a failed refresh) empties the session. */
export function clearSession(): void {
  localStorage.removeItem(SESSION_STORAGE_KEY);
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the same storage key.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
