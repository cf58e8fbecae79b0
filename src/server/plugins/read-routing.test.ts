import { describe, expect, it } from 'vitest';
import { parseLsn } from '../db/replica-state';
import { writtenLsnCookie, writtenLsnOf } from './read-routing';

describe('the written-position cookie', () => {
  it('is read back from a Cookie header among others, and ignored when malformed', () => {
    const cookie = writtenLsnCookie('16/B374D848', true);
    expect(cookie).toBe(
      'gdp-written-lsn=16/B374D848; Max-Age=3600; Path=/api; HttpOnly; SameSite=Strict; Secure',
    );
    expect(writtenLsnOf('theme=dark; gdp-written-lsn=16/B374D848')).toBe(parseLsn('16/B374D848'));
    expect(writtenLsnOf('gdp-written-lsn=not-a-position')).toBeNull();
    expect(writtenLsnOf(undefined)).toBeNull();
  });
});
