import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { emailField, PASSWORD_MIN_LENGTH } from '../src/shared/contracts/users';
import { recordAudit } from '../src/server/audit';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { roles, userRoles, users } from '../src/server/db/schema';
import { hashPassword } from '../src/server/modules/auth/passwords';

// `npm run create-admin -- --email a@district.org --first-name Ann --last-name Lee`
// The password comes from ADMIN_PASSWORD or is asked for; it is never a command-line argument,
// where other users of the machine could read it.
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});

const prompt = createInterface({ input: process.stdin, output: process.stdout });
async function ask(question: string, given: string | undefined): Promise<string> {
  if (given) return given;
  if (!process.stdin.isTTY) throw new Error(`Missing ${question}: pass it as an option (see the README).`);
  return (await prompt.question(`${question}: `)).trim();
}

const input = z
  .object({
    email: emailField(),
    firstName: z.string().trim().min(1, 'First name is required').max(100),
    lastName: z.string().trim().min(1, 'Last name is required').max(100),
    password: z.string().min(PASSWORD_MIN_LENGTH, `The password needs at least ${PASSWORD_MIN_LENGTH} characters`),
  })
  .parse({
    email: await ask('Email', values.email),
    firstName: await ask('First name', values['first-name']),
    lastName: await ask('Last name', values['last-name']),
    password: await ask('Password', process.env.ADMIN_PASSWORD),
  });
prompt.close();

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const passwordHash = await hashPassword(input.password);
  const id = await database.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (existing) throw new Error(`A user with email ${input.email} already exists.`);
    const [adminRole] = await tx.select().from(roles).where(eq(roles.name, 'Admin'));
    if (!adminRole) throw new Error('The Admin role is missing: migrations have not run.');
    const [created] = await tx
      .insert(users)
      .values({ email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash })
      .returning({ id: users.id });
    if (!created) throw new Error('The user was not created.');
    await tx.insert(userRoles).values({ userId: created.id, roleId: adminRole.id });
    await recordAudit(tx, {
      actorUserId: null,
      action: 'create-admin',
      entity: 'user',
      entityId: created.id,
      after: { email: input.email, firstName: input.firstName, lastName: input.lastName, roles: ['Admin'] },
    });
    return created.id;
  });
  console.log(`Admin ${input.email} created (user id ${id}). Sign in at ${config.publicUrl}/login.`);
} finally {
  await database.close();
}
