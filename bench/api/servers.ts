import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../shared/free-port';

export interface RunningServer {
  name: string;
  url: string;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 180_000;
const TSX = import.meta.resolve('tsx');

/** Spawns a server with exactly this environment (nothing inherited but PATH and HOME); its log goes to /dev/null. */
async function spawnServer(
  name: string,
  args: string[],
  env: Record<string, string>,
  cwd: string,
): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    const dead = await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 200, 'alive'))]);
    if (dead !== 'alive') throw new Error(`${name} exited (${String(dead)}) before it was ready:\n${stderr}`);
    const ready = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() - started > READY_TIMEOUT_MS) {
      child.kill('SIGKILL');
      throw new Error(`${name} was not ready in ${READY_TIMEOUT_MS / 1000} s:\n${stderr}`);
    }
  }
  return {
    name,
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export interface OurServerOptions {
  serverDir: string;
  logLevel: string;
  /** PostgreSQL, or null for the embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  /** The capture copy: preloads capture-hook.ts, which writes every statement to this file. */
  captureFile?: string;
}

/**
 * Our built server (`packages/server/dist/main.js` of `serverDir`) as production runs it: NODE_ENV=production, the
 * log at `logLevel` to /dev/null, background jobs off (they would add their own statements to the load and to the
 * capture), no Redis (presence and rate limits in memory).
 */
export function startOurServer(options: OurServerOptions): Promise<RunningServer> {
  const serverPackage = join(options.serverDir, 'packages', 'server');
  const main = join(serverPackage, 'dist', 'main.js');
  if (!existsSync(main)) throw new Error(`${main} not found: build it (npm run build -w @fura/server)`);
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: options.logLevel,
    RUN_JOBS: 'false',
    SEED_DEMO: 'false',
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  const args = [main];
  if (options.captureFile) {
    const hook = fileURLToPath(new URL('./capture-hook.ts', import.meta.url));
    args.unshift('--import', TSX, '--import', hook);
    env.BENCH_CAPTURE_FILE = options.captureFile;
    env.BENCH_CAPTURE_SERVER_PACKAGE = join(serverPackage, 'package.json');
  }
  const name = options.captureFile ? 'ours (capture)' : options.databaseUrl ? 'ours' : 'ours (PGlite)';
  return spawnServer(name, args, env, serverPackage);
}

export function startBaseline(
  databaseUrl: string,
  plansFile: string,
  logLevel: string,
): Promise<RunningServer> {
  const entry = fileURLToPath(new URL('./baseline-server.ts', import.meta.url));
  return spawnServer(
    'baseline',
    ['--import', TSX, entry],
    { NODE_ENV: 'production', LOG_LEVEL: logLevel, DATABASE_URL: databaseUrl, BENCH_PLANS: plansFile },
    fileURLToPath(new URL('.', import.meta.url)),
  );
}
