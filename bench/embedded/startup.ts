import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../shared/free-port';
import {
  readProcessMemory,
  startServer,
  stopServer,
  type ProcessMemory,
  type StartedServer,
} from './server-process';

export interface StartupOptions {
  /** The repository whose built server is measured (its `packages/server/dist/main.js`). */
  appDir: string;
  /** The server's entry, relative to appDir (`packages/server/dist/main.js`). */
  entry: string;
  /** Starts on the same data after the first one. */
  restarts: number;
  /** How long the server idles after ready before the «steady» reading. */
  idleMs: number;
  /** Requests of each kind in the warm-up. */
  warmupRequests: number;
  nodeFlags: readonly string[];
}

export interface StartMeasurement {
  label: string;
  readyMs: number;
  readyCpuMs: number;
  atReady: ProcessMemory;
  afterIdle: ProcessMemory;
  afterWarmup: ProcessMemory;
  /** Listings the guest search finds (page size 6): the demo content is there, and only once. */
  listings: number;
  stopMs: number;
}

export interface StartupResult {
  first: StartMeasurement;
  restarts: StartMeasurement[];
}

async function ok(response: Promise<Response>, what: string): Promise<unknown> {
  const answer = await response;
  const body = await answer.text();
  if (!answer.ok) throw new Error(`${what}: ${answer.status} ${body.slice(0, 300)}`);
  return answer.headers.get('content-type')?.includes('json') ? JSON.parse(body) : body;
}

function search(url: string, type: 'order' | 'offer', offset = 0): Promise<unknown> {
  return ok(
    fetch(`${url}/api/article/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
      body: JSON.stringify({ type, sort: 'newest', offset }),
    }),
    `search ${type}`,
  );
}

const MAX_PAGES = 50;

/** Published listings a guest finds, orders and offers, page by page: the demo content is there, and only once. */
async function countListings(url: string): Promise<number> {
  let total = 0;
  for (const type of ['order', 'offer'] as const) {
    let found = 0;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const answer = (await search(url, type, found)) as { articles: unknown[]; hasMore: boolean };
      found += answer.articles.length;
      if (!answer.hasMore) break;
    }
    total += found;
  }
  return total;
}

/** What a first visitor does: the main page, both searches, a settlement suggestion (loads the places list). */
async function warmUp(url: string, requests: number): Promise<void> {
  const places = ['Москва', 'Казань', 'Нижний', 'Екатеринбург', 'Сочи'];
  for (let i = 0; i < requests; i += 1) {
    await ok(fetch(`${url}/`, { headers: { 'accept-encoding': 'gzip, br' } }), 'GET /');
    await search(url, i % 2 === 0 ? 'order' : 'offer');
    const query = encodeURIComponent(places[i % places.length] ?? 'Москва');
    await ok(fetch(`${url}/api/address/suggest?query=${query}&count=5`), 'address suggest');
  }
}

async function measureStart(
  label: string,
  options: StartupOptions,
  dataDir: string,
): Promise<StartMeasurement> {
  const server: StartedServer = await startServer({
    appDir: options.appDir,
    dataDir,
    entry: options.entry,
    port: await freePort(),
    nodeFlags: options.nodeFlags,
    timeoutMs: 120_000,
  });
  try {
    const atReady = readProcessMemory(server.pid);
    await sleep(options.idleMs);
    const afterIdle = readProcessMemory(server.pid);
    await warmUp(server.url, options.warmupRequests);
    const afterWarmup = readProcessMemory(server.pid);
    const listings = await countListings(server.url);
    const stopMs = await stopServer(server);
    return {
      label,
      readyMs: server.readyMs,
      readyCpuMs: server.readyCpuMs,
      atReady,
      afterIdle,
      afterWarmup,
      listings,
      stopMs,
    };
  } catch (error) {
    server.child.kill('SIGKILL');
    throw error;
  }
}

/**
 * First start on a fresh DATA_DIR (migrations, demo seed), then `restarts` starts on the same data. Each start is
 * stopped with SIGTERM and waited for, as a user stopping `npm start` with Ctrl+C.
 */
export async function runStartupBench(
  options: StartupOptions,
  onStart: (measurement: StartMeasurement) => void = () => undefined,
): Promise<StartupResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fura-bench-embedded-'));
  try {
    const first = await measureStart('first start', options, dataDir);
    onStart(first);
    const restarts: StartMeasurement[] = [];
    for (let i = 1; i <= options.restarts; i += 1) {
      const restart = await measureStart(`restart ${i}`, options, dataDir);
      onStart(restart);
      restarts.push(restart);
    }
    return { first, restarts };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
