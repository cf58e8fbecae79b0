import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_KEY_REUSED } from '../../shared/contracts/common';
import { bodyHash, claimRequestKey } from '../request-keys';
import type { Database } from './client';
import { earlierMigrationsFolder, migrateFrom, openEmptyDatabase } from '../test/migrations';

/** The migrations before request keys had a table of their own: 0000 to 0012. */
const BEFORE_REQUEST_KEYS = 13;

/*
 * An earlier version kept an e-mail's request key on the e-mail, unique for everyone: upgrading
 * moves each key to its sender, its kind of e-mail and its invoice, so a retry of a send made
 * before the upgrade still answers what was sent, and no one else can use the key.
 */
describe('upgrading e-mail request keys', () => {
  let database: Database;
  let folder: string;
  beforeAll(async () => {
    database = await openEmptyDatabase();
    folder = earlierMigrationsFolder(BEFORE_REQUEST_KEYS);
    await migrateFrom(database, folder);
    for (const statement of [
      `insert into users (id, first_name, last_name, email, password_hash, is_active)
          values (1, 'Ann', 'Lee', 'staff@early.test', 'x', true),
                 (2, 'Bo', 'Guidry', 'owner@early.test', 'x', true)`,
      `insert into clients (id, name, address1, city, state, zip_code, registration_code)
          values (1, 'Keyed Farms', '1 Main St', 'Baton Rouge', 'LA', '70801', 'KEYED')`,
      `insert into invoices (id, invoice_number, title, client_id, billing_date, due_date, year, quarter)
          values (1, 'INV-1', 'Keyed', 1, '2026-01-01', '2026-01-31', 2025, 4)`,
      `insert into invoice_emails (id, invoice_id, kind, recipients, sent_by, request_key, at, outcome)
          values (1, 1, 'invoice', 'a@keyed.test', 1, 'staff-key-0001', '2026-01-02T10:00:00Z', 'sent'),
                 (2, 1, 'check-instructions', 'owner@early.test', 2, 'owner-key-0001', '2026-01-03T10:00:00Z', 'sent'),
                 (3, 1, 'invoice', 'a@keyed.test', 1, null, '2026-01-04T10:00:00Z', 'sent')`,
    ]) {
      await database.query(statement);
    }
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('gives each key its sender, its kind of e-mail and its invoice, and the e-mail it made', async () => {
    const rows = await database.query(
      `select request_key, caller_id, operation, target_id, body_hash, result_id from request_keys order by request_key`,
    );
    expect(rows).toEqual([
      {
        request_key: 'owner-key-0001',
        caller_id: 2,
        operation: 'send-check-instructions',
        target_id: 1,
        body_hash: bodyHash({}),
        result_id: 2,
      },
      {
        request_key: 'staff-key-0001',
        caller_id: 1,
        operation: 'send-invoice-email',
        target_id: 1,
        body_hash: bodyHash({}),
        result_id: 1,
      },
    ]);
    expect(
      await database.query(
        `select column_name from information_schema.columns where table_name = 'invoice_emails' and column_name = 'request_key'`,
      ),
    ).toEqual([]);
  });

  it('answers the sender’s retry from the e-mail sent, and refuses the key to anyone else', async () => {
    const request = {
      key: 'owner-key-0001',
      callerId: 2,
      operation: 'send-check-instructions',
      targetId: 1,
      body: {},
    } as const;
    expect(await database.db.transaction((tx) => claimRequestKey(tx, request))).toEqual({ resultId: 2 });
    await expect(
      database.db.transaction((tx) => claimRequestKey(tx, { ...request, callerId: 1 })),
    ).rejects.toThrow(REQUEST_KEY_REUSED);
  });
});
