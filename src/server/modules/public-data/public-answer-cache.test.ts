import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { PUBLIC_DATA_CHANGED_CHANNEL, PublicAnswerCache } from './public-answer-cache';

/*
 * The cache on a database that only announces: each test says when a change is announced and
 * when the subscription is lost, and counts the loads.
 */

interface Subscription {
  channel: string;
  announce: (payload: string) => void;
  lose: () => void;
  ended: boolean;
}

function announcingDatabase(options: { failing?: boolean } = {}) {
  const subscriptions: Subscription[] = [];
  const database = {
    listen: (channel: string, onMessage: (payload: string) => void, onLost: () => void) => {
      if (options.failing) return Promise.reject(new Error('no connection'));
      const subscription: Subscription = { channel, announce: onMessage, lose: onLost, ended: false };
      subscriptions.push(subscription);
      return Promise.resolve(async () => {
        subscription.ended = true;
      });
    },
  } as Pick<Database, 'listen'> as Database;
  const last = () => {
    const subscription = subscriptions[subscriptions.length - 1];
    if (!subscription) throw new Error('nothing subscribed');
    return subscription;
  };
  return { database, subscriptions, last };
}

const LIMITS = { keepMs: 1_000, maxEntries: 3, maxBytes: 100 };

function counter() {
  let loads = 0;
  return {
    load: (value: string) => () => {
      loads += 1;
      return Promise.resolve(value);
    },
    get loads() {
      return loads;
    },
  };
}

async function startedCache(now: () => number = Date.now) {
  const fake = announcingDatabase();
  const cache = new PublicAnswerCache<string>(fake.database, (value) => value.length, LIMITS, now);
  await cache.start();
  return { cache, ...fake };
}

describe('the cache of public answers', () => {
  it('listens on the public data channel and answers a kept answer without loading it again', async () => {
    const { cache, last } = await startedCache();
    expect(last().channel).toBe(PUBLIC_DATA_CHANGED_CHANNEL);
    const loads = counter();
    expect(await cache.get('/a', loads.load('first'))).toBe('first');
    expect(await cache.get('/a', loads.load('second'))).toBe('first');
    expect(loads.loads).toBe(1);
    expect(cache.size).toEqual({ entries: 1, bytes: 5 });
  });

  it('drops every answer when a change is announced', async () => {
    const { cache, last } = await startedCache();
    await cache.get('/a', () => Promise.resolve('a1'));
    await cache.get('/b', () => Promise.resolve('b1'));
    last().announce('daily_pumpage');
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
    expect(await cache.get('/a', () => Promise.resolve('a2'))).toBe('a2');
  });

  it('keeps an answer for a few minutes at most', async () => {
    let now = 0;
    const { cache } = await startedCache(() => now);
    await cache.get('/a', () => Promise.resolve('old'));
    now = 999;
    expect(await cache.get('/a', () => Promise.resolve('new'))).toBe('old');
    now = 1_000;
    expect(await cache.get('/a', () => Promise.resolve('new'))).toBe('new');
  });

  it('shares one load among concurrent misses of a key', async () => {
    const { cache } = await startedCache();
    let release: (value: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const readers = Array.from({ length: 200 }, () => cache.get('/a', load));
    release('shared');
    expect(new Set(await Promise.all(readers))).toEqual(new Set(['shared']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('neither keeps nor shares a load that a change overtook', async () => {
    const { cache, last } = await startedCache();
    let release: (value: string) => void = () => undefined;
    const before = cache.get('/a', () => new Promise<string>((resolve) => (release = resolve)));
    last().announce('invoices');
    const after = cache.get('/a', () => Promise.resolve('after the change'));
    release('before the change');
    expect(await before).toBe('before the change');
    expect(await after).toBe('after the change');
    expect(await cache.get('/a', () => Promise.resolve('unused'))).toBe('after the change');
  });

  it('keeps no failed load', async () => {
    const { cache } = await startedCache();
    await expect(cache.get('/a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('/a', () => Promise.resolve('up'))).toBe('up');
  });

  it('keeps at most its entries and bytes, the oldest going first', async () => {
    const { cache } = await startedCache();
    for (const key of ['/1', '/2', '/3', '/4']) await cache.get(key, () => Promise.resolve('x'.repeat(10)));
    expect(cache.size).toEqual({ entries: 3, bytes: 30 });
    expect(await cache.get('/1', () => Promise.resolve('reloaded'))).toBe('reloaded');
    await cache.get('/big', () => Promise.resolve('y'.repeat(90)));
    expect(cache.size).toEqual({ entries: 2, bytes: 98 });
    expect(await cache.get('/1', () => Promise.resolve('unused'))).toBe('reloaded');
    await cache.get('/huge', () => Promise.resolve('z'.repeat(101)));
    expect(cache.size).toEqual({ entries: 2, bytes: 98 });
  });

  it('keeps nothing while the subscription is lost, and subscribes again', async () => {
    vi.useFakeTimers();
    try {
      const { cache, last, subscriptions } = await startedCache();
      await cache.get('/a', () => Promise.resolve('kept'));
      last().lose();
      expect(cache.size.entries).toBe(0);
      const loads = counter();
      await cache.get('/a', loads.load('fresh'));
      await cache.get('/a', loads.load('fresh'));
      expect(loads.loads).toBe(2);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(subscriptions).toHaveLength(2);
      await cache.get('/a', loads.load('kept again'));
      expect(await cache.get('/a', loads.load('unused'))).toBe('kept again');
      await cache.stop();
      expect(last().ended).toBe(true);
      expect(cache.size.entries).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps nothing when it cannot subscribe', async () => {
    const { database } = announcingDatabase({ failing: true });
    const cache = new PublicAnswerCache<string>(database, (value) => value.length, LIMITS);
    await cache.start();
    const loads = counter();
    await cache.get('/a', loads.load('a'));
    await cache.get('/a', loads.load('a'));
    expect(loads.loads).toBe(2);
    await cache.stop();
  });
});
