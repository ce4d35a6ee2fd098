import { cpus, totalmem } from 'node:os';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { savedSearchMatcher } from '@fura/domain/saved-searches';
import { connectDatabase, type Database } from '../../packages/server/src/db/connect';
import type { Db } from '../../packages/server/src/db/connect';
import { savedSearches } from '../../packages/server/src/db/schema';
import {
  findMatchingSearches,
  matchListing,
  type SearchScan,
} from '../../packages/server/src/modules/saved-search/match-listing';
import { createSearchBook } from '../../packages/server/src/modules/saved-search/search-book';
import { listingKeys } from '../../packages/server/src/modules/saved-search/search-keys';
import { log } from '../search/generate';
import { summarize, timeOnce, type Timing } from '../search/measure';
import { generateListings, generateSearches } from './generate';
import { measureAlertLatency } from './latency';

const USAGE = `npm run bench:alerts needs DATABASE_URL: it creates a database fura_bench_alerts_<time> there and drops it
afterwards, e.g.
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:alerts
Бенчмарк сохранённых поисков работает с PostgreSQL: укажите DATABASE_URL (пользователь с правом CREATE DATABASE).
Options: BENCH_SEARCHES (default 100000), BENCH_LISTINGS (sample listings, default 50), BENCH_RUNS (default 100),
BENCH_BASELINE_RUNS (default 10), BENCH_PUBLISHES (alerts timed to an open tab, default 20; 0 skips it),
BENCH_KEEP=1 keeps the database.`;

function positiveInt(name: string, fallback: number, allowZero = false): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1)) {
    console.error(`${name} must be a whole number / ${name} должно быть целым числом`);
    process.exit(1);
  }
  return value;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * The baseline: the same matching with no index and nothing kept — every search of the listing's type read from the
 * database and its rule prepared and applied.
 */
function fullScan(db: Db, detourFactor: number): SearchScan {
  return async (type) => {
    const rows = await db
      .select({
        id: savedSearches.id,
        userId: savedSearches.userId,
        query: savedSearches.query,
        route: savedSearches.route,
      })
      .from(savedSearches)
      .where(eq(savedSearches.type, type));
    return rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      type,
      rule: savedSearchMatcher(row.query, row.route, detourFactor),
    }));
  };
}

/** The heap in use after a full collection (`npm run bench:alerts` runs node with --expose-gc). */
function settledHeapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

const ROLLBACK = new Error('rollback');

/** Runs `work` in a transaction that is rolled back: every run does the same work on the same data. */
async function rolledBack(db: Db, work: (tx: Db) => Promise<unknown>): Promise<void> {
  await db
    .transaction(async (tx) => {
      await work(tx);
      throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
}

interface Figures {
  index: Timing;
  write: Timing;
  scan: Timing;
  candidates: number;
  matches: number;
  loadMs: number;
  bookMb: number;
}

async function measureMatching(
  database: Database,
  listings: readonly { id: string }[],
  runs: number,
  baselineRuns: number,
): Promise<Figures> {
  const db = database.db;
  const book = createSearchBook();
  const options = { now: new Date(), detourFactor: 1.25, book };
  const heapBefore = settledHeapMb();
  const started = performance.now();
  await book.sync(db);
  const loadMs = performance.now() - started;
  const bookMb = settledHeapMb() - heapBefore;
  const scan = fullScan(db, options.detourFactor);
  let candidates = 0;
  let matches = 0;
  // The same searches match by the book and by the scan, listing by listing.
  for (const listing of listings) {
    const byBook = await findMatchingSearches(db, listing.id, options);
    const byScan = await findMatchingSearches(db, listing.id, options, scan);
    if (byBook) {
      const { fromLat, fromLon, toLat, toLon } = byBook.listing;
      const keys = listingKeys(byBook.type, { lat: fromLat, lon: fromLon }, { lat: toLat, lon: toLon });
      candidates += book.candidates(keys).length;
    }
    const ids = (found: typeof byBook) => (found?.matched.map((search) => search.id) ?? []).sort().join();
    if (ids(byBook) !== ids(byScan))
      throw new Error(`listing ${listing.id}: the book misses or adds searches`);
    matches += byBook?.matched.length ?? 0;
  }
  const perListing = { candidates: candidates / listings.length, matches: matches / listings.length };

  const index: number[] = [];
  const write: number[] = [];
  const scanned: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { id } = listings[i % listings.length]!;
    index.push(await timeOnce(() => findMatchingSearches(db, id, options)));
    write.push(await timeOnce(() => rolledBack(db, (tx) => matchListing(tx, [], id, options))));
    if (i < baselineRuns) scanned.push(await timeOnce(() => findMatchingSearches(db, id, options, scan)));
  }
  return {
    index: summarize(index),
    write: summarize(write),
    scan: summarize(scanned),
    loadMs,
    bookMb,
    ...perListing,
  };
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(USAGE);
    process.exit(1);
  }
  const searches = positiveInt('BENCH_SEARCHES', 100_000);
  const sampleListings = positiveInt('BENCH_LISTINGS', 50);
  const runs = positiveInt('BENCH_RUNS', 100);
  const baselineRuns = positiveInt('BENCH_BASELINE_RUNS', 10);
  const publishes = positiveInt('BENCH_PUBLISHES', 20, true);
  const name = `fura_bench_alerts_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const benchUrl = withDatabase(url, name);
  let database: Database | null = null;
  try {
    database = await connectDatabase({ databaseUrl: benchUrl, dataDir: null });
    const passwordHash = await argon2.hash('bench-password', { type: argon2.argon2id });
    await generateSearches(database.db, searches, passwordHash);
    const world = await generateListings(database.db, sampleListings, passwordHash);
    await database.db.execute('analyze');
    log('measuring');
    const figures = await measureMatching(database, world.listings, runs, baselineRuns);
    const latency = publishes > 0 ? await measureAlertLatency(benchUrl, database.db, publishes) : null;

    const ms = (value: number) => value.toFixed(2);
    console.log(
      `\nbench:alerts — ${searches} saved searches, PostgreSQL; ${cpus().length} CPU, ${Math.round(totalmem() / 2 ** 30)} GiB`,
    );
    console.log(
      `per listing: ${figures.candidates.toFixed(0)} candidates by the book's keys, ${figures.matches.toFixed(1)} matches; ` +
        `the book loaded in ${figures.loadMs.toFixed(0)} ms and holds ${figures.bookMb.toFixed(0)} MB of heap`,
    );
    console.log('| matching one new listing | p50 ms | p95 ms |');
    console.log('|---|---|---|');
    console.log(
      `| ours: the search book's keys + the filter table + the route rule (${runs} runs) | ${ms(figures.index.p50)} | ${ms(figures.index.p95)} |`,
    );
    console.log(
      `| ours with the alerts written (rolled back) | ${ms(figures.write.p50)} | ${ms(figures.write.p95)} |`,
    );
    console.log(
      `| baseline: every search read, the same rule (${baselineRuns} runs) | ${ms(figures.scan.p50)} | ${ms(figures.scan.p95)} |`,
    );
    console.log(
      `ratio baseline / ours (p95): ${(figures.scan.p95 / figures.index.p95).toFixed(1)} ×; goal: ours ≤ 20 ms p95`,
    );
    if (latency) {
      console.log(
        `\nan alert reaching an open tab under load (${latency.load.rps.toFixed(0)} search requests/s, ${latency.load.failed} failed): ` +
          `p50 ${ms(latency.p50)} ms, p95 ${ms(latency.p95)} ms, max ${ms(latency.max)} ms over ${publishes} publications; goal ≤ 3000 ms`,
      );
    }
  } finally {
    await database?.close();
    if (process.env.BENCH_KEEP === '1') console.log(`kept database ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
