import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from './errors';
import { WindowLimiter } from './window-limiter';

function limiterAt(clock: { now: number }, options: { limit: number; maxSubjects?: number }) {
  return new WindowLimiter({ ...options, windowMs: 60_000, message: 'Slow down', now: () => clock.now });
}

function refusal(action: () => void): TooManyRequestsError | undefined {
  try {
    action();
    return undefined;
  } catch (error) {
    if (error instanceof TooManyRequestsError) return error;
    throw error;
  }
}

describe('WindowLimiter', () => {
  it('allows the limit per subject and window, then refuses with the seconds left', () => {
    const clock = { now: 1_000_000 };
    const limiter = limiterAt(clock, { limit: 3 });
    for (let hit = 0; hit < 3; hit += 1) limiter.take('a');
    clock.now += 15_000;
    const refused = refusal(() => limiter.take('a'));
    expect(refused?.message).toBe('Slow down');
    expect(refused?.retryAfterSeconds).toBe(45);
    expect(refusal(() => limiter.take('b'))).toBeUndefined();
  });

  it('starts a new window when the last one ended', () => {
    const clock = { now: 0 };
    const limiter = limiterAt(clock, { limit: 1 });
    limiter.take('a');
    expect(refusal(() => limiter.take('a'))).toBeDefined();
    clock.now += 60_000;
    expect(refusal(() => limiter.take('a'))).toBeUndefined();
  });

  it.each([
    { subjects: 10, maxSubjects: 100, kept: 10 },
    { subjects: 1_000, maxSubjects: 100, kept: 100 },
  ])(
    'remembers at most maxSubjects ($subjects subjects, bound $maxSubjects)',
    ({ subjects, maxSubjects, kept }) => {
      const clock = { now: 0 };
      const limiter = limiterAt(clock, { limit: 5, maxSubjects });
      for (let subject = 0; subject < subjects; subject += 1) limiter.take(`s${subject}`);
      expect(limiter.size).toBe(kept);
    },
  );

  it('forgets ended windows as new subjects arrive', () => {
    const clock = { now: 0 };
    const limiter = limiterAt(clock, { limit: 5 });
    for (let subject = 0; subject < 50; subject += 1) limiter.take(`old${subject}`);
    clock.now += 61_000;
    limiter.take('new');
    expect(limiter.size).toBe(1);
  });
});
