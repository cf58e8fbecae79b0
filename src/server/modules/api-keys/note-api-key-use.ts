import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apiKeys } from '../../db/schema';

/** How often a key's last use is written at most: a busy agency must not write on every call. */
export const LAST_USE_INTERVAL_SECONDS = 60;

/**
 * Notes that the key was used now, unless a note under a minute old stands (written by this
 * instance or another): the condition sits in the update, so instances never write it twice.
 */
export async function noteApiKeyUse(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, id),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, sql`now() - make_interval(secs => ${LAST_USE_INTERVAL_SECONDS})`),
        ),
      ),
    );
}
