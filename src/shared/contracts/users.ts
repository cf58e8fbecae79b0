import { z } from 'zod';
import { normalizeEmail, SIGN_IN_EMAIL_MAX_LENGTH, SIGN_IN_MESSAGES } from '../rules/sign-in';
import { ACCESS } from '../rules/access';
import {
  PHONE_MESSAGE,
  PHONE_PATTERN,
  listResponseSchema,
  recordId,
  requiredText,
  savedResponseSchema,
} from './common';
import { defineEndpoint } from './endpoint';

export const PASSWORD_MIN_LENGTH = 5;

export const emailField = (message = 'Please enter valid email') =>
  z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(250, 'Email must be at most 250 characters')
    .pipe(z.email(message))
    .transform((email) => email.toLowerCase());

const phoneField = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || PHONE_PATTERN.test(value), PHONE_MESSAGE);

const nameFields = {
  firstName: requiredText('First Name', 100, 'First Name is required'),
  lastName: requiredText('Last Name', 100, 'Last Name is required'),
};

/**
 * Sign-in: email required and valid, password required. The sign-in page checks the
 * same rules with signInErrors (shared/rules/sign-in.ts), without zod.
 */
export const authenticateRequestSchema = z.object({
  email: z
    .string({ error: SIGN_IN_MESSAGES.email })
    .trim()
    .max(SIGN_IN_EMAIL_MAX_LENGTH, SIGN_IN_MESSAGES.emailTooLong)
    .pipe(z.email(SIGN_IN_MESSAGES.email))
    .transform(normalizeEmail),
  password: z.string({ error: SIGN_IN_MESSAGES.password }).min(1, SIGN_IN_MESSAGES.password),
  /** A solved ALTCHA challenge, as register sends it; needed after repeated failures (decision 0022). */
  reCAPTCHAToken: z.string().max(10_000).optional(),
});
export type AuthenticateRequest = z.input<typeof authenticateRequestSchema>;

const passwordPair = {
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(PASSWORD_MIN_LENGTH, 'Minimum password length must be at least 5 characters')
    .max(100, 'Password must be at most 100 characters'),
  confirmPassword: z
    .string({ error: 'Please confirm your new password' })
    .min(1, 'Please confirm your new password'),
};

/** The confirmation must repeat the password. */
export function passwordsMatch(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (value.confirmPassword && value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords do not match' });
  }
}

/**
 * Self-registration. The captcha solution travels in reCAPTCHAToken, the
 * field name the spec keeps; here it holds the ALTCHA payload.
 */
export const registerRequestSchema = z
  .object({
    ...nameFields,
    email: emailField(),
    username: z.string().optional(),
    phone: phoneField,
    ...passwordPair,
    registrationCode: requiredText('Registration Code', 20, 'Registration Code is required'),
    isActive: z.boolean().optional(),
    reCAPTCHAToken: z
      .string({ error: 'Please complete the recaptcha before proceeding.' })
      .min(1, 'Please complete the recaptcha before proceeding.'),
  })
  .superRefine(passwordsMatch);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

const newPasswordFields = {
  password: z
    .string({ error: 'New password is required' })
    .min(1, 'New password is required')
    .min(PASSWORD_MIN_LENGTH, 'Minimum length of Password is 5')
    .max(100, 'Password must be at most 100 characters'),
  confirmPassword: z.string({ error: 'Re-enter your new password' }).min(1, 'Re-enter your new password'),
};

function newPasswordsMatch(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (value.confirmPassword && value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords must match' });
  }
}

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
const currentPasswordField = z
  .string({ error: CURRENT_PASSWORD_REQUIRED })
  .min(1, CURRENT_PASSWORD_REQUIRED)
  .max(100, 'Password must be at most 100 characters');

/**
 * Reset password, used by the Reset Password modal for another user. The modal
 * has one shape for both uses: currentPassword is hidden here and not sent.
 */
export const resetPasswordFormSchema = z
  .object({ currentPassword: z.string().max(100), ...newPasswordFields })
  .superRefine(newPasswordsMatch);
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** Changing one's own password also asks for the current one. */
export const changeOwnPasswordFormSchema = z
  .object({ currentPassword: currentPasswordField, ...newPasswordFields })
  .superRefine(newPasswordsMatch);

/**
 * PUT Users/ChangeUserPassword with the passwords in the body, never in a URL. The spec's query form
 * (?userId&password, empty body) is still accepted: the route moves it into the body before this
 * validates it. currentPassword is required when the user changes their own password.
 */
export const changePasswordRequestSchema = z.object({
  userId: recordId('User id is required'),
  password: newPasswordFields.password,
  currentPassword: currentPasswordField.optional(),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const refreshTokenRequestSchema = z.object({
  refreshToken: z.string({ error: 'Refresh token is required' }).min(1, 'Refresh token is required'),
});

/** The signed-in user as the session keeps it. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.array(z.string()),
  clientIds: z.array(z.number().int()),
  accessLevel: z.number().int(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authenticateResponseSchema = sessionUserSchema.extend({
  message: z.string(),
  token: z.string(),
  refreshToken: z.string(),
});
export type AuthenticateResponse = z.infer<typeof authenticateResponseSchema>;

export const refreshTokenResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  user: authenticateResponseSchema.omit({ message: true }),
});
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponseSchema>;

export const loggedInUserResponseSchema = sessionUserSchema.extend({
  message: z.string(),
  phone: z.string().nullable(),
});
export type LoggedInUserResponse = z.infer<typeof loggedInUserResponseSchema>;

export const roleSchema = z.object({ id: z.number().int(), name: z.string(), accessLevel: z.number().int() });
export type Role = z.infer<typeof roleSchema>;

/** An ALTCHA v2 proof-of-work challenge, as the register form's widget fetches it. */
export const captchaChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
  }),
  signature: z.string().optional(),
});

const tag = 'Users';

/** Signs in; after repeated failures the answer asks for a solved captcha (code 'captcha-required'). */
export const authenticateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Users/Authenticate',
  tag,
  access: 'public',
  body: authenticateRequestSchema,
  response: authenticateResponseSchema,
  moreErrors: [429],
});

export const registerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Users/Register',
  tag,
  access: 'public',
  body: registerRequestSchema,
  response: savedResponseSchema,
  moreErrors: [429],
});

/** Trades a refresh token for a new pair; the old refresh token is spent. */
export const refreshTokenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Users/refreshToken',
  tag,
  access: 'public',
  body: refreshTokenRequestSchema,
  response: refreshTokenResponseSchema,
  moreErrors: [429],
});

export const getLoggedInUserEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Users/GetLoggedInUser',
  tag,
  access: { minLevel: ACCESS.ownerWells },
  response: loggedInUserResponseSchema,
});

export const changeUserPasswordEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/Users/ChangeUserPassword',
  tag,
  description:
    'The passwords travel in the body. The query form (?userId&password, empty body) is still ' +
    'accepted for another user’s reset; changing one’s own needs currentPassword.',
  access: { minLevel: ACCESS.ownerWells },
  // Ending sessions sets the user's tokens-valid-after: kept callers must not outlive the answer.
  changesCallers: true,
  body: changePasswordRequestSchema,
  response: savedResponseSchema,
  moreErrors: [429],
});

export const roleListResponseSchema = listResponseSchema(roleSchema);

/** The roles the caller may hand out: Admin is left out below staff level. */
export const listRolesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Roles/GetAllRoles',
  tag: 'Roles',
  access: { minLevel: ACCESS.ownerWells },
  response: roleListResponseSchema,
});

/** The register form's proof-of-work challenge (ALTCHA v2 JSON); never cached. */
export const captchaChallengeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Captcha/challenge',
  tag: 'Captcha',
  access: 'public',
  response: captchaChallengeSchema,
});
