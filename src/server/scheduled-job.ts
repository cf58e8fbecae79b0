import { Cron } from 'croner';

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
