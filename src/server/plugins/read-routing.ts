import type { FastifyRequest } from 'fastify';
import { DATA_AS_OF_HEADER } from '../../shared/data-as-of';
import { loggableError, type Database, type Db } from '../db/client';
import { DEFAULT_REPLICA_TIMING, ReadReplica, type ReplicaTiming } from '../db/replica';
import { noteAsOf, parseLsn, replicaServes, type ReplicaState } from '../db/replica-state';
import { AppError } from '../errors';
import type { ApiInstance } from '../modules/context';
import type { AppMetrics } from '../modules/operations/metrics';
import { repeatWhileServing } from '../scheduled-job';

/** Where the read-only use cases of reports, exports, water data and dashboards run. */
export interface ReadRouter {
  /**
   * Runs `work` on the replica when it is up and has replayed the caller's last write, else on the
   * primary. A failure on the replica is run again on the primary: reads are safe to repeat.
   */
  run<T>(request: FastifyRequest, work: (db: Db) => Promise<T>): Promise<T>;
  /** The replica's last known state; undefined without a replica. */
  replicaState(): ReplicaState | undefined;
}

/** Holds the primary's WAL position after the caller's last write, so their next reads see it. */
export const WRITTEN_LSN_COOKIE = 'gdp-written-lsn';
/** Past an hour of lag the caller is told the figures' age anyway (decision 0058). */
const COOKIE_SECONDS = 3600;
/** Used when the primary could not say where its WAL stood: the primary serves until the cookie ends. */
const UNKNOWN_LSN = 'FFFFFFFF/FFFFFFFF';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function writtenLsnOf(cookieHeader: string | undefined): bigint | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === WRITTEN_LSN_COOKIE) return parseLsn(value);
  }
  return null;
}

export function writtenLsnCookie(lsn: string, secure: boolean): string {
  const attributes = `Max-Age=${COOKIE_SECONDS}; Path=/api; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  return `${WRITTEN_LSN_COOKIE}=${lsn}; ${attributes}`;
}

async function flushedLsn(primary: Database): Promise<string> {
  try {
    const [row] = await primary.query<{ lsn: string }>('select pg_current_wal_flush_lsn()::text as lsn');
    return row?.lsn ?? UNKNOWN_LSN;
  } catch {
    return UNKNOWN_LSN;
  }
}

export interface ReadRoutingOptions {
  database: Database;
  replicaUrl: string | undefined;
  metrics: AppMetrics;
  timing?: Partial<ReplicaTiming>;
}

/** Every read on the primary without a replica; with one, checks it while the app serves. */
export function registerReadRouting(app: ApiInstance, options: ReadRoutingOptions): ReadRouter {
  const { database, replicaUrl } = options;
  if (!replicaUrl) return { run: (_request, work) => work(database.db), replicaState: () => undefined };
  const timing = { ...DEFAULT_REPLICA_TIMING, ...options.timing };
  const replica = new ReadReplica(replicaUrl, database, (state, error) => {
    if (state.status === 'down') app.log.warn({ err: loggableError(error) }, `read replica ${state.reason}`);
    else app.log.info(`read replica ${state.status}`);
  });
  repeatWhileServing(app, options.metrics, {
    job: 'replica_check',
    intervalMs: timing.checkMs,
    runAtStart: true,
    run: () => replica.check(),
    failure: 'Read replica check failed: the primary did not answer',
  });
  app.addHook('onClose', () => replica.close());
  return replicaReads(app, database, replica, timing.asOfAfterMs);
}

function replicaReads(app: ApiInstance, primary: Database, replica: ReadReplica, asOfAfterMs: number) {
  /** The routed reads of this instance's requests in flight, with the "as of" their answer carries. */
  const routed = new WeakMap<FastifyRequest, Date | null>();
  app.addHook('onSend', async (request, reply, payload) => {
    if (routed.has(request)) {
      const asOf = routed.get(request);
      if (asOf) reply.header(DATA_AS_OF_HEADER, asOf.toISOString());
    } else if (!READ_METHODS.has(request.method) && reply.statusCode < 400) {
      reply.header('set-cookie', writtenLsnCookie(await flushedLsn(primary), request.protocol === 'https'));
    }
    return payload;
  });
  const router: ReadRouter = {
    replicaState: () => replica.state,
    async run(request, work) {
      routed.set(request, null);
      const state = replica.state;
      if (!replicaServes(state, writtenLsnOf(request.headers.cookie))) return work(primary.db);
      try {
        const answer = await work(replica.db);
        routed.set(request, noteAsOf(state, asOfAfterMs));
        return answer;
      } catch (error) {
        if (error instanceof AppError) throw error;
        request.log.warn({ err: loggableError(error) }, 'read replica failed: reading the primary');
        replica.markDown(error);
        return work(primary.db);
      }
    },
  };
  return router;
}
