import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { SESSION_OPTIONS, type Database, type Db } from './client';
import {
  parseLsn,
  REPLICA_DOWN,
  replicaStateFrom,
  type ReplicaProbe,
  type ReplicaState,
} from './replica-state';
import * as schema from './schema';

export interface ReplicaTiming {
  /** How often the replica's state is checked; a replica found down is tried again then. */
  checkMs: number;
  /** Answers read on a replica lagging more than this say what they are as of. */
  asOfAfterMs: number;
}

export const DEFAULT_REPLICA_TIMING: ReplicaTiming = { checkMs: 5_000, asOfAfterMs: 60_000 };

/** A check must end even when the replica's host hangs: past this it "does not answer". */
const CHECK_DEADLINE_MS = 5_000;

const PROBE_SQL = `select pg_is_in_recovery() as "inRecovery",
  pg_last_wal_replay_lsn()::text as "replayLsn",
  pg_last_xact_replay_timestamp() as "replayedAt",
  now() as now`;

function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Told when the replica's status changes, with the error that took it down, if one did. */
export type ReplicaStatusChange = (state: ReplicaState, error?: unknown) => void;

/**
 * The streaming replica of the primary: its connections and its last known state. The pool opens
 * no connection up front, so a replica that is down at start only sends reads to the primary.
 */
export class ReadReplica {
  readonly db: Db;
  private readonly pool: pg.Pool;
  private current: ReplicaState = { status: 'starting' };

  constructor(
    connectionString: string,
    private readonly primary: Database,
    private readonly onStatusChange: ReplicaStatusChange = () => undefined,
  ) {
    this.pool = new pg.Pool({
      connectionString,
      max: 10,
      options: SESSION_OPTIONS,
      connectionTimeoutMillis: CHECK_DEADLINE_MS,
    });
    // A restart of the replica breaks its idle connections; unheard, that error would end the process.
    this.pool.on('error', (error) => this.markDown(error));
    this.db = drizzle(this.pool, { schema }) as unknown as Db;
  }

  get state(): ReplicaState {
    return this.current;
  }

  /** Reads go to the primary until the next check finds the replica answering. */
  markDown(error: unknown): void {
    this.setState({ status: 'down', reason: REPLICA_DOWN.silent }, error);
  }

  /** Compares the replica's replay with the primary's flushed WAL; a failure of the primary throws. */
  async check(): Promise<ReplicaState> {
    const [primary] = await this.primary.query<{ lsn: string }>(
      'select pg_current_wal_flush_lsn()::text as lsn',
    );
    const primaryLsn = parseLsn(primary?.lsn);
    if (primaryLsn === null) throw new Error(`The primary reported no WAL position (${primary?.lsn}).`);
    try {
      const { rows } = await withinDeadline(this.pool.query<ReplicaProbe>(PROBE_SQL), CHECK_DEADLINE_MS);
      const [probe] = rows;
      if (!probe) throw new Error('The replica answered no row.');
      this.setState(replicaStateFrom(primaryLsn, probe));
    } catch (error) {
      this.markDown(error);
    }
    return this.current;
  }

  close(): Promise<void> {
    return this.pool.end();
  }

  private setState(next: ReplicaState, error?: unknown): void {
    const changed = next.status !== this.current.status;
    this.current = next;
    if (changed) this.onStatusChange(next, error);
  }
}
