import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { AppMetrics } from './modules/operations/metrics';
import { sampleSum } from './test/metrics-text';
import { cronWhileServing, repeatWhileServing, scheduleJob } from './scheduled-job';

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

describe('repeatWhileServing', () => {
  it('skips a tick while a run is under way, counts failures, and closes only once the run has finished', async () => {
    const app = Fastify();
    const metrics = new AppMetrics(() => ({ total: 1, idle: 1, waiting: 0 }), false);
    let started = 0;
    let finishRun = () => {};
    repeatWhileServing(app, metrics, {
      job: 'test_sweep',
      intervalMs: 20,
      failure: 'The test sweep failed',
      run: async () => {
        started += 1;
        await new Promise<void>((resolve) => (finishRun = resolve));
        throw new Error('the sweep failed');
      },
    });
    await app.ready();
    await expect.poll(() => started).toBe(1);
    // Many ticks later the first run is still the only one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(started).toBe(1);
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    finishRun();
    await closing;
    const exposition = await metrics.registry.metrics();
    expect(sampleSum(exposition, 'portal_job_runs_total', { job: 'test_sweep', outcome: 'failed' })).toBe(1);
  });

  it('runs once as soon as the app is ready when asked to, not only after the first interval', async () => {
    const app = Fastify();
    const metrics = new AppMetrics(() => ({ total: 1, idle: 1, waiting: 0 }), false);
    let runs = 0;
    repeatWhileServing(app, metrics, {
      job: 'test_start_sweep',
      intervalMs: 60_000,
      runAtStart: true,
      failure: 'The test sweep failed',
      run: async () => {
        runs += 1;
      },
    });
    expect(runs).toBe(0);
    await app.ready();
    await expect.poll(() => runs).toBe(1);
    await app.close();
  });
});

describe('cronWhileServing', () => {
  it('runs soon after start, reports each outcome, counts a failure, and closes once the run has finished', async () => {
    const app = Fastify({ logger: false });
    const metrics = new AppMetrics(() => ({ total: 1, idle: 1, waiting: 0 }), false);
    const reported: number[] = [];
    let runs = 0;
    let finishRun = () => {};
    cronWhileServing(app, metrics, {
      job: 'test_cron',
      // Never within the test: only the run after start happens.
      pattern: '0 0 1 1 *',
      timeZone: 'America/Chicago',
      afterStartMs: 20,
      run: async () => {
        runs += 1;
        await new Promise<void>((resolve) => (finishRun = resolve));
        if (runs > 1) throw new Error('not expected');
        return runs;
      },
      report: (outcome) => {
        reported.push(outcome);
        return null;
      },
      failure: 'The test job failed',
    });
    await app.ready();
    await expect.poll(() => runs).toBe(1);
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    finishRun();
    await closing;
    expect(reported).toEqual([1]);
    const exposition = await metrics.registry.metrics();
    expect(sampleSum(exposition, 'portal_job_runs_total', { job: 'test_cron', outcome: 'succeeded' })).toBe(
      1,
    );
  });
});
