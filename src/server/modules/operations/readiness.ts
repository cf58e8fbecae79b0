import { NOT_READY_CODE } from '../../../shared/contracts/operations';
import type { Database } from '../../db/client';
import { appliedMigrations, compareMigrations, type KnownMigration } from '../../db/migration-status';
import { reportReplica, type ReplicaReport, type ReplicaState } from '../../db/replica-state';
import { AppError } from '../../errors';

/** A probe must answer even when the database hangs: past this, it is "not answering". */
const DATABASE_ANSWER_MS = 5_000;

class DatabaseSilent extends Error {}

function notReady(reason: string): AppError {
  return new AppError(503, reason, undefined, NOT_READY_CODE);
}

async function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseSilent()), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET ready: the database answers and every migration of this version, and no other, is applied;
 * else 503 with the reason. The driver's error goes to `logFailure`, not to the anonymous caller.
 * A replica's state is reported but never makes the portal unready: reads then use the primary.
 */
export async function checkReadiness(
  database: Database,
  known: KnownMigration[],
  logFailure: (error: unknown) => void,
  replica?: ReplicaState,
): Promise<{ status: 'ready'; replica?: ReplicaReport }> {
  let applied: number[] | null;
  try {
    applied = await withinDeadline(appliedMigrations(database), DATABASE_ANSWER_MS);
  } catch (error) {
    if (error instanceof DatabaseSilent) {
      throw notReady(`The database did not answer within ${DATABASE_ANSWER_MS / 1000} s.`);
    }
    logFailure(error);
    throw notReady('The database does not answer.');
  }
  const status = compareMigrations(known, applied);
  if (!status.upToDate) throw notReady(status.reason);
  return replica ? { status: 'ready', replica: reportReplica(replica) } : { status: 'ready' };
}
