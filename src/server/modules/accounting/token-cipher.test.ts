import { describe, expect, it } from 'vitest';
import { openToken, sealToken } from './token-cipher';

const key = Buffer.alloc(32, 1);

describe('token cipher', () => {
  it('opens what it sealed, and never stores the token in the clear', () => {
    const token = 'eyJlbmMiOiJBMTI4Q0JDLUhTMjU2IiwiYWxnIjoiZGlyIn0..refresh-token';
    const sealed = sealToken(key, token);
    expect(sealed).not.toContain('refresh-token');
    expect(sealed).not.toContain(Buffer.from(token).toString('base64url').slice(0, 12));
    expect(openToken(key, sealed)).toBe(token);
  });

  it('seals the same token differently each time', () => {
    expect(sealToken(key, 'same')).not.toBe(sealToken(key, 'same'));
  });

  it.each([
    ['another key', (sealed: string) => ({ sealed, key: Buffer.alloc(32, 2) })],
    [
      'a changed ciphertext',
      (sealed: string) => ({ sealed: sealed.slice(0, -1) + (sealed.endsWith('A') ? 'B' : 'A'), key }),
    ],
    ['an unknown format', () => ({ sealed: 'plain-token', key })],
  ])('refuses %s', (_name, alter) => {
    const { sealed, key: usedKey } = alter(sealToken(key, 'access-token-value'));
    expect(() => openToken(usedKey, sealed)).toThrow();
  });
});
