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
  if (row && row.hits > rule.limit)
    throw new TooManyRequestsError(rule.message, Math.max(1, row.retry_after));
}

/** Throws 429 when key is already over its limit, without counting a hit. */
export async function assertUnderLimit(db: DbOrTx, rule: RateLimitRule, subject: string): Promise<void> {
  const key = `${rule.name}:${subject}`;
  const [row] = await selectRows<CounterRow>(
    db,
    sql`
    select hits, ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int
      as retry_after
    from rate_limit_counters
    where key = ${key} and window_start > now() - make_interval(secs => ${rule.windowSeconds})`,
  );
  if (row && row.hits >= rule.limit)
    throw new TooManyRequestsError(rule.message, Math.max(1, row.retry_after));
}

export async function clearHits(db: DbOrTx, rule: RateLimitRule, subject: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where key = ${`${rule.name}:${subject}`}`);
}
