import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient } from '../test/factories/people';
import { insertWell } from '../test/factories/wells';
import { openTestDatabase } from '../test/test-app';
import type { WellStatus } from '../../shared/states';
import type { Database } from './client';
import { dailyPumpage, hourlyPumpage, roles, wells } from './schema';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('migrations', () => {
  it('create the four roles with the levels of the decision record', async () => {
    const rows = await database.db.select({ name: roles.name, level: roles.accessLevel }).from(roles);
    expect(Object.fromEntries(rows.map((row) => [row.name, row.level]))).toEqual({
      User: 10,
      Owner: 40,
      Researcher: 50,
      Admin: 100,
    });
  });

  it('run again without changing anything', async () => {
    await database.migrate();
    expect(await database.db.$count(roles)).toBe(4);
  });

  it('create a table for every entity of the spec', async () => {
    const rows = await database.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'users',
        'roles',
        'user_roles',
        'clients',
        'client_users',
        'aquifers',
        'parishes',
        'well_use_categories',
        'well_uses',
        'wells',
        'daily_pumpage',
        'hourly_pumpage',
        'invoices',
        'invoice_items',
        'adjustments',
        'payments',
        'sandbox_payment_intents',
        'accounting_connections',
        'refresh_tokens',
        'captcha_replays',
        'audit_log',
      ]),
    );
  });
});

describe('constraints', () => {
  /** A well of a new client unless `values` says otherwise, written as the constraints see it. */
  async function insertClientWell(values: Partial<typeof wells.$inferInsert>) {
    const client = await insertClient(database.db);
    return insertWell(database.db, { clientId: client.id, ...values });
  }

  it('accepts a plain well', async () => {
    await expect(insertClientWell({ flag: 'E', wellStatus: 'Active' })).resolves.toBeDefined();
  });

  it('accepts a well without a client (migration 0005), yet refuses a client that does not exist', async () => {
    await expect(insertClientWell({ clientId: null })).resolves.toBeDefined();
    await expect(insertClientWell({ clientId: 999_999 })).rejects.toThrow();
  });

  it.each([
    ['an unknown flag', { flag: 'X' }],
    // The column's type allows the known statuses only: the database must refuse another all the same.
    ['an unknown status', { wellStatus: 'Maybe' as WellStatus }],
    ['a latitude beyond 90', { latitude: 91 }],
    ['a negative depth', { wellDepth: -5 }],
    ['a duplicate well number', { wellNumber: 'DUP-1' }],
  ])('refuse %s', async (_case, values) => {
    await insertClientWell({ wellNumber: 'DUP-1' }).catch(() => undefined);
    await expect(insertClientWell(values)).rejects.toThrow();
  });

  it('refuse an email that is not lower-case, so uniqueness ignores letter case', async () => {
    await expect(
      database.db.execute(
        sql`insert into users (first_name, last_name, email, password_hash) values ('A', 'B', 'Mixed@Case.test', 'x')`,
      ),
    ).rejects.toThrow();
  });
});

describe('pumpage names an existing well (checked per statement, migration 0003)', () => {
  let wellId: number;
  let bareWellId: number;
  const missingId = 987_654;
  beforeAll(async () => {
    const client = await insertClient(database.db);
    const inserted = await database.db
      .insert(wells)
      .values([
        { clientId: client.id, identificationNumber: '1', wellNumber: 'PW-WITH-PUMPAGE' },
        { clientId: client.id, identificationNumber: '2', wellNumber: 'PW-BARE' },
      ])
      .returning({ id: wells.id });
    [wellId, bareWellId] = inserted.map((row) => row.id) as [number, number];
    await database.db.insert(dailyPumpage).values({ wellId, date: '2026-01-01', pumpage: 1 });
    await database.db.insert(hourlyPumpage).values({ wellId, date: '2026-01-01', hour: 0, pumpage: 1 });
  });

  it.each([
    ['daily', dailyPumpage],
    ['hourly', hourlyPumpage],
  ] as const)('refuses %s rows of a well that does not exist, even among good ones', async (_kind, table) => {
    const row = (id: number, date: string) => ({ wellId: id, date, hour: 1, pumpage: 2 });
    await expect(
      database.db.insert(table).values([row(wellId, '2026-01-02'), row(missingId, '2026-01-02')]),
    ).rejects.toThrow();
    expect(await database.db.$count(table)).toBe(1);
    await expect(database.db.insert(table).values(row(wellId, '2026-01-02'))).resolves.toBeDefined();
  });

  it('refuses moving pumpage to another well', async () => {
    await expect(
      database.db.execute(sql`update daily_pumpage set well_id = ${bareWellId} where well_id = ${wellId}`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`update hourly_pumpage set well_id = ${bareWellId} where well_id = ${wellId}`),
    ).rejects.toThrow();
  });

  it('refuses deleting a well with pumpage, or changing its id, but not a well without', async () => {
    await expect(database.db.execute(sql`delete from wells where id = ${wellId}`)).rejects.toThrow();
    await expect(
      database.db.execute(sql`update wells set id = ${missingId} where id = ${wellId}`),
    ).rejects.toThrow();
    await expect(database.db.execute(sql`delete from wells where id = ${bareWellId}`)).resolves.toBeDefined();
  });
});
