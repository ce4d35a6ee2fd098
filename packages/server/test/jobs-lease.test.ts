import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobLeases } from '../src/db/schema';
import { runWithLease } from '../src/jobs/lease';
import { serverJobs } from '../src/jobs/registry';
import { testDatabase, startTestApp } from './helpers/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('job leases: one instance at a time runs a job', () => {
  it('a second instance skips the job while the first runs it, and runs it once the lease is given back', async () => {
    const { db } = await testDatabase();
    const name = `job-${randomUUID()}`;
    let release!: () => void;
    const first = runWithLease(db, name, () => new Promise<void>((resolve) => (release = resolve)));
    await sleep(50);
    let secondRan = false;
    expect(
      await runWithLease(db, name, () => {
        secondRan = true;
        return Promise.resolve();
      }),
    ).toBe(false);
    expect(secondRan).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(await runWithLease(db, name, () => Promise.resolve())).toBe(true);
  });

  it('gives the lease back when the run fails', async () => {
    const { db } = await testDatabase();
    const name = `job-${randomUUID()}`;
    await expect(runWithLease(db, name, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await runWithLease(db, name, () => Promise.resolve())).toBe(true);
  });

  it('a lease left by a crashed instance lapses: the job runs again after it', async () => {
    const { db } = await testDatabase();
    const name = `job-${randomUUID()}`;
    await db.insert(jobLeases).values({ name, until: sql`now() + interval '1 hour'` });
    expect(await runWithLease(db, name, () => Promise.resolve())).toBe(false);
    await db
      .update(jobLeases)
      .set({ until: sql`now() - interval '1 second'` })
      .where(eq(jobLeases.name, name));
    expect(await runWithLease(db, name, () => Promise.resolve())).toBe(true);
  });

  it('two instances ticking at once: exactly one runs', async () => {
    const { db } = await testDatabase();
    const name = `job-${randomUUID()}`;
    let runs = 0;
    const run = async () => {
      runs += 1;
      await sleep(30);
    };
    const results = await Promise.all([runWithLease(db, name, run), runWithLease(db, name, run)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
  });
});

describe('the job registry', () => {
  it('names every scheduled job of the server once, each with a period', async () => {
    const { deps, close } = await startTestApp();
    try {
      const idle = () => ({
        kick: () => undefined,
        run: () => Promise.resolve(),
        idle: () => Promise.resolve(),
      });
      const jobs = serverJobs(deps, {
        mail: idle(),
        savedSearches: { alerts: idle(), mail: idle() },
        push: idle(),
      });
      expect(jobs.map((job) => job.name).sort()).toEqual(
        [
          'admin',
          'company-checks',
          'file-deletions',
          'listing-freshness',
          'mail-outbox',
          'orphan-files',
          'push',
          'saved-search-alerts',
          'saved-search-mail',
          'tariffs',
          'unpublish-expired',
        ].sort(),
      );
      for (const job of jobs) expect(job.everyMs).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });
});
