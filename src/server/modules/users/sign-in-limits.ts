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
 * address must solve the captcha for any account; past the limit it is refused for a while - only
 * that address, never an account's owner elsewhere.
 */
export const SIGN_IN_FAILURES_PER_ADDRESS: RateLimitRule = {
  name: 'signin:address-failures',
  limit: 100,
  windowSeconds: FIFTEEN_MINUTES,
  message: 'Too many failed sign-in attempts from this address. Please wait a few minutes and try again.',
};

/** Failures in the current 15 minutes after which a sign-in needs a solved captcha. */
export const CAPTCHA_AFTER = { accountFailures: 3, addressFailures: 10 } as const;

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

/** Wrong current passwords when changing one's own: a stolen session must not become a guessing oracle. */
export const CURRENT_PASSWORD_FAILURES: RateLimitRule = {
  name: 'password-change:account',
  limit: 10,
  windowSeconds: FIFTEEN_MINUTES,
  message: 'Too many wrong current passwords. Please wait 15 minutes and try again.',
};
