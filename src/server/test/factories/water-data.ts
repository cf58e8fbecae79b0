import { insertAccessMatrix } from './people';
import type { TestApp } from '../test-app';
import { insertLevel20User } from './people';
import { insertWell } from './wells';

export type Who = 'admin' | 'researcher' | 'owner' | 'user' | 'otherOwner' | 'level20';

/** The access matrix with a level-20 user of client A, a well of client A and one of client B. */
export async function setUpWaterData(t: TestApp) {
  const { db } = t.database;
  const matrix = await insertAccessMatrix(db);
  const level20 = await insertLevel20User(db, 'metered@test.local', [matrix.clientA.id]);
  const tokens = {} as Record<Who, string>;
  for (const who of ['admin', 'researcher', 'owner', 'user', 'otherOwner'] as const)
    tokens[who] = await t.tokenFor({ userId: matrix[who].id });
  tokens.level20 = await t.tokenFor({ userId: level20.id });
  const wellA = await insertWell(db, { clientId: matrix.clientA.id, wellNumber: 'WD-A1' });
  const wellB = await insertWell(db, { clientId: matrix.clientB.id, wellNumber: 'WD-B1' });
  return { matrix, tokens, wellA, wellB };
}

/** POSTs a body as the given caller (or anonymously). */
export function post(t: TestApp, url: string, token: string | null, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as Record<string, unknown>,
  });
}
