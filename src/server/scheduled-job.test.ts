import { describe, expect, it } from 'vitest';
import { scheduleJob } from './scheduled-job';

describe('scheduleJob', () => {
  it('runs the job on its cron pattern until stopped', async () => {
    let runs = 0;
    const scheduler = scheduleJob('* * * * * *', 'America/Chicago', async () => {
      runs += 1;
    });
    await expect.poll(() => runs, { timeout: 3_000 }).toBeGreaterThan(0);
    await scheduler.stop();
    const stoppedAt = runs;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(runs).toBe(stoppedAt);
  });

  it('stops only once a run under way has finished, so the database is not closed under it', async () => {
    let finishRun = () => {};
    let started = false;
    const scheduler = scheduleJob('* * * * * *', 'America/Chicago', async () => {
      started = true;
      await new Promise<void>((resolve) => (finishRun = resolve));
    });
    await expect.poll(() => started, { timeout: 3_000 }).toBe(true);
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finishRun();
    await stopping;
    expect(stopped).toBe(true);
  });
});
