import type { RateLimitRule } from '../../rate-limit';

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

export const CAPTCHA_REQUIRED_MESSAGE =
  'Too many failed sign-in attempts. Please complete the captcha to sign in.';

/**
 * Failed sign-ins per account. Past CAPTCHA_AFTER.accountFailures the account asks for the captcha
 * (decision 0022) and never refuses its owner: a correct password with a solved captcha gets in.
 * The limit is not a ceiling: counting never refuses.
 */
export const SIGN_IN_FAILURES_PER_ACCOUNT: RateLimitRule = {
  name: 'signin:account',
  limit: Number.POSITIVE_INFINITY,
  windowSeconds: FIFTEEN_MINUTES,
  message: CAPTCHA_REQUIRED_MESSAGE,
};

/**
 * Failed sign-ins per address, successes not counted. Past CAPTCHA_AFTER.addressFailures the
 * address must solve the captcha for any account, and past SLOW_AFTER.addressFailures each further
 * failure is answered more slowly. It never refuses: an office behind one address (or every user
 * behind a proxy not trusted) shares it with whoever fails from there, and the right password with
 * the captcha must still get in at once.
 */
export const SIGN_IN_FAILURES_PER_ADDRESS: RateLimitRule = {
  name: 'signin:address-failures',
  limit: Number.POSITIVE_INFINITY,
  windowSeconds: FIFTEEN_MINUTES,
  message: CAPTCHA_REQUIRED_MESSAGE,
};

/** Failures in the current 15 minutes after which a sign-in needs a solved captcha. */
export const CAPTCHA_AFTER = { accountFailures: 3, addressFailures: 10 } as const;

/** Failures in the current 15 minutes after which each further failure is answered more slowly. */
export const SLOW_AFTER = { accountFailures: 10, addressFailures: 100, currentPasswordFailures: 10 } as const;

/** The slowest a failure is answered: a guess a few seconds apart, never a door shut. */
export const MOST_FAILURE_DELAY_MS = 5_000;

/**
 * How long to hold the answer to a failure, the `failures`-th of its window: nothing before `after`,
 * then a quarter of a second more for each, up to MOST_FAILURE_DELAY_MS. Only failures wait; a
 * success is never delayed.
 */
export function failureDelayMs(failures: number, after: number): number {
  if (failures < after) return 0;
  return Math.min(MOST_FAILURE_DELAY_MS, (failures - after + 1) * 250);
}

/** Whether the next sign-in for this account from this address must carry a solved captcha. */
export function isCaptchaRequired(failures: { account: number; address: number }): boolean {
  return (
    failures.account >= CAPTCHA_AFTER.accountFailures || failures.address >= CAPTCHA_AFTER.addressFailures
  );
}

/**
 * Registrations per address. There is no limit per e-mail: the address is the requester's to
 * choose, so such a limit let a few junk requests block a person's e-mail for an hour, and each
 * attempt already costs a solved captcha.
 */
export const REGISTER_PER_ADDRESS: RateLimitRule = {
  name: 'register:address',
  limit: 20,
  windowSeconds: ONE_HOUR,
  message: 'Too many registrations from this address. Please try again later.',
};

/**
 * Wrong current passwords when changing one's own: a stolen session must not become a fast
 * guessing oracle, so past SLOW_AFTER.currentPasswordFailures each wrong one is answered more
 * slowly; the right one is never refused.
 */
export const CURRENT_PASSWORD_FAILURES: RateLimitRule = {
  name: 'password-change:account',
  limit: Number.POSITIVE_INFINITY,
  windowSeconds: FIFTEEN_MINUTES,
  message: 'Current password is incorrect.',
};
