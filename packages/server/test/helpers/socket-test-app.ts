import { afterAll, afterEach, beforeAll } from 'vitest';
import { closeAllSockets, listenForSockets } from './sockets';
import { startTestApp } from './test-app';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export interface SocketTestApp {
  readonly app: TestApp['app'];
  readonly deps: TestApp['deps'];
  /** Where socket clients connect. */
  readonly baseUrl: string;
}

/**
 * The real app listening for socket clients, for one test file: started before its tests, every socket closed after
 * each test, the app closed after them all. Read its fields inside tests (they exist once beforeAll has run).
 */
export function socketTestApp(): SocketTestApp {
  let started: { built: TestApp; baseUrl: string } | null = null;
  const current = () => {
    if (!started) throw new Error('the test app starts in beforeAll');
    return started;
  };
  beforeAll(async () => {
    const built = await startTestApp();
    started = { built, baseUrl: await listenForSockets(built.app) };
  });
  afterEach(() => closeAllSockets());
  afterAll(async () => {
    closeAllSockets();
    await started?.built.close();
  });
  return {
    get app() {
      return current().built.app;
    },
    get deps() {
      return current().built.deps;
    },
    get baseUrl() {
      return current().baseUrl;
    },
  };
}
