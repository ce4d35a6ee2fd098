/**
 * Runs at most `limit` jobs at once; the others wait and start in the order they came. For work that would otherwise
 * crowd out everything else: argon2 runs on libuv's small thread pool, which file and DNS work share.
 */
export interface WorkQueue {
  run<T>(job: () => Promise<T>): Promise<T>;
}

export function createWorkQueue(limit: number): WorkQueue {
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`work queue limit must be a positive integer: ${limit}`);
  let running = 0;
  const waiting: (() => void)[] = [];

  const acquire = (): Promise<void> => {
    if (running < limit) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  // The slot passes straight to the next waiting job, so a newcomer cannot overtake it.
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(job) {
      await acquire();
      try {
        return await job();
      } finally {
        release();
      }
    },
  };
}
