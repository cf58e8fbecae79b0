import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { registerRequestSchema } from '../../../shared/contracts/users';
import { recordAudit } from '../../audit';
import { clients, clientUsers, roles, userRoles, users } from '../../db/schema';
import { ConflictError, ValidationError } from '../../errors';
import { countHit } from '../../rate-limit';
import { hashPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { REGISTER_PER_ACCOUNT, REGISTER_PER_ADDRESS } from './sign-in-limits';
import { isUniqueViolation } from '../../db/errors';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';

type RegisterInput = z.output<typeof registerRequestSchema>;

const CAPTCHA_MESSAGE = 'Please complete the recaptcha before proceeding.';
const INVALID_CODE = 'Invalid registration code.';

/**
 * Self-registration: a solved captcha and a valid registration code make the visitor a User of
 * that code's client.
 */
export async function register(
  context: AppContext,
  input: RegisterInput,
  address: string,
): Promise<{ message: string; id: number }> {
  const { db } = context.database;
  await countHit(db, REGISTER_PER_ADDRESS, address);
  await countHit(db, REGISTER_PER_ACCOUNT, input.email);
  if (!(await context.captcha.verifySolution(input.reCAPTCHAToken))) {
    throw new ValidationError(CAPTCHA_MESSAGE, { reCAPTCHAToken: CAPTCHA_MESSAGE });
  }
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.registrationCode, input.registrationCode), eq(clients.isActive, true)));
  if (!client) throw new ValidationError(INVALID_CODE, { registrationCode: INVALID_CODE });

  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [userRole] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'User'));
      if (!userRole) throw new Error('The User role is missing: migrations have not run.');
      const [created] = await tx
        .insert(users)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          passwordHash,
          isActive: true,
        })
        .returning({ id: users.id });
      if (!created) throw new Error('Insert returned no row.');
      await tx.insert(userRoles).values({ userId: created.id, roleId: userRole.id });
      await tx.insert(clientUsers).values({ userId: created.id, clientId: client.id });
      await recordAudit(tx, {
        actorUserId: created.id,
        action: 'register',
        entity: 'user',
        entityId: created.id,
        after: {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          clientId: client.id,
        },
      });
      return { message: 'Registration successful. You can now sign in.', id: created.id };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}
