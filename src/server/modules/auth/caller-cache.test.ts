import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientUsers, roles, userRoles, users } from '../../db/schema';
import { insertClient, insertUser } from '../../test/factories/people';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CallerCache } from './caller-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function loggedIn(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/Users/GetLoggedInUser',
    headers: { authorization: `Bearer ${token}` },
  });
  return response;
}

/** The database's announcement reaches another connection a moment after commit on PostgreSQL. */
const soon = { timeout: 2000, interval: 20 };

describe('callers kept between requests', () => {
  it('drops a deactivated user as soon as the database changes, with no API call in between', async () => {
    const user = await insertUser(t.database.db, { email: 'kept-1@test.local', role: 'User' });
    const token = await t.tokenFor({ userId: user.id });
    expect((await loggedIn(token)).statusCode).toBe(200);
    expect((await loggedIn(token)).statusCode).toBe(200);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await expect.poll(async () => (await loggedIn(token)).statusCode, soon).toBe(401);
  });

  it('sees a new role, a lost client and a changed role level', async () => {
    const client = await insertClient(t.database.db);
    const user = await insertUser(t.database.db, {
      email: 'kept-2@test.local',
      role: 'User',
      clientIds: [client.id],
    });
    const token = await t.tokenFor({ userId: user.id });
    const level = async () => ((await loggedIn(token)).json() as { accessLevel: number }).accessLevel;
    const clientIds = async () => ((await loggedIn(token)).json() as { clientIds: number[] }).clientIds;
    expect(await level()).toBe(10);
    expect(await clientIds()).toEqual([client.id]);

    const [owner] = await t.database.db.select().from(roles).where(eq(roles.name, 'Owner'));
    await t.database.db.insert(userRoles).values({ userId: user.id, roleId: owner!.id });
    await expect.poll(level, soon).toBe(40);

    await t.database.db.delete(clientUsers).where(eq(clientUsers.userId, user.id));
    await expect.poll(clientIds, soon).toEqual([]);

    await t.database.db.update(roles).set({ accessLevel: 45 }).where(eq(roles.name, 'Owner'));
    try {
      await expect.poll(level, soon).toBe(45);
    } finally {
      await t.database.db.update(roles).set({ accessLevel: 40 }).where(eq(roles.name, 'Owner'));
    }
  });

  it('keeps a caller while subscribed, and keeps nothing once the subscription is lost', async () => {
    let loseSubscription = () => {};
    // A subscription that delivers no notifications, so only losing it can make the cache reload.
    const cache = new CallerCache({
      ...t.database,
      listen: async (_channel, _onMessage, onLost) => {
        loseSubscription = onLost;
        return async () => {};
      },
    });
    await cache.start();
    try {
      const user = await insertUser(t.database.db, { email: 'kept-3@test.local', role: 'User' });
      expect((await cache.get(user.id))?.isActive).toBe(true);
      await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      expect((await cache.get(user.id))?.isActive).toBe(true);

      loseSubscription();
      expect((await cache.get(user.id))?.isActive).toBe(false);
      await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, user.id));
      expect((await cache.get(user.id))?.isActive).toBe(true);
    } finally {
      await cache.stop();
    }
  });
});
