import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['specs/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
    // A loaded CI machine needs more than vitest's 1 s default for the UI to follow a socket event.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
