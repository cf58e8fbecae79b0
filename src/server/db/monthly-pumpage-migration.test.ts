import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { earlierMigrationsFolder, migrateFrom, openEmptyDatabase } from '../test/migrations';

/** The migrations before the monthly rollups: 0000 to 0014. */
const BEFORE_ROLLUPS = 15;

/* 0015 adds monthly_pumpage, fills it from the daily rows already stored, and keeps it from then on. */
describe('upgrading to monthly rollups', () => {
  let database: Database;
  let folder: string;
  beforeAll(async () => {
    database = await openEmptyDatabase();
    folder = earlierMigrationsFolder(BEFORE_ROLLUPS);
    await migrateFrom(database, folder);
    for (const statement of [
      `insert into wells (id, identification_number, well_number) values (1, 'ID-1', 'EB-1'), (2, 'ID-2', 'EB-2')`,
      `insert into daily_pumpage (well_id, date, pumpage)
          values (1, '2024-01-30', 10.125), (1, '2024-01-31', 0), (1, '2024-02-01', 7),
                 (2, '2024-12-31', 1.001)`,
    ]) {
      await database.query(statement);
    }
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const months = () =>
    database.query(
      `select well_id as "wellId", month::text, pumpage::text, days from monthly_pumpage order by 1, 2`,
    );

  it('sums the daily rows an earlier version stored, month by month', async () => {
    expect(await months()).toEqual([
      { wellId: 1, month: '2024-01-01', pumpage: '10.125', days: 2 },
      { wellId: 1, month: '2024-02-01', pumpage: '7.000', days: 1 },
      { wellId: 2, month: '2024-12-01', pumpage: '1.001', days: 1 },
    ]);
  });

  it('keeps them with every write from then on', async () => {
    await database.query(`update daily_pumpage set pumpage = 2 where well_id = 1 and date = '2024-02-01'`);
    await database.query(`delete from daily_pumpage where well_id = 2`);
    await database.query(`insert into daily_pumpage (well_id, date, pumpage) values (2, '2025-01-01', 4)`);
    expect(await months()).toEqual([
      { wellId: 1, month: '2024-01-01', pumpage: '10.125', days: 2 },
      { wellId: 1, month: '2024-02-01', pumpage: '2.000', days: 1 },
      { wellId: 2, month: '2025-01-01', pumpage: '4.000', days: 1 },
    ]);
  });
});
