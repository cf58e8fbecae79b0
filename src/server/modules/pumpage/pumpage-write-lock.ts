import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';

/** Written into the statement, as a literal of the bigint key space. */
const PUMPAGE_WRITE_LOCK = sql.raw(String(ADVISORY_LOCKS.pumpageWrites));

/**
 * Serialises the transactions that write pumpage (uploads and deletions) until they commit; readers
 * are never blocked. An hourly upload re-sums the days it touched from the hours it can see, so two
 * uploads of the same day at once would each miss the other's hours; and an upload may insert new
 * days without ON CONFLICT once it has seen they are not stored (write-pumpage-rows.ts). Every
 * future writer of pumpage takes this lock first.
 */
export async function lockPumpageWrites(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PUMPAGE_WRITE_LOCK})`);
}
