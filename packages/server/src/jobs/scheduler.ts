import type { FastifyBaseLogger } from 'fastify';
import { isConnectionFailure } from '../http/connection-errors';

export interface ScheduledJob {
  /** Stops the timer and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs `task` every `intervalMs`, first right after start. Runs never overlap: a slow run delays the next one.
 * A failing run is logged and the schedule goes on (a run that throws at once as well): during a database outage
 * the runs fail with a warning and the job resumes by itself when the database is back.
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
    running = Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => {
          if (isConnectionFailure(error))
            log.warn({ err: error, job: name }, 'scheduled job skipped: database unavailable');
          else log.error({ err: error, job: name }, 'scheduled job failed');
        },
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
