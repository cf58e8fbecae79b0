import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from './db/client';
import { rateLimitCounters as counters } from './db/schema';
import { TooManyRequestsError } from './errors';

interface CounterRow {
  hits: number;
  retryAfter: number;
}

/** The window of `rule` ends this many whole seconds from now. */
const secondsLeft = (rule: RateLimitRule) =>
  sql<number>`ceil(extract(epoch from (${counters.windowStart} + make_interval(secs => ${rule.windowSeconds}) - now())))::int`;

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
  if (row && row.hits > rule.limit) throw new TooManyRequestsError(rule.message, Math.max(1, row.retryAfter));
}

/** Counts one hit for key and answers the hits of the current window, refusing nothing. */
export async function recordHit(db: DbOrTx, rule: RateLimitRule, subject: string): Promise<number> {
  return (await addHit(db, rule, subject))?.hits ?? 0;
}

async function addHit(db: DbOrTx, rule: RateLimitRule, subject: string): Promise<CounterRow | undefined> {
  const windowOver = sql`${counters.windowStart} <= now() - make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(counters)
    .values({ key: `${rule.name}:${subject}`, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: counters.key,
      set: {
        hits: sql`case when ${windowOver} then 1 else ${counters.hits} + 1 end`,
        windowStart: sql`case when ${windowOver} then now() else ${counters.windowStart} end`,
      },
    })
    .returning({ hits: counters.hits, retryAfter: secondsLeft(rule) });
  return row;
}

/** Throws 429 when key is already over its limit, without counting a hit. */
export async function assertUnderLimit(db: DbOrTx, rule: RateLimitRule, subject: string): Promise<void> {
  const row = await currentWindow(db, rule, subject);
  if (row && row.hits >= rule.limit)
    throw new TooManyRequestsError(rule.message, Math.max(1, row.retryAfter));
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
  const [row] = await db
    .select({ hits: counters.hits, retryAfter: secondsLeft(rule) })
    .from(counters)
    .where(
      and(
        eq(counters.key, `${rule.name}:${subject}`),
        sql`${counters.windowStart} > now() - make_interval(secs => ${rule.windowSeconds})`,
      ),
    );
  return row;
}

export async function clearHits(db: DbOrTx, rule: RateLimitRule, subject: string): Promise<void> {
  await db.delete(counters).where(eq(counters.key, `${rule.name}:${subject}`));
}
