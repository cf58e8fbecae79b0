import { sql } from 'drizzle-orm';
import type { DbOrTx } from './db/client';
import { selectRows } from './db/sql';
import { TooManyRequestsError } from './errors';

interface CounterRow {
  hits: number;
  retry_after: number;
}

export interface RateLimitRule {
  /** What is being limited, e.g. 'signin:address'. */
  name: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

/**
 * Counts one hit for key and throws 429 past the rule's limit. Fixed windows kept in the database,
 * so every instance behind a load balancer shares the same counters.
 */
export async function countHit(db: DbOrTx, rule: RateLimitRule, subject: string): Promise<void> {
  const row = await addHit(db, rule, subject);
  if (row && row.hits > rule.limit)
    throw new TooManyRequestsError(rule.message, Math.max(1, row.retry_after));
}

/** Counts one hit for key and answers the hits of the current window, refusing nothing. */
export async function recordHit(db: DbOrTx, rule: RateLimitRule, subject: string): Promise<number> {
  return (await addHit(db, rule, subject))?.hits ?? 0;
}

async function addHit(db: DbOrTx, rule: RateLimitRule, subject: string): Promise<CounterRow | undefined> {
  const key = `${rule.name}:${subject}`;
  const [row] = await selectRows<CounterRow>(
    db,
    sql`
    insert into rate_limit_counters as c (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when c.window_start <= now() - make_interval(secs => ${rule.windowSeconds}) then 1 else c.hits + 1 end,
      window_start = case when c.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
        then now() else c.window_start end
    returning hits,
      ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after`,
  );
  return row;
}

/** Throws 429 when key is already over its limit, without counting a hit. */
export async function assertUnderLimit(db: DbOrTx, rule: RateLimitRule, subject: string): Promise<void> {
  const row = await currentWindow(db, rule, subject);
  if (row && row.hits >= rule.limit)
    throw new TooManyRequestsError(rule.message, Math.max(1, row.retry_after));
}

/** The hits of key in its current window, without counting one. */
export async function currentHits(db: DbOrTx, rule: RateLimitRule, subject: string): Promise<number> {
  return (await currentWindow(db, rule, subject))?.hits ?? 0;
}

async function currentWindow(
  db: DbOrTx,
  rule: RateLimitRule,
  subject: string,
): Promise<CounterRow | undefined> {
  const key = `${rule.name}:${subject}`;
  const [row] = await selectRows<CounterRow>(
    db,
    sql`
    select hits, ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int
      as retry_after
    from rate_limit_counters
    where key = ${key} and window_start > now() - make_interval(secs => ${rule.windowSeconds})`,
  );
  return row;
}

export async function clearHits(db: DbOrTx, rule: RateLimitRule, subject: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where key = ${`${rule.name}:${subject}`}`);
}
