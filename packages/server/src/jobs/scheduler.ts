import type { FastifyBaseLogger } from 'fastify';

export interface ScheduledJob {
  /** Stops the timer and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs `task` every `intervalMs`, first right after start. Runs never overlap: a slow run delays the next one.
 * A failing run is logged and the schedule goes on.
 */
export function scheduleEvery(
  name: string,
  intervalMs: number,
  task: () => Promise<unknown>,
  log: FastifyBaseLogger,
): ScheduledJob {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = task()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error, job: name }, 'scheduled job failed'),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, 0);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
