import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import { loggableError } from './db/client';
import { measureJob, type AppMetrics } from './modules/operations/metrics';

export interface ScheduledJob {
  /** No further runs; resolves once a run under way has finished, so the database is not closed under it. */
  stop(): Promise<void>;
}

/** Runs `run` on the cron `pattern` in `timeZone`; a run never overlaps the one before. */
export function scheduleJob(pattern: string, timeZone: string, run: () => Promise<void>): ScheduledJob {
  let running: Promise<void> | undefined;
  const job = new Cron(pattern, { timezone: timeZone, protect: true }, () => {
    running = run();
    return running;
  });
  return {
    async stop() {
      job.stop();
      await running;
    },
  };
}

export interface RepeatedWork {
  /** A short fixed name, counted in the job metrics. */
  job: string;
  intervalMs: number;
  /** Also runs once as soon as the app is ready, not only after the first interval. */
  runAtStart?: boolean;
  run: () => Promise<unknown>;
  /** What the log says when a run fails. */
  failure: string;
}

/**
 * Runs `work` every `intervalMs` while the app serves: a tick is skipped while the last run is
 * still under way, failures are counted and logged without their SQL parameters, and closing the
 * app waits for a run under way before the database closes.
 */
export function repeatWhileServing(app: FastifyInstance, metrics: AppMetrics, work: RepeatedWork): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = measureJob(metrics, work.job, work.run)
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: loggableError(error) }, work.failure),
      )
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', () => {
    timer = setInterval(tick, work.intervalMs);
    timer.unref();
    if (work.runAtStart) tick();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export interface CronWork<Outcome> {
  /** A short fixed name, counted in the job metrics. */
  job: string;
  /** Cron pattern in the district's time zone. */
  pattern: string;
  timeZone: string;
  /** The run soon after start waits this long, so it does not compete with the first requests. */
  afterStartMs: number;
  run: () => Promise<Outcome>;
  /** What the log says after a run, if anything. */
  report: (outcome: Outcome) => string | null;
  /** What the log says when a run fails. */
  failure: string;
}

/**
 * Runs `work` on its cron pattern while the app serves, and once soon after it starts, so work due
 * while no instance ran does not wait for the next tick. Failures are counted and logged without
 * their SQL parameters; closing the app waits for a run under way.
 */
export function cronWhileServing<Outcome>(
  app: FastifyInstance,
  metrics: AppMetrics,
  work: CronWork<Outcome>,
): void {
  const run = async () => {
    try {
      const message = work.report(await measureJob(metrics, work.job, work.run));
      if (message) app.log.info(message);
    } catch (error) {
      app.log.error({ err: loggableError(error) }, work.failure);
    }
  };
  let job: ScheduledJob | undefined;
  let afterStart: NodeJS.Timeout | undefined;
  let startRun: Promise<void> | undefined;
  app.addHook('onReady', () => {
    job = scheduleJob(work.pattern, work.timeZone, run);
    afterStart = setTimeout(() => {
      startRun = run();
    }, work.afterStartMs);
    afterStart.unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(afterStart);
    await startRun;
    await job?.stop();
  });
}
