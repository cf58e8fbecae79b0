import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { earlierMigrationsFolder, migrateFrom, openEmptyDatabase } from '../test/migrations';

/** The migrations before payments were refunded: 0000 to 0011. */
const BEFORE_REFUNDS = 12;

/*
 * An earlier version let an invoice be paid twice (a card after a check, a card and a transfer):
 * upgrading keeps each invoice's first payment and marks every later one for refunding, so the
 * reconciliation sweep gives it back and the one-kept-payment index holds.
 */
describe('upgrading payments to refunds', () => {
  let database: Database;
  let folder: string;
  beforeAll(async () => {
    database = await openEmptyDatabase();
    folder = earlierMigrationsFolder(BEFORE_REFUNDS);
    await migrateFrom(database, folder);
    for (const statement of [
      `insert into clients (id, name, address1, city, state, zip_code, registration_code)
          values (1, 'Twice Paid Farms', '1 Main St', 'Baton Rouge', 'LA', '70801', 'TWICE')`,
      `insert into invoices (id, invoice_number, title, client_id, billing_date, due_date, year, quarter, has_paid)
          values (1, 'INV-1', 'Paid twice', 1, '2026-01-01', '2026-01-31', 2025, 4, true),
                 (2, 'INV-2', 'Paid once', 1, '2026-01-01', '2026-01-31', 2025, 3, true)`,
      `insert into payments (invoice_id, client_id, method, payment_intent_id, amount_cents, status, note, updated_at)
          values (1, 1, 'check', null, 10000, 'succeeded', null, '2026-01-10T12:00:00Z'),
                 (1, 1, 'card', 'pi_second', 10320, 'succeeded',
                   'The invoice had already been paid: refund this payment.', '2026-01-11T12:00:00Z'),
                 (1, 1, 'us_bank_account', 'pi_third', 10080, 'processing', null, '2026-01-12T12:00:00Z'),
                 (2, 1, 'card', 'pi_only', 10320, 'succeeded', null, '2026-01-10T12:00:00Z')`,
    ]) {
      await database.query(statement);
    }
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps the first payment of an invoice paid twice and refunds the later ones', async () => {
    const rows = await database.query<{
      payment_intent_id: string | null;
      status: string;
      refund_reason: string | null;
    }>('select payment_intent_id, status, refund_reason from payments order by invoice_id, updated_at');
    expect(rows).toEqual([
      { payment_intent_id: null, status: 'succeeded', refund_reason: null },
      {
        payment_intent_id: 'pi_second',
        status: 'refunding',
        refund_reason: 'The invoice had already been paid another way.',
      },
      {
        payment_intent_id: 'pi_third',
        status: 'processing',
        refund_reason: 'The invoice had already been paid another way.',
      },
      { payment_intent_id: 'pi_only', status: 'succeeded', refund_reason: null },
    ]);
  });

  it('refuses a second kept payment of an invoice from then on', async () => {
    await expect(
      database.query(
        `insert into payments (invoice_id, client_id, method, amount_cents, status) values (2, 1, 'check', 10000, 'succeeded')`,
      ),
    ).rejects.toThrow(/payments_one_kept_per_invoice/);
  });
});
