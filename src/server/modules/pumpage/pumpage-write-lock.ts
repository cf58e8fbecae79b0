import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** This lock's key among the app's advisory locks (the migration lock is 7_042_001). */
const PUMPAGE_WRITE_LOCK = sql.raw('7042002');

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
