import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../../db/client';
import type { AccountingSyncOutcome } from '../../../shared/states';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics, for work outside requests (main.ts's scheduled jobs) to count itself. */
    metrics: AppMetrics;
  }
}

/** Who started an accounting sync: a member of staff, or the portal's own sweep after a payment. */
export type SyncTrigger = 'staff' | 'portal';

/**
 * The portal's Prometheus metrics, in a registry of this app's own (tests build many apps in one
 * process, and prom-client's global registry would mix them). Labels take values from short fixed
 * lists (route patterns, methods, statuses, outcomes, job names), never from a request's values, so
 * the number of series stays bounded.
 */
export class AppMetrics {
  readonly registry = new Registry();

  private readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });

  private readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern and method.',
    labelNames: ['route', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  private readonly uploadRows = new Counter({
    name: 'portal_pumpage_upload_rows_total',
    help: 'Pumpage rows written by accepted uploads, by file kind and whether a row was new or replaced one.',
    labelNames: ['kind', 'result'] as const,
    registers: [this.registry],
  });

  private readonly uploads = new Counter({
    name: 'portal_pumpage_uploads_total',
    help: 'Pumpage uploads, accepted or refused (with the status of the refusal: 400 bad rows, 413 too large...).',
    labelNames: ['outcome', 'status'] as const,
    registers: [this.registry],
  });

  private readonly jobRuns = new Counter({
    name: 'portal_job_runs_total',
    help: 'Runs of scheduled work, by job and outcome.',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly jobDuration = new Histogram({
    name: 'portal_job_duration_seconds',
    help: 'How long a run of scheduled work took, by job.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
    registers: [this.registry],
  });

  private readonly jobLastSuccess = new Gauge({
    name: 'portal_job_last_success_timestamp_seconds',
    help: 'When a job last ran without failing (Unix time), to alert when one stops running.',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });

  private readonly emails = new Counter({
    name: 'portal_emails_total',
    help: 'E-mails handed to the mail server (or the outbox), sent or failed.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  private readonly payments = new Counter({
    name: 'portal_payments_total',
    help: 'Changes to payments as recorded (paid, processing, failed, declined, canceled, refund-due, refunded), by method.',
    labelNames: ['outcome', 'method'] as const,
    registers: [this.registry],
  });

  private readonly accountingSyncs = new Counter({
    name: 'portal_accounting_syncs_total',
    help: 'Attempts to sync an invoice to the accounting service, by outcome and who started them.',
    labelNames: ['outcome', 'trigger'] as const,
    registers: [this.registry],
  });

  /**
   * @param poolStats read at every scrape: the database's connections.
   * @param withProcessMetrics adds Node's own (memory, CPU, event loop); they install observers that
   *   live as long as the process, so only an app that serves its metrics collects them.
   */
  constructor(poolStats: () => PoolStats, withProcessMetrics: boolean) {
    const pool = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(read(poolStats()));
        },
      });
    pool('portal_db_pool_connections', 'Database connections open.', (stats) => stats.total);
    pool('portal_db_pool_idle_connections', 'Database connections open and idle.', (stats) => stats.idle);
    pool(
      'portal_db_pool_waiting_requests',
      'Queries waiting for a database connection.',
      (stats) => stats.waiting,
    );
    if (withProcessMetrics) collectDefaultMetrics({ register: this.registry });
  }

  countRequest(answered: { route: string; method: string; status: number; seconds: number }): void {
    const { route, method } = answered;
    this.httpRequests.inc({ route, method, status: String(answered.status) });
    this.httpDuration.observe({ route, method }, answered.seconds);
  }

  countUpload(kind: string, written: { inserted: number; updated: number }): void {
    this.uploads.inc({ outcome: 'accepted', status: '200' });
    this.uploadRows.inc({ kind, result: 'inserted' }, written.inserted);
    this.uploadRows.inc({ kind, result: 'updated' }, written.updated);
  }

  countUploadRefusal(status: number): void {
    this.uploads.inc({ outcome: 'refused', status: String(status) });
  }

  countEmail(outcome: 'sent' | 'failed'): void {
    this.emails.inc({ outcome });
  }

  countPayment(outcome: string, method: string): void {
    this.payments.inc({ outcome, method });
  }

  countAccountingSync(outcome: AccountingSyncOutcome, trigger: SyncTrigger): void {
    this.accountingSyncs.inc({ outcome, trigger });
  }

  countJobRun(job: string, outcome: 'succeeded' | 'failed', seconds: number): void {
    this.jobRuns.inc({ job, outcome });
    this.jobDuration.observe({ job }, seconds);
    if (outcome === 'succeeded') this.jobLastSuccess.set({ job }, Date.now() / 1000);
  }

  /** The exposition text Prometheus scrapes, and its content type. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}

/**
 * Runs one piece of scheduled work and counts it under `job` (a short fixed name such as
 * 'invoice_generation' or 'backup'): its duration, and whether it succeeded or threw. Answers what
 * the work answers; a failure is counted and thrown on.
 */
export async function measureJob<T>(metrics: AppMetrics, job: string, work: () => Promise<T>): Promise<T> {
  const started = process.hrtime.bigint();
  const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
  try {
    const result = await work();
    metrics.countJobRun(job, 'succeeded', seconds());
    return result;
  } catch (error) {
    metrics.countJobRun(job, 'failed', seconds());
    throw error;
  }
}
