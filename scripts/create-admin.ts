import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailField, PASSWORD_MIN_LENGTH } from '../src/shared/contracts/users';
import { loadConfig, type AppConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { isOperatorError } from '../src/server/operator-errors';
import { createAccount } from '../src/server/modules/users/create-account';

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

const parsed = z
  .object({
    email: emailField(),
    firstName: z.string().trim().min(1, 'First name is required').max(100),
    lastName: z.string().trim().min(1, 'Last name is required').max(100),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `The password needs at least ${PASSWORD_MIN_LENGTH} characters`),
  })
  .safeParse({
    email: await ask('Email', values.email),
    firstName: await ask('First name', values['first-name']),
    lastName: await ask('Last name', values['last-name']),
    password: await ask('Password', process.env.ADMIN_PASSWORD),
  });
if (!parsed.success) {
  console.error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  process.exit(1);
}
const input = parsed.data;
prompt.close();

let config: AppConfig;
let database: Database;
try {
  config = loadConfig();
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  if (!isOperatorError(error)) throw error;
  console.error(error.message);
  process.exit(1);
}
try {
  await database.migrate();
  const id = await database.db.transaction((tx) =>
    createAccount(
      tx,
      { ...input, roleName: 'Admin', clientIds: [] },
      { actorUserId: null, action: 'create-admin' },
    ),
  );
  console.log(`Admin ${input.email} created (user id ${id}). Sign in at ${config.publicUrl}/login.`);
} finally {
  await database.close();
}
