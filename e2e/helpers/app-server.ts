import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export interface RunningApp {
  url: string;
  stop(): Promise<void>;
  output(): string;
  /**
   * Stops the app, runs `change` on its embedded database (PGlite allows one process at a time), and starts it again
   * on the same address and data: how a journey moves time on (a tariff's end) without a back door in the app.
   * The app's jobs run right after the start, as after any restart.
   */
  whileStopped(change: (db: PGlite) => Promise<void>): Promise<void>;
}

/**
 * Starts the BUILT app as `npm start` does (node packages/server/dist/main.js, embedded PGlite in a fresh DATA_DIR),
 * with mail going to the test's SMTP server.
 */
export async function startBuiltApp(options: {
  smtpPort: number;
  env?: Record<string, string>;
}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'fura-e2e-'));
  const url = `http://localhost:${port}`;
  let log = '';
  let child: ChildProcess | null = null;

  const launch = async () => {
    const started = spawn('node', ['packages/server/dist/main.js'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
        LOG_LEVEL: 'warn',
        // Lets a developer run the suite on a build of his own while another build is under way in this tree.
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    started.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await waitReady(url, started, () => log);
  };

  const halt = async () => {
    const running = child;
    if (running && running.exitCode === null) {
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGTERM');
      await exited;
    }
  };

  await launch();
  return {
    url,
    output: () => log,
    stop: async () => {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
    whileStopped: async (change) => {
      await halt();
      const db = new PGlite(join(dataDir, 'pglite'));
      try {
        await change(db);
      } finally {
        await db.close();
      }
      await launch();
    },
  };
}

async function waitReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited early:\n${log()}`);
    try {
      const response = await fetch(`${url}/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`app did not become ready:\n${log()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
