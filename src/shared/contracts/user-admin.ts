import { z } from 'zod';
import { ACCESS } from '../rules/access';
import {
  idParam,
  listResponseSchema,
  optionalText,
  recordId,
  requestKeyQuerySchema,
  requiredMessage,
  savedResponseSchema,
} from './common';
import { defineEndpoint } from './endpoint';
import { passwordsMatch, registerRequestSchema } from './users';

export const CLIENT_REQUIRED_MESSAGE = 'Client is required for User and Owner roles';
export const REGISTRATION_CODE_REQUIRED_MESSAGE = 'Registration Code is required';
export const ROLE_REQUIRED_MESSAGE = requiredMessage('Role');

// Names, email, phone and the password pair follow the register form's rules exactly.
const register = registerRequestSchema.shape;

/** One role per user, sent as the spec's roleIds list. */
const roleIdsField = z
  .array(recordId(), { error: ROLE_REQUIRED_MESSAGE })
  .min(1, ROLE_REQUIRED_MESSAGE)
  .max(1, 'Choose one role');

const clientIdField = recordId('Client must be a number')
  .nullish()
  .transform((value) => value ?? null);

const profileFields = {
  firstName: register.firstName,
  lastName: register.lastName,
  email: register.email,
  /** Equal to email; accepted for compatibility and ignored. */
  username: z.string().optional(),
  phone: register.phone,
  roleIds: roleIdsField,
  clientId: clientIdField,
  /** Required unless the role is Admin or Researcher; see roleClientErrors. */
  registrationCode: optionalText('Registration Code', 20),
};

/** POST Users/AddUser. The role-dependent client rule needs role names: see addUserFormSchema. */
export const addUserRequestSchema = z
  .object({
    ...profileFields,
    password: register.password,
    confirmPassword: register.confirmPassword,
    isActive: z.boolean().default(true),
  })
  .superRefine(passwordsMatch);
export type AddUserRequest = z.input<typeof addUserRequestSchema>;
export type AddUserInput = z.output<typeof addUserRequestSchema>;

/** PUT Users/UpdateUser: the whole user without the password (Reset Password changes that). */
export const updateUserRequestSchema = z.object({
  id: recordId('User id is required'),
  ...profileFields,
  isActive: z.boolean({ error: 'Active is required' }),
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;
export type UpdateUserInput = z.output<typeof updateUserRequestSchema>;

/**
 * User and Owner need a client and its registration code; Admin and Researcher take
 * neither. The form applies it through the schemas below, the server after resolving the role.
 */
export function roleClientErrors(
  value: { clientId: number | null; registrationCode: string | null },
  isStaffRoleChosen: boolean,
): Record<string, string> {
  if (isStaffRoleChosen) return {};
  const errors: Record<string, string> = {};
  if (value.clientId === null) errors.clientId = CLIENT_REQUIRED_MESSAGE;
  if (!value.registrationCode) errors.registrationCode = REGISTRATION_CODE_REQUIRED_MESSAGE;
  return errors;
}

function roleClientRule(staffRoleIds: readonly number[]) {
  return (
    value: { roleIds: number[]; clientId: number | null; registrationCode: string | null },
    ctx: z.RefinementCtx,
  ) => {
    const isStaffRoleChosen = value.roleIds.some((roleId) => staffRoleIds.includes(roleId));
    for (const [field, message] of Object.entries(roleClientErrors(value, isStaffRoleChosen))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  };
}

/** The New User form: addUserRequestSchema plus the client rule, given which role ids are staff. */
export function addUserFormSchema(staffRoleIds: readonly number[]) {
  return addUserRequestSchema.superRefine(roleClientRule(staffRoleIds));
}

/** The Edit User form: updateUserRequestSchema plus the client rule. */
export function updateUserFormSchema(staffRoleIds: readonly number[]) {
  return updateUserRequestSchema.superRefine(roleClientRule(staffRoleIds));
}

/** A row of GET Users/GetAllUsers and the data of GET Users/GetUser. */
export const userRowSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  phone: z.string().nullable(),
  roleIds: z.array(z.number().int()),
  /** Display: the role names, highest level first. */
  role: z.string(),
  clientId: z.number().int().nullable(),
  /** Display: the names of the user's clients the caller may see. */
  client: z.string().nullable(),
  registrationCode: z.string().nullable(),
  isActive: z.boolean(),
  dateRegistered: z.string(),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const userListResponseSchema = listResponseSchema(userRowSchema);
export type UserListResponse = z.infer<typeof userListResponseSchema>;

/** GET Users/GetUser?clientId&id: clientId may be left out for users without a client (staff). */
export const getUserQuerySchema = z.object({
  id: idParam,
  clientId: idParam.optional(),
});

export const userResponseSchema = z.object({ message: z.string(), data: userRowSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

const tag = 'Users';

/** Owner managers list the users of their own clients; staff every user. */
export const listUsersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Users/GetAllUsers',
  tag,
  access: { minLevel: ACCESS.clientManager },
  response: userListResponseSchema,
});

export const getUserEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Users/GetUser',
  tag,
  access: { minLevel: ACCESS.clientManager },
  query: getUserQuerySchema,
  response: userResponseSchema,
});

export const addUserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/Users/AddUser',
  tag,
  access: { minLevel: ACCESS.staff },
  query: requestKeyQuerySchema,
  body: addUserRequestSchema,
  response: savedResponseSchema,
  moreErrors: [409],
});

export const updateUserEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/Users/UpdateUser',
  tag,
  access: { minLevel: ACCESS.clientManager },
  changesCallers: true,
  body: updateUserRequestSchema,
  response: savedResponseSchema,
  moreErrors: [409],
});
