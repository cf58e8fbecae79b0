import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DbOrTx } from '../../db/client';
import { isDeadlock } from '../../db/errors';
import { dailyPumpage, monthlyPumpage, yearlyPumpage } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { insertWell } from '../../test/factories/wells';
import { openTestDatabase } from '../../test/test-app';
import { findRollupDifferences, rebuildRollups } from './rollups';

/*
 * The monthly and yearly rollups equal the daily rows after any sequence of writes, of every shape the
 * portal's writers use (uploads insert new days or replace them, the quarter form updates, the
 * table deletes, the move empties every table at once), alone, two in one transaction, in a transaction rolled back,
 * and, on PostgreSQL, two at once from separate connections.
 */

/**
 * Three wells over days that straddle a year's end and three quarters' ends: months, quarters and
 * years meet within and across wells.
 */
const WELLS = 3;
const DAYS = [
  '2024-09-30',
  '2024-11-29',
  '2024-11-30',
  '2024-12-01',
  '2024-12-15',
  '2024-12-31',
  '2025-01-01',
  '2025-01-31',
  '2025-04-01',
];

const day = fc.constantFrom(...DAYS);
/** Thousands of gallons with three decimals, zero included: the column's own precision. */
const kgal = fc.integer({ min: 0, max: 5_000_000 }).map((thousandths) => thousandths / 1000);
const wellIndex = fc.nat({ max: WELLS - 1 });
const rows = fc.uniqueArray(fc.record({ well: wellIndex, date: day, pumpage: kgal }), {
  minLength: 1,
  maxLength: 12,
  selector: (row) => `${row.well} ${row.date}`,
});

type Write =
  | { do: 'insertNew' | 'replace'; rows: { well: number; date: string; pumpage: number }[] }
  | { do: 'delete'; well: number; from: string; to: string }
  | { do: 'scale'; well: number; from: string; to: string; percent: number }
  | { do: 'truncate'; withTotals: boolean };

const span = fc.tuple(day, day).map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a }));
const simpleWrite: fc.Arbitrary<Write> = fc.oneof(
  { weight: 4, arbitrary: rows.map((written) => ({ do: 'insertNew' as const, rows: written })) },
  { weight: 4, arbitrary: rows.map((written) => ({ do: 'replace' as const, rows: written })) },
  {
    weight: 3,
    arbitrary: fc.tuple(wellIndex, span).map(([well, s]) => ({ do: 'delete' as const, well, ...s })),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(wellIndex, span, fc.integer({ min: 0, max: 300 }))
      .map(([well, s, percent]) => ({ do: 'scale' as const, well, ...s, percent })),
  },
  { weight: 1, arbitrary: fc.boolean().map((withTotals) => ({ do: 'truncate' as const, withTotals })) },
);

type Step = { do: 'one'; write: Write } | { do: 'together' | 'rolledBack' | 'atOnce'; a: Write; b: Write };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: simpleWrite.map((write) => ({ do: 'one' as const, write })) },
  ...(['together', 'rolledBack', 'atOnce'] as const).map((how) => ({
    weight: 1,
    arbitrary: fc.tuple(simpleWrite, simpleWrite).map(([a, b]) => ({ do: how, a, b })),
  })),
);

let database: Database;
const wellIds: number[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  for (let index = 0; index < WELLS; index += 1) {
    const well = await insertWell(database.db, { clientId: null });
    wellIds.push(well.id);
  }
});
afterAll(() => database.close());

const values = (written: Extract<Write, { rows: unknown }>['rows']) =>
  sql.join(
    written.map((row) => sql`(${wellIds[row.well]}, ${row.date}::date, ${row.pumpage})`),
    sql`, `,
  );

async function apply(db: DbOrTx, write: Write): Promise<void> {
  switch (write.do) {
    case 'insertNew':
      await db.execute(sql`insert into ${dailyPumpage} (well_id, date, pumpage) values ${values(write.rows)}
        on conflict (well_id, date) do nothing`);
      return;
    case 'replace':
      await db.execute(sql`insert into ${dailyPumpage} (well_id, date, pumpage) values ${values(write.rows)}
        on conflict (well_id, date) do update set pumpage = excluded.pumpage`);
      return;
    case 'delete':
      await db.execute(sql`delete from ${dailyPumpage} where ${dailyPumpage.wellId} = ${wellIds[write.well]}
        and ${dailyPumpage.date} between ${write.from} and ${write.to}`);
      return;
    case 'scale':
      await db.execute(sql`update ${dailyPumpage}
        set pumpage = round(${dailyPumpage.pumpage} * ${write.percent} / 100.0, 3)
        where ${dailyPumpage.wellId} = ${wellIds[write.well]}
          and ${dailyPumpage.date} between ${write.from} and ${write.to}`);
      return;
    case 'truncate':
      // The move to PostgreSQL empties every table in one statement, the totals included.
      await db.execute(
        write.withTotals ? sql`truncate ${dailyPumpage}, ${monthlyPumpage}` : sql`truncate ${dailyPumpage}`,
      );
  }
}

class RolledBack extends Error {}

async function run(step: Step): Promise<void> {
  const { db } = database;
  switch (step.do) {
    case 'one':
      return apply(db, step.write);
    case 'together':
      return db.transaction(async (tx) => {
        await apply(tx, step.a);
        await apply(tx, step.b);
      });
    case 'rolledBack':
      await db
        .transaction(async (tx) => {
          await apply(tx, step.a);
          await apply(tx, step.b);
          throw new RolledBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
        });
      return;
    case 'atOnce': {
      // Two transactions at once (separate connections on PostgreSQL); one may be chosen as a
      // deadlock's victim, which rolls it back whole.
      const outcomes = await Promise.allSettled([
        db.transaction((tx) => apply(tx, step.a)),
        db.transaction((tx) => apply(tx, step.b)),
      ]);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected' && !isDeadlock(outcome.reason)) throw outcome.reason;
      }
    }
  }
}

describe('monthly rollups', () => {
  it('equal the daily rows after any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        await database.db.execute(sql`truncate ${dailyPumpage}`);
        for (const next of steps) await run(next);
        expect((await findRollupDifferences(database.db, 5)).differences).toEqual([]);
      }),
      { numRuns: 60 },
    );
  }, 300_000);

  it('hold no row for a month or year without daily rows, and count a reported 0', async () => {
    await database.db.execute(sql`truncate ${dailyPumpage}`);
    await apply(database.db, {
      do: 'replace',
      rows: [
        { well: 0, date: '2024-12-01', pumpage: 0 },
        { well: 1, date: '2025-01-01', pumpage: 2.5 },
      ],
    });
    await apply(database.db, { do: 'delete', well: 1, from: '2025-01-01', to: '2025-01-31' });
    expect(
      await selectRows(
        database.db,
        sql`select well_id as "wellId", month::text, pumpage::text, days
        from ${monthlyPumpage} order by 1, 2`,
      ),
    ).toEqual([{ wellId: wellIds[0], month: '2024-12-01', pumpage: '0.000', days: 1 }]);
    expect(
      await selectRows(
        database.db,
        sql`select well_id as "wellId", year::text, q1_days + q2_days + q3_days as "otherDays",
          q4_pumpage::text as "q4Pumpage", q4_days as "q4Days"
        from ${yearlyPumpage} order by 1, 2`,
      ),
    ).toEqual([{ wellId: wellIds[0], year: '2024-01-01', otherDays: 0, q4Pumpage: '0.000', q4Days: 1 }]);
  });

  it('are found wrong when they are, and rebuilt from the daily rows', async () => {
    await database.db.execute(sql`truncate ${dailyPumpage}`);
    await apply(database.db, {
      do: 'replace',
      rows: [
        { well: 0, date: '2024-11-29', pumpage: 10 },
        { well: 0, date: '2024-11-30', pumpage: 5.25 },
        { well: 2, date: '2025-01-31', pumpage: 1 },
      ],
    });
    await database.db.execute(
      sql`update ${monthlyPumpage} set pumpage = pumpage + 1 where well_id = ${wellIds[0]}`,
    );
    await database.db.execute(sql`delete from ${monthlyPumpage} where well_id = ${wellIds[2]}`);
    await database.db.execute(
      sql`insert into ${monthlyPumpage} (well_id, month, pumpage, days) values (${wellIds[1]}, '2024-12-01', 3, 1)`,
    );
    await database.db.execute(
      sql`update ${yearlyPumpage} set q4_pumpage = q4_pumpage + 1 where well_id = ${wellIds[0]}`,
    );

    expect((await findRollupDifferences(database.db, 10)).differences.at(-1)).toEqual({
      table: 'yearly_pumpage',
      wellId: wellIds[0],
      period: '2024-10-01',
      rawPumpage: '15.250',
      rawDays: 2,
      keptPumpage: '16.250',
      keptDays: 2,
    });
    const found = await findRollupDifferences(database.db, 2);
    expect(found.count).toBe(4);
    expect(found.differences).toEqual([
      {
        table: 'monthly_pumpage',
        wellId: wellIds[0],
        period: '2024-11-01',
        rawPumpage: '15.250',
        rawDays: 2,
        keptPumpage: '16.250',
        keptDays: 2,
      },
      {
        table: 'monthly_pumpage',
        wellId: wellIds[1],
        period: '2024-12-01',
        rawPumpage: null,
        rawDays: null,
        keptPumpage: '3.000',
        keptDays: 1,
      },
    ]);

    expect(await rebuildRollups(database.db)).toEqual({ months: 2, years: 2 });
    expect(await findRollupDifferences(database.db, 10)).toEqual({ count: 0, differences: [] });
  });
});
