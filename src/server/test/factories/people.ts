import { eq, sql } from 'drizzle-orm';
import type { RoleName } from '../../../shared/rules/access';
import type { DbOrTx } from '../../db/client';
import { clients, clientUsers, roles, userRoles, users } from '../../db/schema';
import { hashPassword } from '../../modules/auth/passwords';

export const FIXTURE_PASSWORD = 'secret123';
let fixtureHash: Promise<string> | undefined;

let clientSequence = 0;
export async function insertClient(db: DbOrTx, overrides: Partial<typeof clients.$inferInsert> = {}) {
  clientSequence += 1;
  const [client] = await db
    .insert(clients)
    .values({
      name: `Test Client ${clientSequence}`,
      address1: '1 Main Street',
      city: 'Baton Rouge',
      state: 'LA',
      zipCode: '70801',
      registrationCode: `CODE-${clientSequence}-${Math.random().toString(36).slice(2, 8)}`,
      ...overrides,
    })
    .returning();
  if (!client) throw new Error('client insert returned nothing');
  return client;
}

export async function insertUser(
  db: DbOrTx,
  input: {
    email: string;
    role?: RoleName;
    clientIds?: number[];
    isActive?: boolean;
    firstName?: string;
    /** An explicit id, e.g. one far from the small ids a generated request names. */
    id?: number;
  },
) {
  fixtureHash ??= hashPassword(FIXTURE_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      ...(input.id === undefined ? {} : { id: input.id }),
      firstName: input.firstName ?? 'Test',
      lastName: input.role ?? 'Nobody',
      email: input.email,
      passwordHash: await fixtureHash,
      isActive: input.isActive ?? true,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  if (input.role) {
    const [role] = await db.select().from(roles).where(eq(roles.name, input.role));
    if (!role) throw new Error(`role ${input.role} missing`);
    await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  }
  for (const clientId of input.clientIds ?? [])
    await db.insert(clientUsers).values({ clientId, userId: user.id });
  return user;
}

/** The callers of the access matrix: one of each role, and an owner of a second client. */
export async function insertAccessMatrix(db: DbOrTx) {
  const clientA = await insertClient(db, { name: 'Client A' });
  const clientB = await insertClient(db, { name: 'Client B' });
  const admin = await insertUser(db, { email: 'admin@test.local', role: 'Admin' });
  const researcher = await insertUser(db, { email: 'researcher@test.local', role: 'Researcher' });
  const owner = await insertUser(db, { email: 'owner@test.local', role: 'Owner', clientIds: [clientA.id] });
  const user = await insertUser(db, { email: 'user@test.local', role: 'User', clientIds: [clientA.id] });
  const otherOwner = await insertUser(db, {
    email: 'owner-b@test.local',
    role: 'Owner',
    clientIds: [clientB.id],
  });
  return { clientA, clientB, admin, researcher, owner, user, otherOwner };
}
export type AccessMatrix = Awaited<ReturnType<typeof insertAccessMatrix>>;

/** Bearer tokens of the matrix's User, Owner, Researcher and Admin, by those names in lower case. */
export async function accessMatrixTokens(
  matrix: AccessMatrix,
  tokenFor: (claims: { userId: number }) => Promise<string>,
): Promise<Record<'user' | 'owner' | 'researcher' | 'admin', string>> {
  return {
    user: await tokenFor({ userId: matrix.user.id }),
    owner: await tokenFor({ userId: matrix.owner.id }),
    researcher: await tokenFor({ userId: matrix.researcher.id }),
    admin: await tokenFor({ userId: matrix.admin.id }),
  };
}

/**
 * A user at exactly level 20 (dashboard, no invoices): no role has that level today
 * (docs/decisions/0002), so the test adds one.
 */
export async function insertLevel20User(db: DbOrTx, email: string, clientIds: number[]) {
  const [role] = await db
    .insert(roles)
    .values({ name: 'Metered User', accessLevel: 20 })
    .onConflictDoUpdate({ target: roles.name, set: { accessLevel: sql`excluded.access_level` } })
    .returning();
  if (!role) throw new Error('role insert returned nothing');
  const user = await insertUser(db, { email, clientIds });
  await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  return user;
}
