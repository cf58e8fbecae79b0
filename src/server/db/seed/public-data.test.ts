import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient } from '../../test/factories/people';
import { openTestDatabase } from '../../test/test-app';
import type { Database } from '../client';
import { clients, publicDataSettings } from '../schema';
import { PUBLIC_DEMO_CLIENT, seedPublicData } from './public-data';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('the demo public data', () => {
  it('publishes every section and the city water system’s name only', async () => {
    const { db } = database;
    await insertClient(db, { name: 'Scotlandville Refining Company' });
    const city = await insertClient(db, { name: PUBLIC_DEMO_CLIENT });
    await insertClient(db, { name: 'Highland Road Water Corporation' });
    expect(await seedPublicData(db)).toBe(city.id);
    const [settings] = await db.select().from(publicDataSettings);
    expect(settings).toMatchObject({ id: 1, publishLanding: true, publishPumpage: true, publishWells: true });
    const published = await db.select({ name: clients.name }).from(clients).where(eq(clients.isPublic, true));
    expect(published).toEqual([{ name: PUBLIC_DEMO_CLIENT }]);
  });
});
