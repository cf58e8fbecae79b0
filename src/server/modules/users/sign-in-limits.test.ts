import { describe, expect, it } from 'vitest';
import { isCaptchaRequired } from './sign-in-limits';

describe('isCaptchaRequired', () => {
  it.each([
    [0, 0, false],
    [2, 9, false],
    [3, 0, true],
    [0, 10, true],
    [50, 50, true],
  ])('account failures %i, address failures %i: %s', (account, address, required) =>
    expect(isCaptchaRequired({ account, address })).toBe(required),
  );
});
