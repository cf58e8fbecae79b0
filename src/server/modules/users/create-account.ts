import { eq } from 'drizzle-orm';
import type { RoleName } from '../../../shared/rules/access';
import { recordAudit } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { clientUsers, roles, userRoles, users } from '../../db/schema';
import { ConflictError } from '../../errors';
import { hashPassword } from '../auth';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';

export interface NewAccount {
  firstName: string;
  lastName: string;
  /** Already lower-case (the contracts' email field does that). */
  email: string;
  phone?: string | null;
  password: string;
  isActive?: boolean;
  roleName: RoleName;
  clientIds: number[];
}

/**
 * Creates a user with one role and their client links, and audits it, inside the caller's
 * transaction. A taken email answers 409 with the message the forms show.
 */
export async function createAccount(
  tx: DbOrTx,
  account: NewAccount,
  audit: { actorUserId: number | null; action: string },
): Promise<number> {
  const passwordHash = await hashPassword(account.password);
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, account.roleName));
  if (!role) throw new Error(`The ${account.roleName} role is missing: migrations have not run.`);
  let id: number;
  try {
    const [created] = await tx
      .insert(users)
      .values({
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        phone: account.phone ?? null,
        passwordHash,
        isActive: account.isActive ?? true,
      })
      .returning({ id: users.id });
    if (!created) throw new Error('Insert returned no row.');
    id = created.id;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
  await tx.insert(userRoles).values({ userId: id, roleId: role.id });
  for (const clientId of account.clientIds) await tx.insert(clientUsers).values({ userId: id, clientId });
  await recordAudit(tx, {
    actorUserId: audit.actorUserId ?? id,
    action: audit.action,
    entity: 'user',
    entityId: id,
    after: {
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone ?? null,
      isActive: account.isActive ?? true,
      roles: [account.roleName],
      clientIds: account.clientIds,
    },
  });
  return id;
}
