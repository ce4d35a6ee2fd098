import { cpus, totalmem } from 'node:os';
import pg from 'pg';
import { connectDatabase, type Database } from '../../packages/server/src/db/connect';
import { ARTICLES_PER_PAGE } from '@fura/domain/constants';
import { searchArticles } from '../../packages/server/src/modules/search/search-service';
import { benchCases, type BenchCase } from './cases';
import { corridorBenchCases, type CorridorBenchCase } from './corridor-cases';
import { captureCorridorPlan, corridorDeps, runCorridorDirect } from './corridor-direct';
import { searchCorridor } from '../../packages/server/src/modules/search/corridor-service';
import { capturePlan, runDirect, type DirectPlan } from './direct';
import { generateListings } from './generate';
import { summarize, timeOnce, type Timing } from './measure';

const USAGE = `npm run bench:search needs DATABASE_URL: the benchmark targets PostgreSQL (it creates a database
fura_bench_<time> there and drops it afterwards), e.g.
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:search
Бенчмарк поиска работает с PostgreSQL: укажите DATABASE_URL (пользователь с правом CREATE DATABASE), например
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:search
Options: BENCH_LISTINGS (default 1000000; e.g. 5000 for a quick check), BENCH_RUNS (default 50),
BENCH_EXPLAIN=1 prints the plans, BENCH_KEEP=1 keeps the database.`;

const WARMUP_RUNS = 5;

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`${name} must be a positive integer / ${name} должно быть целым положительным числом`);
    process.exit(1);
  }
  return value;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

interface CaseResult {
  name: string;
  rows: number;
  /** Statements the search ran (the distance sort widens its radius until a page fills), and the request count. */
  statements: number;
  service: Timing;
  direct: Timing;
  /** A corridor case's yardstick, the from+to search, timed in turn with it (same moments of the machine). */
  fromTo?: Timing;
}

async function measureCase(
  database: Database,
  pool: pg.Pool,
  item: BenchCase,
  runs: number,
): Promise<CaseResult> {
  const plan = await capturePlan(pool, item.filters);
  const direct = () => runDirect(pool, plan);
  const service = () => searchArticles(database.db, item.filters);

  const [page, raw] = await Promise.all([service(), direct()]);
  if (page.articles.length !== Math.min(raw.rows, ARTICLES_PER_PAGE))
    throw new Error(`${item.name}: rows differ`);
  return {
    name: item.name,
    rows: page.articles.length,
    statements: plan.search.length + (plan.count ? 1 : 0),
    ...(await timeInTurn({ service, direct }, runs)),
  };
}

/**
 * A corridor search: the service (route, candidates, the domain's rule on each, order, page, presenter) against its
 * statements replayed through pg. `rows` is the candidates the SQL returned, the work the TypeScript side does.
 */
async function measureCorridorCase(
  database: Database,
  pool: pg.Pool,
  item: CorridorBenchCase,
  fromTo: () => Promise<unknown>,
  runs: number,
): Promise<CaseResult> {
  const plan = await captureCorridorPlan(pool, item.request);
  const direct = () => runCorridorDirect(pool, plan);
  const deps = corridorDeps(database.db);
  const service = () => searchCorridor(deps, item.request);
  const [, raw] = await Promise.all([service(), direct()]);
  return {
    name: item.name,
    rows: raw.rows,
    statements: plan.length,
    ...(await timeInTurn({ service, direct, fromTo }, runs)),
  };
}

/**
 * Each run times every task once, the first task of the run rotating, so that a busier moment of a shared machine
 * falls on all of them alike: the corridor's goal is a ratio to another search of the same run (issue 26).
 */
async function timeInTurn<K extends string>(
  tasks: Record<K, () => Promise<unknown>>,
  runs: number,
): Promise<Record<K, Timing>> {
  const entries = Object.entries(tasks) as [K, () => Promise<unknown>][];
  for (let i = 0; i < WARMUP_RUNS; i += 1) for (const [, task] of entries) await task();
  const times = entries.map((): number[] => []);
  for (let run = 0; run < runs; run += 1) {
    for (let step = 0; step < entries.length; step += 1) {
      const index = (run + step) % entries.length;
      times[index]!.push(await timeOnce(entries[index]![1]));
    }
  }
  const timings = entries.map(([name], index) => [name, summarize(times[index]!)] as const);
  return Object.fromEntries(timings) as Record<K, Timing>;
}

/** EXPLAIN ANALYZE of each statement the search runs (until the one that fills the page). */
async function printPlan(pool: pg.Pool, item: BenchCase): Promise<void> {
  const plan: DirectPlan = await capturePlan(pool, item.filters);
  const used = plan.search.length;
  for (const [index, query] of plan.search.entries()) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>({
      text: `explain (analyze, buffers) ${query.sql}`,
      values: query.params,
    });
    const label = used > 1 ? ` (statement ${index + 1} of ${used})` : '';
    console.log(`\n--- ${item.name}${label}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
}

/** The corridor cases' yardstick (issue 26: a corridor's p95 within 2 × this case's of the same run). */
const FROM_TO_CASE = 'Москва 50 км → СПб 50 км, новые';

async function printCorridorPlan(pool: pg.Pool, item: CorridorBenchCase): Promise<void> {
  for (const [index, query] of (await captureCorridorPlan(pool, item.request)).entries()) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>({
      text: `explain (analyze, buffers) ${query.sql}`,
      values: query.params,
    });
    console.log(
      `\n--- ${item.name} (statement ${index + 1})\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`,
    );
  }
}

const ms = (value: number) => value.toFixed(2);

function printCorridorTable(results: readonly CaseResult[]): void {
  console.log(
    '\n| corridor | candidates | statements | service p50 ms | service p95 ms | SQL p50 ms | SQL p95 ms | ratio p95 | from+to p95 ms | ÷ from+to p95 |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const result of results) {
    const ratio95 = (result.service.p95 / result.direct.p95).toFixed(2);
    const fromTo = result.fromTo ? ms(result.fromTo.p95) : '—';
    const versus = result.fromTo ? (result.service.p95 / result.fromTo.p95).toFixed(2) : '—';
    console.log(
      `| ${result.name} | ${result.rows} | ${result.statements} | ${ms(result.service.p50)} | ${ms(result.service.p95)} | ` +
        `${ms(result.direct.p50)} | ${ms(result.direct.p95)} | ${ratio95} | ${fromTo} | ${versus} |`,
    );
  }
  console.log(
    '\ncandidates = rows the corridor statement returned (decided in TypeScript); ratio = service / its statements ' +
      'through pg; from+to = the service of «' +
      FROM_TO_CASE +
      '», timed in turn with the corridor; ÷ from+to = service p95 / from+to p95 (goal ≤ 2, and ≤ 100 ms)',
  );
}

function printTable(results: readonly CaseResult[]): void {
  console.log(
    '\n| search | rows | statements | service p50 ms | service p95 ms | SQL p50 ms | SQL p95 ms | ratio p50 | ratio p95 |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const result of results) {
    const ratio50 = (result.service.p50 / result.direct.p50).toFixed(2);
    const ratio95 = (result.service.p95 / result.direct.p95).toFixed(2);
    console.log(
      `| ${result.name} | ${result.rows} | ${result.statements} | ${ms(result.service.p50)} | ${ms(result.service.p95)} | ` +
        `${ms(result.direct.p50)} | ${ms(result.direct.p95)} | ${ratio50} | ${ratio95} |`,
    );
  }
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(USAGE);
    process.exit(1);
  }
  const listings = positiveInt('BENCH_LISTINGS', 1_000_000);
  const runs = positiveInt('BENCH_RUNS', 50);
  const name = `fura_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  console.log(`database ${name}: ${listings} listings, ${runs} runs per search`);
  const benchUrl = withDatabase(url, name);
  let database: Database | null = null;
  const pool = new pg.Pool({ connectionString: benchUrl, max: 10 });
  try {
    database = await connectDatabase({ databaseUrl: benchUrl, dataDir: null });
    const started = performance.now();
    const loader = new pg.Client({ connectionString: benchUrl });
    await loader.connect();
    try {
      await generateListings(loader, listings);
    } finally {
      await loader.end();
    }
    console.log(`generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);

    const results: CaseResult[] = [];
    for (const item of benchCases()) {
      if (process.env.BENCH_EXPLAIN === '1') await printPlan(pool, item);
      results.push(await measureCase(database, pool, item, runs));
    }
    const yardstick = benchCases().find((item) => item.name === FROM_TO_CASE);
    if (!yardstick) throw new Error(`bench cases: ${FROM_TO_CASE} is missing`);
    const db = database.db;
    const fromTo = () => searchArticles(db, yardstick.filters);
    const corridors: CaseResult[] = [];
    for (const item of corridorBenchCases()) {
      if (process.env.BENCH_EXPLAIN === '1') await printCorridorPlan(pool, item);
      corridors.push(await measureCorridorCase(database, pool, item, fromTo, runs));
    }
    const { rows } = await pool.query<{ server_version: string }>('show server_version');
    console.log(
      `\n${new Date().toISOString().slice(0, 10)}, ${listings} listings, ${runs} runs each; ` +
        `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, ` +
        `PostgreSQL ${rows[0]?.server_version ?? '?'}, Node ${process.version}`,
    );
    printTable(results);
    console.log(
      '\nratio = service (build, run, map, present) / the same statements (search and request count) run directly ' +
        'through pg',
    );
    printCorridorTable(corridors);
  } finally {
    await pool.end();
    if (database) await database.close();
    if (process.env.BENCH_KEEP === '1') {
      console.log(`kept database ${name}`);
    } else {
      await admin.query(`drop database "${name}"`);
    }
    await admin.end();
  }
}

await main();
