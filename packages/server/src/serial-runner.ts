/**
 * A piece of work run after commits and by a periodic job (mail delivery, saved-search matching, push delivery):
 * never two runs at a time in one process; a kick during a run makes one more run after it, so work queued while a
 * run was reading is not left for the next tick.
 */
export interface SerialRunner {
  /** Starts a run soon; kicks during a run make one more run after it. Never throws. */
  kick(): void;
  /** Kicks and waits until the runs end (the periodic job). Never throws. */
  run(): Promise<void>;
  /** Waits for the run in progress (tests, shutdown). */
  idle(): Promise<void>;
}

export function createSerialRunner(
  work: () => Promise<unknown>,
  onError: (error: unknown) => void,
): SerialRunner {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      await work().catch(onError);
    } while (again);
    running = null;
  };
  const runner: SerialRunner = {
    kick() {
      if (running) again = true;
      else running = loop();
    },
    run() {
      runner.kick();
      return runner.idle();
    },
    idle: () => running ?? Promise.resolve(),
  };
  return runner;
}
