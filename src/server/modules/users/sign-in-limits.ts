import type { RateLimitRule } from '../../rate-limit';

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

export const SIGN_IN_PER_ADDRESS: RateLimitRule = {
  name: 'signin:address',
  limit: 60,
  windowSeconds: FIFTEEN_MINUTES,
  message: 'Too many sign-in attempts from this address. Please wait a few minutes and try again.',
};

/** Failed attempts only: a user who signs in successfully starts afresh. */
export const SIGN_IN_FAILURES_PER_ACCOUNT: RateLimitRule = {
  name: 'signin:account',
  limit: 10,
  windowSeconds: FIFTEEN_MINUTES,
  message: 'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.',
};

export const REGISTER_PER_ADDRESS: RateLimitRule = {
  name: 'register:address',
  limit: 20,
  windowSeconds: ONE_HOUR,
  message: 'Too many registrations from this address. Please try again later.',
};

export const REGISTER_PER_ACCOUNT: RateLimitRule = {
  name: 'register:account',
  limit: 5,
  windowSeconds: ONE_HOUR,
  message: 'Too many registration attempts for this email. Please try again later.',
};

/** Wrong current passwords when changing one's own: a stolen session must not become a guessing oracle. */
export const CURRENT_PASSWORD_FAILURES: RateLimitRule = {
  name: 'password-change:account',
  limit: 10,
  windowSeconds: FIFTEEN_MINUTES,
  message: 'Too many wrong current passwords. Please wait 15 minutes and try again.',
};
