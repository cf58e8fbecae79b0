import { readdirSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { hashPassword } from '../modules/auth/passwords';
import type { ApiInstance } from '../modules/context';
import { FIXTURE_PASSWORD } from '../test/factories/people';
import { earlierMigrationsFolder, migrateFrom, openEmptyDatabase } from '../test/migrations';
import { testConfig } from '../test/test-app';
import { MIGRATIONS_FOLDER, type Database } from './client';
import { appliedMigrations, compareMigrations, readMigrationJournal } from './migration-status';

describe('the migrations journal', () => {
  const journal = readMigrationJournal(MIGRATIONS_FOLDER);

  it('lists every migration file, and every migration it lists has its file', () => {
    const files = readdirSync(MIGRATIONS_FOLDER)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => name.replace(/\.sql$/, ''));
    expect(journal.map((entry) => entry.tag).sort()).toEqual(files.sort());
  });

  // The migrator applies only migrations newer than the last one a database recorded: one added
  // with an earlier moment, or numbered before one already shipped, would never run on an upgrade.
  it('lists the migrations in the order of their numbers, each later than the one before', () => {
    expect(journal.map((entry) => entry.tag)).toEqual(journal.map((entry) => entry.tag).sort());
    for (const [index, entry] of journal.entries()) {
      if (index > 0) expect(entry.when).toBeGreaterThan(journal[index - 1]?.when ?? 0);
    }
  });
});

/** A district as the first schema stored it, in SQL that schema accepts. */
async function fillFirstSchema(database: Database): Promise<void> {
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const statements = [
    `insert into roles (id, name, access_level) values (1, 'Admin', 100), (2, 'Owner', 40)`,
    `insert into users (id, first_name, last_name, email, phone, password_hash, is_active, date_registered) values
       (1, 'Ann', 'Lee', 'admin@early.test', '225-555-0100', '${passwordHash}', true, '2024-01-02T03:04:05Z'),
       (2, 'Bo', 'Guidry', 'owner@early.test', null, '${passwordHash}', true, '2024-02-03T04:05:06Z'),
       (3, 'Cy', 'Gone', 'former@early.test', null, '${passwordHash}', false, '2024-03-04T05:06:07Z')`,
    `insert into user_roles (user_id, role_id) values (1, 1), (2, 2)`,
    `insert into clients (id, name, address1, city, state, zip_code, registration_code, contact_email, is_self_submitting)
       values (1, 'Bayou Chemical', '1 River Road', 'Baton Rouge', 'LA', '70801', 'REG-1', 'ops@bayou.test', true),
              (2, 'Delta Water', '2 Levee Street', 'Plaquemine', 'LA', '70764', 'REG-2', null, false)`,
    `insert into client_users (client_id, user_id) values (1, 2)`,
    `insert into aquifers (id, aquifer_id, name) values (1, 'A400', '400-Foot Sand'), (2, 'A600', '600-Foot Sand')`,
    `insert into parishes (id, parish_id, name) values (1, 'EBR', 'East Baton Rouge')`,
    `insert into well_use_categories (id, description) values (1, 'Industrial')`,
    `insert into well_uses (id, well_use_id, description, classification, well_use_category_id)
       values (1, 'IND', 'Industrial', 'Heavy', 1)`,
    `insert into wells (id, client_id, aquifer_id, well_use_id, parish_id, identification_number, well_number,
         permit_number, well_depth, daily_pump_rate, latitude, longitude, flag, well_status, well_status_date)
       values (1, 1, 1, 1, 1, '301234567890123', 'EB-1', 'P-1', 412.5, 1500.25, 30.45, -91.18, 'E', 'Active', '2024-05-06T00:00:00Z'),
              (2, 1, 2, 1, 1, '301234567890124', 'EB-2', null, null, null, null, null, null, null, null),
              (3, 2, 1, null, null, '301234567890125', 'DW-1', null, 650, null, 30.2, -91.2, null, 'Inactive', null)`,
    `insert into daily_pumpage (well_id, date, pumpage)
       select 1, d::date, 10.125 from generate_series(date '2024-01-01', date '2024-12-31', interval '1 day') d`,
    `insert into hourly_pumpage (well_id, date, hour, pumpage) values (2, '2024-07-04', 0, 1.5), (2, '2024-07-04', 23, 2.25)`,
    `insert into invoices (id, invoice_number, title, client_id, billing_date, due_date, year, quarter, gallons,
         is_visible, fee_amount_cents, late_fee_amount_cents)
       values (1, '2024-Q1-0001', 'First quarter 2024', 1, '2024-04-15', '2024-05-15', 2024, 1, 910.125, true, 5916, 0)`,
    `insert into invoice_items (invoice_id, well_id, parish, use, well_number, depth, month1_pumpage, month2_pumpage, month3_pumpage)
       values (1, 1, 'East Baton Rouge', 'Industrial', 'EB-1', 412.5, 313.875, 293.625, 302.625)`,
    `insert into adjustments (invoice_id, reason, value_cents, created_by) values (1, 'Meter fault credit', -500, 1)`,
    `insert into payments (invoice_id, client_id, method, amount_cents, status, recorded_by, note)
       values (1, 1, 'check', 5416, 'succeeded', 1, 'Check 1042')`,
    `insert into audit_log (actor_user_id, action, entity, entity_id, before, after)
       values (1, 'update', 'well', '1', '{"wellDepth": 400}', '{"wellDepth": 412.5}')`,
  ];
  for (const statement of statements) await database.query(statement);
  // The rows above name their ids, as an older portal's would have been given them by the sequences.
  for (const table of [
    'roles',
    'users',
    'clients',
    'aquifers',
    'parishes',
    'well_use_categories',
    'well_uses',
    'wells',
    'invoices',
  ]) {
    await database.query(
      `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
    );
  }
}

/** Every table's rows as JSON, each row holding only the columns the table has now. */
async function rowsOfEveryTable(
  database: Database,
  columnsOf: Map<string, string[]>,
): Promise<Map<string, string>> {
  const rows = new Map<string, string>();
  for (const [table, columns] of columnsOf) {
    const [row] = await database.query<{ rows: string | null }>(
      `select json_agg(r order by r::text)::text as rows from (select ${columns.join(', ')} from ${table}) r`,
    );
    rows.set(table, row?.rows ?? '[]');
  }
  return rows;
}

async function columnsOfEveryTable(database: Database): Promise<Map<string, string[]>> {
  const columns = await database.query<{ table: string; columns: string[] }>(
    `select table_name::text as table, array_agg(column_name::text order by ordinal_position) as columns
     from information_schema.columns where table_schema = 'public' group by table_name`,
  );
  return new Map(columns.map((row) => [row.table, row.columns]));
}

describe('upgrading a database built at the first migration to the latest', () => {
  let database: Database;
  let app: ApiInstance;
  let firstColumns: Map<string, string[]>;
  let firstRows: Map<string, string>;
  /** The same, read right after the upgrade: the tests signing in add rows of their own. */
  let upgradedRows: Map<string, string>;

  beforeAll(async () => {
    database = await openEmptyDatabase();
    const first = earlierMigrationsFolder(1);
    try {
      await migrateFrom(database, first);
    } finally {
      rmSync(first, { recursive: true, force: true });
    }
    await fillFirstSchema(database);
    firstColumns = await columnsOfEveryTable(database);
    firstRows = await rowsOfEveryTable(database, firstColumns);
    await database.migrate();
    upgradedRows = await rowsOfEveryTable(database, firstColumns);
    app = await buildApp({ config: testConfig(), database, webRoot: '/nonexistent' });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('holds exactly the migrations of this version', async () => {
    const known = readMigrationJournal(MIGRATIONS_FOLDER);
    expect(compareMigrations(known, await appliedMigrations(database))).toEqual({ upToDate: true });
  });

  it('keeps every row with its values; the roles gain the two the first schema did not have', async () => {
    for (const [table, before] of firstRows) {
      if (table !== 'roles')
        expect({ table, rows: upgradedRows.get(table) }).toEqual({ table, rows: before });
    }
    expect(
      await database.query('select id, name, access_level from roles where id <= 2 order by id'),
    ).toEqual([
      { id: 1, name: 'Admin', access_level: 100 },
      { id: 2, name: 'Owner', access_level: 40 },
    ]);
    expect(await database.query('select name from roles order by access_level desc')).toEqual([
      { name: 'Admin' },
      { name: 'Researcher' },
      { name: 'Owner' },
      { name: 'User' },
    ]);
  });

  it('gives the columns added since their defaults', async () => {
    expect(
      await database.query(
        `select rate_cents_per_million_gallons, due_days, late_fee_milli_percent, late_fee_period,
                late_fee_cap_milli_percent, revision, accounting_synced_revision, accounting_sync_token from invoices`,
      ),
    ).toEqual([
      {
        rate_cents_per_million_gallons: 6500,
        due_days: 30,
        late_fee_milli_percent: 1500,
        late_fee_period: 'day',
        late_fee_cap_milli_percent: null,
        revision: 0,
        accounting_synced_revision: null,
        accounting_sync_token: null,
      },
    ]);
    const [payment] = await database.query<Record<string, unknown>>(
      'select invoice_total_cents, late_fee_cents, check_number, accounting_payment_id, updated_at from payments',
    );
    expect(payment).toMatchObject({ check_number: null, accounting_payment_id: null });
    expect(Number(payment?.invoice_total_cents)).toBe(0);
    expect(Number(payment?.late_fee_cents)).toBe(0);
    expect(payment?.updated_at).toBeInstanceOf(Date);
    expect(await database.query('select tokens_valid_after from users where id = 1')).toEqual([
      { tokens_valid_after: null },
    ]);
    expect(await database.query('select accounting_customer_id from clients where id = 1')).toEqual([
      { accounting_customer_id: null },
    ]);
  });

  it('serves the upgraded district: its people sign in and see their wells', async () => {
    const signIn = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/Users/Authenticate',
        payload: { email, password: FIXTURE_PASSWORD },
        remoteAddress: '10.20.0.1',
      });
    const wellNumbers = async (token: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/Well/GetWellsWithFilters',
        headers: { authorization: `Bearer ${token}` },
        payload: {},
      });
      expect(response.statusCode).toBe(200);
      return (response.json().data as { wellNumber: string; aquiferName: string | null }[]).map(
        (row) => `${row.wellNumber} ${row.aquiferName ?? '-'}`,
      );
    };

    const admin = await signIn('admin@early.test');
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ role: ['Admin'], accessLevel: 100 });
    expect(await wellNumbers(admin.json().token)).toEqual([
      'DW-1 400-Foot Sand',
      'EB-1 400-Foot Sand',
      'EB-2 600-Foot Sand',
    ]);
    const owner = await signIn('owner@early.test');
    expect(owner.json()).toMatchObject({ role: ['Owner'], clientIds: [1] });
    expect(await wellNumbers(owner.json().token)).toEqual(['EB-1 400-Foot Sand', 'EB-2 600-Foot Sand']);
    expect((await signIn('former@early.test')).statusCode).toBe(401);
  });
});
