import { regexes } from 'zod/v4/core';

/**
 * The sign-in form's rules, shared by the contract (authenticateRequestSchema) and the sign-in page,
 * which checks them without zod's classic API: the first page anyone loads stays light (decision 0027).
 */
export const SIGN_IN_EMAIL_MAX_LENGTH = 250;

/** The error code of a sign-in that must carry a solved captcha (reCAPTCHAToken) to proceed. */
export const CAPTCHA_REQUIRED_CODE = 'captcha-required';

export const SIGN_IN_MESSAGES = {
  email: 'Please enter a valid email',
  emailTooLong: `Email must be at most ${SIGN_IN_EMAIL_MAX_LENGTH} characters`,
  password: 'Password is required',
} as const;

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

/** As the contract stores it: no surrounding spaces, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The messages the contract gives for these values, none when they are valid. */
export function signInErrors({ email, password }: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  const trimmed = email.trim();
  // The contract's order: the length first, then the address (zod's own email pattern).
  if (trimmed.length > SIGN_IN_EMAIL_MAX_LENGTH) errors.email = SIGN_IN_MESSAGES.emailTooLong;
  else if (!regexes.email.test(trimmed)) errors.email = SIGN_IN_MESSAGES.email;
  if (password.length === 0) errors.password = SIGN_IN_MESSAGES.password;
  return errors;
}
