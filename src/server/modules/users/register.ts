import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { registerRequestSchema } from '../../../shared/contracts/users';
import { clients } from '../../db/schema';
import { ValidationError } from '../../errors';
import { countHit } from '../../rate-limit';
import type { DbOrTx } from '../../db/client';
import type { Captcha } from '../../integrations/captcha/altcha';
import { createAccount } from './create-account';
import { REGISTER_PER_ADDRESS } from './sign-in-limits';

type RegisterInput = z.output<typeof registerRequestSchema>;

const CAPTCHA_MESSAGE = 'Please complete the recaptcha before proceeding.';
const INVALID_CODE = 'Invalid registration code.';

/**
 * Self-registration: a solved captcha and a valid registration code make the visitor a User of
 * that code's client.
 */
export async function register(
  db: DbOrTx,
  captcha: Captcha,
  input: RegisterInput,
  address: string,
): Promise<{ message: string; id: number }> {
  await countHit(db, REGISTER_PER_ADDRESS, address);
  if (!(await captcha.verifySolution(input.reCAPTCHAToken))) {
    throw new ValidationError(CAPTCHA_MESSAGE, { reCAPTCHAToken: CAPTCHA_MESSAGE });
  }
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.registrationCode, input.registrationCode), eq(clients.isActive, true)));
  if (!client) throw new ValidationError(INVALID_CODE, { registrationCode: INVALID_CODE });

  const id = await db.transaction((tx) =>
    createAccount(
      tx,
      { ...input, roleName: 'User', clientIds: [client.id], isActive: true },
      { actorUserId: null, action: 'register' },
    ),
  );
  return { message: 'Registration successful. You can now sign in.', id };
}
