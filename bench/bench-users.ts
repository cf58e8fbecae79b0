import type { RoleName } from '../src/shared/rules/access';
import type { Database } from '../src/server/db/client';
import { loadCaller, type Caller } from '../src/server/modules/auth/caller';
import { insertUser } from '../src/server/test/factories/people';
import type { BenchServer } from './bench-district';

/** A signed-in user of the benchmarks: who the guard sees, and the bearer token. */
export interface BenchUser {
  caller: Caller;
  token: string;
}

/** The user of that e-mail, made on first use: a kept district keeps its users between runs. */
async function benchUser(database: Database, email: string, role: RoleName, clientIds: number[]) {
  const existing = await loadCaller(database.db, { email });
  if (existing) return existing;
  const user = await insertUser(database.db, { email, role, clientIds });
  const caller = await loadCaller(database.db, { id: user.id });
  if (!caller) throw new Error(`${email} missing`);
  return caller;
}

async function signIn(server: BenchServer, caller: Caller): Promise<BenchUser> {
  const { id: userId, roles, clientIds, accessLevel } = caller;
  return { caller, token: await server.issueToken({ userId, roles, clientIds, accessLevel }) };
}

/** `count` Owners, the n-th of the n-th client by id (every client owns metered wells). */
export async function benchOwners(database: Database, server: BenchServer, count: number) {
  const clients = await database.query<{ id: number }>(`select id from clients order by id limit ${count}`);
  const owners: BenchUser[] = [];
  for (const [index, { id }] of clients.entries()) {
    const caller = await benchUser(database, `bench-owner-${index + 1}@bench.test`, 'Owner', [Number(id)]);
    owners.push(await signIn(server, caller));
  }
  return owners;
}

/** `count` Admins besides the bench Admin, as a district's staff signed in at once. */
export async function benchStaff(database: Database, server: BenchServer, count: number) {
  const staff: BenchUser[] = [];
  for (let index = 1; index <= count; index += 1) {
    const caller = await benchUser(database, `bench-staff-${index}@bench.test`, 'Admin', []);
    staff.push(await signIn(server, caller));
  }
  return staff;
}
