import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageKey } from './options';
import { freePort } from '../shared/free-port';

export interface BenchApp {
  origin: string;
  /** Path of each measured page. */
  paths: Record<PageKey, string>;
  /** Null while the server runs; after it died, its exit code or signal and its output. */
  death(): string | null;
  stop(): Promise<void>;
}

/** `npm run build` of the checkout (web app with its .br/.gz files, then the server bundle). */
export function buildApp(appDir: string): void {
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: appDir, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`npm run build failed in ${appDir}:\n${result.stdout}\n${result.stderr}`);
  }
  console.log(`built ${appDir} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

interface Running {
  child: ChildProcess;
  output: () => string;
}

async function waitReady(origin: string, running: Running): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (running.child.exitCode !== null) throw new Error(`the server exited early:\n${running.output()}`);
    try {
      if ((await fetch(`${origin}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not become ready:\n${running.output()}`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
}

/**
 * `node packages/server/dist/main.js` with only the variables given: never the caller's DATABASE_URL or REDIS_URL
 * (CI exports them), so the app runs on its embedded default as `npm start` does.
 */
async function startServer(appDir: string, origin: string, env: Record<string, string>): Promise<Running> {
  let log = '';
  const child = spawn('node', ['packages/server/dist/main.js'], {
    cwd: appDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const running = { child, output: () => log };
  await waitReady(origin, running);
  return running;
}

async function stopServer(running: Running): Promise<void> {
  const { child } = running;
  if (child.exitCode !== null) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The busiest demo lane (the sitemap lists lanes busiest first, issue 28); a build before lane pages lists none and
 * answers its address with the not-found page.
 */
async function demoLanePath(origin: string): Promise<string> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const lane = /<loc>[^<]*?(\/gruzoperevozki\/[a-z0-9-]+)<\/loc>/.exec(sitemap)?.[1];
  return lane ?? '/gruzoperevozki/moskva-kazan';
}

/** A published demo order: the first of «latest orders» on the main page. */
async function demoOrderPath(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/content/main`);
  const body = (await response.json()) as { latestOrders?: { _id: string }[] };
  const id = body.latestOrders?.[0]?._id;
  if (!id) throw new Error('no published order in the demo content (GET /api/content/main)');
  return `/order/${id}`;
}

/**
 * The app as a user gets it: NODE_ENV=production serves the build exactly as deployed (precompressed files, cache
 * headers), but production never seeds the demo. So a first start in development fills a fresh DATA_DIR with the
 * demo accounts and listings (once, before listening), and the measured server is a second, production start on it.
 */
export async function startBenchApp(appDir: string): Promise<BenchApp> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const webDist = join(appDir, 'packages', 'web', 'dist');
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error(`no web build in ${webDist}: run without BENCH_NO_BUILD`);
  const dataDir = mkdtempSync(join(tmpdir(), 'fura-bench-web-'));
  // A copy of the build (WEB_DIST): a rebuild of the checkout during the run would otherwise replace the hashed
  // files under the page the server has already read.
  cpSync(webDist, join(dataDir, 'web'), { recursive: true });
  // The server's rendering (issue 28) beside it, where the server looks for it; a build before it has none.
  const serverEntry = join(appDir, 'packages', 'web', 'dist-ssr');
  if (existsSync(serverEntry)) cpSync(serverEntry, join(dataDir, 'dist-ssr'), { recursive: true });
  const common = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'web'),
  };
  let server: Running | null = null;
  const cleanUp = () => server?.child.kill('SIGTERM');
  process.once('exit', cleanUp);
  try {
    const started = performance.now();
    await stopServer(await startServer(appDir, origin, { ...common, NODE_ENV: 'development' }));
    server = await startServer(appDir, origin, { ...common, NODE_ENV: 'production' });
    const [orderPath, lanePath] = await Promise.all([demoOrderPath(origin), demoLanePath(origin)]);
    console.log(
      `server ready in ${((performance.now() - started) / 1000).toFixed(0)} s (demo seeded, production)`,
    );
    const running = server;
    return {
      origin,
      paths: { main: '/', login: '/login', search: '/search-order', order: orderPath, lane: lanePath },
      death: () => {
        const { exitCode, signalCode } = running.child;
        if (exitCode === null && signalCode === null) return null;
        return `the server exited (${exitCode ?? signalCode}):\n${running.output()}`;
      },
      stop: async () => {
        await stopServer(running);
        process.removeListener('exit', cleanUp);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
