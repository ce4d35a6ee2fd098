import type { FastifyBaseLogger } from 'fastify';

export type OutageLogger = Pick<FastifyBaseLogger, 'warn' | 'info' | 'debug'>;

/** One warning when a dependency (PostgreSQL, Redis) goes away and one line when it is back: no log flood. */
export interface OutageLog {
  failed(error: unknown): void;
  recovered(): void;
  readonly down: boolean;
}

/** `consequence` says what the instance does meanwhile, for the operator reading the warning. */
export function outageLog(log: OutageLogger, dependency: string, consequence: string): OutageLog {
  let downSince: number | null = null;
  return {
    failed(error) {
      if (downSince !== null) {
        log.debug({ err: error, dependency }, `${dependency} still unavailable`);
        return;
      }
      downSince = Date.now();
      log.warn({ err: error, dependency, consequence }, `${dependency} unavailable`);
    },
    recovered() {
      if (downSince === null) return;
      log.info({ dependency, outageMs: Date.now() - downSince }, `${dependency} available again`);
      downSince = null;
    },
    get down() {
      return downSince !== null;
    },
  };
}
