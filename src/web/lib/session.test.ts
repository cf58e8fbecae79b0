import { describe, expect, it } from 'vitest';
import { parseSession, type Session } from './session';

const SESSION: Session = {
  user: { id: 7, firstName: 'Ann', lastName: 'Lee', username: 'ann', email: 'ann@example.test' },
  authToken: 'access',
  refreshToken: 'refresh',
  role: ['Owner'],
  clientIds: [3, 4],
  accessLevel: 40,
};

describe('parseSession', () => {
  it('accepts a complete session and drops unknown fields', () => {
    expect(parseSession({ ...SESSION, extra: 1, user: { ...SESSION.user, extra: 2 } })).toEqual(SESSION);
  });

  it.each([
    ['not an object', 'text'],
    ['no user', { ...SESSION, user: undefined }],
    ['a fractional user id', { ...SESSION, user: { ...SESSION.user, id: 1.5 } }],
    ['a missing email', { ...SESSION, user: { ...SESSION.user, email: undefined } }],
    ['an empty auth token', { ...SESSION, authToken: '' }],
    ['no refresh token', { ...SESSION, refreshToken: undefined }],
    ['roles that are not text', { ...SESSION, role: [1] }],
    ['client ids that are not whole numbers', { ...SESSION, clientIds: ['3'] }],
    ['an access level as text', { ...SESSION, accessLevel: '40' }],
  ])('refuses %s', (_case, value) => {
    expect(parseSession(value)).toBeNull();
  });
});
