import type { AuthenticateResponse } from '../../../shared/contracts/users';
import { saveSession, type Session } from '../../lib/session';

/** A sign-in answer: an admin unless overridden. */
export function authenticatedUser(overrides: Partial<AuthenticateResponse> = {}): AuthenticateResponse {
  return {
    message: 'Signed in successfully.',
    id: 7,
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: 'ada@demo.test',
    email: 'ada@demo.test',
    role: ['Admin'],
    clientIds: [],
    accessLevel: 100,
    token: 'token-1',
    refreshToken: 'refresh-1',
    ...overrides,
  };
}

/** Stores a session as a sign-in would. */
export function signInAs(overrides: Partial<AuthenticateResponse> = {}): Session {
  return saveSession(authenticatedUser(overrides));
}
