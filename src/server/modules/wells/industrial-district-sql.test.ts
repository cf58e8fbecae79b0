import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDUSTRIAL_DISTRICT, isInsidePolygon } from '../../../shared/rules/industrial-district';
import type { Database } from '../../db/client';
import { wells } from '../../db/schema';
import { selectRows } from '../../db/sql';
import { openTestDatabase } from '../../test/test-app';
import { insertClient } from '../../test/factories/people';
import { insideIndustrialDistrict } from './list-map-wells';

let database: Database;
/** A grid over the polygon's bounding box and a margin around it, off the corners' round figures. */
const STEPS = 40;
const SOUTH = Math.min(...INDUSTRIAL_DISTRICT.map(([latitude]) => latitude)) - 0.01;
const NORTH = Math.max(...INDUSTRIAL_DISTRICT.map(([latitude]) => latitude)) + 0.01;
const WEST = Math.min(...INDUSTRIAL_DISTRICT.map(([, longitude]) => longitude)) - 0.01;
const EAST = Math.max(...INDUSTRIAL_DISTRICT.map(([, longitude]) => longitude)) + 0.01;
const grid = Array.from({ length: STEPS * STEPS }, (_, index) => ({
  latitude: SOUTH + ((Math.floor(index / STEPS) + 0.37) * (NORTH - SOUTH)) / STEPS,
  longitude: WEST + (((index % STEPS) + 0.61) * (EAST - WEST)) / STEPS,
}));

beforeAll(async () => {
  database = await openTestDatabase();
  const client = await insertClient(database.db);
  await database.db.insert(wells).values(
    grid.map((point, index) => ({
      clientId: client.id,
      identificationNumber: `G${index}`,
      wellNumber: `GRID-${index}`,
      ...point,
    })),
  );
});
afterAll(() => database.close());

describe('the industrial district in SQL', () => {
  it('keeps exactly the wells the shared point-in-polygon rule keeps', async () => {
    const inside = await selectRows<{ wellNumber: string }>(
      database.db,
      sql`select ${wells.wellNumber} as "wellNumber" from ${wells} where ${insideIndustrialDistrict()}`,
    );
    const expected = grid.flatMap((point, index) =>
      isInsidePolygon([point.latitude, point.longitude], INDUSTRIAL_DISTRICT) ? [`GRID-${index}`] : [],
    );
    // The grid covers both sides of the border: a test that cannot fail would find all or none.
    expect(expected.length).toBeGreaterThan(grid.length / 10);
    expect(expected.length).toBeLessThan(grid.length);
    expect(inside.map((row) => row.wellNumber).sort()).toEqual(expected.sort());
  });
});
