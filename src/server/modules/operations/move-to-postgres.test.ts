import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { clients, payments, wells } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { insertInvoice } from '../../test/factories/invoices';
import { insertClient } from '../../test/factories/people';
import { insertDaily } from '../../test/factories/pumpage';
import { insertWell } from '../../test/factories/wells';
import { earlierMigrationsFolder, migrateFrom } from '../../test/migrations';
import {
  createScratchPostgres,
  fillDistrict,
  temporaryFolder,
  type ScratchPostgres,
} from './backup-test-support';
import { MoveRefusedError, moveToPostgres } from './move-to-postgres';
import { tableFingerprints } from './table-fingerprints';

const run = promisify(execFile);

/** The tables in public, and whether a migrator has run. */
async function contents(database: Database) {
  const [state] = await selectRows<{ tables: string[] | null; migrated: boolean }>(
    database.db,
    sql`select (select array_agg(table_name::text order by table_name) from information_schema.tables
                where table_schema = 'public') as tables,
               to_regnamespace('drizzle') is not null as migrated`,
  );
  return { tables: state?.tables ?? [], migrated: state?.migrated ?? false };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('moveToPostgres', () => {
  const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? '';
  let dataDir: string;
  let source: Database;
  let scratch: ScratchPostgres;
  let target: Database;

  beforeEach(async () => {
    dataDir = temporaryFolder();
    source = await openDatabase({ dataDir });
    scratch = await createScratchPostgres(testDatabaseUrl, false);
    target = await openDatabase({ databaseUrl: scratch.url });
  });
  afterEach(async () => {
    await target.close();
    await scratch.drop();
    await source.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The district of the backup tests, a payment, and a deleted well whose id must not come back. */
  async function fillSource() {
    await source.migrate();
    await fillDistrict(source.db);
    const [client] = await source.db.select().from(clients).limit(1);
    if (!client) throw new Error('no client');
    const invoice = await insertInvoice(source.db, { clientId: client.id, year: 2025, quarter: 3 });
    await source.db.insert(payments).values({
      invoiceId: invoice.id,
      clientId: client.id,
      method: 'check',
      amountCents: 12_345,
      status: 'succeeded',
    });
    const gone = await insertWell(source.db, { clientId: client.id });
    await source.db.delete(wells).where(eq(wells.id, gone.id));
    return { client, deletedWellId: gone.id };
  }

  it('copies every table with the same fingerprints, and ids continue past the embedded store’s', async () => {
    const { client, deletedWellId } = await fillSource();
    const report = await moveToPostgres(source, target);

    expect(report.tables.every((table) => table.matches)).toBe(true);
    expect(report.tables.find((table) => table.table === 'daily_pumpage')?.rows).toBe(365);
    expect(report.tables.map((table) => table.table)).not.toContain('__drizzle_migrations');
    expect(await tableFingerprints(target.db)).toEqual(await tableFingerprints(source.db));
    const migrations = 'select hash from drizzle.__drizzle_migrations order by id';
    expect(await target.query(migrations)).toEqual(await source.query(migrations));

    const well = await insertWell(target.db, { clientId: client.id });
    expect(well.id).toBeGreaterThan(deletedWellId);
    await insertDaily(target.db, well.id, [['2025-01-01', 5]]);
    expect((await insertClient(target.db)).id).toBeGreaterThan(client.id);
    // The triggers are back on: pumpage of a well that does not exist is refused.
    await expect(insertDaily(target.db, 999_999, [['2025-01-01', 1]])).rejects.toThrow();
  });

  it('migrates an embedded store of an earlier version before moving it', async () => {
    const earlier = earlierMigrationsFolder(5);
    try {
      await migrateFrom(source, earlier);
    } finally {
      rmSync(earlier, { recursive: true, force: true });
    }
    await source.query(
      `insert into clients (name, address1, city, state, zip_code, registration_code)
       values ('Early Client', '1 Levee Road', 'Plaquemine', 'LA', '70764', 'EARLY-1')`,
    );
    await moveToPostgres(source, target);
    expect(await target.query('select name, accounting_customer_id from clients')).toEqual([
      { name: 'Early Client', accounting_customer_id: null },
    ]);
  });

  it('refuses a database that has tables or was migrated, and leaves it as it was', async () => {
    await source.migrate();
    await target.query('create table notes (body text)');
    await target.query("insert into notes values ('keep me')");
    await expect(moveToPostgres(source, target)).rejects.toThrow(MoveRefusedError);
    expect(await contents(target)).toEqual({ tables: ['notes'], migrated: false });
    expect(await target.query('select body from notes')).toEqual([{ body: 'keep me' }]);

    await target.query('drop table notes');
    await target.migrate();
    const before = await tableFingerprints(target.db);
    await expect(moveToPostgres(source, target)).rejects.toThrow(MoveRefusedError);
    expect(await tableFingerprints(target.db)).toEqual(before);
  });

  it('leaves the database empty when the copy fails halfway, so the move can run again', async () => {
    await fillSource();
    // A row PostgreSQL refuses, in a table copied after many others.
    await source.query('alter table payments drop constraint payments_amount_positive');
    await source.query('update payments set amount_cents = 0');
    const copied: string[] = [];
    const move = moveToPostgres(source, target, { onTableCopied: (table) => copied.push(table) });

    await expect(move).rejects.toThrow(/payments_amount_positive/);
    expect(copied).toContain('daily_pumpage');
    expect(copied).not.toContain('payments');
    expect(await contents(target)).toEqual({ tables: [], migrated: false });

    await source.query('update payments set amount_cents = 1');
    const report = await moveToPostgres(source, target);
    expect(report.tables.every((table) => table.matches)).toBe(true);
  });

  it('is run by npm run move-to-postgres, which never prints the password and says what to set next', async () => {
    await fillSource();
    await source.close();
    const url = new URL(scratch.url);
    // The test server may not ask for one; then any password passes and must still not be shown.
    url.password ||= 'not-to-be-shown-7316';
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: '',
      ACCOUNTING_TOKEN_KEY: '',
    };
    const { stdout } = await run('npx', ['tsx', 'scripts/move-to-postgres.ts', url.toString()], {
      env,
    }).finally(async () => {
      source = await openDatabase({ dataDir });
    });

    expect(stdout).not.toContain(decodeURIComponent(url.password));
    expect(stdout).toMatch(/All \d+ tables are the same in PostgreSQL/);
    expect(stdout).toContain('DATABASE_URL=postgres://');
    expect(stdout).toContain(`JWT_SECRET=$(cat ${dataDir}/jwt-secret)`);
    expect(await tableFingerprints(target.db)).toEqual(await tableFingerprints(source.db));
  });
});
