import { afterEach, describe, expect, it, vi } from 'vitest';
import argon2 from 'argon2';
import { createWorkQueue } from '../src/modules/auth/work-queue';
import { ARGON2_CONCURRENCY, hashPassword, verifyPassword } from '../src/modules/auth/passwords';

interface FakeJob {
  started: boolean;
  finish: (value: string) => void;
  fail: (error: Error) => void;
  result: Promise<string>;
}

/** Jobs that start when the queue calls them and end when the test says so. */
function fakeJobs(count: number, queue: ReturnType<typeof createWorkQueue>, order: number[]): FakeJob[] {
  return Array.from({ length: count }, (_unused, index) => {
    const job = { started: false } as FakeJob;
    job.result = queue.run(
      () =>
        new Promise<string>((resolve, reject) => {
          job.started = true;
          order.push(index);
          job.finish = resolve;
          job.fail = reject;
        }),
    );
    return job;
  });
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const startedCount = (jobs: FakeJob[]) => jobs.filter((job) => job.started).length;

describe('createWorkQueue', () => {
  it('runs at most `limit` jobs at once; the others start in arrival order as slots free up', async () => {
    const order: number[] = [];
    const jobs = fakeJobs(6, createWorkQueue(2), order);
    await flush();
    expect(startedCount(jobs)).toBe(2);

    jobs[1]?.finish('b');
    await flush();
    expect(startedCount(jobs)).toBe(3);
    jobs[0]?.fail(new Error('boom'));
    await expect(jobs[0]?.result).rejects.toThrow('boom');
    await flush();
    // A failed job frees its slot like a finished one.
    expect(startedCount(jobs)).toBe(4);

    for (const [index, job] of jobs.entries()) {
      await flush();
      if (index > 0) job.finish(String(index));
    }
    await expect(Promise.all(jobs.slice(1).map((job) => job.result))).resolves.toEqual([
      'b',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('a newcomer does not overtake a waiting job when a slot frees', async () => {
    const queue = createWorkQueue(1);
    const order: number[] = [];
    const [first, second] = fakeJobs(2, queue, order);
    await flush();
    first?.finish('1');
    const late = fakeJobs(1, queue, order);
    await flush();
    expect(second?.started).toBe(true);
    expect(late[0]?.started).toBe(false);
  });

  it('refuses a limit below one', () => {
    expect(() => createWorkQueue(0)).toThrow();
  });
});

describe('passwords.ts runs argon2 through the queue', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a burst of hashes and checks never has more than ARGON2_CONCURRENCY argon2 calls running', async () => {
    let running = 0;
    let most = 0;
    const counted =
      <A extends unknown[], R>(real: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        running += 1;
        most = Math.max(most, running);
        try {
          return await real(...args);
        } finally {
          running -= 1;
        }
      };
    const realHash = argon2.hash.bind(argon2);
    const realVerify = argon2.verify.bind(argon2);
    const hash = await realHash('parol2024', { type: argon2.argon2id });
    vi.spyOn(argon2, 'hash').mockImplementation(counted(realHash));
    vi.spyOn(argon2, 'verify').mockImplementation(counted(realVerify));

    const results = await Promise.all([
      ...Array.from({ length: 5 }, (_unused, index) => hashPassword(`parol${index}`)),
      ...Array.from({ length: 5 }, (_unused, index) =>
        verifyPassword(hash, index === 0 ? 'parol2024' : 'wrong1'),
      ),
    ]);
    expect(results.slice(5)).toEqual([true, false, false, false, false]);
    expect(vi.mocked(argon2.hash)).toHaveBeenCalledTimes(5);
    expect(vi.mocked(argon2.verify)).toHaveBeenCalledTimes(5);
    expect(most).toBe(ARGON2_CONCURRENCY);
  });
});
