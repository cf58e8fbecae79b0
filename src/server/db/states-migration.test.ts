import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTING_ENVIRONMENTS,
  ACCOUNTING_SERVICES,
  INTENT_STATUSES,
  KEYED_OPERATIONS,
} from '../../shared/states';
import type { Database } from './client';
import { earlierMigrationsFolder, migrateFrom, openEmptyDatabase } from '../test/migrations';

/** The migrations before every state column had its check constraint: 0000 to 0013. */
const BEFORE_STATES_KNOWN = 14;
/** The keyed operations 0014 knew; later migrations add the rest. */
const OPERATIONS_OF_0014 = KEYED_OPERATIONS.slice(0, KEYED_OPERATIONS.indexOf('save-meter'));

/*
 * 0014 checks the state columns that had no constraint yet against their lists (src/shared/states.ts):
 * the rows an earlier version wrote keep, and a value outside the list is refused from then on.
 */
describe('upgrading to checked state columns', () => {
  let database: Database;
  let folder: string;
  beforeAll(async () => {
    database = await openEmptyDatabase();
    folder = earlierMigrationsFolder(BEFORE_STATES_KNOWN);
    await migrateFrom(database, folder);
    for (const statement of [
      `insert into users (id, first_name, last_name, email, password_hash, is_active)
          values (1, 'Ann', 'Lee', 'staff@early.test', 'x', true)`,
      `insert into accounting_connections (provider, environment, realm_id, access_token, refresh_token, access_token_expires_at)
          values ('quickbooks', 'production', 'realm-1', 'a', 'r', now())`,
      `insert into sandbox_payment_intents (id, client_secret, idempotency_key, amount_cents, method, status)
          values ('pi_card', 's1', 'k1', 1000, 'card', 'succeeded'),
                 ('pi_bank', 's2', 'k2', 1000, 'us_bank_account', 'processing'),
                 ('pi_open', 's3', 'k3', 1000, 'card', 'requires_payment_method'),
                 ('pi_gone', 's4', 'k4', 1000, 'card', 'canceled')`,
      `insert into request_keys (request_key, caller_id, operation, body_hash)
          values ${OPERATIONS_OF_0014.map((operation, index) => `('key-${index}', 1, '${operation}', 'h')`).join(', ')}`,
    ]) {
      await database.query(statement);
    }
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps the rows an earlier version wrote', async () => {
    expect(await database.query(`select provider, environment from accounting_connections`)).toEqual([
      { provider: 'quickbooks', environment: 'production' },
    ]);
    expect(await database.query(`select count(*)::int as n from sandbox_payment_intents`)).toEqual([
      { n: 4 },
    ]);
    expect(await database.query(`select count(*)::int as n from request_keys`)).toEqual([
      { n: OPERATIONS_OF_0014.length },
    ]);
  });

  it.each([
    ['an unknown accounting service', `update accounting_connections set provider = 'xero'`],
    ['an unknown accounting environment', `update accounting_connections set environment = 'staging'`],
    ['an unknown intent method', `update sandbox_payment_intents set method = 'check' where id = 'pi_card'`],
    ['an unknown intent status', `update sandbox_payment_intents set status = 'paid' where id = 'pi_card'`],
    [
      'an unknown keyed operation',
      `update request_keys set operation = 'delete-well' where request_key = 'key-0'`,
    ],
  ])('refuses %s', async (_case, statement) => {
    await expect(database.query(statement)).rejects.toThrow(/check constraint/);
  });

  it('takes every value of the lists', async () => {
    for (const provider of ACCOUNTING_SERVICES) {
      await database.query(`update accounting_connections set provider = $1`, [provider]);
    }
    for (const environment of ACCOUNTING_ENVIRONMENTS) {
      await database.query(`update accounting_connections set environment = $1`, [environment]);
    }
    for (const status of INTENT_STATUSES) {
      await database.query(`update sandbox_payment_intents set status = $1 where id = 'pi_gone'`, [status]);
    }
  });
});
