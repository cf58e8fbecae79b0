import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { monitoringMeasurements, monitoringWells } from '../../db/schema';
import { insertWellReferences } from '../../test/factories/wells';
import { openTestDatabase } from '../../test/test-app';
import { upsertMeasurements, type MeasurementRow } from './measurement-rows';

let database: Database;
let wellId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const { sand400 } = await insertWellReferences(database.db);
  const [well] = await database.db
    .insert(monitoringWells)
    .values({ siteNumber: '303251091115001', aquiferId: sand400.id })
    .returning();
  wellId = well!.id;
});
afterAll(() => database.close());

const level = (
  measuredOn: string,
  value: number,
  overrides: Partial<MeasurementRow> = {},
): MeasurementRow => ({
  monitoringWellId: wellId,
  parameter: 'depth-to-water',
  measuredOn,
  measuredAt: null,
  value,
  qualifiers: [],
  method: null,
  measuredBy: null,
  approved: false,
  source: 'rdb',
  ...overrides,
});

const storedOn = (measuredOn: string) =>
  database.db
    .select()
    .from(monitoringMeasurements)
    .where(eq(monitoringMeasurements.measuredOn, measuredOn))
    .orderBy(asc(monitoringMeasurements.measuredAt));

describe('upsertMeasurements', () => {
  it('adds new rows, then leaves the same rows alone, then replaces a changed one', async () => {
    const rows = [level('2020-01-10', 101.5), level('2020-02-10', 102.25, { measuredAt: '09:30' })];
    const first = await upsertMeasurements(database.db, rows, null);
    expect(first.addedIds).toHaveLength(2);
    expect(first).toMatchObject({ updatedIds: [], unchanged: 0 });

    expect(await upsertMeasurements(database.db, rows, null)).toEqual({
      addedIds: [],
      updatedIds: [],
      unchanged: 2,
    });

    const approved = [rows[0]!, { ...rows[1]!, approved: true, qualifiers: ['A'] }];
    const third = await upsertMeasurements(database.db, approved, null);
    expect(third).toEqual({ addedIds: [], updatedIds: [first.addedIds[1]], unchanged: 1 });
    const [stored] = await storedOn('2020-02-10');
    expect(stored).toMatchObject({ value: 102.25, approved: true, qualifiers: 'A', measuredAt: '09:30:00' });
  });

  it('keeps a day-only measurement apart from a timed one of the same day', async () => {
    const result = await upsertMeasurements(
      database.db,
      [level('2020-03-10', 100), level('2020-03-10', 100.5, { measuredAt: '14:00' })],
      null,
    );
    expect(result.addedIds).toHaveLength(2);
    expect(await storedOn('2020-03-10')).toHaveLength(2);
  });

  it('keeps the last of rows repeating one key in a batch', async () => {
    const result = await upsertMeasurements(
      database.db,
      [level('2020-04-10', 90, { measuredAt: '08:00' }), level('2020-04-10', 91, { measuredAt: '08:00:00' })],
      null,
    );
    expect(result).toMatchObject({ updatedIds: [], unchanged: 1 });
    expect(result.addedIds).toHaveLength(1);
    const [stored] = await storedOn('2020-04-10');
    expect(stored?.value).toBe(91);
  });

  it('writes thousands of rows in batches and stores values as given', async () => {
    const many = Array.from({ length: 4500 }, (_, index) =>
      level(new Date(Date.UTC(1990, 0, 1 + index)).toISOString().slice(0, 10), index / 8, {
        parameter: 'chloride',
        method: 'it\'s "quoted"',
      }),
    );
    const result = await upsertMeasurements(database.db, many, null);
    expect(result.addedIds).toHaveLength(4500);
    const [row] = await storedOn('1990-01-02');
    expect(row).toMatchObject({ value: 0.125, method: 'it\'s "quoted"', parameter: 'chloride' });
  });
});
