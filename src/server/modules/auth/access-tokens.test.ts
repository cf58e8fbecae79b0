import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens } from './access-tokens';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-signing';
const claims = (userId: number) => ({ userId, roles: ['Admin'], clientIds: [], accessLevel: 100 });

afterEach(() => vi.useRealTimers());

describe('AccessTokens.verifiedUserId', () => {
  it('answers the user of a valid token, again and again', async () => {
    const tokens = new AccessTokens(SECRET, 15);
    const first = await tokens.issue(claims(7));
    const second = await tokens.issue(claims(8));
    for (let round = 0; round < 3; round += 1) {
      expect(await tokens.verifiedUserId(first)).toBe(7);
      expect(await tokens.verifiedUserId(second)).toBe(8);
    }
  });

  it('refuses a token signed with another secret or altered, even after verifying the real one', async () => {
    const tokens = new AccessTokens(SECRET, 15);
    const forged = await new AccessTokens(`${SECRET}-other`, 15).issue(claims(7));
    const real = await tokens.issue(claims(7));
    expect(await tokens.verifiedUserId(real)).toBe(7);
    expect(await tokens.verifiedUserId(forged)).toBeUndefined();
    expect(await tokens.verifiedUserId(`${real.slice(0, -2)}AA`)).toBeUndefined();
    expect(await tokens.verifiedUserId('not-a-token')).toBeUndefined();
  });

  it('stops answering once a verified token has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T08:00:00Z'));
    const tokens = new AccessTokens(SECRET, 15);
    const token = await tokens.issue(claims(7));
    expect(await tokens.verifiedUserId(token)).toBe(7);
    vi.setSystemTime(new Date('2026-11-21T08:14:00Z'));
    expect(await tokens.verifiedUserId(token)).toBe(7);
    vi.setSystemTime(new Date('2026-11-21T08:15:01Z'));
    expect(await tokens.verifiedUserId(token)).toBeUndefined();
  });
});
