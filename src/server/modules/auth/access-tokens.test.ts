import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens, isIssuedAfter } from './access-tokens';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-signing';
const claims = (userId: number) => ({ userId, roles: ['Admin'], clientIds: [], accessLevel: 100 });

afterEach(() => vi.useRealTimers());

describe('AccessTokens.verify', () => {
  it('answers the user of a valid token, again and again', async () => {
    const tokens = new AccessTokens(SECRET, 15);
    const first = await tokens.issue(claims(7));
    const second = await tokens.issue(claims(8));
    for (let round = 0; round < 3; round += 1) {
      expect((await tokens.verify(first))?.userId).toBe(7);
      expect((await tokens.verify(second))?.userId).toBe(8);
    }
  });

  it('refuses a token signed with another secret or altered, even after verifying the real one', async () => {
    const tokens = new AccessTokens(SECRET, 15);
    const forged = await new AccessTokens(`${SECRET}-other`, 15).issue(claims(7));
    const real = await tokens.issue(claims(7));
    expect((await tokens.verify(real))?.userId).toBe(7);
    expect(await tokens.verify(forged)).toBeUndefined();
    expect(await tokens.verify(`${real.slice(0, -2)}AA`)).toBeUndefined();
    expect(await tokens.verify('not-a-token')).toBeUndefined();
  });

  it('stops answering once a verified token has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T08:00:00Z'));
    const tokens = new AccessTokens(SECRET, 15);
    const token = await tokens.issue(claims(7));
    expect((await tokens.verify(token))?.userId).toBe(7);
    vi.setSystemTime(new Date('2026-11-21T08:14:00Z'));
    expect((await tokens.verify(token))?.userId).toBe(7);
    vi.setSystemTime(new Date('2026-11-21T08:15:01Z'));
    expect(await tokens.verify(token)).toBeUndefined();
  });
});

describe('AccessTokens issue times and sessions', () => {
  it('carries the issue time to the millisecond and the session', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T08:00:00.123Z'));
    const tokens = new AccessTokens(SECRET, 15);
    const token = await tokens.issue({ ...claims(7), sessionId: 'family-1' });
    expect(await tokens.verify(token)).toEqual({
      userId: 7,
      issuedAtMs: Date.parse('2026-11-21T08:00:00.123Z'),
      sessionId: 'family-1',
    });
  });
});

describe('isIssuedAfter', () => {
  const moment = new Date('2026-11-21T08:00:00.500Z');
  it.each([
    ['no moment set', Date.parse('2026-01-01T00:00:00Z'), null, true],
    ['issued a millisecond before', moment.getTime() - 1, moment, false],
    ['issued in the same second, before', Date.parse('2026-11-21T08:00:00.100Z'), moment, false],
    ['issued at the moment', moment.getTime(), moment, true],
    ['issued after', moment.getTime() + 1, moment, true],
  ] as const)('%s', (_case, issuedAtMs, validAfter, expected) =>
    expect(isIssuedAfter(issuedAtMs, validAfter)).toBe(expected),
  );
});
