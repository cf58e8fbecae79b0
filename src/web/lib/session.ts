import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import type { AuthenticateResponse } from '../../shared/contracts/users';

/** The persisted auth session (spec section 3, Auth session). */
export const sessionSchema = z.object({
  user: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    username: z.string(),
    email: z.string(),
  }),
  authToken: z.string().min(1),
  refreshToken: z.string().min(1),
  role: z.array(z.string()),
  clientIds: z.array(z.number().int()),
  accessLevel: z.number().int(),
});
export type Session = z.infer<typeof sessionSchema>;

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
      const parsed = sessionSchema.safeParse(JSON.parse(raw));
      session = parsed.success ? parsed.data : null;
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
