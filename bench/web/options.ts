import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export const USAGE = `npm run bench:web: builds the web app and the server, starts the production server on a fresh
embedded database with the demo content, and measures /, /login, /search-order, an order page and a lane page
(/gruzoperevozki/…, issue 28) in Chromium.
Options:
  BENCH_APP_DIR     the checkout to measure (default: this repository), e.g. a worktree of an older commit
  BENCH_COMPARE_DIR a second checkout measured in the same run and printed beside it (e.g. the commit before)
  BENCH_NO_BUILD=1  use the existing build (packages/web/dist, packages/server/dist)
  BENCH_RUNS        loads per page and profile, the median is printed (default 5; 1 with BENCH_SCALE=small)
  BENCH_SCALE=small CI: one load each, no Lighthouse unless BENCH_LIGHTHOUSE=1
  BENCH_LIGHTHOUSE  0 skips Lighthouse, 1 runs it (default: on, off with BENCH_SCALE=small)
  BENCH_PAGES       comma-separated subset of: main,login,search,order,lane (default: all five)
  CHROMIUM_PATH     the browser (default /usr/bin/chromium)`;

export type PageKey = 'main' | 'login' | 'search' | 'order' | 'lane';
const PAGE_KEYS: readonly PageKey[] = ['main', 'login', 'search', 'order', 'lane'];

export interface WebBenchOptions {
  appDir: string;
  compareDir: string | null;
  build: boolean;
  runs: number;
  small: boolean;
  lighthouse: boolean;
  pages: PageKey[];
  chromiumPath: string;
}

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) fail(`${name} must be a positive integer`);
  return value;
}

function flag(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  fail(`${name} must be 1 or 0`);
}

function pages(raw: string | undefined): PageKey[] {
  if (raw === undefined || raw === '') return [...PAGE_KEYS];
  const asked = raw.split(',').map((part) => part.trim());
  const unknown = asked.filter((part) => !PAGE_KEYS.includes(part as PageKey));
  if (unknown.length > 0) fail(`BENCH_PAGES: unknown ${unknown.join(', ')}`);
  return PAGE_KEYS.filter((key) => asked.includes(key));
}

function checkout(name: string, raw: string): string {
  const dir = resolve(raw);
  if (!existsSync(resolve(dir, 'packages', 'server', 'package.json'))) {
    fail(`${name}: ${dir} is not a checkout of this project`);
  }
  return dir;
}

export function readOptions(env: NodeJS.ProcessEnv = process.env): WebBenchOptions {
  const small = env.BENCH_SCALE === 'small';
  if (env.BENCH_SCALE && !small) fail('BENCH_SCALE must be "small" or unset');
  const appDir = checkout('BENCH_APP_DIR', env.BENCH_APP_DIR || resolve(import.meta.dirname, '..', '..'));
  return {
    appDir,
    compareDir: env.BENCH_COMPARE_DIR ? checkout('BENCH_COMPARE_DIR', env.BENCH_COMPARE_DIR) : null,
    build: !flag('BENCH_NO_BUILD', env.BENCH_NO_BUILD, false),
    runs: positiveInt('BENCH_RUNS', env.BENCH_RUNS, small ? 1 : 5),
    small,
    lighthouse: flag('BENCH_LIGHTHOUSE', env.BENCH_LIGHTHOUSE, !small),
    pages: pages(env.BENCH_PAGES),
    chromiumPath: env.CHROMIUM_PATH || '/usr/bin/chromium',
  };
}
