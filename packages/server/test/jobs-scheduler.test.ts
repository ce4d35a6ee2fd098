import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../src/config';
import { scheduleEvery } from '../src/jobs/scheduler';

function fakeLog() {
  const error = vi.fn();
  return { log: { error } as unknown as FastifyBaseLogger, error };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduleEvery', () => {
  it('runs at once, then every interval, never two runs at a time, and goes on after a failure', async () => {
    const { log, error } = fakeLog();
    let running = 0;
    let overlapped = false;
    let runs = 0;
    const job = scheduleEvery(
      'test',
      10,
      async () => {
        runs += 1;
        running += 1;
        if (running > 1) overlapped = true;
        await sleep(25);
        running -= 1;
        if (runs === 2) throw new Error('boom');
      },
      log,
    );
    await sleep(200);
    await job.stop();
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(overlapped).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    const after = runs;
    await sleep(60);
    expect(runs).toBe(after);
  });

  it('stop() waits for the run in progress', async () => {
    const { log } = fakeLog();
    let finished = false;
    const job = scheduleEvery(
      'slow',
      1000,
      async () => {
        await sleep(50);
        finished = true;
      },
      log,
    );
    await sleep(5);
    await job.stop();
    expect(finished).toBe(true);
  });
});

describe('jobs configuration', () => {
  it('runs jobs outside tests by default, in tests only when asked, every minute', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).runJobs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).runJobs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).runJobs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', RUN_JOBS: 'true' }).runJobs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', RUN_JOBS: 'false' }).runJobs).toBe(false);
    expect(loadConfig({}).unpublishExpiredEveryMs).toBe(60_000);
  });
});
