import type { FastifyBaseLogger } from 'fastify';

export interface LastResortOptions {
  log: Pick<FastifyBaseLogger, 'fatal'>;
  /** A clean close (the app: HTTP server, sockets, database); given up after `closeTimeoutMs`. */
  close(): Promise<unknown>;
  exit(code: number): void;
  closeTimeoutMs?: number;
}

/** The events a process raises for a failure nothing handled. */
interface FailureSource {
  on(event: 'uncaughtException' | 'unhandledRejection', listener: (reason: unknown) => void): unknown;
  off(event: 'uncaughtException' | 'unhandledRejection', listener: (reason: unknown) => void): unknown;
}

const DEFAULT_CLOSE_TIMEOUT_MS = 5_000;

/**
 * An error nothing handled leaves the process in a state nobody knows: log it (fatal), try a short clean close and
 * exit non-zero so that the process manager starts a fresh one. Database and Redis outages are handled where they
 * happen and never reach this. Answers a function that removes the handlers.
 */
export function installLastResort(source: FailureSource, options: LastResortOptions): () => void {
  let exiting = false;
  const onFailure = (kind: string) => (reason: unknown) => {
    options.log.fatal({ err: reason, kind }, `${kind}: the process exits`);
    if (exiting) return;
    exiting = true;
    // Not unref'd: the process must not drift to a zero exit code while the close hangs.
    setTimeout(() => options.exit(1), options.closeTimeoutMs ?? DEFAULT_CLOSE_TIMEOUT_MS);
    Promise.resolve()
      .then(() => options.close())
      .then(
        () => options.exit(1),
        () => options.exit(1),
      );
  };
  const onException = onFailure('uncaughtException');
  const onRejection = onFailure('unhandledRejection');
  source.on('uncaughtException', onException);
  source.on('unhandledRejection', onRejection);
  return () => {
    source.off('uncaughtException', onException);
    source.off('unhandledRejection', onRejection);
  };
}
