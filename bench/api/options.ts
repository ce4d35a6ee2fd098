import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository this bench lives in. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** How much data and load: `full` is the data set of issue 14, `small` a hundredth of it with short runs (CI). */
export interface Scale {
  name: 'full' | 'small';
  users: number;
  listings: number;
  deals: number;
  messages: number;
  /** Seconds of load per endpoint and server, and of warm-up before it. */
  duration: number;
  warmup: number;
}

export interface ApiBenchOptions {
  scale: Scale;
  connections: number;
  rounds: number;
  /** The repository whose built server is measured (BENCH_SERVER_DIR: e.g. a worktree of an older commit). */
  serverDir: string;
  /** Build the measured server first (`node build.mjs`) so a stale dist is never measured; BENCH_BUILD=0 skips. */
  build: boolean;
  keep: boolean;
  logLevel: string;
}

const SCALES: Record<Scale['name'], Scale> = {
  full: {
    name: 'full',
    users: 10_000,
    listings: 100_000,
    deals: 20_000,
    messages: 200_000,
    duration: 10,
    warmup: 3,
  },
  small: { name: 'small', users: 100, listings: 1_000, deals: 200, messages: 2_000, duration: 2, warmup: 1 },
};

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    fail(`${name} must be a positive integer / ${name} должно быть целым положительным числом`);
  return value;
}

/** A scale with BENCH_DURATION applied. */
export function scaleOf(name: Scale['name']): Scale {
  const base = SCALES[name];
  const duration = positiveInt('BENCH_DURATION', base.duration);
  return { ...base, duration, warmup: Math.min(base.warmup, duration) };
}

/** The load settings every runner of this load reads: connections, rounds, the servers' log level. */
export function loadSettings() {
  return {
    connections: positiveInt('BENCH_CONNECTIONS', 10),
    rounds: positiveInt('BENCH_ROUNDS', 1),
    logLevel: process.env.BENCH_LOG_LEVEL || 'info',
  };
}

export function readOptions(): ApiBenchOptions {
  const scaleName = process.env.BENCH_SCALE || 'full';
  if (scaleName !== 'full' && scaleName !== 'small')
    fail('BENCH_SCALE is full or small / BENCH_SCALE: full или small');
  return {
    scale: scaleOf(scaleName),
    ...loadSettings(),
    serverDir: resolve(process.env.BENCH_SERVER_DIR || REPO_ROOT),
    build: process.env.BENCH_BUILD !== '0',
    keep: process.env.BENCH_KEEP === '1',
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export const USAGE = `npm run bench:api needs DATABASE_URL: the benchmark targets PostgreSQL (it creates a database
fura_bench_api_<time> there and drops it afterwards), e.g.
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:api
Бенчмарк API работает с PostgreSQL: укажите DATABASE_URL (пользователь с правом CREATE DATABASE), например
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:api
Options: BENCH_SCALE=small (1/100 of the data, 2 s runs), BENCH_DURATION (seconds per run), BENCH_CONNECTIONS
(default 10), BENCH_ROUNDS (default 1), BENCH_SERVER_DIR (measure another checkout's server), BENCH_BUILD=0 (do not
rebuild it), BENCH_LOG_LEVEL (default info, both servers), BENCH_KEEP=1 keeps the database.`;
