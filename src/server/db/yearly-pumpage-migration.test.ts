import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { findRollupDifferences } from '../modules/pumpage/rollups';
import { earlierMigrationsFolder, migrateFrom, openEmptyDatabase } from '../test/migrations';

/** The migrations before the yearly rollups: 0000 to 0016. */
const BEFORE_YEARLY_ROLLUPS = 17;

/* 0017 adds yearly_pumpage, fills it from the monthly totals already kept, and keeps it from then on. */
describe('upgrading to yearly rollups', () => {
  let database: Database;
  let folder: string;
  beforeAll(async () => {
    database = await openEmptyDatabase();
    folder = earlierMigrationsFolder(BEFORE_YEARLY_ROLLUPS);
    await migrateFrom(database, folder);
    for (const statement of [
      `insert into wells (id, identification_number, well_number) values (1, 'ID-1', 'EB-1'), (2, 'ID-2', 'EB-2')`,
      `insert into daily_pumpage (well_id, date, pumpage)
          values (1, '2024-03-31', 10.125), (1, '2024-04-01', 0), (1, '2024-12-31', 7),
                 (2, '2025-01-01', 1.001)`,
    ]) {
      await database.query(statement);
    }
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const years = () =>
    database.query(
      `select well_id as "wellId", year::text, q1_pumpage::text as q1, q1_days as "q1Days",
        q2_pumpage::text as q2, q2_days as "q2Days", q3_days as "q3Days",
        q4_pumpage::text as q4, q4_days as "q4Days"
      from yearly_pumpage order by 1, 2`,
    );

  it('sums by quarter the daily rows an earlier version stored, year by year', async () => {
    expect(await years()).toEqual([
      {
        wellId: 1,
        year: '2024-01-01',
        q1: '10.125',
        q1Days: 1,
        q2: '0.000',
        q2Days: 1,
        q3Days: 0,
        q4: '7.000',
        q4Days: 1,
      },
      {
        wellId: 2,
        year: '2025-01-01',
        q1: '1.001',
        q1Days: 1,
        q2: '0.000',
        q2Days: 0,
        q3Days: 0,
        q4: '0.000',
        q4Days: 0,
      },
    ]);
    expect(await findRollupDifferences(database.db, 5)).toEqual({ count: 0, differences: [] });
  });

  it('keeps them with every write from then on', async () => {
    await database.query(`update daily_pumpage set pumpage = 2 where well_id = 1 and date = '2024-12-31'`);
    await database.query(`delete from daily_pumpage where well_id = 2`);
    await database.query(`insert into daily_pumpage (well_id, date, pumpage) values (2, '2023-07-01', 4)`);
    expect(await years()).toEqual([
      {
        wellId: 1,
        year: '2024-01-01',
        q1: '10.125',
        q1Days: 1,
        q2: '0.000',
        q2Days: 1,
        q3Days: 0,
        q4: '2.000',
        q4Days: 1,
      },
      {
        wellId: 2,
        year: '2023-01-01',
        q1: '0.000',
        q1Days: 0,
        q2: '0.000',
        q2Days: 0,
        q3Days: 1,
        q4: '0.000',
        q4Days: 0,
      },
    ]);
    expect(await findRollupDifferences(database.db, 5)).toEqual({ count: 0, differences: [] });
  });
});
