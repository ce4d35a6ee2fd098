import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { scheduleEvery } from '../src/jobs/scheduler';
import { eventually } from './helpers/free-port';

function fakeLog() {
  const error = vi.fn();
  const warn = vi.fn();
  return { log: { error, warn } as unknown as FastifyBaseLogger, error, warn };
}

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('a scheduled job through a database outage', () => {
  it('survives runs that throw at once or fail on a lost connection, and resumes by itself', async () => {
    const { log, error, warn } = fakeLog();
    let calls = 0;
    let succeeded = 0;
    const job = scheduleEvery(
      'outage',
      5,
      () => {
        calls += 1;
        if (calls === 1) throw new Error('thrown before any promise');
        if (calls <= 3) return Promise.reject(refused());
        succeeded += 1;
        return Promise.resolve();
      },
      log,
    );
    await eventually('the job runs again after the outage', () => succeeded >= 2, 10_000, 5);
    await job.stop();
    expect(error).toHaveBeenCalledTimes(1);
    // A lost database is an outage to wait out, not a bug: a warning per failed run.
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[1]).toBe('scheduled job skipped: database unavailable');
  });
});
