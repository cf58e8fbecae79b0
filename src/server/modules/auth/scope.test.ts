import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { clients } from '../../db/schema';
import { insertClient } from '../../test/factories/people';
import { openTestDatabase } from '../../test/test-app';
import type { Caller } from './caller';
import { assertCanSeeClient, canSeeClient, scopeToCaller } from './scope';

let database: Database;
let clientIds: number[];

beforeAll(async () => {
  database = await openTestDatabase();
  clientIds = [];
  for (let i = 0; i < 3; i += 1) clientIds.push((await insertClient(database.db)).id);
});
afterAll(() => database.close());

function caller(accessLevel: number, ownClients: number[]): Caller {
  return {
    id: 1,
    email: 'x@test.local',
    firstName: 'X',
    lastName: 'Y',
    phone: null,
    isActive: true,
    roles: [],
    clientIds: ownClients,
    accessLevel,
    tokensValidAfter: null,
  };
}

async function visibleClientIds(who: Caller) {
  const rows = await database.db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.isActive, true), scopeToCaller(who, clients.id)))
    .orderBy(clients.id);
  return rows.map((row) => row.id);
}

describe('scopeToCaller', () => {
  it.each([
    ['staff see every client', 50, [], [0, 1, 2]],
    ['an owner sees their client', 40, [1], [1]],
    ['a user of two clients sees both', 10, [0, 2], [0, 2]],
    ['a caller without a client sees nothing', 40, [], []],
  ])('%s', async (_case, level, own, expected) => {
    const ids = (indexes: number[]) => indexes.map((index) => clientIds[index] ?? -1);
    expect(await visibleClientIds(caller(level, ids(own)))).toEqual(ids(expected));
  });
});

describe('assertCanSeeClient', () => {
  it('answers 404 with the record’s message for another client', () => {
    expect(() => assertCanSeeClient(caller(40, [1]), 2, 'Well not found.')).toThrow('Well not found.');
    expect(() => assertCanSeeClient(caller(40, [1]), 1, 'Well not found.')).not.toThrow();
    expect(() => assertCanSeeClient(caller(100, []), 2, 'Well not found.')).not.toThrow();
  });
});

describe('canSeeClient', () => {
  it.each([
    ['staff see a record without a client', 50, [], null, true],
    ['an owner never sees a record without a client', 40, [1], null, false],
    ['an owner without a client never sees one either', 10, [], null, false],
    ['an owner sees their own client', 10, [1], 1, true],
  ])('%s', (_case, level, own, clientId, expected) => {
    expect(canSeeClient(caller(level, own), clientId)).toBe(expected);
  });
});
