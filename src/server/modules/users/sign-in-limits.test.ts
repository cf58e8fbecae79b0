import { describe, expect, it } from 'vitest';
import { failureDelayMs, isCaptchaRequired, MOST_FAILURE_DELAY_MS } from './sign-in-limits';

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

describe('failureDelayMs', () => {
  it.each([
    [0, 100, 0],
    [99, 100, 0],
    [100, 100, 250],
    [101, 100, 500],
    [119, 100, 5_000],
    [10_000, 100, MOST_FAILURE_DELAY_MS],
    [9, 10, 0],
    [12, 10, 750],
  ])('failure %i, slowing after %i: %i ms', (failures, after, delay) =>
    expect(failureDelayMs(failures, after)).toBe(delay),
  );
});
